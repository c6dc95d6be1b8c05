import type { Booking } from '@kookers/domain/booking';
import { reviewAuthorName, type ReviewForm } from '@kookers/domain/kookers';
import { getDoc, limit, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { collectionOf, documentOf } from '../../../lib/store';
import { withTimeout } from '../../../lib/with-timeout';

const SAVE_TIMEOUT_MS = 15_000;
/** More than anyone writes in years; the list is not paged. */
const WRITTEN_REVIEWS_MAX = 200;

/**
 * The bookings a user reviewed, newest review first (index clientId ↑ review.date ↓), to follow
 * live: each keeps its review (a review names no account: docs/modele-de-donnees.md, « Avis »).
 */
export function reviewedBookingsQuery(uid: string) {
  return query(collectionOf('bookings'), where('clientId', '==', uid), orderBy('review.date', 'desc'), limit(WRITTEN_REVIEWS_MAX));
}

/**
 * Writes the client's review of a completed booking (the rules check each field): signed with
 * the first name and initial of her own profile, about the booked service, dated by the server.
 */
export async function writeReview(booking: Pick<Booking, 'id' | 'kookerId' | 'service'>, uid: string, form: ReviewForm): Promise<void> {
  const write = async () => {
    const profile = (await getDoc(documentOf('users', uid))).data();
    await setDoc(documentOf('reviews', booking.id).withConverter(null), {
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
