/**
 * Reviews (docs/reservations.md, « Les avis, après la fin »): what a client writes after a completed booking, how their
 * name is shown, and the Kooker's one answer. firestore.rules checks the same (isValidReview).
 */
import { number, object, string, type InferType } from 'yup';
import { REVIEW_LIMITS } from './catalog';

/** The shortest comment a review takes, in characters. */
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_ANSWER_MAX = 1000;

/**
 * How a review is signed: the author's first name and the initial of their last name, from
 * their private profile ("Camille M."); "Un client" when they gave no first name. The rules
 * compute the same, so nobody signs a review with a name that is not theirs.
 */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  return `${first === '' ? 'Un client' : first}${last === '' ? '' : ` ${last.charAt(0)}.`}`;
}

export const reviewFormSchema = object({
  rating: number()
    .typeError('Choisissez une note')
    .required('Choisissez une note')
    .integer('Choisissez une note')
    .min(REVIEW_LIMITS.ratingMin, 'Choisissez une note de 1 à 5 étoiles')
    .max(REVIEW_LIMITS.ratingMax, 'Choisissez une note de 1 à 5 étoiles'),
  comment: string()
    .trim()
    .required('Racontez votre expérience en quelques mots')
    .min(REVIEW_COMMENT_MIN, `Votre avis doit contenir au moins ${REVIEW_COMMENT_MIN} caractères`)
    .max(REVIEW_LIMITS.commentMax, `Votre avis ne peut pas dépasser ${REVIEW_LIMITS.commentMax} caractères`),
});

export type ReviewForm = InferType<typeof reviewFormSchema>;

export const reviewAnswerSchema = object({
  answer: string()
    .trim()
    .required('Écrivez votre réponse')
    .max(REVIEW_ANSWER_MAX, `Votre réponse ne peut pas dépasser ${REVIEW_ANSWER_MAX} caractères`),
});
