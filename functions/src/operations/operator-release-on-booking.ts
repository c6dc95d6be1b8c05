import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { decideOperatorRelease, operatorLogId, readOperatorRelease } from '@kookers/domain/operations';
import { documentPath } from '@kookers/domain/data';
import { written } from '../bookings/decisions';
import { dataOf, unchangedFields } from '../shared/changes';
import { documentOf } from '../shared/db';
import { logInTransaction, logOnce } from './operator-log';
import type { PlatformOutcome } from './platform-decision';
import type { WrittenEvent } from '../shared/trigger-events';

/**
 * `bookings/{id}.operatorRelease = { reason }`, written by an operator in the console
 * (docs/exploitation.md, « Libérer la part d’un Kooker après un signalement »): Kookers' team closes
 * the client's open complaint without a refund, and the Kooker's share follows its course
 * (decideOperatorRelease, domain/src/operations/operator-release.ts), in one transaction with its log
 * entry. A wrong value, or a booking without an open complaint, changes nothing and is explained
 * in `operatorLog`.
 */
export async function operatorRelease(
  db: Firestore,
  bookingId: string,
  value: unknown,
  eventId: string,
  now: Date,
): Promise<PlatformOutcome> {
  const id = operatorLogId('releaseEarnings', eventId);
  const target = documentPath('bookings', bookingId);
  const checked = readOperatorRelease(value);
  const typed = (value as { reason?: unknown } | null)?.reason;
  const reason = checked.ok ? checked.value.reason : typeof typed === 'string' ? typed : '';
  if (!checked.ok) {
    await logOnce(db, id, { action: 'releaseEarnings', target, reason, outcome: 'refused', detail: `${checked.detail} Rien n’a changé.` });
    return { outcome: 'refused', detail: checked.detail };
  }
  const ref = documentOf(db, 'bookings', bookingId);
  const result = await db.runTransaction(async (transaction): Promise<PlatformOutcome> => {
    const decision = decideOperatorRelease((await transaction.get(ref)).data() ?? null, now);
    if (!decision.ok) return { outcome: 'refused', detail: decision.refusal.message };
    if (decision.outcome === 'already') return { outcome: 'already', detail: decision.detail };
    transaction.update(ref.withConverter(null), written(decision.update));
    logInTransaction(db, transaction, id, { action: 'releaseEarnings', target, reason, outcome: 'done', detail: decision.detail });
    return { outcome: 'done', detail: decision.detail };
  });
  if (result.outcome !== 'done')
    await logOnce(db, id, {
      action: 'releaseEarnings',
      target,
      reason,
      outcome: result.outcome === 'already' ? 'done' : 'refused',
      detail: result.detail,
    });
  return result;
}

/** Acts when `operatorRelease` is written or changed; its removal, and every other write, do nothing. */
export async function operatorReleaseOnBooking(event: WrittenEvent<'bookings'>): Promise<void> {
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  if (!after || after.operatorRelease === undefined || after.operatorRelease === null) return;
  if (unchangedFields(before, after, ['operatorRelease'])) return;
  await operatorRelease(getFirestore(), event.params.bookingId, after.operatorRelease, event.id, new Date(event.time));
}
