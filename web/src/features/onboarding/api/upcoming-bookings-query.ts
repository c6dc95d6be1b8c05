import { collectionPath, modelConverters } from '@kookers/domain/data';
import { collection, orderBy, query, Timestamp, where, type Firestore } from 'firebase/firestore';

/**
 * A Kooker's confirmed bookings that start after `now`, soonest first: what a change of schedule
 * or a pause is checked against (docs/reservations.md, « Côté Kooker »). Index kookerId ↑
 * status ↑ startAt ↑; the rules let a Kooker list the bookings of their own `kookerId`. No limit: a
 * Kooker holds at most one confirmed booking per slot, inside the 60-day booking window. Given its
 * Firestore, so that the emulator suites run this very query.
 */
export function upcomingBookingsQuery(firestore: Firestore, uid: string, now: Date) {
  return query(
    collection(firestore, collectionPath('bookings')).withConverter(modelConverters.bookings),
    where('kookerId', '==', uid),
    where('status', '==', 'confirmed'),
    where('startAt', '>', Timestamp.fromDate(now)),
    orderBy('startAt', 'asc'),
  );
}
