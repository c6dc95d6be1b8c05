import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { OperatorLogEntry } from '@kookers/domain/operations';

/**
 * `operatorLog/{id}` (docs/exploitation.md, « Le journal des actions ») : what each console
 * action did, or why it did nothing — the operator's only feedback. The id comes from the
 * trigger's event (`operatorLogId`): a retried trigger finds its entry there and writes nothing.
 */
function logRef(db: Firestore, id: string) {
  return db.collection('operatorLog').doc(id);
}

const logData = (entry: OperatorLogEntry) => ({ ...entry, at: FieldValue.serverTimestamp() });

/** Writes the entry in the transaction, which fails if it is already there (a retry then takes the « already done » path). */
export function logInTransaction(db: Firestore, transaction: Transaction, id: string, entry: OperatorLogEntry): void {
  transaction.create(logRef(db, id), logData(entry));
}

/** Writes the entry once: resolves false when it was already written. */
export async function logOnce(db: Firestore, id: string, entry: OperatorLogEntry): Promise<boolean> {
  try {
    await logRef(db, id).create(logData(entry));
    logger.info('Action de la console', { id, ...entry });
    return true;
  } catch (error) {
    // ALREADY_EXISTS: written by an earlier run of the same event.
    if ((error as { code?: number }).code === 6) return false;
    throw error;
  }
}
