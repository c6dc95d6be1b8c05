import type { KookerProfile, KookerService } from './model';

/** Lower case, without accents or punctuation: "Pâtisserie Française" → "patisserie francaise". */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text, normalized, of two letters or more: "Jean-Pierre" → jean, pierre. */
export function searchWordsOf(value: string): string[] {
  return normalizeForSearch(value)
    .split(' ')
    .filter((word) => word.length >= 2);
}

/**
 * The fields that let Firestore find a Kooker (SPEC.md §3, "search fields"), derived by
 * functions and never written by a client: every word of the name, the specialties and the
 * services' names, once each, and the normalized city.
 */
export function searchFieldsOf(
  profile: Pick<KookerProfile, 'firstName' | 'lastName' | 'specialties' | 'city'>,
  services: ReadonlyArray<Pick<KookerService, 'name'>>,
): { searchTokens: string[]; cityKey: string } {
  const words = [profile.firstName, profile.lastName, ...profile.specialties, ...services.map((service) => service.name)].flatMap(searchWordsOf);
  return { searchTokens: [...new Set(words)].sort(), cityKey: normalizeForSearch(profile.city) };
}

/** The lowest price per person among the services, in cents; null without any service. */
export function minPricePerPersonOf(services: ReadonlyArray<Pick<KookerService, 'pricePerPerson'>>): number | null {
  if (services.length === 0) return null;
  return Math.min(...services.map((service) => service.pricePerPerson));
}

/** Every field functions derive from a profile and its services (kept by the profile triggers). */
export function derivedFieldsOf(
  profile: Pick<KookerProfile, 'firstName' | 'lastName' | 'specialties' | 'city'>,
  services: ReadonlyArray<Pick<KookerService, 'name' | 'pricePerPerson'>>,
): Pick<KookerProfile, 'searchTokens' | 'cityKey' | 'minPricePerPerson'> {
  return { ...searchFieldsOf(profile, services), minPricePerPerson: minPricePerPersonOf(services) };
}
