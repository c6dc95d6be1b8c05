/**
 * The fixed lists of the product (SPEC.md §4): what a Kooker picks from in onboarding and what
 * a client filters by in search. The security rules hold the same lists (firestore.rules).
 */

/** Onboarding specialties (12): what a Kooker may list on their profile. */
export const KOOKER_SPECIALTIES = [
  'Cuisine française',
  'Cuisine italienne',
  'Cuisine japonaise',
  'Cuisine méditerranéenne',
  'Cuisine végétarienne',
  'Cuisine végane',
  'Pâtisserie française',
  'Boulangerie',
  'Cuisine du monde',
  'Cuisine saine',
  'Cuisine traditionnelle',
  'Street food',
] as const;

/** Search specialties (9). */
export const SEARCH_SPECIALTIES = [
  'Cuisine française',
  'Cuisine italienne',
  'Cuisine japonaise',
  'Pâtisserie',
  'Cuisine végétarienne',
  'Cuisine méditerranéenne',
  'Cuisine asiatique',
  'Boulangerie',
  'Cuisine du monde',
] as const;

/** Days of the week, Monday first, as stored (`availableDays`) and as shown. */
export const WEEKDAYS = [
  { value: 'monday', label: 'Lundi' },
  { value: 'tuesday', label: 'Mardi' },
  { value: 'wednesday', label: 'Mercredi' },
  { value: 'thursday', label: 'Jeudi' },
  { value: 'friday', label: 'Vendredi' },
  { value: 'saturday', label: 'Samedi' },
  { value: 'sunday', label: 'Dimanche' },
] as const;

export type Weekday = (typeof WEEKDAYS)[number]['value'];

/** Kooker profile settings and their bounds (SPEC.md §4). Money in cents. */
export const SERVICE_AREA_KM = { min: 5, max: 50, step: 5, default: 20 } as const;
export const PRICE_PER_HOUR_CENTS = { min: 2000, max: 10000, step: 500, default: 3500 } as const;
export const MINIMUM_DURATION_HOURS = [1, 2, 3, 4] as const;
export const DEFAULT_MINIMUM_DURATION_HOURS = 2;
export const MAX_GUESTS_OPTIONS = [4, 6, 8, 10, 12, 15, 20] as const;
export const DEFAULT_MAX_GUESTS = 8;
export const DEFAULT_TYPICAL_HOURS = { start: '09:00', end: '21:00' } as const;

/** A service's price per person, in cents: from 1 € to 1 000 €. */
export const PRICE_PER_PERSON_CENTS = { min: 100, max: 100_000 } as const;

export const KOOKER_SPECIALTIES_MAX = 12;
export const CERTIFICATES_MAX = 10;

/** Text sizes of the Kooker profile; firestore.rules enforces the same. */
export const KOOKER_TEXT_LIMITS = {
  name: 50,
  city: 80,
  bio: 2000,
  experience: 2000,
  certificate: 120,
  cardName: 80,
  cardServiceArea: 120,
  cardAdditionalInfo: 1000,
  cardRequiredEquipment: 300,
  imageId: 64,
  cardId: 64,
} as const;

/** Stored images: resized in the browser (SPEC.md §3). */
export const IMAGE_LIMITS = {
  maxSide: 1280,
  /** Bytes of the encoded image. */
  maxBytes: 300 * 1024,
  /** Characters of its base64 text, as stored. */
  maxBase64Length: Math.ceil((300 * 1024) / 3) * 4,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** Reviews. */
export const REVIEW_LIMITS = { ratingMin: 1, ratingMax: 5, commentMax: 1000, authorMax: 60 } as const;
