/**
 * How money moves on a booking (docs/argent.md): what each change takes, gives back, pays out or
 * takes back, and the payment's and payout's statuses after it. Pure: a decision answers the
 * movements, and the payments module (functions/src/payments/ledger.ts) carries them out and
 * records each in the ledger with its time and the processor's reference.
 */
import type { BookingAmounts, Booking, ParticipantsChange } from './model';
import type { Movement, Written } from './decision';

type PaymentStatus = Booking['payment']['status'];

const movement = (type: Movement['type'], amount: number, participants: ParticipantsChange | null = null): Movement => ({
  type,
  amount,
  participants,
});

/** The payment's status once `amounts.refund` cents of it are given back. */
export const paymentStatusOf = (amounts: BookingAmounts): PaymentStatus =>
  amounts.refund === 0 ? 'paid' : amounts.refund === amounts.total ? 'refunded' : 'partially-refunded';

/** The client pays the total when booking; the Kooker's payout waits for the service. */
export function charged(amounts: BookingAmounts, at: Date) {
  return {
    payment: { status: 'paid' as const, paidAt: at },
    payout: { status: 'pending' as const, releasedAt: null },
    movements: [movement('payment', amounts.total)],
  };
}

/**
 * Fewer participants: `refunded` cents go back to the client, the entry saying what changed (even
 * at 0, so that the ledger tells the story); the payout stays pending (`amounts` are the
 * booking's after it, the payout recomputed).
 */
export function partiallyRefunded(refunded: number, amounts: BookingAmounts, change: ParticipantsChange) {
  return { paymentStatus: paymentStatusOf(amounts), movements: [movement('refund', refunded, change)] };
}

/**
 * A cancellation: `refunded` cents go back to the client (`amounts` are the booking's after it,
 * refunds before included), and what is kept is settled at once — the Kooker's share paid out,
 * or nothing to pay when everything is refunded.
 */
export function cancellationSettled(
  refunded: number,
  amounts: BookingAmounts,
  at: Date,
): { paymentStatus: PaymentStatus; payout: Written<Booking['payout']>; movements: Movement[] } {
  const paidOut = amounts.kookerPayout > 0;
  return {
    paymentStatus: paymentStatusOf(amounts),
    payout: paidOut ? { status: 'released', releasedAt: at } : { status: 'cancelled', releasedAt: null },
    movements: [...(refunded > 0 ? [movement('refund', refunded)] : []), ...(paidOut ? [movement('payout', amounts.kookerPayout)] : [])],
  };
}

/** The service has taken place: the Kooker's payout is released. */
export function payoutReleased(amounts: BookingAmounts, at: Date) {
  return { payout: { status: 'released' as const, releasedAt: at }, movements: [movement('payout', amounts.kookerPayout)] };
}

/**
 * A refund decided by the platform on a booking already settled (docs/argent.md, « Remboursement
 * décidé par Kookers »): `refunded` cents go back to the client, and `clawback` cents are taken
 * back from the Kooker's payout already released (`amounts` are the booking's after it). The
 * payout stays released: what was paid, minus the claw-back, is the Kooker's.
 */
export function settledRefunded(refunded: number, clawback: number, amounts: BookingAmounts) {
  return {
    paymentStatus: paymentStatusOf(amounts),
    movements: [...(refunded > 0 ? [movement('refund', refunded)] : []), ...(clawback > 0 ? [movement('clawback', clawback)] : [])],
  };
}
