/**
 * Kookers' team decides a booking (docs/reservations.md, « Décider pour Kookers »): an operator's
 * `operatorCancellation`, or a suspension that cancels a Kooker's bookings to come. Decided on the
 * booking as the trigger's transaction read it; what the trigger writes, and the sentence the
 * operators' log keeps. Pure: functions/src/operations reads, asks, and writes.
 */
import { decideByPlatform } from '../booking/booking-machine';
import { BOOKING_CHANGE_REFUSED, cancellationChange } from '../booking/decide-cancellation';
import { refused, SERVER_TIME, type Decision, type Written } from '../rules/decision';
import type { BookingChange } from '../booking/decision';
import type { Booking, PlatformDecision } from '../booking/model';
import { formatCents } from '../money/money';
import { settledRefunded } from '../money/payments';
import { platformSettlement, settlementProblem, SUSPENSION_CANCELLATION_REASON, type OperatorCancellation } from './operator-actions';

export interface PlatformOptions {
  /** What the client reads as the reason of a cancellation (the operator's own, or the suspension's sentence). */
  cancellationReason: string;
  /**
   * Decide only a booking still confirmed when read in the decision's transaction: a suspension
   * cancels bookings to come, never refunds again one its client or Kooker settled meanwhile.
   */
  onlyIfConfirmed?: boolean;
}

/**
 * The platform's decision, or why not (the refusal's message is the log's detail). `already`: the
 * same decision was made before, nothing to write. `done`: the change, whether the slot is offered
 * again (its lock deleted, as after a client's cancellation: the Kooker did not say they cannot
 * make it), and what the log says.
 */
export type PlatformRuling = Decision<
  { outcome: 'already'; detail: string } | { outcome: 'done'; detail: string; change: BookingChange; reopenSlot: boolean }
>;

/**
 * A confirmed booking is cancelled (`cancelByPlatform`), `refundPercent` of what the client still
 * paid given back, the rest split again and the Kooker's share paid out; a settled one (completed,
 * or cancelled by its client or Kooker) refunds the client again, taken back from the Kooker's
 * payout (docs/argent.md). One decision per booking, kept in `platformDecision`: the same one
 * again is already done, another one is refused; so is one that would leave a negative
 * commission (settlementProblem: a booking corrected by hand).
 */
export function decidePlatform(
  documents: { booking: Booking | null },
  request: OperatorCancellation,
  options: PlatformOptions,
  now: Date,
): PlatformRuling {
  const { booking } = documents;
  if (!booking) return refused('not-found', BOOKING_CHANGE_REFUSED.missing);
  const earlier = booking.platformDecision;
  if (earlier && earlier.refundPercent === request.refundPercent)
    return {
      ok: true,
      outcome: 'already',
      detail: `Déjà fait : l’équipe Kookers a déjà décidé de cette réservation à ${earlier.refundPercent} % (${formatCents(earlier.refund)} remboursés). Rien n’a changé.`,
    };
  if (options.onlyIfConfirmed && booking.status !== 'confirmed')
    return refused('failed-precondition', `Cette réservation n’est plus confirmée (${booking.status}) : elle est laissée telle quelle.`);
  const decision = decideByPlatform(booking.status, earlier !== null);
  if (!decision.allowed) return refused('failed-precondition', `${decision.reason} Décision en place : ${earlier?.refundPercent ?? 0} %.`);

  const cancelling = decision.name === 'cancelByPlatform';
  const released = !cancelling && booking.payout.status === 'released';
  const settlement = platformSettlement(booking.amounts, request.refundPercent, released, booking.terms.commissionPercent);
  const problem = settlementProblem(settlement);
  if (problem) return refused('failed-precondition', problem);
  const { amounts, refund, clawback } = settlement;
  const platformDecision: Written<PlatformDecision> = {
    reason: request.reason,
    refundPercent: request.refundPercent,
    refund,
    clawback,
    at: SERVER_TIME,
  };
  if (cancelling) {
    const change = cancellationChange(booking, {
      to: decision.to,
      refunded: refund,
      amounts,
      by: 'platform',
      reason: options.cancellationReason,
      at: now,
    });
    return {
      ok: true,
      outcome: 'done',
      change: { ...change, update: { ...change.update, platformDecision } },
      reopenSlot: true,
      detail: `Réservation annulée par l’équipe Kookers : ${formatCents(refund)} remboursés au client (${request.refundPercent} %), ${formatCents(amounts.kookerPayout)} dus au Kooker (retenus 48 h), ${formatCents(amounts.commission)} de commission.`,
    };
  }
  const money = settledRefunded(refund, clawback, amounts);
  // A share still held or available is lowered, not taken back; nothing left, nothing to pay. A
  // complaint the operators answer with a refund is closed by it.
  const unpaid = !released && amounts.kookerPayout === 0 && booking.payout.status !== 'cancelled';
  const update: BookingChange['update'] = { amounts, 'payment.status': money.paymentStatus, platformDecision, updatedAt: SERVER_TIME };
  if (unpaid) update['payout.status'] = 'cancelled';
  if (booking.complaint?.status === 'open') update['complaint.status'] = 'refunded';
  return {
    ok: true,
    outcome: 'done',
    change: { booking, update, movements: money.movements },
    reopenSlot: false,
    detail: `Remboursement par l’équipe Kookers après ${booking.status === 'completed' ? 'la prestation' : 'l’annulation'} : ${formatCents(refund)} remboursés au client (${request.refundPercent} % de ce qu’il avait payé), ${formatCents(clawback)} repris sur la part du Kooker.`,
  };
}

