import { object, string, type InferType } from 'yup';
import { emailSchema } from './validation';

/** Subjects of the contact form, in the order the form lists them (docs/produit.md). */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'Question générale' },
  { value: 'support', label: 'Support technique' },
  { value: 'billing', label: 'Facturation' },
  { value: 'partnership', label: 'Partenariat' },
  { value: 'other', label: 'Autre' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

/** Sizes of the contact form's fields. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The contact form, as the browser validates it before the sendContactMessage function checks it again. */
export const contactMessageSchema = object({
  name: string()
    .typeError('Nom invalide')
    .trim('Nom invalide')
    .required('Nom requis')
    .min(CONTACT_LIMITS.nameMin, `Le nom doit contenir au moins ${CONTACT_LIMITS.nameMin} caractères`)
    .max(CONTACT_LIMITS.nameMax, `Le nom ne peut pas dépasser ${CONTACT_LIMITS.nameMax} caractères`),
  email: emailSchema,
  subject: string<ContactSubject>()
    .typeError('Veuillez choisir un sujet')
    .required('Veuillez choisir un sujet')
    .oneOf(
      CONTACT_SUBJECTS.map((subject) => subject.value),
      'Veuillez choisir un sujet',
    ),
  message: string()
    .typeError('Message invalide')
    .trim('Message invalide')
    .required('Message requis')
    .min(CONTACT_LIMITS.messageMin, `Le message doit contenir au moins ${CONTACT_LIMITS.messageMin} caractères`)
    .max(CONTACT_LIMITS.messageMax, `Le message ne peut pas dépasser ${CONTACT_LIMITS.messageMax} caractères`),
});

export type ContactMessageInput = InferType<typeof contactMessageSchema>;

/**
 * What the `sendContactMessage` callable accepts: the form's values as the browser sends them
 * (trimmed by the form), nothing else. The function validates it strictly (functions/src/shared/
 * parse.ts): a value of the wrong type or with spaces around is refused, never converted.
 */
export const contactCallSchema = contactMessageSchema.noUnknown('Requête invalide : champ inconnu.').typeError('Requête invalide.');

/**
 * How many contact messages the platform takes in one window of time: from one address, and
 * from everyone together (so that a flood from many addresses cannot bury the operators).
 * See docs/decisions/011-hosting-security.md.
 */
export const CONTACT_RATE_LIMITS = {
  windowMs: 60 * 60 * 1000,
  perAddress: 5,
  total: 200,
} as const;

/** The window a moment falls in: windows are fixed, one after the other, from the epoch. */
export function contactRateWindow(nowMs: number): number {
  return Math.floor(nowMs / CONTACT_RATE_LIMITS.windowMs);
}

/** Whether one more message fits, given how many this address and everyone sent in the window. */
export function contactLimitReached(sentByAddress: number, sentByAll: number): 'address' | 'total' | null {
  if (sentByAddress >= CONTACT_RATE_LIMITS.perAddress) return 'address';
  if (sentByAll >= CONTACT_RATE_LIMITS.total) return 'total';
  return null;
}

/** What the sender reads when the limit is reached, per limit. */
export const CONTACT_LIMIT_MESSAGES = {
  address: 'Vous nous avez déjà écrit plusieurs fois en peu de temps. Réessayez dans une heure : nous lisons chacun de vos messages.',
  total: 'Nous recevons beaucoup de messages en ce moment. Réessayez dans une heure, merci de votre patience.',
} as const;
