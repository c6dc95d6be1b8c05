/**
 * The reviews the home page shows (docs/produit.md, « Les avis sur l'accueil »): real ones, never
 * written by us — recent, well rated, with words, one per Kooker, each with its Kooker and
 * service. No review, no section.
 */
import type { KookerProfile, Review } from '../kookers/model';

/** How many reviews the home page shows, at most. */
export const HOME_REVIEWS_COUNT = 3;
/** The ratings a review needs to be shown there (of 1 to 5: REVIEW_LIMITS, domain/src/kookers/catalog.ts). */
export const HOME_REVIEW_RATINGS = [4, 5] as const;
const HOME_REVIEW_MIN_RATING = Math.min(...HOME_REVIEW_RATINGS);
/** How old a review may be to be shown there, in days. */
export const HOME_REVIEWS_MAX_AGE_DAYS = 365;
/** How many recent reviews the page reads to choose from (several may be of one Kooker). */
export const HOME_REVIEWS_READ = 12;

/** A review as the home page shows it: its words, its author, the Kooker and the service. */
export interface HomeReview {
  id: string;
  comment: string;
  rating: number;
  author: string;
  /** The service's name. */
  serviceName: string;
  kooker: { id: string; firstName: string; city: string };
  date: Date;
}

/** The earliest date a review of the home page may bear, seen at `now`. */
export function homeReviewsSince(now: Date): Date {
  return new Date(now.getTime() - HOME_REVIEWS_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The reviews to show among `reviews` (most recent first), with `kookers` their Kookers' public
 * profiles (a Kooker unpublished since, or missing, is not shown): at most one per Kooker, with
 * words, rated one of HOME_REVIEW_RATINGS, no older than HOME_REVIEWS_MAX_AGE_DAYS.
 */
export function homeReviews(reviews: readonly Review[], kookers: ReadonlyMap<string, KookerProfile>, now: Date): HomeReview[] {
  const since = homeReviewsSince(now).getTime();
  const chosen: HomeReview[] = [];
  const seen = new Set<string>();
  const dated = reviews
    .map((review) => ({ review, date: review.date?.toDate() ?? null }))
    .filter((entry): entry is { review: Review; date: Date } => entry.date !== null)
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  for (const { review, date } of dated) {
    const kooker = kookers.get(review.kookerId);
    const comment = review.comment.trim();
    if (!kooker?.published || seen.has(kooker.id)) continue;
    if (review.rating < HOME_REVIEW_MIN_RATING || comment === '' || date.getTime() < since || date.getTime() > now.getTime()) continue;
    seen.add(kooker.id);
    chosen.push({
      id: review.id,
      comment,
      rating: review.rating,
      author: review.author,
      serviceName: review.type,
      kooker: { id: kooker.id, firstName: kooker.firstName, city: kooker.city },
      date,
    });
    if (chosen.length === HOME_REVIEWS_COUNT) break;
  }
  return chosen;
}
