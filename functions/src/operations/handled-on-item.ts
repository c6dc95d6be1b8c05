import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { documentPath } from '@kookers/domain/data';
import { operatorLogId, type OperatorAction } from '@kookers/domain/operations';
import { dataOf, unchangedFields } from '../shared/changes';
import { logOnce } from './operator-log';
import type { WrittenEvent } from '../shared/trigger-events';

type Data = Record<string, unknown>;

/**
 * `handled = true` on a contact message or a report, written by an operator in the console
 * (docs/exploitation.md) : the functions stamp `handledAt` (the console then filters what is
 * still open on `handled`) and log it; `handled` back to false reopens it (`handledAt` removed).
 * A second run finds `handledAt` there and its log entry written. `path` is the item's, from the
 * seam (documentPath): it names the item in the log too.
 */
export async function stampHandled(
  db: Firestore,
  path: string,
  after: Data,
  action: Extract<OperatorAction, 'handleContactMessage' | 'handleReport'>,
  eventId: string,
): Promise<void> {
  // Read as stored: `handled` as the operator typed it (a contact message's model has no such field).
  const ref = db.doc(path);
  const id = operatorLogId(action, eventId);
  if (after.handled !== true && after.handled !== false) {
    await logOnce(db, id, {
      action,
      target: path,
      reason: '',
      outcome: 'refused',
      detail: 'Le champ handled doit être un booléen (type « boolean ») : true pour traité, false pour rouvrir. Rien n’a changé.',
    });
    return;
  }
  const handled = after.handled;
  const current = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    // Gone, or changed again since: the later write's own run does the work.
    if (!snapshot.exists || snapshot.get('handled') !== handled) return false;
    const stamped = snapshot.get('handledAt') !== undefined;
    if (handled !== stamped) transaction.update(ref, { handledAt: handled ? FieldValue.serverTimestamp() : FieldValue.delete() });
    return true;
  });
  if (!current) return;
  await logOnce(db, id, {
    action,
    target: path,
    reason: '',
    outcome: 'done',
    detail: handled ? 'Marqué traité (handledAt noté).' : 'Rouvert : handledAt retiré.',
  });
}

const handledChanged = (before: Data | null, after: Data | null): after is Data =>
  after !== null && after.handled !== undefined && !unchangedFields(before, after, ['handled']);

/** `contactMessages/{id}.handled`. */
export async function handledOnContactMessage(event: WrittenEvent<'contactMessages'>): Promise<void> {
  const after = dataOf(event.data?.after);
  if (!handledChanged(dataOf(event.data?.before), after)) return;
  await stampHandled(getFirestore(), documentPath('contactMessages', event.params.messageId), after, 'handleContactMessage', event.id);
}

/** `reports/{id}.handled`. */
export async function handledOnReport(event: WrittenEvent<'reports'>): Promise<void> {
  const after = dataOf(event.data?.after);
  if (!handledChanged(dataOf(event.data?.before), after)) return;
  await stampHandled(getFirestore(), documentPath('reports', event.params.reportId), after, 'handleReport', event.id);
}
