import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { BookedInterval } from '@kookers/domain/kookers';
import { collectionOf, modelOf } from '../shared/db';
import { mapConcurrently } from '../shared/in-batches';
import { bookedIntervals, rebuildAvailability, rebuildAvailabilityFrom } from './rebuild-availability';

/** Kookers read per page: ids only, so a page is small whatever the profiles hold. */
const PAGE_SIZE = 300;
const CONCURRENT_REBUILDS = 20;

/**
 * The daily job: every published Kooker's free slots, rebuilt at `now`, so that the booking
 * window moves on by a day even for a Kooker nobody touched. The bookings that have not ended
 * are read once for everyone (what takes each Kooker's time), then the profiles page after page
 * in document-id order, each rebuilt in its own transaction that writes only what changed: the
 * reads grow with the bookings to come and the Kookers, never with their product (three queries
 * per Kooker, each a scan on the emulator, made `npm start` on 10 000 Kookers take an hour;
 * docs/decisions/016-recherche-par-commune.md). A Kooker whose slots were rebuilt after that
 * read (a booking just made) is rebuilt from their own bookings instead. Unpublished profiles
 * are left alone: unpublishing already emptied their slots.
 */
export async function rebuildAllAvailability(
  db: Firestore,
  now: Date,
  { pageSize = PAGE_SIZE }: { pageSize?: number } = {},
): Promise<{ kookers: number; rewritten: number }> {
  const { taken, readAt } = await timeTakenByAll(db, now);
  const published = collectionOf(db, 'kookers').where('published', '==', true).orderBy(FieldPath.documentId()).select().limit(pageSize);
  let kookers = 0;
  let rewritten = 0;
  let lastId: string | undefined;
  for (;;) {
    const page = await (lastId === undefined ? published : published.startAfter(lastId)).get();
    const written = await mapConcurrently(page.docs, CONCURRENT_REBUILDS, async ({ id }) => {
      const outcome = await rebuildAvailabilityFrom(db, id, taken.get(id) ?? [], readAt, now);
      return outcome === 'stale' ? rebuildAvailability(db, id, now) : outcome === 'wrote';
    });
    kookers += page.size;
    rewritten += written.filter(Boolean).length;
    if (page.size < pageSize) return { kookers, rewritten };
    lastId = page.docs[page.size - 1]?.id;
  }
}

/**
 * What takes each person's time and has not ended, from one read of the bookings: a Kooker's
 * confirmed bookings and those they cancelled (that slot stays closed), and a client's confirmed
 * bookings (a Kooker who books someone else is busy then) — the same rule as rebuildAvailability.
 * Only the fields that say it are read.
 */
async function timeTakenByAll(db: Firestore, now: Date): Promise<{ taken: Map<string, BookedInterval[]>; readAt: Timestamp }> {
  const snapshot = await collectionOf(db, 'bookings')
    .where('endAt', '>', Timestamp.fromDate(now))
    .select('kookerId', 'clientId', 'status', 'cancelledBy', 'startAt', 'endAt')
    .get();
  const taken = new Map<string, BookedInterval[]>();
  const add = (uid: string, intervals: BookedInterval[]) => {
    if (uid === '') return;
    const theirs = taken.get(uid);
    if (theirs) theirs.push(...intervals);
    else taken.set(uid, [...intervals]);
  };
  for (const doc of snapshot.docs) {
    // Only the selected fields: the model reads the others as empty.
    const booking = modelOf('bookings', doc);
    if (!booking) continue;
    const intervals = bookedIntervals([booking]);
    if (booking.status === 'confirmed' || booking.status === 'awaiting-payment') {
      add(booking.kookerId, intervals);
      add(booking.clientId, intervals);
    } else if (booking.status === 'cancelled' && booking.cancelledBy === 'kooker') {
      add(booking.kookerId, intervals);
    }
  }
  return { taken, readAt: snapshot.readTime };
}
