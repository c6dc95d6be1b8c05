// The demonstration data placed on today (docs/exploitation.md, « Les données de démonstration »),
// for the local platform only: the local scheduler runs it once, at start, on the data `npm start`
// and `npm run dev` have just imported from emulator-data/, before its catch-up run. Every booking,
// review, conversation and message is read through the data seam, moved by the domain's pure rules
// (domain/src/demo/placement.ts) and written back whole, merged: what the model does not name stays.
import type { WeeklySchedule } from '@kookers/domain/booking';
import { placeBookings, placeConversation, placeMessage, placementDays, placeReview, type Placement } from '@kookers/domain/demo';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { collectionOf, documentOf, groupOf } from './shared/db';

/** What was moved: by how many days, and how many documents of each kind. */
export interface DemoPlacement {
  days: number;
  bookings: number;
  reviews: number;
  conversations: number;
  messages: number;
}

/**
 * Moves the demonstration data placed from the moment `from` — for the data just imported, the
 * seed's (emulator-data/seed.json) — to be placed at `now`: by placementDays, nothing at all the
 * same day, one day more the next.
 */
export async function placeDemoData(db: Firestore, from: Date, now: Date): Promise<DemoPlacement> {
  const days = placementDays(from, now);
  if (days === 0) return { days, bookings: 0, reviews: 0, conversations: 0, messages: 0 };
  const placement: Placement = { days, now, stamp: (date) => Timestamp.fromDate(date) };

  const [bookings, reviews, conversations, messages] = await Promise.all([
    collectionOf(db, 'bookings').get(),
    collectionOf(db, 'reviews').get(),
    collectionOf(db, 'conversations').get(),
    groupOf(db, 'messages').get(),
  ]);
  // The schedules of the Kookers with a booking still confirmed: where a booking to come may go.
  const kookerIds = [...new Set(bookings.docs.filter((doc) => doc.data().status === 'confirmed').map((doc) => doc.data().kookerId))];
  const profiles = await Promise.all(kookerIds.map((id) => documentOf(db, 'kookers', id).get()));
  const schedules = new Map<string, WeeklySchedule>();
  for (const profile of profiles) {
    const kooker = profile.data();
    if (kooker) schedules.set(profile.id, kooker);
  }

  const writer = db.bulkWriter();
  let failed = 0;
  writer.onWriteError((error) => {
    if (error.failedAttempts < 3) return true;
    failed++;
    return false;
  });
  const write = <T extends object>(ref: DocumentReference<T>, value: T) =>
    void writer.set(ref, value, { merge: true }).catch(() => undefined);
  const placedBookings = placeBookings(
    bookings.docs.map((doc) => doc.data()),
    schedules,
    placement,
  );
  bookings.docs.forEach((doc, index) => write(doc.ref, placedBookings[index] ?? doc.data()));
  for (const doc of reviews.docs) write(doc.ref, placeReview(doc.data(), placement));
  for (const doc of conversations.docs) write(doc.ref, placeConversation(doc.data(), placement));
  for (const doc of messages.docs) write(doc.ref, placeMessage(doc.data(), placement));
  await writer.close();
  if (failed > 0) throw new Error(`${failed} document(s) n’ont pas pu être déplacés.`);
  return { days, bookings: bookings.size, reviews: reviews.size, conversations: conversations.size, messages: messages.size };
}
