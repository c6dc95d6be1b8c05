import { bookingReviewOf, type BookingReview } from '@kookers/domain/booking';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { documentOf } from '../shared/db';
import type { WrittenEvent } from '../shared/trigger-events';

const millisOf = (stamp: { toMillis(): number } | null) => stamp?.toMillis() ?? null;

function sameReview(a: BookingReview | null, b: BookingReview | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.rating === b.rating &&
    a.comment === b.comment &&
    a.answer === b.answer &&
    a.hidden === b.hidden &&
    millisOf(a.date) === millisOf(b.date) &&
    millisOf(a.answeredAt) === millisOf(b.answeredAt)
  );
}

/**
 * Copies a booking's review onto the booking as the review now stands (read in the transaction,
 * so that runs out of order still end on the last state): written, answered, or gone — unless
 * Kookers' team hid it. Writes nothing when the copy is already right.
 */
export async function copyReviewToBooking(db: Firestore, bookingId: string): Promise<boolean> {
  const bookingRef = documentOf(db, 'bookings', bookingId);
  const reviewRef = documentOf(db, 'reviews', bookingId);
  return db.runTransaction(async (transaction) => {
    const [booking, review] = await Promise.all([transaction.get(bookingRef), transaction.get(reviewRef)]);
    const current = booking.data()?.review;
    if (current === undefined) return false;
    // Hidden by Kookers' team (functions/src/operations/hidden-review-on-review.ts): the review has
    // moved out of `reviews`, and the client keeps their copy, marked hidden.
    if (!review.exists && current?.hidden) return false;
    const next = bookingReviewOf(review.data() ?? null);
    if (sameReview(current, next)) return false;
    transaction.update(bookingRef, { review: next });
    return true;
  });
}

/**
 * Keeps on each booking the copy of its review (docs/modele-de-donnees.md, « Avis »): the client
 * reads what they wrote with their own booking, so that a public review needs no account id.
 */
export async function reviewOnBooking(event: WrittenEvent<'reviews'>): Promise<void> {
  await copyReviewToBooking(getFirestore(), event.params.bookingId);
}
