import { collections } from '@kookers/domain/data';
import type { Booking } from '@kookers/domain/booking';
import { reviewAuthorName, type ReviewForm } from '@kookers/domain/kookers';
import { collection, doc, getDoc, limit, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { converters } from '../../../lib/converters';
import { firestore } from '../../../lib/firestore';
import { withTimeout } from '../../../lib/with-timeout';

const SAVE_TIMEOUT_MS = 15_000;
/** More than anyone writes in years; the list is not paged. */
const WRITTEN_REVIEWS_MAX = 200;

const bookings = collection(firestore, collections.bookings.name).withConverter(converters.bookings);

/**
 * The bookings a user reviewed, newest review first (index clientId ↑ review.date ↓), to follow
 * live: each keeps its review (a review names no account: docs/modele-de-donnees.md, « Avis »).
 */
export function reviewedBookingsQuery(uid: string) {
  return query(bookings, where('clientId', '==', uid), orderBy('review.date', 'desc'), limit(WRITTEN_REVIEWS_MAX));
}

/**
 * Writes the client's review of a completed booking (the rules check each field): signed with
 * the first name and initial of her own profile, about the booked service, dated by the server.
 */
export async function writeReview(booking: Pick<Booking, 'id' | 'kookerId' | 'service'>, uid: string, form: ReviewForm): Promise<void> {
  const write = async () => {
    const profile = (await getDoc(doc(firestore, collections.users.name, uid).withConverter(converters.users))).data();
    await setDoc(doc(firestore, collections.reviews.name, booking.id), {
      kookerId: booking.kookerId,
      author: reviewAuthorName(profile?.firstName ?? '', profile?.lastName ?? ''),
      rating: form.rating,
      comment: form.comment.trim(),
      type: booking.service.name,
      date: serverTimestamp(),
    });
  };
  await withTimeout(write(), SAVE_TIMEOUT_MS);
}
