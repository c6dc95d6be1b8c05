/**
 * The payments module (docs/argent.md): the one place money moves. The domain decides the
 * movements (domain/src/money/payments.ts); this records each in the booking's ledger
 * `requested`, with its idempotency key, in the caller's transaction — carry-out.ts then calls
 * the processor after the transaction, and its answers and events settle the entries.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { requestedEntry, type LedgerEntry, type Movement } from '@kookers/domain/money';
import type { Written } from '@kookers/domain/rules';

/** A new entry's id: unique within its booking, never derived from a count of entries. */
const newEntryId = () => randomUUID().replace(/-/g, '').slice(0, 12);

/** The booking's ledger once `movements` are decided at `at`: each appended `requested`. */
export function recorded(
  bookingId: string,
  previous: readonly (LedgerEntry | Written<LedgerEntry>)[],
  movements: readonly Movement[],
  at: Date,
): (LedgerEntry | Written<LedgerEntry>)[] {
  return [...previous, ...movements.map((movement) => requestedEntry(bookingId, newEntryId(), movement, at))];
}

const millisOf = (value: Date | Timestamp | { toMillis(): number } | symbol | null) =>
  value instanceof Date ? value.getTime() : value && typeof value === 'object' && 'toMillis' in value ? value.toMillis() : null;

/**
 * How long an entry the processor answered `pending` (it has its reference) waits before the
 * frequent job looks at it again: its event may come late, or be lost. Each look moves it this far
 * back, so that entries stuck for days never fill the job's batch ahead of newer ones.
 */
export const PENDING_LOOK_AGAIN_MS = 30 * 60 * 1000;

/**
 * When the payments module must look at a ledger again (`paymentsDueAt`): at once for an entry
 * still requested and unanswered (its call may not have been made), PENDING_LOOK_AGAIN_MS later
 * for one the processor answered pending, at its next attempt for a failed one to retry; null when
 * all are settled for good. `holdUntil`, for a booking awaiting its payment.
 */
export function paymentsDueAt(
  ledger: readonly (LedgerEntry | Written<LedgerEntry>)[],
  now: Date,
  holdUntil: Date | null = null,
): Date | null {
  const times: number[] = holdUntil ? [holdUntil.getTime()] : [];
  for (const entry of ledger) {
    if (entry.state === 'requested' && entry.type !== 'payment')
      times.push(entry.reference === '' ? now.getTime() : now.getTime() + PENDING_LOOK_AGAIN_MS);
    if (entry.state === 'failed') {
      const next = millisOf(entry.nextAttemptAt);
      if (next !== null) times.push(next);
    }
  }
  return times.length === 0 ? null : new Date(Math.min(...times));
}

const asTimestamp = (value: unknown): unknown =>
  value instanceof Date
    ? Timestamp.fromDate(value)
    : value instanceof Timestamp
      ? value
      : value && typeof value === 'object' && 'toMillis' in value
        ? Timestamp.fromMillis((value as { toMillis(): number }).toMillis())
        : value;

/** A ledger entry as stored, read or freshly decided: each instant a Timestamp. */
export function stored(entry: LedgerEntry | Written<LedgerEntry>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, key === 'participants' ? value : asTimestamp(value)]));
}
