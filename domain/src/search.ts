import type { KookerProfile } from './model';

/** Lower case, without accents or punctuation: "Pâtisserie Française" → "patisserie francaise". */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The fields that let Firestore find a Kooker (SPEC.md §3, "search fields"), derived from the
 * profile by functions and never written by a client: every word of the name and specialties,
 * and the normalized city.
 */
export function searchFieldsOf(profile: Pick<KookerProfile, 'firstName' | 'lastName' | 'specialties' | 'city'>): {
  searchTokens: string[];
  cityKey: string;
} {
  const words = [profile.firstName, profile.lastName, ...profile.specialties]
    .flatMap((value) => normalizeForSearch(value).split(' '))
    .filter((word) => word.length >= 2);
  return { searchTokens: [...new Set(words)].sort(), cityKey: normalizeForSearch(profile.city) };
}

/** The lowest price per person among the services, in cents; null without any service. */
export function minPricePerPersonOf(profile: Pick<KookerProfile, 'specialtyCards'>): number | null {
  if (profile.specialtyCards.length === 0) return null;
  return Math.min(...profile.specialtyCards.map((card) => card.pricePerPerson));
}
