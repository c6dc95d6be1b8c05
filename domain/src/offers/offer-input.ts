/**
 * What the request and offer callables accept (docs/reservations.md, « Demander une offre »),
 * validated strictly — no conversion, no unknown field — by the functions, with French messages
 * the forms show under their fields. The forms check the same schemas before sending.
 */
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { cents, ID, idList } from '../booking/booking-input';
import { TERMS_NOT_ACCEPTED } from '../money/consent';
import { isFrenchPhone, PHONE_INVALID, PHONE_REQUIRED } from '../accounts/phone';
import { MAX_GUESTS_OPTIONS, PRICE_PER_PERSON_CENTS, SERVICE_IDS } from '../kookers/catalog';
import { ALLERGEN_IDS, DIET_IDS, DIETARY_NOTE_MAX } from '../kookers/dietary';
import { BOOKING_ADDRESS_MAX, SERVICE_LOCATIONS, type ServiceLocation } from '../kookers/service-location';
import { OFFER_DURATION_HOURS_MAX, PARTICIPANTS_MIN } from '../rules/rules';
import { isCalendarDate, isClockTime } from '../rules/time';

/** The most guests a request or an offer may name: the largest capacity a Kooker can declare (catalog.ts). */
export const OFFER_GUESTS_MAX = Math.max(...MAX_GUESTS_OPTIONS);

export const OFFER_TEXT_LIMITS = { occasion: 80, message: 1000, title: 80, description: 1000, menu: 1500, reason: 500 } as const;

const idField = (unknown: string, missing: string) => string().strict().typeError(unknown).required(missing).matches(ID, unknown);

const dateField = () =>
  string()
    .strict()
    .typeError('Date invalide')
    .required('Choisissez une date')
    .test('date', 'Date invalide', (value) => isCalendarDate(value));

const timeField = () =>
  string()
    .strict()
    .typeError('Horaire invalide')
    .required('Indiquez une heure de début')
    .test('time', 'Horaire invalide', (value) => isClockTime(value));

/** From 2 guests to the largest capacity; the Kooker's own capacity is checked by the decision. */
const guestsField = (what: string) =>
  number()
    .strict()
    .typeError(`Le nombre ${what} est un nombre entier`)
    .required(`Indiquez le nombre ${what}`)
    .integer(`Le nombre ${what} est un nombre entier`)
    .min(PARTICIPANTS_MIN, `Au moins ${PARTICIPANTS_MIN} personnes`)
    .max(OFFER_GUESTS_MAX, `Au plus ${OFFER_GUESTS_MAX} personnes`);

const textField = (max: number, typeError: string, tooLong: string) => string().strict().typeError(typeError).max(max, tooLong);

/**
 * Required, and more than spaces (the empty text is `required`'s); kept as typed, the decisions
 * trim it. Not yup's `.trim()`: in a strict schema it transforms nothing and refuses « Anniversaire »
 * followed by a space, with an English message.
 */
const filled = (field: ReturnType<typeof textField>, missing: string) =>
  field.required(missing).test('filled', missing, (value) => value === '' || value.trim() !== '');

const keyField = () =>
  string()
    .strict()
    .typeError('Clé de requête invalide')
    .required('Clé de requête manquante')
    .matches(/^[A-Za-z0-9-]{8,64}$/, 'Clé de requête invalide');

const strictObject = <Shape extends Parameters<typeof object>[0]>(shape: NonNullable<Shape>) =>
  object(shape).noUnknown('Requête invalide : champ inconnu.').typeError('Requête invalide.').strict();

/** « Demander une offre »: the client describes the occasion to a Kooker. */
export const requestOfferSchema = strictObject({
  kookerId: idField('Kooker inconnu', 'Kooker manquant'),
  occasion: filled(
    textField(
      OFFER_TEXT_LIMITS.occasion,
      'L’occasion est un texte',
      `L’occasion ne peut pas dépasser ${OFFER_TEXT_LIMITS.occasion} caractères`,
    ),
    'Dites l’occasion : un anniversaire, un déjeuner d’équipe…',
  ),
  date: dateField(),
  time: timeField(),
  guests: guestsField('d’invités'),
  location: mixed<ServiceLocation>()
    .oneOf([...SERVICE_LOCATIONS], 'Choisissez où aura lieu la prestation')
    .required('Choisissez où aura lieu la prestation'),
  /** At the client's: required, a commune and nothing else (`69002 Lyon`, domain/src/booking/event-address.ts). */
  address: textField(
    BOOKING_ADDRESS_MAX,
    'L’adresse est un texte',
    `L’adresse ne peut pas dépasser ${BOOKING_ADDRESS_MAX} caractères`,
  ).optional(),
  /** Per person, in cents; absent or null: no budget given. */
  budgetPerPerson: number()
    .strict()
    .typeError('Le budget est un montant en euros')
    .integer('Le budget est un montant en euros')
    .min(PRICE_PER_PERSON_CENTS.min, 'Le budget par personne est d’au moins 1 €')
    .max(PRICE_PER_PERSON_CENTS.max, 'Le budget par personne ne peut pas dépasser 1 000 €')
    .nullable()
    .optional(),
  allergens: idList(ALLERGEN_IDS, 'Allergène inconnu'),
  diets: idList(DIET_IDS, 'Régime inconnu'),
  dietaryNote: textField(
    DIETARY_NOTE_MAX,
    'La précision est un texte',
    `La précision ne peut pas dépasser ${DIETARY_NOTE_MAX} caractères`,
  ).optional(),
  message: textField(
    OFFER_TEXT_LIMITS.message,
    'Le message est un texte',
    `Le message ne peut pas dépasser ${OFFER_TEXT_LIMITS.message} caractères`,
  ).optional(),
  /** Chosen by the form once per request: a retried call finds the request the first one made. */
  idempotencyKey: keyField(),
});
export type RequestOfferInput = InferType<typeof requestOfferSchema>;

