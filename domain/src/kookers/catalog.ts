/**
 * The fixed lists of the product (docs/produit.md, « Constantes »): what a Kooker picks from in onboarding and what
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

/** Kooker profile settings and their bounds (docs/produit.md, « Constantes »). Money in cents. */
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

/** Text sizes of the Kooker profile and its services; firestore.rules enforces the same. */
export const KOOKER_TEXT_LIMITS = {
  name: 50,
  city: 80,
  bio: 2000,
  experience: 2000,
  certificate: 120,
  serviceName: 80,
  serviceArea: 120,
  serviceAdditionalInfo: 1000,
  serviceRequiredEquipment: 300,
} as const;

/** The shortest presentation ('À propos') a published profile may have. */
export const BIO_MIN_TO_PUBLISH = 50;

/** Days a Kooker may block at once (holidays): at most this many dates. */
export const BLOCKED_DATES_MAX = 90;

/**
 * The ids of a Kooker's services (`kookers/{id}/services/{serviceId}`): one per place, so the
 * rules can bound their number without counting (docs/decisions/006-services-photos-and-quotas.md).
 */
export const SERVICE_IDS = ['service-1', 'service-2', 'service-3', 'service-4', 'service-5'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** Reviews. */
export const REVIEW_LIMITS = { ratingMin: 1, ratingMax: 5, commentMax: 1000, authorMax: 60 } as const;
