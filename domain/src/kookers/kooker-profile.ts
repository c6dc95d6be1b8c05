/**
 * The validation schemas of the Kooker profile: one per onboarding step and one for a service
 * (specialty card), used by the forms (formik) and mirrored by firestore.rules, whose tests
 * import these limits. A draft may leave fields empty (publishProblems in onboarding.ts says
 * what publishing needs); what is there must be within bounds.
 */
import { array, mixed, number, object, string, type InferType } from 'yup';
import {
  BLOCKED_DATES_MAX,
  CERTIFICATES_MAX,
  KOOKER_SPECIALTIES,
  KOOKER_SPECIALTIES_MAX,
  KOOKER_TEXT_LIMITS,
  MAX_GUESTS_OPTIONS,
  MINIMUM_DURATION_HOURS,
  PRICE_PER_HOUR_CENTS,
  PRICE_PER_PERSON_CENTS,
  SERVICE_AREA_KM,
} from './catalog';
import { WEEKDAYS, isCalendarDate } from '../rules/time';
import { ALLERGEN_IDS, type AllergenId } from './dietary';
import { eurosToCents } from '../money/money';
import { personNameField } from '../accounts/person-name';
import { PHOTOS_PER_CARD_MAX } from '../rules/rules';
import { SERVICE_LOCATIONS, type ServiceLocation } from './service-location';
import { dailySlotTimes } from './slots';

const tooLong = (what: string, max: number) => `${what} ne peut pas dépasser ${max} caractères`;
const unique = <T>(values: readonly T[] | undefined) => !values || new Set(values).size === values.length;
/** An INSEE commune code: five characters, Corsica's with A or B ("2A004"); firestore.rules holds the same pattern. */
const INSEE_CODE = /^[0-9][0-9AB][0-9]{3}$/;
export const CITY_NOT_PICKED = 'Choisissez votre ville parmi les suggestions.';
const ON_THE_HOUR = /^([01]\d|2[0-3]):00$/;

/** Step 1: who the Kooker is and their photos (image ids). */
export const personalStepSchema = object({
  firstName: personNameField('Le prénom', KOOKER_TEXT_LIMITS.name),
  lastName: personNameField('Le nom', KOOKER_TEXT_LIMITS.name),
  city: string().trim().default('').max(KOOKER_TEXT_LIMITS.city, tooLong('La ville', KOOKER_TEXT_LIMITS.city)),
  /** The commune picked for `city` (its INSEE code): a city is always one of the suggestions. */
  cityInsee: string()
    .default('')
    .matches(INSEE_CODE, { message: CITY_NOT_PICKED, excludeEmptyString: true })
    .when('city', {
      is: (city: string | undefined) => Boolean(city?.trim()),
      then: (schema) => schema.required(CITY_NOT_PICKED),
    }),
  profileImage: string().nullable().default(null),
  coverImage: string().nullable().default(null),
});

/** Step 2: presentation, experience, specialties and certificates. */
export const experienceStepSchema = object({
  bio: string().trim().default('').max(KOOKER_TEXT_LIMITS.bio, tooLong('La présentation', KOOKER_TEXT_LIMITS.bio)),
  experience: string().trim().default('').max(KOOKER_TEXT_LIMITS.experience, tooLong('L’expérience', KOOKER_TEXT_LIMITS.experience)),
  // Lists of plain strings, as the model reads them (the values stay checked).
  specialties: array(
    string()
      .required()
      .oneOf<string>([...KOOKER_SPECIALTIES], 'Spécialité inconnue'),
  )
    .default([])
    .max(KOOKER_SPECIALTIES_MAX, `Choisissez au plus ${KOOKER_SPECIALTIES_MAX} spécialités`)
    .test('unique', 'Chaque spécialité ne peut être choisie qu’une fois', unique),
  certificates: array(
    string()
      .trim()
      .required('Le certificat ne peut pas être vide')
      .max(KOOKER_TEXT_LIMITS.certificate, tooLong('Un certificat', KOOKER_TEXT_LIMITS.certificate)),
  )
    .default([])
    .max(CERTIFICATES_MAX, `Ajoutez au plus ${CERTIFICATES_MAX} certificats`)
    .test('unique', 'Ce certificat figure déjà dans la liste', unique),
});

/** Step 3: service area (km), hourly rate (cents), minimum duration (h), maximum guests. */
export const ratesStepSchema = object({
  serviceArea: number()
    .required('Choisissez votre zone d’intervention')
    .integer()
    .min(SERVICE_AREA_KM.min, `La zone d’intervention va de ${SERVICE_AREA_KM.min} à ${SERVICE_AREA_KM.max} km`)
    .max(SERVICE_AREA_KM.max, `La zone d’intervention va de ${SERVICE_AREA_KM.min} à ${SERVICE_AREA_KM.max} km`)
    .test('step', `La zone d’intervention se règle par pas de ${SERVICE_AREA_KM.step} km`, (value) => value % SERVICE_AREA_KM.step === 0),
  pricePerHour: number()
    .required('Choisissez votre tarif horaire')
    .integer()
    .min(PRICE_PER_HOUR_CENTS.min, `Le tarif horaire va de ${PRICE_PER_HOUR_CENTS.min / 100} à ${PRICE_PER_HOUR_CENTS.max / 100} €`)
    .max(PRICE_PER_HOUR_CENTS.max, `Le tarif horaire va de ${PRICE_PER_HOUR_CENTS.min / 100} à ${PRICE_PER_HOUR_CENTS.max / 100} €`)
    .test(
      'step',
      `Le tarif horaire se règle par pas de ${PRICE_PER_HOUR_CENTS.step / 100} €`,
      (value) => value % PRICE_PER_HOUR_CENTS.step === 0,
    ),
  minimumDuration: number()
    .required('Choisissez une durée minimum')
    .oneOf([...MINIMUM_DURATION_HOURS], 'Choisissez une durée minimum'),
  maxGuests: number()
    .required('Choisissez un nombre maximum d’invités')
    .oneOf([...MAX_GUESTS_OPTIONS], 'Choisissez un nombre maximum d’invités'),
});

