/**
 * `bookings/{id}.operatorRelease = { reason }`, written by an operator in the console
 * (docs/exploitation.md, « Libérer la part d’un Kooker après un signalement »): Kookers' team
 * closes the client's open complaint without a refund, and the Kooker's share follows its course —
 * available at once if its window has passed, else still held until then. A refund goes through
 * `operatorCancellation` instead (decide-platform.ts closes the complaint as refunded). Pure.
 */
import { refused, SERVER_TIME, type Decision, type ServerTime } from '../rules/decision';
import type { Booking } from '../booking/model';
import { formatCents } from '../money/money';
import { OPERATOR_REASON_MAX, type Checked } from './operator-actions';

/** `bookings/{id}.operatorRelease`: `{ reason }`, for the operators' log. */
export interface OperatorRelease {
  reason: string;
}

const REFUSED = {
  notAMap: 'Le champ operatorRelease doit être une map (type « map » dans la console).',
  reason: `Le champ reason doit être un texte de 1 à ${OPERATOR_REASON_MAX} caractères.`,
  missing: 'Cette réservation n’existe pas.',
  none: 'Aucun signalement sur cette réservation : sa part suit son cours, il n’y a rien à libérer.',
  refunded: 'Ce signalement a déjà été tranché par un remboursement (operatorCancellation) : rien n’a changé.',
} as const;

export function readOperatorRelease(value: unknown): Checked<OperatorRelease> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, detail: REFUSED.notAMap };
  const reason = (value as { reason?: unknown }).reason;
  if (typeof reason !== 'string' || reason.trim().length === 0 || reason.trim().length > OPERATOR_REASON_MAX)
    return { ok: false, detail: REFUSED.reason };
  return { ok: true, value: { reason: reason.trim() } };
}

export type ReleaseUpdate = {
  'complaint.status': 'released';
  'payout.status'?: 'available';
  updatedAt: ServerTime;
};

/**
 * The operators release the share of a booking whose client complained, at `now`: the complaint
 * closes `released`; the share becomes available if it was held and its window has passed, and
 * otherwise stays as it is (the hourly release makes it available at its time). `already`: done
 * before. The log's sentence either way.
 */
export function decideOperatorRelease(
  booking: Booking | null,
  now: Date,
): Decision<{ outcome: 'already'; detail: string } | { outcome: 'done'; detail: string; update: ReleaseUpdate }> {
  if (!booking) return refused('not-found', REFUSED.missing);
  const complaint = booking.complaint;
  if (!complaint) return refused('failed-precondition', REFUSED.none);
  if (complaint.status === 'refunded') return refused('failed-precondition', REFUSED.refunded);
  if (complaint.status === 'released')
    return { ok: true, outcome: 'already', detail: 'Déjà fait : la part de ce Kooker a déjà été libérée. Rien n’a changé.' };
  const share = formatCents(booking.amounts.kookerPayout);
  const windowPassed = (booking.payout.availableAt?.toMillis() ?? Number.POSITIVE_INFINITY) <= now.getTime();
  if (booking.payout.status === 'held' && windowPassed)
    return {
      ok: true,
      outcome: 'done',
      update: { 'complaint.status': 'released', 'payout.status': 'available', updatedAt: SERVER_TIME },
      detail: `Signalement clos sans remboursement : la part du Kooker (${share}) est disponible pour le prochain versement.`,
    };
  return {
    ok: true,
    outcome: 'done',
    update: { 'complaint.status': 'released', updatedAt: SERVER_TIME },
    detail:
      booking.payout.status === 'held'
        ? `Signalement clos sans remboursement : la part du Kooker (${share}) reste retenue jusqu’à la fin du délai de signalement, puis sera disponible.`
        : `Signalement clos sans remboursement ; la part du Kooker est « ${booking.payout.status} », inchangée.`,
  };
}
