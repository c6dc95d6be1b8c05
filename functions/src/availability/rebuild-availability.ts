import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { freeSlots, sameSlots, type BookedInterval, type SlotMap } from '@kookers/domain/kookers';
import type { Booking } from '@kookers/domain/booking';
import { availabilityFacetsOf, nextFreeSlotOf } from '@kookers/domain/search';
import { changedEntries } from '../shared/changes';
import { collectionOf, documentOf, modelOf } from '../shared/db';

/**
 * Rebuilds `availability/{kookerId}` at `now` (docs/modele-de-donnees.md): the free slots of the
 * profile's weekly schedule and blocked dates, minus what takes the Kooker's time and has not
 * ended — their confirmed bookings, the ones they cancelled themselves (that slot stays closed),
 * and their own bookings as a client (docs/reservations.md) —; no document at all for an
 * unpublished or missing profile, no slot for an incomplete one. Also keeps on the profile what search reads of
 * the slots (`availabilityFacets`, `nextFreeSlotAt`). In one transaction, so that concurrent
 * rebuilds cannot leave a stale result, and written only when something changed: a second run
 * writes nothing. Resolves with whether it wrote.
 */
export async function rebuildAvailability(db: Firestore, kookerId: string, now: Date): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    // A booking awaiting its payment holds its slot like a confirmed one (docs/decisions/017-paiements-par-carte.md).
    const notEnded = (field: 'kookerId' | 'clientId', statuses: Booking['status'][]) =>
      collectionOf(db, 'bookings')
        .where(field, '==', kookerId)
        .where('status', 'in', statuses)
        .where('endAt', '>', Timestamp.fromDate(now));
    const [booked, cancelled, asClient] = await Promise.all([
      transaction.get(notEnded('kookerId', ['awaiting-payment', 'confirmed'])),
      transaction.get(notEnded('kookerId', ['cancelled'])),
      transaction.get(notEnded('clientId', ['awaiting-payment', 'confirmed'])),
    ]);
    const taken = bookedIntervals(
      [...booked.docs, ...cancelled.docs.filter((doc) => doc.data().cancelledBy === 'kooker'), ...asClient.docs].map((doc) => doc.data()),
    );
    return (await writeRebuild(db, transaction, kookerId, taken, now)).wrote;
  });
}

/**
 * The same rebuild, in a transaction, from the intervals that take the Kooker's time read
 * beforehand with everyone else's (the daily job: one read of the bookings instead of three
 * queries per Kooker). Gives up and answers 'stale' when the Kooker's slots were written after
 * `readAt`: a booking made since may be missing from `taken`, and that later rebuild read it.
 */
export async function rebuildAvailabilityFrom(
  db: Firestore,
  kookerId: string,
  taken: readonly BookedInterval[],
  readAt: Timestamp,
  now: Date,
): Promise<'wrote' | 'unchanged' | 'stale'> {
  return db.runTransaction(async (transaction) => {
    const { wrote, stale } = await writeRebuild(db, transaction, kookerId, taken, now, readAt);
    return stale ? 'stale' : wrote ? 'wrote' : 'unchanged';
  });
}

async function writeRebuild(
  db: Firestore,
  transaction: Transaction,
  kookerId: string,
  taken: readonly BookedInterval[],
  now: Date,
  readAt?: Timestamp,
): Promise<{ wrote: boolean; stale: boolean }> {
  // The profile read as stored, for the comparison below, and through the model.
  const profileRef = documentOf(db, 'kookers', kookerId).withConverter(null);
  const availabilityRef = documentOf(db, 'availability', kookerId);
  const [profile, availability] = await Promise.all([transaction.get(profileRef), transaction.get(availabilityRef)]);
  if (readAt && availability.updateTime && availability.updateTime.toMillis() > readAt.toMillis()) return { wrote: false, stale: true };
  const profileData = profile.data();
  const kooker = modelOf('kookers', profile);
  const slots: SlotMap = kooker?.published ? freeSlots(kooker, [...taken], now) : {};
  // What search reads of the slots, on the profile: also due when only `now` moved on (a new week).
  const facets = profileData
    ? changedEntries(profileData, {
        availabilityFacets: availabilityFacetsOf(slots, now),
        nextFreeSlotAt: Timestamp.fromDate(nextFreeSlotOf(slots)),
      })
    : {};
  const facetsChanged = Object.keys(facets).length > 0;
  if (facetsChanged) transaction.update(profileRef, facets);
  // A profile that is not published has no document at all: the rules give a published
  // Kooker's to everyone, and nothing may tell who has a draft.
  if (profileData?.published !== true) {
    if (availability.exists) transaction.delete(availabilityRef);
    return { wrote: availability.exists || facetsChanged, stale: false };
  }
  const stored = availability.data();
  if (stored && sameSlots(stored.slots, slots)) return { wrote: facetsChanged, stale: false };
  transaction.set(availabilityRef, { kookerId, slots, updatedAt: FieldValue.serverTimestamp() });
  return { wrote: true, stale: false };
}

export function bookedIntervals(bookings: ReadonlyArray<Pick<Booking, 'startAt' | 'endAt'>>): BookedInterval[] {
  return bookings.flatMap(({ startAt, endAt }) => {
    return startAt && endAt ? [{ startMs: startAt.toMillis(), endMs: endAt.toMillis() }] : [];
  });
}
