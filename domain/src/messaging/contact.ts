import { object, string, type InferType } from 'yup';
import { CONTACT_MESSAGES_KEPT_MONTHS } from '../rules/rules';
import { emailSchema } from '../rules/validation';

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
 * How many contact messages the platform takes in one window of time (docs/decisions/011-hosting-security.md):
 * from one address (an IPv6 address counts for its whole /64 network, which one host may own);
 * past `total` from everyone together, messages are still taken but marked `flood`, so that a
 * flood from many addresses neither buries the operators nor locks everyone else out; past
 * `ceiling`, refused until the next window.
 */
export const CONTACT_RATE_LIMITS = {
  windowMs: 60 * 60 * 1000,
  perAddress: 5,
  total: 200,
  ceiling: 2_000,
} as const;

/**
 * What the per-address limit counts: an IPv4 address itself; an IPv6 address's /64 network (its
 * first four groups), since one host commonly holds a whole /64; an IPv4 address written as
 * IPv6 (`::ffff:203.0.113.7`) as the IPv4 address. Anything else as it is.
 */
export function contactRateKeyOf(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!plain.includes(':')) return plain;
  const [head = '', tail] = plain.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail takes two groups' room; it is past the /64 anyway.
  const rightSize = right.reduce((size, group) => size + (group.includes('.') ? 2 : 1), 0);
  const full = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - rightSize)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The window a moment falls in: windows are fixed, one after the other, from the epoch. */
export function contactRateWindow(nowMs: number): number {
  return Math.floor(nowMs / CONTACT_RATE_LIMITS.windowMs);
}

/**
 * What becomes of one more message, given how many this address and everyone sent in the
 * window: taken, taken and marked as part of a flood, or refused (the address first).
 */
export function contactAdmission(sentByAddress: number, sentByAll: number): 'taken' | 'flood' | 'address' | 'ceiling' {
  if (sentByAddress >= CONTACT_RATE_LIMITS.perAddress) return 'address';
  if (sentByAll >= CONTACT_RATE_LIMITS.ceiling) return 'ceiling';
  return sentByAll >= CONTACT_RATE_LIMITS.total ? 'flood' : 'taken';
}

/** What the sender reads when a limit refuses their message, per limit. */
export const CONTACT_LIMIT_MESSAGES = {
  address: 'Vous nous avez déjà écrit plusieurs fois en peu de temps. Réessayez dans une heure : nous lisons chacun de vos messages.',
  ceiling: 'Nous recevons beaucoup de messages en ce moment. Réessayez dans une heure, merci de votre patience.',
} as const;

/** The instant before which a contact message received is deleted, at `now`. */
export function contactMessagesExpireBefore(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CONTACT_MESSAGES_KEPT_MONTHS);
  return cutoff;
}
