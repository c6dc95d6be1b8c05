/**
 * Who the Kooker is, checked before they publish (docs/produit.md, « Qui est le Kooker »): their
 * legal status (legal-status.ts), a phone verified by SMS, and a declared civil liability
 * insurance valid on the day. The callables `setLegalStatus`, `confirmPhoneVerification` and
 * `declareInsurance` write them (functions/src/kookers/), the rules refuse to publish without them
 * (isPublishable in firestore.rules), and the public profile shows each with its date.
 */

/* ───────────── The phone, verified by SMS ───────────── */

/**
 * A French phone number as people type it (06 12 34 56 78, 06.12.34.56.78, +33 6 12 34 56 78,
 * +33 (0)6 12…, 0033 6…) in the international form Firebase Auth sends its SMS to, `+33612345678`;
 * null when it is not a French number of ten digits.
 */
export function frenchPhoneToE164(input: string): string | null {
  const compact = input.replace(/[\s.\-()]/g, '').replace(/^00/, '+');
  const national = compact.startsWith('+33') ? compact.slice(3).replace(/^0/, '') : compact.replace(/^0/, '');
  if (compact.startsWith('+') && !compact.startsWith('+33')) return null;
  if (!compact.startsWith('+33') && !compact.startsWith('0')) return null;
  return /^[1-9]\d{8}$/.test(national) ? `+33${national}` : null;
}

/** `+33612345678` as French readers write it: « 06 12 34 56 78 » (the booking's contact phone). */
export function nationalPhone(e164: string): string {
  const digits = `0${e164.replace(/^\+33/, '')}`;
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** What the phone field says for a number that is not French. */
export const PHONE_NOT_FRENCH = 'Indiquez un numéro français : 06 12 34 56 78 ou +33 6 12 34 56 78.';

/**
 * What the Kooker reads when Firebase Auth refuses a step of the SMS verification, by its error
 * code (firebase/auth, `auth/…`); null for an error that is not one of these.
 */
export function phoneVerificationProblem(code: string): string | null {
  switch (code) {
    case 'auth/credential-already-in-use':
    case 'auth/account-exists-with-different-credential':
      return 'Ce numéro est déjà vérifié par un autre compte.';
    case 'auth/invalid-verification-code':
      return 'Ce code n’est pas le bon : vérifiez le SMS reçu et saisissez les 6 chiffres.';
    case 'auth/code-expired':
    case 'auth/invalid-verification-id':
    case 'auth/missing-verification-id':
      return 'Ce code a expiré : demandez-en un nouveau.';
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return 'Trop de tentatives : réessayez dans quelques minutes.';
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return PHONE_NOT_FRENCH;
    case 'auth/provider-already-linked':
      return 'Un numéro est déjà vérifié sur votre compte.';
    case 'auth/requires-recent-login':
      return 'Pour changer de numéro, reconnectez-vous puis recommencez.';
    case 'auth/network-request-failed':
      return 'La connexion a échoué : vérifiez votre réseau puis réessayez.';
    default:
      return null;
  }
}

/* ───────────── The insurance ───────────── */

/** A reminder goes this many days before the last day of the insurance (docs/notifications.md). */
export const INSURANCE_REMINDER_DAYS = 30;
/** A contract declared further ahead than this is a typing mistake, not an insurance. */
export const INSURANCE_YEARS_MAX = 10;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `yyyy-MM-dd` names a day of the calendar. */
export function isDay(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `days` after a `yyyy-MM-dd` day. */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * What is wrong with the last day of cover the Kooker gives (`yyyy-MM-dd`), on the Paris day
 * `today`; null when it is a day after today and within INSURANCE_YEARS_MAX years.
 */
export function insuranceDateProblem(validUntil: string, today: string): string | null {
  if (!validUntil) return 'Indiquez la date de fin de votre contrat.';
  if (!isDay(validUntil)) return 'Cette date n’existe pas : indiquez le jour, le mois et l’année de fin de votre contrat.';
  if (validUntil <= today) return 'Cette date est passée : déclarez un contrat en cours, qui se termine après aujourd’hui.';
  const limit = `${Number(today.slice(0, 4)) + INSURANCE_YEARS_MAX}${today.slice(4)}`;
  if (validUntil > limit) return `Cette date est dans plus de ${INSURANCE_YEARS_MAX} ans : vérifiez l’année de fin de votre contrat.`;
  return null;
}

export type InsuranceState =
  | { kind: 'missing' }
  | { kind: 'valid'; validUntil: string }
  /** Valid, and within INSURANCE_REMINDER_DAYS of its last day: time to renew. */
  | { kind: 'expiring'; validUntil: string }
  | { kind: 'expired'; validUntil: string };

/** Where the Kooker's insurance stands on the Paris day `today`: it covers up to its last day included. */
export function insuranceState(validUntil: string | null, today: string): InsuranceState {
  if (!validUntil) return { kind: 'missing' };
  if (validUntil < today) return { kind: 'expired', validUntil };
  if (validUntil <= dayAfter(today, INSURANCE_REMINDER_DAYS)) return { kind: 'expiring', validUntil };
  return { kind: 'valid', validUntil };
}

/** The Paris day from which the reminder is due: INSURANCE_REMINDER_DAYS before the last day. */
export function insuranceReminderDay(validUntil: string): string {
  return dayAfter(validUntil, -INSURANCE_REMINDER_DAYS);
}

/** The Paris day the insurance stops covering: the day after its last one (its midnight is `insuranceEndsAt`). */
export function insuranceEndDay(validUntil: string): string {
  return dayAfter(validUntil, 1);
}

/* ───────────── The legal status, as stored ───────────── */

// Kept in legal-status.ts, with the model that reads it: the pages that read profiles do not load
// this file's phone and insurance rules (docs/decisions/002-bundle-budget.md). Named here too, where
// the booking's model looks for it.
export { legalStatusFromData } from './legal-status';

/* ───────────── What the public profile says ───────────── */

let dayFormat: Intl.DateTimeFormat | undefined;

/** `yyyy-MM-dd` as « 3 novembre 2026 ». */
export function formatDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** « Téléphone vérifié le 3 novembre 2026 ». */
export const phoneCheckText = (verifiedOn: string) => `Téléphone vérifié le ${formatDay(verifiedOn)}`;

/** « Assurance responsabilité civile déclarée jusqu’au 31 décembre 2027 ». */
export const insuranceCheckText = (validUntil: string) => `Assurance responsabilité civile déclarée jusqu’au ${formatDay(validUntil)}`;
