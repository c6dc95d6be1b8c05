import type { Firestore } from 'firebase-admin/firestore';
import { parisDateOf } from '@kookers/domain/rules';
import { collectionOf } from '../shared/db';
import { deleteEach } from '../shared/in-batches';

const PAGE_SIZE = 400;

/**
 * The daily job (schedules.ts): deletes the tax data kept after a Kooker deleted their account
 * once its retention has ended — `retainUntil`, the 31 December of the tenth year after the
 * deletion (docs/exploitation.md, « Combien de temps on les garde »). A Kooker still with us has
 * no `retainUntil` and is never read. Page after page; resolves with how many it deleted.
 */
export async function purgeTaxProfiles(db: Firestore, now: Date, { pageSize = PAGE_SIZE } = {}): Promise<{ deleted: number }> {
  const ended = collectionOf(db, 'taxProfiles').where('retainUntil', '<', parisDateOf(now));
  return { deleted: await deleteEach(db, ended, { pageSize }) };
}
