/**
 * How money moves on a booking (docs/argent.md): what each change takes, gives back, pays out or
 * takes back, and the payment's and payout's statuses after it. Pure: a decision answers the
 * movements, and the payments module (functions/src/payments/ledger.ts) carries them out and
 * records each in the ledger with its time and the processor's reference.
 */
import type { BookingAmounts, BookingMoney, BookingPayment, BookingPayout, Movement, ParticipantsChange } from './booking-money';
import type { Written } from '../rules/decision';
import { EARNINGS_HELD_HOURS, PAYMENT_HOLD_MINUTES } from '../rules/rules';

const HOUR_MS = 60 * 60 * 1000;

type PaymentStatus = BookingPayment['status'];

const movement = (type: Movement['type'], amount: number, participants: ParticipantsChange | null = null): Movement => ({
  type,
  amount,
  participants,
});

/** The payment's status once `amounts.refund` cents of it are given back. */
export const paymentStatusOf = (amounts: BookingAmounts): PaymentStatus =>
  amounts.refund === 0 ? 'paid' : amounts.refund === amounts.total ? 'refunded' : 'partially-refunded';

/** A payout nobody has earned yet. */
const notEarned = { status: 'pending', earnedAt: null, availableAt: null, releasedAt: null, payoutId: null } as const;

/**
 * The client pays the total when booking: the payment is asked of the processor, and the booking
 * waits for it, its slot held until `holdUntil` (docs/decisions/017-paiements-par-carte.md); the
 * Kooker's payout waits for the service.
 */
export function charged(amounts: BookingAmounts, at: Date) {
  return {
    holdUntil: new Date(at.getTime() + PAYMENT_HOLD_MINUTES * 60 * 1000),
    payment: { status: 'pending' as const, paidAt: null, reference: '', failure: null },
    payout: notEarned,
    movements: [movement('payment', amounts.total)],
  };
}

/** Whether the booking still awaits its payment within its hold at `now`: its slot (or offer) is kept for the client. */
export const isPaymentHeld = (booking: Pick<BookingMoney, 'status' | 'holdUntil'>, now: Date): boolean =>
  booking.status === 'awaiting-payment' && (booking.holdUntil?.toMillis() ?? 0) > now.getTime();

/** Whether the booking takes the Kooker's time at `now`: confirmed, or awaiting its payment within its hold. */
export const holdsItsTime = (booking: Pick<BookingMoney, 'status' | 'holdUntil'>, now: Date): boolean =>
  booking.status === 'confirmed' || isPaymentHeld(booking, now);

/**
 * The Kooker's share of `amounts` is earned at `at` (the service ended, or a late cancellation
 * kept part of it): held for the complaint window, then available (docs/argent.md, « Le solde du
 * Kooker »); nothing to hold when the share is 0.
 */
export function earned(amounts: BookingAmounts, at: Date): Written<BookingPayout> {
  if (amounts.kookerPayout <= 0) return { ...notEarned, status: 'cancelled' };
  return { ...notEarned, status: 'held', earnedAt: at, availableAt: new Date(at.getTime() + EARNINGS_HELD_HOURS * HOUR_MS) };
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
 * refunds before included), and the Kooker's share of what is kept is earned now, held like any
 * other — or nothing is due when everything is refunded.
 */
export function cancellationSettled(
  refunded: number,
  amounts: BookingAmounts,
  at: Date,
): { paymentStatus: PaymentStatus; payout: Written<BookingPayout>; movements: Movement[] } {
  return {
    paymentStatus: paymentStatusOf(amounts),
    payout: earned(amounts, at),
    movements: refunded > 0 ? [movement('refund', refunded)] : [],
  };
}

/** The service has taken place: the Kooker's share is earned, held for the complaint window. */
export function completedEarning(amounts: BookingAmounts, at: Date) {
  return { payout: earned(amounts, at), movements: [] as Movement[] };
}

/** The weekly payout transfers an available share to the Kooker's account (docs/argent.md, « Le solde du Kooker »). */
export function transferred(amounts: BookingAmounts, payoutId: string, at: Date) {
  return {
    payout: { status: 'released' as const, releasedAt: at, payoutId },
    movements: [movement('payout', amounts.kookerPayout)],
  };
}

/**
 * A refund decided by the platform on a booking already settled (docs/argent.md, « Remboursement
 * décidé par Kookers »): `refunded` cents go back to the client, and `clawback` cents are taken
 * back from the Kooker's share already transferred (`amounts` are the booking's after it). The
 * payout stays released: what was paid, minus the claw-back, is the Kooker's. A share not yet
 * transferred is simply lowered (no claw-back): `amounts.kookerPayout` is what will be paid.
 */
export function settledRefunded(refunded: number, clawback: number, amounts: BookingAmounts) {
  return {
    paymentStatus: paymentStatusOf(amounts),
    movements: [...(refunded > 0 ? [movement('refund', refunded)] : []), ...(clawback > 0 ? [movement('clawback', clawback)] : [])],
  };
}
