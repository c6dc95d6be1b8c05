import type { Review } from '@kookers/domain/kookers';
import { getCount, getDocs, limit, orderBy, query, startAfter, where, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { RATINGS, type Rating } from '../ratings';
import { liteCollectionOf } from '../../../lib/store-lite';

const REVIEWS_PAGE_SIZE = 5;

/** Where the next page starts: the last review shown (cursor paging, no offset to pay for). */
export type ReviewsCursor = QueryDocumentSnapshot<Review>;

export interface ReviewsPage {
  reviews: Review[];
  /** Null when there is nothing after this page. */
  next: ReviewsCursor | null;
}

const reviews = liteCollectionOf('reviews');

/**
 * A page of a Kooker's reviews, newest first (index kookerId ↑ date ↓). One more review than
 * the page is read, to know whether another page follows without counting.
 */
export async function loadReviewsPage(kookerId: string, after: ReviewsCursor | null): Promise<ReviewsPage> {
  const constraints = [
    where('kookerId', '==', kookerId),
    orderBy('date', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(REVIEWS_PAGE_SIZE + 1),
  ];
  const snapshot = await getDocs(query(reviews, ...constraints));
  const page = snapshot.docs.slice(0, REVIEWS_PAGE_SIZE);
  return {
    reviews: page.map((review) => review.data()),
    next: snapshot.docs.length > REVIEWS_PAGE_SIZE ? (page.at(-1) ?? null) : null,
  };
}

/**
 * How many reviews gave each rating: five count queries (kookerId == id and rating == k), each
 * billed like one document read per thousand reviews counted, whatever the number of reviews.
 */
export async function loadRatingCounts(kookerId: string): Promise<Record<Rating, number>> {
  const counts = await Promise.all(
    RATINGS.map(async (rating) => {
      const snapshot = await getCount(query(reviews, where('kookerId', '==', kookerId), where('rating', '==', rating)));
      return [rating, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<Rating, number>;
}
