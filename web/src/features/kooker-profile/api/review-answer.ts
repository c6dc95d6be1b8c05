import { reviewAnswerSchema } from '@kookers/domain/kookers';
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { ValidationError } from 'yup';
import { hasErrorCode } from '../../../lib/firebase-error';
import { documentOf } from '../../../lib/store';
import { withTimeout } from '../../../lib/with-timeout';

const SAVE_TIMEOUT_MS = 15_000;

export type AnswerOutcome = { ok: true; answer: string } | { ok: false; field: boolean; message: string };

/**
 * The Kooker's one answer to a review of their profile (the rules allow it once, and only to
 * them). This module brings the full Firestore SDK: the page imports it only when the owner
 * sends an answer.
 */
export async function answerReview(reviewId: string, text: string): Promise<AnswerOutcome> {
  let answer: string;
  try {
    answer = (await reviewAnswerSchema.validate({ answer: text })).answer;
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, field: true, message: error.message };
    throw error;
  }
  try {
    await withTimeout(updateDoc(documentOf('reviews', reviewId), { answer, answeredAt: serverTimestamp() }), SAVE_TIMEOUT_MS);
    return { ok: true, answer };
  } catch (error) {
    return {
      ok: false,
      field: false,
      message: hasErrorCode(error, 'permission-denied')
        ? 'Votre réponse n’a pas pu être publiée : vous avez peut-être déjà répondu à cet avis.'
        : 'Votre réponse n’a pas pu être publiée. Vérifiez votre connexion et réessayez.',
    };
  }
}