/**
 * Step 4: available weekdays, typical hours on the hour, and blocked dates. Given the minimum
 * duration as `context.minimumDuration`, the hours must leave room for a slot.
 */
export const availabilityStepSchema = object({
  availableDays: array(
    string()
      .required()
      .oneOf<string>(
        WEEKDAYS.map((day) => day.value),
        'Jour inconnu',
      ),
  )
    .default([])
    .test('unique', 'Chaque jour ne peut être choisi qu’une fois', unique),
  typicalHours: object({
    start: string().required('Choisissez une heure de début').matches(ON_THE_HOUR, 'Choisissez une heure pile'),
    end: string().required('Choisissez une heure de fin').matches(ON_THE_HOUR, 'Choisissez une heure pile'),
  })
    .test('order', 'L’heure de fin doit suivre l’heure de début', (hours) => hours.start < hours.end)
    .test('room', 'Vos horaires doivent laisser au moins un créneau de votre durée minimum', (hours, context) => {
      const minimumDuration = (context.options.context as { minimumDuration?: number } | undefined)?.minimumDuration;
      return !minimumDuration || dailySlotTimes(hours, minimumDuration).length > 0;
    }),
  blockedDates: array(
    string()
      .required()
      .test('date', 'Date invalide', (value) => isCalendarDate(value)),
  )
    .default([])
    .max(BLOCKED_DATES_MAX, `Bloquez au plus ${BLOCKED_DATES_MAX} jours à la fois`)
    .test('unique', 'Chaque date ne peut être bloquée qu’une fois', unique),
});

export const STEP_SCHEMAS = {
  personal: personalStepSchema,
  experience: experienceStepSchema,
  rates: ratesStepSchema,
  availability: availabilityStepSchema,
} as const;

export type PersonalStep = InferType<typeof personalStepSchema>;
export type ExperienceStep = InferType<typeof experienceStepSchema>;
export type RatesStep = InferType<typeof ratesStepSchema>;
export type AvailabilityStep = InferType<typeof availabilityStepSchema>;

/** A service as the Kooker types it in the modal: the price in whole euros. */
export const serviceFormSchema = object({
  name: string()
    .trim()
    .required('Le nom de la prestation est requis')
    .max(KOOKER_TEXT_LIMITS.serviceName, tooLong('Le nom', KOOKER_TEXT_LIMITS.serviceName)),
  serviceArea: string().trim().default('').max(KOOKER_TEXT_LIMITS.serviceArea, tooLong('La zone', KOOKER_TEXT_LIMITS.serviceArea)),
  pricePerPerson: number()
    .typeError('Indiquez un prix en euros')
    .required('Le prix par personne est requis')
    .integer('Le prix est un nombre entier d’euros')
    .min(PRICE_PER_PERSON_CENTS.min / 100, `Le prix est d’au moins ${PRICE_PER_PERSON_CENTS.min / 100} €`)
    .max(PRICE_PER_PERSON_CENTS.max / 100, `Le prix ne peut pas dépasser ${PRICE_PER_PERSON_CENTS.max / 100} €`),
  additionalInfo: string()
    .trim()
    .default('')
    .max(KOOKER_TEXT_LIMITS.serviceAdditionalInfo, tooLong('La description', KOOKER_TEXT_LIMITS.serviceAdditionalInfo)),
  requiredEquipment: string()
    .trim()
    .default('')
    .max(KOOKER_TEXT_LIMITS.serviceRequiredEquipment, tooLong('Le matériel requis', KOOKER_TEXT_LIMITS.serviceRequiredEquipment)),
  photos: array(string().required())
    .default([])
    .max(PHOTOS_PER_CARD_MAX, `Ajoutez au plus ${PHOTOS_PER_CARD_MAX} photos`)
    .test('unique', 'Cette photo figure déjà dans la prestation', unique),
  /** The regulation's allergens the menu contains (domain/src/kookers/dietary.ts). */
  allergens: array(
    mixed<AllergenId>()
      .oneOf([...ALLERGEN_IDS], 'Allergène inconnu')
      .required('Allergène inconnu'),
  )
    .default([])
    .test('unique', 'Chaque allergène ne peut être coché qu’une fois', unique),
  /** Where it takes place (domain/src/kookers/service-location.ts). */
  location: mixed<ServiceLocation>()
    .oneOf([...SERVICE_LOCATIONS], 'Indiquez où a lieu la prestation')
    .required('Indiquez où a lieu la prestation'),
});

export type ServiceForm = InferType<typeof serviceFormSchema>;

/** The fields of a service document from the modal's values (validated): the price in cents. */
export function serviceFieldsFromForm(form: ServiceForm) {
  const valid = serviceFormSchema.validateSync(form, { stripUnknown: true });
  return { ...valid, pricePerPerson: eurosToCents(valid.pricePerPerson) };
}
