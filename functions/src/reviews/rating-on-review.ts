import { AggregateField, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { roundRating } from '@kookers/domain/kookers';
import { dataOf } from '../shared/changes';
import { collectionOf, documentOf } from '../shared/db';
import type { WrittenEvent } from '../shared/trigger-events';

/**
 * Recomputes a Kooker's `rating` and `reviewCount` from their reviews, in a transaction that
 * reads the count and the average: exact whatever happened (a review added, two at once, one
 * deleted by an operator in the console), and a second run writes nothing.
 */
async function refreshRating(db: Firestore, kookerId: string): Promise<boolean> {
  const profile = documentOf(db, 'kookers', kookerId);
  const reviews = collectionOf(db, 'reviews')
    .where('kookerId', '==', kookerId)
    .aggregate({ count: AggregateField.count(), average: AggregateField.average('rating') });
  return db.runTransaction(async (transaction) => {
    const [snapshot, totals] = await Promise.all([transaction.get(profile), transaction.get(reviews)]);
    const kooker = snapshot.data();
    if (!kooker) return false;
    const { count, average } = totals.data();
    const next = { rating: count > 0 ? roundRating(average ?? 0) : 0, reviewCount: count };
    if (kooker.rating === next.rating && kooker.reviewCount === next.reviewCount) return false;
    transaction.update(profile, next);
    return true;
  });
}

/** Keeps the rating of the Kooker of every review written or deleted. */
export async function ratingOnReview(event: WrittenEvent<'reviews'>): Promise<void> {
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  // The Kooker's answer changes no rating.
  if (before && after && before.rating === after.rating && before.kookerId === after.kookerId) return;
  const kookers = new Set([before?.kookerId, after?.kookerId].filter((id): id is string => typeof id === 'string' && id !== ''));
  for (const kookerId of kookers) await refreshRating(getFirestore(), kookerId);
}
