import type { KookerProfile, KookerService } from '@kookers/domain/model';
import type { EmbeddedSearchPage } from '@kookers/domain/page-data';
import type { FirstResults } from '@kookers/domain/search-results';

/**
 * What a page's HTML embeds of the data it was rendered with (domain/src/page-data.ts): only
 * what the page shows, of published profiles — no search field, no timestamp.
 */

export interface EmbeddedKookerPage {
  id: string;
  profile: Record<string, unknown>;
  services: Array<Record<string, unknown>>;
}

/** What a Kooker's card shows in the results (web/src/components/ui/kooker-card.tsx). */
const CARD_FIELDS = [
  'firstName',
  'lastName',
  'city',
  'bio',
  'specialties',
  'profileImage',
  'coverImage',
  'published',
  'rating',
  'reviewCount',
  'minPricePerPerson',
] as const satisfies ReadonlyArray<keyof KookerProfile>;

/** What a Kooker's page shows of the profile: the card, and the rest of the page. */
const PROFILE_FIELDS = [
  ...CARD_FIELDS,
  'experience',
  'certificates',
  'serviceArea',
  'pricePerHour',
  'minimumDuration',
  'maxGuests',
] as const satisfies ReadonlyArray<keyof KookerProfile>;

const SERVICE_FIELDS = ['id', 'name', 'serviceArea', 'pricePerPerson', 'additionalInfo', 'requiredEquipment', 'photos'] as const satisfies ReadonlyArray<
  keyof KookerService
>;

function pick<T extends object>(value: T, fields: readonly (keyof T)[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, value[field]]));
}

export function embeddedPage(kooker: KookerProfile, services: readonly KookerService[]): EmbeddedKookerPage {
  return { id: kooker.id, profile: pick(kooker, PROFILE_FIELDS), services: services.map((service) => pick(service, SERVICE_FIELDS)) };
}

export function embeddedSearch(criteria: string, pages: number, found: FirstResults<KookerProfile>): EmbeddedSearchPage {
  return {
    criteria,
    pages,
    kookers: found.docs.map((kooker) => ({ id: kooker.id, ...pick(kooker, CARD_FIELDS) })),
    total: found.total,
    atLeast: found.atLeast,
    more: found.more,
  };
}
