/**
 * « Signaler un problème » on the booking page (docs/argent.md): whether the client may still
 * report one — the reportProblem callable's own decision (decideReportProblem), asked of the
 * booking as the page reads it — the forms' checks, the domain's schemas, and where a complaint
 * stands as each side reads it.
 */
import {
  answerComplaintSchema,
  COMPLAINT_REASONS,
  COMPLAINT_REFUSED,
  complaintDeadline,
  decideReportProblem,
  reportProblemSchema,
  type Booking,
  type Complaint,
  type ComplaintReason,
  type Permission,
} from '@kookers/domain/booking';
import type { Viewer } from './booking-format';

/** Whether `viewer` may report a problem with the booking at `now`, and until when: what reportProblem would answer. */
export function complaintPermission(booking: Booking, viewer: Viewer, now: Date): Permission<{ until: Date }> {
  if (viewer !== 'client') return { allowed: false, reason: COMPLAINT_REFUSED.notClient };
  // The request's reason and words do not take part in the decision: the booking alone does.
  const decision = decideReportProblem(booking, { bookingId: booking.id, reason: 'other', text: '', uid: booking.clientId }, now);
  const until = complaintDeadline(booking);
  if (!decision.ok) return { allowed: false, reason: decision.refusal.message };
  return until ? { allowed: true, until } : { allowed: false, reason: COMPLAINT_REFUSED.notCompleted };
}

/** The reasons a client chooses from, in the domain's order and words. */
export const COMPLAINT_REASON_OPTIONS = (Object.keys(COMPLAINT_REASONS) as ComplaintReason[]).map((value) => ({
  value,
  label: COMPLAINT_REASONS[value],
}));

/** The « Signaler un problème » form: the callable's schema, but the booking, which the page adds. */
export const complaintFormSchema = reportProblemSchema.pick(['reason', 'text']);

/** The form's values: no reason chosen at first. */
export interface ComplaintFormValues {
  reason: ComplaintReason | '';
  text: string;
}

/** The Kooker's answer to a complaint: the callable's schema, but the booking. */
export const complaintAnswerFormSchema = answerComplaintSchema.pick(['answer']);

/** Where a complaint stands, as each side reads it. */
export function complaintStatusText(status: Complaint['status'], viewer: Viewer): string {
  if (status === 'open')
    return viewer === 'client'
      ? 'En cours d’examen par l’équipe Kookers, qui vous répondra par e-mail.'
      : 'En cours d’examen par l’équipe Kookers : votre rémunération pour cette prestation attend sa décision.';
  if (status === 'released')
    return viewer === 'client'
      ? 'Examiné : l’équipe Kookers n’a pas retenu de remboursement.'
      : 'Examiné : l’équipe Kookers a confirmé votre rémunération.';
  return viewer === 'client'
    ? 'Examiné : l’équipe Kookers vous rembourse (voir « Paiements »).'
    : 'Examiné : l’équipe Kookers a remboursé le client.';
}
