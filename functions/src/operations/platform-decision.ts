import type { Firestore } from 'firebase-admin/firestore';
import { decidePlatform, type OperatorCancellation, type OperatorLogEntry, type PlatformOptions } from '@kookers/domain/operations';
import { slotLockId } from '../bookings/slot-lock';
import { bookingUpdate } from '../bookings/decisions';
import { documentOf } from '../shared/db';
import { logInTransaction } from './operator-log';
import { carryOutQuietly } from '../payments/carry-out';

export interface PlatformOutcome {
  outcome: 'done' | 'already' | 'refused';
  /** What happened, in French, for the operator's log. */
  detail: string;
}

interface Options extends PlatformOptions {
  /** The log entry to write with the decision, in the same transaction. */
  log?: { id: string; entry: Pick<OperatorLogEntry, 'action' | 'target' | 'reason'> };
}

/**
 * Kookers' team decides a booking (docs/reservations.md, `cancelByPlatform`,
 * `refundCompletedByPlatform`, `refundCancelledByPlatform`), in one transaction with its log
 * entry: the booking read, decided on as read (decidePlatform, domain/src/operations/decide-platform.ts),
 * and written — with, for a cancellation, the slot offered again.
 */
export async function decideForBooking(
  db: Firestore,
  bookingId: string,
  request: OperatorCancellation,
  now: Date,
  options: Options,
): Promise<PlatformOutcome> {
  const ref = documentOf(db, 'bookings', bookingId);
  const outcome = await db.runTransaction(async (transaction): Promise<PlatformOutcome> => {
    const decision = decidePlatform({ booking: (await transaction.get(ref)).data() ?? null }, request, options, now);
    if (!decision.ok) return { outcome: 'refused', detail: decision.refusal.message };
    if (decision.outcome === 'already') return { outcome: 'already', detail: decision.detail };
    const { change, detail } = decision;
    transaction.update(ref, bookingUpdate(change, now));
    if (decision.reopenSlot)
      transaction.delete(documentOf(db, 'slotLocks', slotLockId(change.booking.kookerId, change.booking.date, change.booking.time)));
    if (options.log) logInTransaction(db, transaction, options.log.id, { ...options.log.entry, outcome: 'done', detail });
    return { outcome: 'done', detail };
  });
  // The refund before the claw-back (docs/argent.md): carry-out.ts asks them in the ledger's order.
  if (outcome.outcome === 'done') await carryOutQuietly(db, bookingId, now);
  return outcome;
}
