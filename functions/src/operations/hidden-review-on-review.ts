import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { bookingReviewOf } from '@kookers/domain/booking';
import { reviewFromData } from '@kookers/domain/kookers';
import { operatorLogId } from '@kookers/domain/operations';
import { dataOf } from '../shared/changes';
import { logInTransaction, logOnce } from './operator-log';

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
  const target = `reviews/${reviewId}`;
  const reviewRef = db.collection('reviews').doc(reviewId);
  const hiddenRef = db.collection('hiddenReviews').doc(reviewId);
  const bookingRef = db.collection('bookings').doc(reviewId);
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
    const { hidden: _hidden, hiddenReason: _reason, ...kept } = data;
    transaction.set(hiddenRef, { ...kept, hiddenReason: reason, hiddenAt: FieldValue.serverTimestamp() });
    transaction.delete(reviewRef);
    if (booking.exists) transaction.update(bookingRef, { review: bookingReviewOf(reviewFromData(reviewId, kept), true) });
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
export const hiddenReviewOnReview = onDocumentWritten('reviews/{reviewId}', async (event) => {
  const after = dataOf(event.data?.after);
  if (after?.hidden !== true) return;
  await hideReview(getFirestore(), event.params.reviewId, event.id);
});
