import type { KookerService } from '../kookers/model';

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

/** The lowest price per person among the services, in cents; null without any service. */
export function minPricePerPersonOf(services: ReadonlyArray<Pick<KookerService, 'pricePerPerson'>>): number | null {
  if (services.length === 0) return null;
  return Math.min(...services.map((service) => service.pricePerPerson));
}
