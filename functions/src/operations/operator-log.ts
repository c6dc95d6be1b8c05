import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { OperatorLogEntry } from '@kookers/domain/operations';
import { documentOf } from '../shared/db';
import { isFirestoreError } from '../shared/firestore-error';

/**
 * `operatorLog/{id}` (docs/exploitation.md, « Le journal des actions ») : what each console
 * action did, or why it did nothing — the operator's only feedback. The id comes from the
 * trigger's event (`operatorLogId`): a retried trigger finds its entry there and writes nothing.
 */
function logRef(db: Firestore, id: string) {
  return documentOf(db, 'operatorLog', id);
}

const logData = (id: string, entry: OperatorLogEntry) => ({ id, ...entry, at: FieldValue.serverTimestamp() });

/** Writes the entry in the transaction, which fails if it is already there (a retry then takes the « already done » path). */
export function logInTransaction(db: Firestore, transaction: Transaction, id: string, entry: OperatorLogEntry): void {
  transaction.create(logRef(db, id), logData(id, entry));
}

/** Writes the entry once: resolves false when it was already written. */
export async function logOnce(db: Firestore, id: string, entry: OperatorLogEntry): Promise<boolean> {
  try {
    await logRef(db, id).create(logData(id, entry));
    logger.info('Action de la console', { id, ...entry });
    return true;
  } catch (error) {
    // Written by an earlier run of the same event.
    if (isFirestoreError(error, 'already-exists')) return false;
    throw error;
  }
}