const reasonField = (required: boolean) => {
  const field = textField(
    OFFER_TEXT_LIMITS.reason,
    'La raison est un texte',
    `La raison ne peut pas dépasser ${OFFER_TEXT_LIMITS.reason} caractères`,
  );
  return required ? filled(field, 'Dites au client pourquoi vous déclinez sa demande') : field.optional();
};

/** The Kooker declines a request, with a reason the client reads. */
export const declineRequestSchema = strictObject({
  requestId: idField('Demande inconnue', 'Demande manquante'),
  reason: reasonField(true),
});
export type DeclineRequestInput = InferType<typeof declineRequestSchema>;

/** The client closes their request: no more offers on it (docs/reservations.md, « Demander une offre »). */
export const closeRequestSchema = strictObject({ requestId: idField('Demande inconnue', 'Demande manquante') });
export type CloseRequestInput = InferType<typeof closeRequestSchema>;

/** The Kooker's offer, answering a request. */
export const sendOfferSchema = strictObject({
  requestId: idField('Demande inconnue', 'Demande manquante'),
  /** One of the Kooker's services, or null (absent) for a custom title. */
  serviceId: string()
    .strict()
    .typeError('Prestation inconnue')
    .oneOf([...SERVICE_IDS], 'Prestation inconnue')
    .nullable()
    .optional(),
  title: filled(
    textField(OFFER_TEXT_LIMITS.title, 'Le titre est un texte', `Le titre ne peut pas dépasser ${OFFER_TEXT_LIMITS.title} caractères`),
    'Donnez un titre à votre offre',
  ),
  description: textField(
    OFFER_TEXT_LIMITS.description,
    'La description est un texte',
    `La description ne peut pas dépasser ${OFFER_TEXT_LIMITS.description} caractères`,
  ).optional(),
  menu: filled(
    textField(OFFER_TEXT_LIMITS.menu, 'Le menu est un texte', `Le menu ne peut pas dépasser ${OFFER_TEXT_LIMITS.menu} caractères`),
    'Décrivez le menu que vous proposez',
  ),
  date: dateField(),
  time: timeField(),
  durationHours: number()
    .strict()
    .typeError('La durée est un nombre d’heures')
    .required('Indiquez la durée')
    .integer('La durée est un nombre entier d’heures')
    .min(1, 'Au moins une heure')
    .max(OFFER_DURATION_HOURS_MAX, `Au plus ${OFFER_DURATION_HOURS_MAX} heures`),
  participants: guestsField('de participants'),
  pricePerPerson: number()
    .strict()
    .typeError('Le prix est un montant en centimes')
    .required('Indiquez le prix par personne')
    .integer('Le prix est un montant en centimes')
    .min(PRICE_PER_PERSON_CENTS.min, 'Le prix par personne est d’au moins 1 €')
    .max(PRICE_PER_PERSON_CENTS.max, 'Le prix par personne ne peut pas dépasser 1 000 €'),
  allergens: idList(ALLERGEN_IDS, 'Allergène inconnu'),
  /** The last day it can be accepted (`yyyy-MM-dd`, Paris): the decision caps it (offer-rules.ts). */
  validUntil: string()
    .strict()
    .typeError('Date invalide')
    .required('Indiquez jusqu’à quand l’offre est valable')
    .test('date', 'Date invalide', (value) => isCalendarDate(value)),
  idempotencyKey: keyField(),
});
export type SendOfferInput = InferType<typeof sendOfferSchema>;

/** The Kooker withdraws their open offer. */
export const withdrawOfferSchema = strictObject({ offerId: idField('Offre inconnue', 'Offre manquante') });
export type WithdrawOfferInput = InferType<typeof withdrawOfferSchema>;

/** The client declines an offer, with a reason if they wish. */
export const declineOfferSchema = strictObject({ offerId: idField('Offre inconnue', 'Offre manquante'), reason: reasonField(false) });
export type DeclineOfferInput = InferType<typeof declineOfferSchema>;

/**
 * « Accepter et payer »: createBooking with an offer instead of a slot (docs/reservations.md,
 * « Demander une offre »): the total the client saw, the terms they ticked, their phone, their
 * acknowledgement of the menu's allergens they named, and the attempt's key.
 */
export const acceptOfferSchema = strictObject({
  offerId: idField('Offre inconnue', 'Offre manquante'),
  expectedTotal: cents('Le total attendu'),
  termsVersion: string().strict().typeError(TERMS_NOT_ACCEPTED).required(TERMS_NOT_ACCEPTED).max(40, TERMS_NOT_ACCEPTED),
  phone: string()
    .strict()
    .typeError(PHONE_INVALID)
    .required(PHONE_REQUIRED)
    .test('phone', PHONE_INVALID, (value) => value === '' || isFrenchPhone(value.trim())),
  /** For an offer at the client's: the event's address, in the commune of the request (decide-booking.ts). */
  address: textField(
    BOOKING_ADDRESS_MAX,
    'L’adresse est un texte',
    `L’adresse ne peut pas dépasser ${BOOKING_ADDRESS_MAX} caractères`,
  ).optional(),
  allergensAcknowledged: boolean().strict().typeError('Requête invalide.').optional(),
  idempotencyKey: keyField(),
});
export type AcceptOfferInput = InferType<typeof acceptOfferSchema>;
