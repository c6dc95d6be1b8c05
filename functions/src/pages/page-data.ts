import type { KookerProfile, KookerService } from '@kookers/domain/model';

/**
 * The public profile and services a Kooker's page shows first, embedded in the HTML served for
 * it (`<script type="application/json" id="kooker-page-data">`): the browser paints the profile
 * as soon as the app's code has loaded, without waiting for Firestore (the page still reads it
 * then, to show what changed since the HTML was cached). Only what the page shows, of a
 * published profile: no search field, no timestamp.
 */
export const PAGE_DATA_ELEMENT_ID = 'kooker-page-data';

export interface EmbeddedKookerPage {
  id: string;
  profile: Record<string, unknown>;
  services: Array<Record<string, unknown>>;
}

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'city',
  'bio',
  'experience',
  'specialties',
  'certificates',
  'serviceArea',
  'pricePerHour',
  'minimumDuration',
  'maxGuests',
  'profileImage',
  'coverImage',
  'published',
  'rating',
  'reviewCount',
  'minPricePerPerson',
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

/**
 * The `<script>` element carrying the data: JSON with `<`, `>`, `&` and the line separators
 * escaped, so that no text of a Kooker can close the element or start markup.
 */
export function pageDataScript(data: EmbeddedKookerPage): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
