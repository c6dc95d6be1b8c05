import { collections, type Booking } from '@kookers/domain/model';
import { reviewAuthorName, type ReviewForm } from '@kookers/domain/reviews';
import { collection, doc, getDoc, limit, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { converters } from '../../../lib/converters';
import { firestore } from '../../../lib/firestore';
import { withTimeout } from '../../../lib/with-timeout';

const SAVE_TIMEOUT_MS = 15_000;
/** More than anyone writes in years; the list is not paged. */
const WRITTEN_REVIEWS_MAX = 200;

const reviews = collection(firestore, collections.reviews.name).withConverter(converters.reviews);

/** The reviews a user wrote, newest first (index authorId ↑ date ↓), to follow live. */
export function writtenReviewsQuery(uid: string) {
  return query(reviews, where('authorId', '==', uid), orderBy('date', 'desc'), limit(WRITTEN_REVIEWS_MAX));
}

/** The bookings the user reviewed, by id (a review's id is its booking's): what each review was about. */
export async function loadReviewedBookings(ids: readonly string[]): Promise<Map<string, Booking>> {
  const found = await Promise.all(
    ids.map((id) => getDoc(doc(firestore, collections.bookings.name, id).withConverter(converters.bookings)).catch(() => null)),
  );
  const byId = new Map<string, Booking>();
  for (const snapshot of found) {
    const booking = snapshot?.data();
    if (booking) byId.set(booking.id, booking);
  }
  return byId;
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
      authorId: uid,
      author: reviewAuthorName(profile?.firstName ?? '', profile?.lastName ?? ''),
      rating: form.rating,
      comment: form.comment.trim(),
      type: booking.service.name,
      date: serverTimestamp(),
    });
  };
  await withTimeout(write(), SAVE_TIMEOUT_MS);
}
