import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { availabilityFromData, bookingFromData, kookerFromData } from '@kookers/domain/model';
import { availabilityFacetsOf, nextFreeSlotOf } from '@kookers/domain/search-facets';
import { freeSlots, sameSlots, type BookedInterval, type SlotMap } from '@kookers/domain/slots';
import { changedEntries } from '../shared/changes';
import { converters } from '../shared/converters';

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
  const profileRef = db.collection('kookers').doc(kookerId);
  const availabilityRef = db.collection('availability').doc(kookerId);
  const notEnded = (field: 'kookerId' | 'clientId', status: 'confirmed' | 'cancelled') =>
    db.collection('bookings').where(field, '==', kookerId).where('status', '==', status).where('endAt', '>', Timestamp.fromDate(now));
  return db.runTransaction(async (transaction) => {
    const [profile, availability, booked, cancelled, asClient] = await Promise.all([
      transaction.get(profileRef),
      transaction.get(availabilityRef),
      transaction.get(notEnded('kookerId', 'confirmed')),
      transaction.get(notEnded('kookerId', 'cancelled')),
      transaction.get(notEnded('clientId', 'confirmed')),
    ]);
    const cancelledByKooker = cancelled.docs.filter((doc) => doc.get('cancelledBy') === 'kooker');
    const profileData = profile.data();
    const slots: SlotMap =
      profileData && profileData.published === true
        ? freeSlots(kookerFromData(kookerId, profileData), bookedIntervals([...booked.docs, ...cancelledByKooker, ...asClient.docs]), now)
        : {};
    // What search reads of the slots, on the profile: also due when only `now` moved on (a new week).
    const facets = profileData
      ? changedEntries(profileData, {
          availabilityFacets: availabilityFacetsOf(slots, now),
          nextFreeSlotAt: Timestamp.fromDate(nextFreeSlotOf(slots)),
        })
      : {};
    if (Object.keys(facets).length > 0) transaction.update(profileRef, facets);
    // A profile that is not published has no document at all: the rules give a published
    // Kooker's to everyone, and nothing may tell who has a draft.
    if (profileData?.published !== true) {
      if (availability.exists) transaction.delete(availabilityRef);
      return availability.exists || Object.keys(facets).length > 0;
    }
    const stored = availability.data();
    if (stored && sameSlots(availabilityFromData(kookerId, stored).slots, slots)) return Object.keys(facets).length > 0;
    transaction.set(availabilityRef.withConverter(converters.availability), { kookerId, slots, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

function bookedIntervals(docs: ReadonlyArray<{ id: string; data(): Record<string, unknown> }>): BookedInterval[] {
  return docs.flatMap((doc) => {
    const { startAt, endAt } = bookingFromData(doc.id, doc.data());
    return startAt && endAt ? [{ startMs: startAt.toMillis(), endMs: endAt.toMillis() }] : [];
  });
}
