import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { bookingReviewOf } from '@kookers/domain/booking';
import { documentPath } from '@kookers/domain/data';
import { operatorLogId } from '@kookers/domain/operations';
import { dataOf } from '../shared/changes';
import { documentOf, modelOf } from '../shared/db';
import { logInTransaction, logOnce } from './operator-log';
import type { WrittenEvent } from '../shared/trigger-events';

/**
 * `reviews/{id}.hidden = true`, written by an operator in the console (docs/exploitation.md,
 * « Masquer un avis ») : the review moves to `hiddenReviews/{id}`, which no browser reads, and
 * leaves `reviews`, so that nothing public shows it any more (the Kooker's page, the served
 * pages); ratingOnReview then recomputes the Kooker's rating without it. The booking keeps the
 * client's copy marked `hidden`: the client reads « Avis masqué » in their reviews, and the rules
 * refuse a new review on that booking. In one transaction with its log entry.
 */
export async function hideReview(db: Firestore, reviewId: string, eventId: string): Promise<'done' | 'already' | 'refused'> {
  const id = operatorLogId('hideReview', eventId);
  const target = documentPath('reviews', reviewId);
  // Read as stored: `hidden` and `hiddenReason` are the operator's, which the model does not read.
  const reviewRef = documentOf(db, 'reviews', reviewId).withConverter(null);
  const hiddenRef = documentOf(db, 'hiddenReviews', reviewId);
  const bookingRef = documentOf(db, 'bookings', reviewId);
  const result = await db.runTransaction(async (transaction) => {
    const [review, hidden, booking] = await Promise.all([
      transaction.get(reviewRef),
      transaction.get(hiddenRef),
      transaction.get(bookingRef),
    ]);
    const data = review.data();
    if (!data || data.hidden !== true) return 'already' as const;
    const reason = typeof data.hiddenReason === 'string' ? data.hiddenReason.trim() : '';
    if (hidden.exists || typeof data.kookerId !== 'string' || data.kookerId === '') {
      // Written again on a review already moved: the console created a new, empty document.
      transaction.delete(reviewRef);
      return hidden.exists ? ('already' as const) : ('refused' as const);
    }
    // Moved whole, as stored, with the operator's reason: past the writer, which keeps only what the model reads.
    const { hidden: _hidden, hiddenReason: _reason, ...kept } = data;
    transaction.set(hiddenRef.withConverter(null), { ...kept, hiddenReason: reason, hiddenAt: FieldValue.serverTimestamp() });
    transaction.delete(reviewRef);
    if (booking.exists) transaction.update(bookingRef, { review: bookingReviewOf(modelOf('reviews', review), true) });
    logInTransaction(db, transaction, id, {
      action: 'hideReview',
      target,
      reason,
      outcome: 'done',
      detail: `Avis masqué et déplacé dans hiddenReviews/${reviewId} ; la note du Kooker est recalculée sans lui ; le client ne peut pas en écrire un autre sur cette réservation.`,
    });
    return 'done' as const;
  });
  if (result === 'refused')
    await logOnce(db, id, {
      action: 'hideReview',
      target,
      reason: '',
      outcome: 'refused',
      detail: 'Cet avis n’existe pas : le document, vide, est supprimé. Rien d’autre n’a changé.',
    });
  else if (result === 'already')
    await logOnce(db, id, {
      action: 'hideReview',
      target,
      reason: '',
      outcome: 'done',
      detail: `Déjà fait : cet avis est déjà masqué (hiddenReviews/${reviewId}). Rien n’a changé.`,
    });
  return result;
}

/** Acts when a review is written with `hidden: true`; every other write returns at once. */
export async function hiddenReviewOnReview(event: WrittenEvent<'reviews'>): Promise<void> {
  const after = dataOf(event.data?.after);
  if (after?.hidden !== true) return;
  await hideReview(getFirestore(), event.params.bookingId, event.id);
}
