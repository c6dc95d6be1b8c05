/**
 * What the booking callables accept (docs/reservations.md), validated strictly — no conversion, no
 * unknown field — by the functions, with French messages the app shows as they are. The
 * booking panel only ever sends values of its own lists.
 */
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { MAX_GUESTS_OPTIONS, SERVICE_IDS } from '../kookers/catalog';
import { ALLERGEN_IDS, DIET_IDS, DIETARY_NOTE_MAX } from '../kookers/dietary';
import { PARTICIPANTS_MAX, PARTICIPANTS_MIN } from '../rules/rules';
import { isCalendarDate, isClockTime } from '../rules/time';
import { isFrenchPhone, PHONE_INVALID, PHONE_REQUIRED } from '../accounts/phone';
import { BOOKING_ADDRESS_MAX } from '../kookers/service-location';
import { TERMS_NOT_ACCEPTED } from '../money/consent';

/** A document id: letters, digits, `_` and `-`, and never one Firestore reserves (`__name__`). */
/** A number of participants, from the minimum to the maximum a booking takes. */
function participantsField(max: number = PARTICIPANTS_MAX) {
  return number()
    .strict()
    .typeError('Le nombre de participants est un nombre entier')
    .required('Indiquez le nombre de participants')
    .integer('Le nombre de participants est un nombre entier')
    .min(
      PARTICIPANTS_MIN,
      max === PARTICIPANTS_MAX ? `De ${PARTICIPANTS_MIN} à ${max} participants` : `Au moins ${PARTICIPANTS_MIN} participants`,
    )
    .max(max, max === PARTICIPANTS_MAX ? `De ${PARTICIPANTS_MIN} à ${max} participants` : `Au plus ${max} participants`);
}

/** The most participants a booking may hold: an offer's, up to the largest capacity a Kooker declares. */
const LOWERED_PARTICIPANTS_MAX = Math.max(...MAX_GUESTS_OPTIONS);

export const ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

/** A required amount in cents: a whole number, never negative. */
export function cents(what: string) {
  const invalid = `${what} est un montant en centimes`;
  return number().strict().typeError(invalid).required(`${what} manque`).integer(invalid).min(0, invalid);
}

/** A list of ids from `allowed`, each once; absent means none. */
export function idList<T extends string>(allowed: readonly T[], invalid: string) {
  return array(
    mixed<T>()
      .oneOf([...allowed], invalid)
      .required(invalid),
  )
    .strict()
    .typeError(invalid)
    .max(allowed.length, invalid)
    .test('unique', invalid, (ids) => ids === undefined || new Set(ids).size === ids.length)
    .optional();
}

export const createBookingSchema = object({
  kookerId: string().strict().typeError('Kooker inconnu').required('Kooker manquant').matches(ID, 'Kooker inconnu'),
  serviceId: string()
    .strict()
    .typeError('Prestation inconnue')
    .required('Choisissez une prestation')
    .oneOf([...SERVICE_IDS], 'Prestation inconnue'),
  date: string()
    .strict()
    .typeError('Date invalide')
    .required('Choisissez une date')
    .test('date', 'Date invalide', (value) => isCalendarDate(value)),
  time: string()
    .strict()
    .typeError('Horaire invalide')
    .required('Choisissez un horaire')
    .test('time', 'Horaire invalide', (value) => isClockTime(value)),
  participants: participantsField(),
  /** The total the client saw, in cents (domain/src/money/consent.ts): any other total is refused. */
  expectedTotal: cents('Le total attendu'),
  /**
   * The version of the terms of sale the client ticked above « Réserver et payer »
   * (docs/reservations.md, « Ce que le client accepte ») : any other than today's is refused.
   */
  termsVersion: string().strict().typeError(TERMS_NOT_ACCEPTED).required(TERMS_NOT_ACCEPTED).max(40, TERMS_NOT_ACCEPTED),
  /** Where the Kooker reaches the client (docs/reservations.md, « Se joindre »). */
  phone: string()
    .strict()
    .typeError(PHONE_INVALID)
    .required(PHONE_REQUIRED)
    .test('phone', PHONE_INVALID, (value) => value === '' || isFrenchPhone(value.trim())),
  /** At the client's: where (docs/reservations.md, « Où »); required then, ignored at the Kooker's. */
  address: string()
    .strict()
    .typeError('L’adresse est un texte')
    .max(BOOKING_ADDRESS_MAX, `L’adresse ne peut pas dépasser ${BOOKING_ADDRESS_MAX} caractères`)
    .optional(),
  /** What the guests cannot eat (domain/src/kookers/dietary.ts): allergens, diets and a note. */
  allergens: idList(ALLERGEN_IDS, 'Allergène inconnu'),
  diets: idList(DIET_IDS, 'Régime inconnu'),
  dietaryNote: string()
    .strict()
    .typeError('Le message au Kooker est un texte')
    .max(DIETARY_NOTE_MAX, `Le message au Kooker ne peut pas dépasser ${DIETARY_NOTE_MAX} caractères`)
    .optional(),
  /** The client saw that the menu contains an allergen they ticked, and books anyway. */
  allergensAcknowledged: boolean().strict().typeError('Requête invalide.').optional(),
  /** Chosen by the browser once per booking attempt: a retried call returns the same booking. */
  idempotencyKey: string()
    .strict()
    .typeError('Clé de requête invalide')
    .required('Clé de requête manquante')
    .matches(/^[A-Za-z0-9-]{8,64}$/, 'Clé de requête invalide'),
})
  .noUnknown('Requête invalide : champ inconnu.')
  .typeError('Requête invalide.')
  .strict();

