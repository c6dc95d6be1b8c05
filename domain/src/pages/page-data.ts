/**
 * The data a page's HTML carries for the app (docs/decisions/012-pages-rendered-on-the-server.md):
 * the kookerPage and searchPage functions render the page with it on the server and write it
 * into the HTML, in a `<script type="application/json">` the browser's first render reads, so
 * that the page hydrates exactly as it was rendered, without waiting for Firestore.
 *
 * Both contracts live here, whole: what each page embeds (written by the functions) and how the
 * app reads it back (validated, through the model's readers). Only what the page shows is
 * embedded, of published profiles: no search field, no timestamp.
 */
import { kookerFromData, serviceFromData, type KookerProfile, type KookerService } from '../kookers/model';
import type { SearchPlace } from '../search/search-reach';
import type { FirstResults } from '../search/search-results';

/** The element of each page's data. */
export const PAGE_DATA_IDS = {
  kooker: 'kooker-page-data',
  search: 'search-page-data',
} as const;

/** What a Kooker's card shows in the results (web/src/components/ui/kooker-card.tsx). */
const CARD_FIELDS = [
  'firstName',
  'lastName',
  'city',
  // Public: the commune picked and its centre, for the distance a search by commune shows.
  'cityInsee',
  'location',
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
  // What Kookers checked, dated (docs/produit.md, « Qui est le Kooker »): the status and two days.
  'legalStatus',
  'phoneVerifiedOn',
  'insuranceValidUntil',
] as const satisfies ReadonlyArray<keyof KookerProfile>;

const SERVICE_FIELDS = [
  'id',
  'name',
  'serviceArea',
  'pricePerPerson',
  'additionalInfo',
  'requiredEquipment',
  'photos',
  'allergens',
  'location',
] as const satisfies ReadonlyArray<keyof KookerService>;

type EmbeddedRecord = Record<string, unknown>;

function pick<T extends object>(value: T, fields: readonly (keyof T)[]): EmbeddedRecord {
  return Object.fromEntries(fields.map((field) => [field, value[field]]));
}

/** A JSON object (not an array, not null): what each piece of embedded data must be. */
const isRecord = (value: unknown): value is EmbeddedRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parsed JSON of an element's text, or null when absent or unreadable. */
function parsed(json: string | null | undefined): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/* ───────────── A Kooker's page (the kookerPage function) ───────────── */

/** A Kooker's page, as the kookerPage function embeds it. */
export interface EmbeddedKookerPage {
  id: string;
  profile: EmbeddedRecord;
  services: EmbeddedRecord[];
}

/** What a Kooker's page embeds of a published profile and its services. */
export function embeddedKookerPage(kooker: KookerProfile, services: readonly KookerService[]): EmbeddedKookerPage {
  return { id: kooker.id, profile: pick(kooker, PROFILE_FIELDS), services: services.map((service) => pick(service, SERVICE_FIELDS)) };
}

/**
 * The profile and services a Kooker's page embeds (the JSON of its element), read through the
 * model. Null when absent, for another Kooker, unpublished, or not readable.
 */
export function kookerPageFromJson(
  json: string | null | undefined,
  id: string,
): { profile: KookerProfile; services: KookerService[] } | null {
  const data = parsed(json);
  if (!isRecord(data) || data.id !== id || !isRecord(data.profile) || !Array.isArray(data.services)) return null;
  const profile = kookerFromData(id, data.profile);
  if (!profile.published) return null;
  const services = data.services
    .filter(isRecord)
    .map((service) => serviceFromData(typeof service.id === 'string' ? service.id : '', service));
  return { profile, services };
}

/* ───────────── A search's first results (the searchPage function) ───────────── */

/** A search's first results, as the searchPage function embeds them. */
export interface EmbeddedSearchPage {
  /** The search they answer: `searchCriteriaKey` of its state. */
  criteria: string;
  /** Pages of results read (the URL's `pages`). */
  pages: number;
  /** The commune the search's city names (null without a city, or when it names none). */
  place: SearchPlace | null;
  kookers: EmbeddedRecord[];
  total: number;
  atLeast: boolean;
  more: boolean;
}

/** What a search page embeds of its first results: each Kooker's card. */
export function embeddedSearchPage(
  criteria: string,
  pages: number,
  place: SearchPlace | null,
  found: FirstResults<KookerProfile>,
): EmbeddedSearchPage {
  return {
    criteria,
    pages,
    place,
    kookers: found.docs.map((kooker) => ({ id: kooker.id, ...pick(kooker, CARD_FIELDS) })),
    total: found.total,
    atLeast: found.atLeast,
    more: found.more,
  };
}

/** A search's first results, read back. */
export interface EmbeddedResults {
  place: SearchPlace | null;
  kookers: KookerProfile[];
  total: number;
  atLeast: boolean;
  more: boolean;
}

/**
 * The first results a search page embeds (the JSON of its element), read through the model, if
 * they answer this very search (`criteria`: searchCriteriaKey) with these pages. Null when
 * absent, for another search, or not readable.
 */
export function searchResultsFromJson(json: string | null | undefined, criteria: string, pages: number): EmbeddedResults | null {
  const data = parsed(json);
  if (!isRecord(data) || data.criteria !== criteria || data.pages !== pages || !Array.isArray(data.kookers)) return null;
  if (typeof data.total !== 'number' || typeof data.atLeast !== 'boolean' || typeof data.more !== 'boolean') return null;
  const kookers = data.kookers
    .filter((kooker): kooker is EmbeddedRecord & { id: string } => isRecord(kooker) && typeof kooker.id === 'string')
    .map((kooker) => kookerFromData(kooker.id, kooker));
  return { place: placeFromData(data.place), kookers, total: data.total, atLeast: data.atLeast, more: data.more };
}

function placeFromData(value: unknown): SearchPlace | null {
  if (!isRecord(value)) return null;
  const { insee, label, lat, lon } = value;
  return typeof insee === 'string' && typeof label === 'string' && typeof lat === 'number' && typeof lon === 'number'
    ? { insee, label, lat, lon }
    : null;
}

/* ───────────── In the HTML ───────────── */

/**
 * The data as the text of a `<script type="application/json">`: JSON with `<`, `>`, `&` and the
 * line separators escaped, so that no text of a Kooker can close the element or start markup
 * (JSON.parse reads the escapes back).
 */
export function pageDataJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The `<script>` element carrying `json` (from pageDataJson). */
export function pageDataScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json}</script>`;
}
