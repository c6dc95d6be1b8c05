/**
 * The payments module (docs/argent.md): the one place money moves, and the one a card processor will
 * replace. There is no processor yet: each movement is recorded in the booking's ledger with a
 * simulated reference. Pure: it returns what to write; the callers write it in their
 * transaction with the booking.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { BookingAmounts, LedgerEntry } from '@kookers/domain/model';

/** A reference like a processor's, derived from the booking and the movement (the same twice). */
function referenceOf(bookingId: string, type: LedgerEntry['type']): string {
  return `SIM-${createHash('sha256').update(`${bookingId}:${type}`).digest('hex').slice(0, 12).toUpperCase()}`;
}

function entry(bookingId: string, type: LedgerEntry['type'], amount: number, at: Date) {
  return { type, amount, at: Timestamp.fromDate(at), reference: referenceOf(bookingId, type) };
}

/** The client pays the total when booking. */
export function charge(bookingId: string, amounts: BookingAmounts, at: Date) {
  const payment = entry(bookingId, 'payment', amounts.total, at);
  return {
    payment: { status: 'paid' as const, paidAt: payment.at, reference: payment.reference },
    payout: { status: 'pending' as const, releasedAt: null },
    ledger: [payment],
  };
}

/**
 * A cancellation: the refund goes back to the client, and what is kept is settled at once — the
 * Kooker's share paid out, or nothing to pay when everything is refunded.
 */
export function refund(bookingId: string, previous: readonly LedgerEntry[], amounts: BookingAmounts, at: Date) {
  const ledger = [...previous];
  if (amounts.refund > 0) ledger.push(entry(bookingId, 'refund', amounts.refund, at));
  if (amounts.kookerPayout > 0) ledger.push(entry(bookingId, 'payout', amounts.kookerPayout, at));
  return {
    paymentStatus: amounts.refund === amounts.total ? ('refunded' as const) : ('partially-refunded' as const),
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
    ledger: [...previous, entry(bookingId, 'payout', amounts.kookerPayout, at)],
  };
}