export type CreateBookingInput = InferType<typeof createBookingSchema>;

/** A cancellation: the booking, and for a Kooker the reason the client will read. */
export const CANCELLATION_REASON_MAX = 500;

export const cancelBookingSchema = object({
  bookingId: string().strict().typeError('Réservation inconnue').required('Réservation manquante').matches(ID, 'Réservation inconnue'),
  reason: string()
    .strict()
    .typeError('La raison de l’annulation est un texte')
    .max(CANCELLATION_REASON_MAX, `La raison ne peut pas dépasser ${CANCELLATION_REASON_MAX} caractères`)
    .optional(),
  /** The refund the client saw, in cents (domain/src/money/consent.ts); for a Kooker, all the client still paid. */
  expectedRefund: cents('Le remboursement attendu'),
})
  .noUnknown('Requête invalide : champ inconnu.')
  .typeError('Requête invalide.')
  .strict();

export type CancelBookingInput = InferType<typeof cancelBookingSchema>;

/** Fewer participants (docs/argent.md, « Moins de participants »): the new number, and the refund the client saw. */
export const lowerParticipantsSchema = object({
  bookingId: string().strict().typeError('Réservation inconnue').required('Réservation manquante').matches(ID, 'Réservation inconnue'),
  // Up to the most a booking can hold (an offer's, docs/reservations.md « Demander une offre »): the decision keeps it below the booking's own.
  participants: participantsField(LOWERED_PARTICIPANTS_MAX),
  expectedRefund: cents('Le remboursement attendu'),
})
  .noUnknown('Requête invalide : champ inconnu.')
  .typeError('Requête invalide.')
  .strict();

export type LowerParticipantsInput = InferType<typeof lowerParticipantsSchema>;

/* ───────────── What the booking callables answer (typed once, for the app and the functions) ───────────── */

/** createBooking's answer: the booking made, or the one a retried call with the same key made. */
export interface CreateBookingResult {
  bookingId: string;
}

/** cancelBooking's answer: what the client gets back, in cents, and its share of what they paid. */
export interface CancelBookingResult {
  status: 'cancelled';
  refund: number;
  percent: number;
}

/** lowerParticipants' answer: the new number, and what the client gets back for the guests removed. */
export interface LowerParticipantsResult {
  participants: number;
  refund: number;
  percent: number;
}

/**
 * What the calendarFeedUrl callable accepts (docs/notifications.md, « Le calendrier d'un
 * Kooker »): `regenerate` makes a new address, and the old one stops working.
 */
export interface CalendarFeedUrlInput {
  regenerate: boolean;
}

/** calendarFeedUrl's answer: the private address of the Kooker's calendar. */
export interface CalendarFeedUrlResult {
  url: string;
}

/** A call about the payment of one booking (resumePayment, abandonPayment). */
export const paymentBookingSchema = object({
  bookingId: string().trim().required('Réservation manquante.').max(64, 'Réservation inconnue.'),
});

/** The local platform's simulated card element (docs/decisions/017-paiements-par-carte.md): never in production. */
export const simulatedCardSchema = object({
  bookingId: string().trim().required('Réservation manquante.').max(64, 'Réservation inconnue.'),
  clientSecret: string().required('Paiement inconnu.').max(200, 'Paiement inconnu.'),
  cardNumber: string().trim().required('Indiquez le numéro de la carte.').max(30, 'Ce numéro de carte n’est pas valide.'),
  expiry: string().trim().required('Indiquez la date d’expiration (MM/AA).').max(7, 'Date d’expiration invalide (MM/AA).'),
  cvc: string().trim().required('Indiquez le cryptogramme.').max(4, 'Le cryptogramme a 3 ou 4 chiffres.'),
});

export const simulatedAuthenticationSchema = object({
  bookingId: string().trim().required('Réservation manquante.').max(64, 'Réservation inconnue.'),
  clientSecret: string().required('Paiement inconnu.').max(200, 'Paiement inconnu.'),
  approve: boolean().required('Réponse manquante.'),
});
