import type { KookerProfile } from '@kookers/domain/kookers';
import { HOME_REVIEW_RATINGS, HOME_REVIEWS_READ, homeReviews, homeReviewsSince, type HomeReview } from '@kookers/domain/pages';
import { getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { liteCollectionOf, liteDocumentOf } from '../../../lib/store-lite';

const reviews = liteCollectionOf('reviews');

/**
 * The home page's reviews (domain/src/pages/home-reviews.ts), read when the visitor scrolls near
 * them: the most recent well-rated ones of the last year, then their Kookers' public profiles (a
 * Kooker no longer published is not readable, and not shown). Read on each visit: never staler
 * than the reviews themselves.
 */
export async function loadHomeReviews(now = new Date()): Promise<HomeReview[]> {
  const snapshot = await getDocs(
    query(
      reviews,
      where('rating', 'in', [...HOME_REVIEW_RATINGS]),
      where('date', '>=', homeReviewsSince(now)),
      orderBy('date', 'desc'),
      limit(HOME_REVIEWS_READ),
    ),
  );
  const read = snapshot.docs.map((document) => document.data());
  const profiles = await Promise.all(
    [...new Set(read.map((review) => review.kookerId))].map((id) =>
      getDoc(liteDocumentOf('kookers', id)).then(
        (document) => document.data() ?? null,
        // Unpublished since: the rules refuse it to a visitor.
        () => null,
      ),
    ),
  );
  const kookers = new Map(profiles.filter((profile): profile is KookerProfile => profile !== null).map((profile) => [profile.id, profile]));
  return homeReviews(read, kookers, now);
}
