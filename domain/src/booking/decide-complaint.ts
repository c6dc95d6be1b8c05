/**
 * « Signaler un problème » (docs/argent.md): within the window after a completed service, its
 * client reports what went wrong, and the Kooker's share stays held until Kookers' team decides —
 * a refund (`operatorCancellation`) or its release (`operatorRelease`,
 * domain/src/operations/operator-release.ts). The Kooker answers once. Pure: the callables read,
 * ask, write.
 */
import type { AnswerComplaintInput, ReportProblemInput } from './complaint-input';
import { BOOKING_CHANGE_REFUSED } from './decide-cancellation';
import { refused, SERVER_TIME, type Decision, type ServerTime, type Written } from '../rules/decision';
import type { Booking, Complaint } from './model';
import { EARNINGS_HELD_HOURS } from '../rules/rules';

const HOUR_MS = 60 * 60 * 1000;

export const COMPLAINT_REFUSED = {
  missing: BOOKING_CHANGE_REFUSED.missing,
  notClient: 'Seul le client de cette réservation peut signaler un problème.',
  notKooker: 'Seul le Kooker de cette réservation peut répondre à ce signalement.',
  notCompleted: 'Un problème se signale une fois la prestation terminée.',
  tooLate: `Le délai pour signaler un problème est passé : ${EARNINGS_HELD_HOURS} h après la fin de la prestation. Écrivez-nous via le formulaire de contact.`,
  already: 'Un problème a déjà été signalé pour cette réservation.',
  paid: 'La part du Kooker lui a déjà été versée : écrivez-nous via le formulaire de contact.',
  none: 'Aucun signalement ouvert sur cette réservation.',
  answered: 'Vous avez déjà répondu à ce signalement.',
} as const;

/** The last instant a problem may be reported: the window after the service's end. */
export function complaintDeadline(booking: Pick<Booking, 'endAt'>): Date | null {
  const endAt = booking.endAt?.toMillis();
  return endAt === undefined ? null : new Date(endAt + EARNINGS_HELD_HOURS * HOUR_MS);
}

/**
 * The client reports a problem at `now`: their completed booking, within the window after its end,
 * no complaint yet, the Kooker's share not yet available (the window holds it). The complaint to
 * write, open, or why not.
 */
export function decideReportProblem(
  booking: Booking | null,
  request: ReportProblemInput & { uid: string },
  now: Date,
): Decision<{ update: { complaint: Written<Complaint>; updatedAt: ServerTime } }> {
  if (!booking) return refused('not-found', COMPLAINT_REFUSED.missing);
  if (booking.clientId !== request.uid) return refused('permission-denied', COMPLAINT_REFUSED.notClient);
  if (booking.status !== 'completed') return refused('failed-precondition', COMPLAINT_REFUSED.notCompleted);
  if (booking.complaint) return refused('failed-precondition', COMPLAINT_REFUSED.already);
  const deadline = complaintDeadline(booking);
  if (!deadline || now.getTime() > deadline.getTime()) return refused('failed-precondition', COMPLAINT_REFUSED.tooLate);
  if (booking.payout.status === 'available' || booking.payout.status === 'released')
    return refused('failed-precondition', COMPLAINT_REFUSED.paid);
  return {
    ok: true,
    update: {
      complaint: { reason: request.reason, text: request.text.trim(), at: now, answer: null, answeredAt: null, status: 'open' },
      updatedAt: SERVER_TIME,
    },
  };
}

/** The Kooker answers the open complaint of their booking, once. */
export function decideAnswerComplaint(
  booking: Booking | null,
  request: AnswerComplaintInput & { uid: string },
  now: Date,
): Decision<{ update: { 'complaint.answer': string; 'complaint.answeredAt': Date; updatedAt: ServerTime } }> {
  if (!booking) return refused('not-found', COMPLAINT_REFUSED.missing);
  if (booking.kookerId !== request.uid) return refused('permission-denied', COMPLAINT_REFUSED.notKooker);
  if (booking.complaint?.status !== 'open') return refused('failed-precondition', COMPLAINT_REFUSED.none);
  if (booking.complaint.answer !== null) return refused('failed-precondition', COMPLAINT_REFUSED.answered);
  return { ok: true, update: { 'complaint.answer': request.answer.trim(), 'complaint.answeredAt': now, updatedAt: SERVER_TIME } };
}
