/**
 * The payments module (docs/argent.md): the one place money moves, and the one a card processor will
 * replace. There is no processor yet: each movement is recorded in the booking's ledger with a
 * simulated reference. Pure: it returns what to write; the callers write it in their
 * transaction with the booking.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { BookingAmounts, LedgerEntry, ParticipantsChange } from '@kookers/domain/booking';

/**
 * A reference like a processor's, derived from the booking, the movement and how many of its
 * kind came before (the same twice; a second refund, after fewer participants, has its own).
 */
function referenceOf(bookingId: string, type: LedgerEntry['type'], earlier: number): string {
  const key = earlier === 0 ? `${bookingId}:${type}` : `${bookingId}:${type}:${earlier + 1}`;
  return `SIM-${createHash('sha256').update(key).digest('hex').slice(0, 12).toUpperCase()}`;
}

function entry(
  bookingId: string,
  previous: readonly LedgerEntry[],
  type: LedgerEntry['type'],
  amount: number,
  at: Date,
  participants: ParticipantsChange | null = null,
) {
  const earlier = previous.filter((movement) => movement.type === type).length;
  return { type, amount, at: Timestamp.fromDate(at), reference: referenceOf(bookingId, type, earlier), participants };
}

/** The client pays the total when booking. */
export function charge(bookingId: string, amounts: BookingAmounts, at: Date) {
  const payment = entry(bookingId, [], 'payment', amounts.total, at);
  return {
    payment: { status: 'paid' as const, paidAt: payment.at, reference: payment.reference },
    payout: { status: 'pending' as const, releasedAt: null },
    ledger: [payment],
  };
}

/** The payment's status once `amounts.refund` cents of it are given back. */
const paymentStatusOf = (amounts: BookingAmounts) =>
  amounts.refund === 0 ? ('paid' as const) : amounts.refund === amounts.total ? ('refunded' as const) : ('partially-refunded' as const);

/**
 * Fewer participants: `refunded` cents go back to the client, the entry saying what changed (even
 * at 0, so that the ledger tells the story); the booking goes on, its payout still pending
 * (`amounts` are the booking's after it, the payout recomputed).
 */
export function partialRefund(
  bookingId: string,
  previous: readonly LedgerEntry[],
  refunded: number,
  amounts: BookingAmounts,
  at: Date,
  change: ParticipantsChange,
) {
  return {
    paymentStatus: paymentStatusOf(amounts),
    ledger: [...previous, entry(bookingId, previous, 'refund', refunded, at, change)],
  };
}

/**
 * A cancellation: `refunded` cents go back to the client (`amounts` are the booking's after it,
 * refunds before included), and what is kept is settled at once — the Kooker's share paid out,
 * or nothing to pay when everything is refunded.
 */
export function refund(bookingId: string, previous: readonly LedgerEntry[], refunded: number, amounts: BookingAmounts, at: Date) {
  const ledger = [...previous];
  if (refunded > 0) ledger.push(entry(bookingId, ledger, 'refund', refunded, at));
  if (amounts.kookerPayout > 0) ledger.push(entry(bookingId, ledger, 'payout', amounts.kookerPayout, at));
  return {
    paymentStatus: paymentStatusOf(amounts),
    payout:
      amounts.kookerPayout > 0
        ? { status: 'released' as const, releasedAt: Timestamp.fromDate(at) }
        : { status: 'cancelled' as const, releasedAt: null },
    ledger,
  };
}

/** The service has taken place: the Kooker's payout is released. */
export function releasePayout(bookingId: string, previous: readonly LedgerEntry[], amounts: BookingAmounts, at: Date) {
  return {
    payout: { status: 'released' as const, releasedAt: Timestamp.fromDate(at) },
    ledger: [...previous, entry(bookingId, previous, 'payout', amounts.kookerPayout, at)],
  };
}

/**
 * A refund decided by the platform on a booking already settled (docs/argent.md, « Remboursement
 * décidé par Kookers »): `refunded` cents go back to the client, and `clawback` cents are taken
 * back from the Kooker's payout already released (`amounts` are the booking's after it). The
 * payout stays released: what was paid, minus the claw-back, is the Kooker's.
 */
export function refundSettled(
  bookingId: string,
  previous: readonly LedgerEntry[],
  refunded: number,
  clawback: number,
  amounts: BookingAmounts,
  at: Date,
) {
  const ledger = [...previous];
  if (refunded > 0) ledger.push(entry(bookingId, ledger, 'refund', refunded, at));
  if (clawback > 0) ledger.push(entry(bookingId, ledger, 'clawback', clawback, at));
  return { paymentStatus: paymentStatusOf(amounts), ledger };
}
