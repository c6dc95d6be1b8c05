/**
 * The payments module (docs/argent.md): the one place money moves, and the one a card processor will
 * replace. The domain decides the movements (domain/src/booking/payments.ts); this carries them
 * out. There is no processor yet: each movement is recorded in the booking's ledger with a
 * simulated reference. Pure: it returns what to write; the callers write it in their transaction
 * with the booking.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { LedgerEntry, Movement } from '@kookers/domain/booking';

/**
 * A reference like a processor's, derived from the booking, the movement and how many of its
 * kind came before (the same twice; a second refund, after fewer participants, has its own).
 */
function referenceOf(bookingId: string, type: LedgerEntry['type'], earlier: number): string {
  const key = earlier === 0 ? `${bookingId}:${type}` : `${bookingId}:${type}:${earlier + 1}`;
  return `SIM-${createHash('sha256').update(key).digest('hex').slice(0, 12).toUpperCase()}`;
}

/** The booking's ledger once `movements` are carried out at `at`, in order, each after the entries before it. */
export function recorded(bookingId: string, previous: readonly LedgerEntry[], movements: readonly Movement[], at: Date): LedgerEntry[] {
  const ledger = [...previous];
  for (const { type, amount, participants } of movements) {
    const earlier = ledger.filter((movement) => movement.type === type).length;
    ledger.push({ type, amount, at: Timestamp.fromDate(at), reference: referenceOf(bookingId, type, earlier), participants });
  }
  return ledger;
}

/** A new booking once its payment is taken: its ledger, and the payment's reference, that of its ledger entry. */
export function withPayment<Draft extends { payment: object }>(
  bookingId: string,
  booking: Draft,
  movements: readonly Movement[],
  at: Date,
) {
  const ledger = recorded(bookingId, [], movements, at);
  const reference = ledger.find((movement) => movement.type === 'payment')?.reference ?? '';
  return { ...booking, payment: { ...booking.payment, reference }, ledger };
}