/** What the platform decides for each booking to come of a suspended Kooker: cancelled, refunded in full, only if still confirmed. */
export const SUSPENSION_DECISION: { request: OperatorCancellation; options: PlatformOptions } = {
  request: { reason: SUSPENSION_CANCELLATION_REASON, refundPercent: 100 },
  options: { cancellationReason: SUSPENSION_CANCELLATION_REASON, onlyIfConfirmed: true },
};

/** The bookings a suspension cancels: the Kooker's confirmed ones that have not started at `now`. */
export function bookingsToCancelOnSuspension(confirmed: readonly Booking[], now: Date): string[] {
  return confirmed.filter((booking) => (booking.startAt?.toMillis() ?? 0) > now.getTime()).map((booking) => booking.id);
}

/** The change a suspension makes to the Kooker's profile: unpublished, or nothing when it is not published. */
export function unpublishedOnSuspension(profile: { published: boolean } | null): { published: false } | null {
  return profile?.published ? { published: false } : null;
}

/** What the operators' log says a suspension did. */
export function suspensionDetail(done: {
  unpublished: boolean;
  cancelled: readonly string[];
  leftAlone: readonly string[];
  /** The bookings that awaited their payment: the payment cancelled at the processor, the booking expired. */
  released?: readonly string[];
}): string {
  const { unpublished, cancelled, leftAlone, released = [] } = done;
  return [
    unpublished ? 'Profil dépublié.' : 'Profil déjà hors ligne.',
    cancelled.length === 0
      ? 'Aucune réservation à venir à annuler.'
      : `${cancelled.length} réservation(s) à venir annulée(s) par l’équipe Kookers, clients remboursés en entier : ${cancelled.join(', ')}.`,
    ...(released.length > 0
      ? [
          `${released.length} réservation(s) en attente de paiement libérée(s), paiement annulé (remboursé en entier s’il aboutit quand même) : ${released.join(', ')}.`,
        ]
      : []),
    ...(leftAlone.length > 0 ? [`Laissée(s) telle(s) quelle(s) : ${leftAlone.join(' ; ')}.`] : []),
    'Le Kooker ne peut pas republier tant que le champ suspension est là.',
  ].join(' ');
}

/** What the operators' log says of a `suspension` that is not `{ reason }`: nothing changed. */
export const suspensionRefusedDetail = (detail: string) =>
  `${detail} Rien n’a changé : le profil n’a pas été dépublié (il ne peut pas non plus être republié tant que le champ est là).`;
