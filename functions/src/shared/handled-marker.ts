import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { documentPath } from '@kookers/domain/data';
import { triggerRunId } from '@kookers/domain/operations';

/**
 * On the emulators only, the marks a trigger leaves for one write (docs/contribuer.md, « Attendre
 * les déclencheurs »): `triggerRuns/{chemin, « / » en « ~ »}` (domain/src/operations/model.ts) gathers the versions of the document
 * — its update time, or `deleted` — whose handlers have `started`, then those that are all `done`.
 * A test waits for the version it wrote to be done, and for nothing started to be left running,
 * instead of sleeping; then it reads what the handlers did, or did not, write. Nothing is written
 * in production, where the platform's log says the same.
 */
export async function markTrigger(document: string, version: string, phase: 'started' | 'done'): Promise<void> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return;
  await getFirestore()
    .doc(documentPath('triggerRuns', triggerRunId(document)))
    .set({ [phase]: FieldValue.arrayUnion(version) }, { merge: true });
}
