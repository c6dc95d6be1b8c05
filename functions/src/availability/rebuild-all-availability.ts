import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { mapConcurrently } from '../shared/in-batches';
import { rebuildAvailability } from './rebuild-availability';

/** Kookers read per page: ids only, so a page is small whatever the profiles hold. */
const PAGE_SIZE = 300;
const CONCURRENT_REBUILDS = 20;

/**
 * The daily job: every published Kooker's free slots, rebuilt at `now`, so that the booking
 * window moves on by a day even for a Kooker nobody touched. Pages through the profiles in
 * document-id order, a page at a time, so that it works the same for 10 000 Kookers.
 * Unpublished profiles are left alone: unpublishing already emptied their slots.
 */
export async function rebuildAllAvailability(
  db: Firestore,
  now: Date,
  { pageSize = PAGE_SIZE }: { pageSize?: number } = {},
): Promise<{ kookers: number; rewritten: number }> {
  const published = db.collection('kookers').where('published', '==', true).orderBy(FieldPath.documentId()).select().limit(pageSize);
  let kookers = 0;
  let rewritten = 0;
  let lastId: string | undefined;
  for (;;) {
    const page = await (lastId === undefined ? published : published.startAfter(lastId)).get();
    const written = await mapConcurrently(page.docs, CONCURRENT_REBUILDS, (doc) => rebuildAvailability(db, doc.id, now));
    kookers += page.size;
    rewritten += written.filter(Boolean).length;
    if (page.size < pageSize) return { kookers, rewritten };
    lastId = page.docs[page.size - 1]?.id;
  }
}
