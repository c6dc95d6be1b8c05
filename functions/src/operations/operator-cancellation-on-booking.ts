import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { operatorLogId, readOperatorCancellation } from '@kookers/domain/operations';
import { documentPath } from '@kookers/domain/data';
import { dataOf, unchangedFields } from '../shared/changes';
import { logOnce } from './operator-log';
import { decideForBooking, type PlatformOutcome } from './platform-decision';
import type { WrittenEvent } from '../shared/trigger-events';

/**
 * `bookings/{id}.operatorCancellation = { reason, refundPercent }`, written by an operator in the
 * console (docs/exploitation.md, « Annuler ou rembourser une réservation ») : the platform's
 * decision on the booking, through the state machine and the ledger; the booking's mails follow
 * (mailOnBooking). A wrong value changes nothing and is explained in `operatorLog`.
 */
export async function operatorCancellation(
  db: Firestore,
  bookingId: string,
  value: unknown,
  eventId: string,
  now: Date,
): Promise<PlatformOutcome> {
  const id = operatorLogId('cancelBooking', eventId);
  const target = documentPath('bookings', bookingId);
  const checked = readOperatorCancellation(value);
  if (!checked.ok) {
    const typed = (value as { reason?: unknown } | null)?.reason;
    await logOnce(db, id, {
      action: 'cancelBooking',
      target,
      reason: typeof typed === 'string' ? typed : '',
      outcome: 'refused',
      detail: `${checked.detail} Rien n’a changé.`,
    });
    return { outcome: 'refused', detail: checked.detail };
  }
  const { reason } = checked.value;
  const result = await decideForBooking(db, bookingId, checked.value, now, {
    cancellationReason: reason,
    log: { id, entry: { action: 'cancelBooking', target, reason } },
  });
  if (result.outcome !== 'done')
    await logOnce(db, id, {
      action: 'cancelBooking',
      target,
      reason,
      outcome: result.outcome === 'already' ? 'done' : 'refused',
      detail: result.detail,
    });
  return result;
}

/** Acts when `operatorCancellation` is written or changed; its removal, and every other write, do nothing. */
export async function operatorCancellationOnBooking(event: WrittenEvent<'bookings'>): Promise<void> {
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  if (!after || after.operatorCancellation === undefined || after.operatorCancellation === null) return;
  if (unchangedFields(before, after, ['operatorCancellation'])) return;
  await operatorCancellation(getFirestore(), event.params.bookingId, after.operatorCancellation, event.id, new Date(event.time));
}
