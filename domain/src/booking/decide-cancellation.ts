/**
 * `cancelByClient` and `cancelByKooker` (docs/reservations.md, « Annuler »), decided on the booking
 * as cancelBooking's transaction read it, and what any cancellation writes, the platform's
 * included (operations/decide-platform.ts). Pure: the function reads, asks, and writes.
 */
import { decide, momentOf, UNDATED } from './booking-machine';
import type { CancelBookingInput } from './booking-input';
import { CONSENT_REFUSED, refundConsent } from '../money/consent';
import { refused, SERVER_TIME, type Decision } from '../rules/decision';
import type { BookingChange } from './decision';
import type { Booking } from './model';
import type { BookingAmounts, BookingStatus } from '../money/booking-money';
import { cancellationSettled } from '../money/payments';
import { ERASED_CONTACTS } from './booking-contacts';

/** What a change of a booking answers when it refuses, in French, shown as it is. */
export const BOOKING_CHANGE_REFUSED = {
  missing: 'Cette réservation n’existe pas.',
  notYours: 'Cette réservation n’est pas la vôtre.',
  reasonRequired: 'Indiquez la raison de l’annulation : le client la lira.',
  onlyClient: 'Seul le client peut modifier le nombre de participants.',
} as const;

/**
 * What a cancellation writes on its booking, whoever cancels (docs/reservations.md): the new
 * status, the amounts after `refunded` goes back to the client, the payment and payout that follow
 * and the movements for the ledger (docs/argent.md), who cancelled, when and why; and neither
 * party's phone nor the private address stays on it (docs/reservations.md, « Se joindre »).
 */
export function cancellationChange(
  booking: Booking,
  change: {
    to: BookingStatus;
    refunded: number;
    amounts: BookingAmounts;
    by: NonNullable<Booking['cancelledBy']>;
    reason: string | null;
    at: Date;
  },
): BookingChange {
  const { paymentStatus, payout, movements } = cancellationSettled(change.refunded, change.amounts, change.at);
  return {
    booking,
    update: {
      status: change.to,
      amounts: change.amounts,
      'payment.status': paymentStatus,
      payout,
      cancelledBy: change.by,
      cancelledAt: SERVER_TIME,
      cancellationReason: change.reason,
      ...ERASED_CONTACTS,
      updatedAt: SERVER_TIME,
    },
    movements,
  };
}

/** A call of cancelBooking: its validated input, and who calls. */
export interface CancellationRequest extends CancelBookingInput {
  uid: string;
}

export type CancellationDecision = Decision<{
  change: BookingChange;
  /**
   * The slot's lock: deleted when the client cancels (the slot is offered again), kept and closed
   * when the Kooker does — they said they cannot make it (docs/reservations.md, « Côté Kooker »).
   */
  lock: 'delete' | 'close';
  /** What cancelBooking answers. */
  answer: { status: BookingStatus; refund: number; percent: number };
}>;

/**
 * Whether the caller may cancel the booking at `now`, and what to write then: its client or its
 * Kooker only, a Kooker with a reason the client reads; the state machine decides the rest
 * (booking-machine.ts, `decide`), and the refund must be the one the caller saw (domain/src/money/consent.ts).
 * What was refunded when the participants were lowered stays refunded (docs/argent.md).
 */
export function decideCancellation(documents: { booking: Booking | null }, request: CancellationRequest, now: Date): CancellationDecision {
  const { booking } = documents;
  if (!booking) return refused('not-found', BOOKING_CHANGE_REFUSED.missing);
  const actor = request.uid === booking.clientId ? 'client' : request.uid === booking.kookerId ? 'kooker' : null;
  if (!actor) return refused('permission-denied', BOOKING_CHANGE_REFUSED.notYours);
  const reason = request.reason?.trim() ?? '';
  if (actor === 'kooker' && reason === '') return refused('invalid-argument', BOOKING_CHANGE_REFUSED.reasonRequired);
  const { startAt, endAt, ...moment } = momentOf(booking);
  if (!startAt || !endAt) return refused('failed-precondition', UNDATED);

  const decision = decide(actor === 'client' ? 'cancelByClient' : 'cancelByKooker', actor, { ...moment, startAt, endAt }, now);
  if (!decision.allowed) return refused(decision.code, decision.reason);
  const { refund, commission, kookerPayout, percent } = decision.refund ?? { refund: 0, commission: 0, kookerPayout: 0, percent: 0 };
  const refundChanged = refundConsent(request.expectedRefund, { refund, percent });
  if (refundChanged) return refused('failed-precondition', CONSENT_REFUSED.refund, refundChanged);
  const amounts = { total: booking.amounts.total, refund: booking.amounts.refund + refund, commission, kookerPayout };
  const change = cancellationChange(booking, {
    to: decision.to,
    refunded: refund,
    amounts,
    by: actor,
    reason: actor === 'kooker' ? reason : null,
    at: now,
  });
  return { ok: true, change, lock: actor === 'client' ? 'delete' : 'close', answer: { status: decision.to, refund, percent } };
}
