/**
 * What the complaint callables accept (docs/argent.md, « Signaler un problème »), validated
 * strictly like the booking callables' (booking-input.ts): no conversion, no unknown field,
 * French messages the app shows as they are.
 */
import { mixed, object, string, type InferType } from 'yup';
import { COMPLAINT_REASONS, type ComplaintReason } from './model';

/** A booking's id, as booking-input.ts accepts it. */
const BOOKING_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

/** How long the client's description of the problem is: enough to act on, short enough to read. */
export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 1000;
/** The Kooker's answer to it. */
export const COMPLAINT_ANSWER_MAX = 1000;

const bookingId = () =>
  string().strict().typeError('Réservation inconnue').required('Réservation manquante').matches(BOOKING_ID, 'Réservation inconnue');

/** Counted on the text as written, without its surrounding spaces. */
const boundedText = (what: string, min: number, max: number) =>
  string()
    .strict()
    .typeError(`${what} est un texte`)
    .required(`${what} manque`)
    .test('min', min <= 1 ? `${what} est vide` : `${what} doit faire au moins ${min} caractères`, (value) => value.trim().length >= min)
    .test('max', `${what} ne peut pas dépasser ${max} caractères`, (value) => value.trim().length <= max);

export const reportProblemSchema = object({
  bookingId: bookingId(),
  reason: mixed<ComplaintReason>()
    .oneOf(Object.keys(COMPLAINT_REASONS) as ComplaintReason[], 'Choisissez ce qui ne s’est pas bien passé')
    .required('Choisissez ce qui ne s’est pas bien passé'),
  text: boundedText('La description du problème', COMPLAINT_TEXT_MIN, COMPLAINT_TEXT_MAX),
})
  .noUnknown('Requête invalide : champ inconnu.')
  .typeError('Requête invalide.')
  .strict();

export type ReportProblemInput = InferType<typeof reportProblemSchema>;

export const answerComplaintSchema = object({
  bookingId: bookingId(),
  answer: boundedText('Votre réponse', 1, COMPLAINT_ANSWER_MAX),
})
  .noUnknown('Requête invalide : champ inconnu.')
  .typeError('Requête invalide.')
  .strict();

export type AnswerComplaintInput = InferType<typeof answerComplaintSchema>;

/** What both complaint callables answer: where the complaint stands. */
export interface ComplaintResult {
  status: 'open' | 'released' | 'refunded';
}
