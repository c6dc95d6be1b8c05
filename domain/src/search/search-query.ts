/**
 * A search of Kookers (docs/produit.md): its state, as the URL carries it, and the Firestore
 * query that answers it, described without Firebase so that the web app (Firestore Lite), the
 * tests and the bench (Admin SDK) build exactly the same query, and so that the indexes it needs
 * can be checked against firestore.indexes.json (docs/decisions/007-search.md).
 */
import {
  AVAILABILITY_FILTERS,
  CAPACITY_FACETS,
  MIN_RATINGS,
  meaningfulWordsOf,
  pairToken,
  type AvailabilityFilterId,
  type MinRating,
} from './search-facets';
import { PRICE_BRACKETS, SEARCH_SPECIALTIES, type PriceBracketId, type SearchSpecialtyId } from '../kookers/search-facet-shapes';
import { MAX_GUESTS_OPTIONS } from '../kookers/catalog';
import { SEARCH_PARAMS } from './search-params';
import { PARTICIPANTS_MAX, PARTICIPANTS_MIN } from '../rules/rules';
import { reachBandTokens, reachToken } from './search-reach';
import { collectionId } from '../data/model';

export const SORTS = [
  { id: 'proximite', label: 'Les plus proches' },
  { id: 'note', label: 'Les mieux notés' },
  { id: 'prix', label: 'Prix croissant' },
  { id: 'disponibilite', label: 'Disponibles au plus tôt' },
] as const;
export type SortId = (typeof SORTS)[number]['id'];

/** Results per page. */
export const PAGE_SIZE = 12;
/** Pages a shared link may ask for at once. */
const PAGES_MAX = 10;

export interface SearchState {
  /** Free text: names, specialties, services, city. */
  text: string;
  /**
   * The commune the client wants Kookers who come to, as typed or picked ('Villeurbanne (69100)'):
   * read as the commune its best suggestion names (`searchPlaceOf`, domain/src/search/search-reach.ts).
   */
  city: string;
  /** Any of these (OR). */
  specialties: SearchSpecialtyId[];
  price: PriceBracketId | null;
  minRating: MinRating | null;
  availability: AvailabilityFilterId | null;
  participants: number | null;
  sort: SortId;
  /** Pages shown (the URL keeps them, so that a reload or the back button finds them). */
  pages: number;
}

export const EMPTY_SEARCH: SearchState = {
  text: '',
  city: '',
  specialties: [],
  price: null,
  minRating: null,
  availability: null,
  participants: null,
  sort: 'note',
  pages: 1,
};

/** The sort when none is chosen: the nearest first when a commune is given, the best rated otherwise. */
export const defaultSortOf = (city: string): SortId => (city.trim() ? 'proximite' : 'note');

/** The sorts a search offers: 'Les plus proches' only with a commune. */
export const sortsOf = (city: string) => SORTS.filter((sort) => sort.id !== 'proximite' || city.trim() !== '');

/* ───────────── URL ⇄ state ───────────── */

const PARAMS = SEARCH_PARAMS;

const TEXT_MAX = 100;

/** The state a URL's query string describes; anything unknown or malformed is ignored. */
export function searchStateFromParams(params: URLSearchParams): SearchState {
  const get = (name: string) => params.get(name)?.trim() ?? '';
  const specialties = get(PARAMS.specialties)
    .split(',')
    .filter((id): id is SearchSpecialtyId => SEARCH_SPECIALTIES.some((s) => s.id === id));
  const rating = Number(get(PARAMS.minRating).replace(',', '.'));
  const participants = Number(get(PARAMS.participants));
  const pages = Number(get(PARAMS.pages));
  const city = get(PARAMS.city).slice(0, TEXT_MAX);
  return {
    text: get(PARAMS.text).slice(0, TEXT_MAX),
    city,
    specialties: SEARCH_SPECIALTIES.map((s) => s.id).filter((id) => specialties.includes(id)),
    price: PRICE_BRACKETS.find((b) => b.id === get(PARAMS.price))?.id ?? null,
    minRating: MIN_RATINGS.find((r) => r.value === rating)?.value ?? null,
    availability: AVAILABILITY_FILTERS.find((a) => a.id === get(PARAMS.availability))?.id ?? null,
    participants:
      Number.isInteger(participants) && participants >= PARTICIPANTS_MIN && participants <= PARTICIPANTS_MAX ? participants : null,
    sort: sortsOf(city).find((s) => s.id === get(PARAMS.sort))?.id ?? defaultSortOf(city),
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, PAGES_MAX) : 1,
  };
}

/** The query string of a state, without what is at its default (a short, shareable URL). */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text.trim()) params.set(PARAMS.text, state.text.trim());
  if (state.city.trim()) params.set(PARAMS.city, state.city.trim());
  if (state.specialties.length > 0) params.set(PARAMS.specialties, state.specialties.join(','));
  if (state.price) params.set(PARAMS.price, state.price);
  if (state.minRating !== null) params.set(PARAMS.minRating, String(state.minRating));
  if (state.availability) params.set(PARAMS.availability, state.availability);
  if (state.participants !== null) params.set(PARAMS.participants, String(state.participants));
  if (state.sort !== defaultSortOf(state.city)) params.set(PARAMS.sort, state.sort);
  if (state.pages > 1) params.set(PARAMS.pages, String(state.pages));
  return params;
}

/**
 * What a search asks for, without how many pages are shown: one key per set of results (the
 * app's loads, and the results the searchPage function embeds in the HTML).
 */
export function searchCriteriaKey(state: SearchState): string {
  const { pages: _pages, ...criteria } = state;
  return JSON.stringify(criteria);
}

/** Whether a state filters anything (the "clear the filters" offer). */
export function hasFilters(state: SearchState): boolean {
  const { sort: _sort, pages: _pages, ...criteria } = { ...state, city: state.city.trim() };
  const { sort: _s, pages: _p, ...empty } = EMPTY_SEARCH;
  return JSON.stringify(criteria) !== JSON.stringify(empty);
}

/* ───────────── The query ───────────── */

type FieldValue = string | boolean;

/** A Firestore query on `kookers`, described: all `equals` and `arrayContains`, and any of `anyOf`. */
export interface SearchQuerySpec {
  equals: Array<{ field: string; value: FieldValue }>;
  /** The words of the text, or with a commune, the commune (one array-contains per query). */
  arrayContains: { field: 'searchTokens' | 'reach'; value: string } | null;
  /**
   * 'Les plus proches': the `reach` tokens of the commune's distance bands, nearest first, each
   * read in `orderBy` in place of `arrayContains` (domain/src/search/search-results.ts); null otherwise.
   */
  bands: string[] | null;
  /** At least one of these equalities (the specialties): an OR Firestore splits into one query per term. */
  anyOf: Array<{ field: string; value: FieldValue }>;
  orderBy: Array<{ field: string; direction: 'asc' | 'desc' }>;
  /** Words of a text of three words or more beyond the two the server matched: checked by the caller on `searchTokens`. */
  remainingWords: string[];
  /**
   * For a text of two words or more whose pair finds nothing (two words that are not of the same
   * phrase, neither of the city): match the longest word, and check the others on the candidates.
   */
  textFallback: { value: string; remainingWords: string[] } | null;
}

const BEST_RATED: SearchQuerySpec['orderBy'] = [
  { field: 'rating', direction: 'desc' },
  { field: 'reviewCount', direction: 'desc' },
];
const ORDER_BY: Record<SortId, SearchQuerySpec['orderBy']> = {
  // Band by band (`bands`), the best rated first in each.
  proximite: BEST_RATED,
  note: BEST_RATED,
  prix: [{ field: 'minPricePerPerson', direction: 'asc' }],
  disponibilite: [{ field: 'nextFreeSlotAt', direction: 'asc' }],
};

/**
 * The query of a search: published Kookers only, every filter an equality on a facet the
 * functions keep, ordered by the sort, and one array-contains. With a commune (`place`, the
 * commune the search's city names), the Kookers who reach it (`reach`), and the words of the text
 * are all left to the caller, to check on the candidates (`remainingWords`). Without one, the
 * text matches one token: its word, or for two words and more, the pair of its two longest words
 * (the order of the words does not matter); further words, and the fallback when the pair is not
 * a token, are left to the caller.
 */
export function searchQueryOf(state: SearchState, place: { insee: string } | null = null): SearchQuerySpec {
  const equals: SearchQuerySpec['equals'] = [{ field: 'published', value: true }];
  if (state.price) equals.push({ field: 'searchFacets.price', value: state.price });
  const rating = MIN_RATINGS.find((r) => r.value === state.minRating);
  if (rating) equals.push({ field: `searchFacets.${rating.facet}`, value: true });
  // The smallest capacity a Kooker can choose that holds the participants: 5 → 6, 7 → 8.
  const smallestCapacity = state.participants === null ? null : MAX_GUESTS_OPTIONS.find((option) => option >= (state.participants ?? 0));
  const capacity = CAPACITY_FACETS.find((c) => c.minGuests === smallestCapacity);
  if (capacity) equals.push({ field: `searchFacets.${capacity.facet}`, value: true });
  const availability = AVAILABILITY_FILTERS.find((a) => a.id === state.availability);
  if (availability) equals.push({ field: `availabilityFacets.${availability.facet}`, value: true });

  const anyOf = state.specialties.map((id) => ({ field: `searchFacets.specialty.${id}`, value: true }));
  const words = meaningfulWordsOf(state.text);

  if (place) {
    return {
      equals,
      arrayContains: { field: 'reach', value: reachToken(place.insee) },
      bands: state.sort === 'proximite' ? reachBandTokens(place.insee) : null,
      anyOf,
      orderBy: ORDER_BY[state.sort],
      remainingWords: words,
      textFallback: null,
    };
  }

  const [first, second] = [...words].sort((a, b) => b.length - a.length || words.indexOf(a) - words.indexOf(b));
  const arrayContains = first ? { field: 'searchTokens' as const, value: second ? pairToken(first, second) : first } : null;
  return {
    equals,
    arrayContains,
    bands: null,
    anyOf,
    // Without a commune, no distance: the nearest are the best rated.
    orderBy: ORDER_BY[state.sort],
    remainingWords: words.filter((word) => word !== first && word !== second),
    textFallback: first && second ? { value: first, remainingWords: words.filter((word) => word !== first) } : null,
  };
}

/** Whether a Kooker's tokens hold every remaining word of the text. */
export function matchesRemainingWords(searchTokens: readonly string[], remainingWords: readonly string[]): boolean {
  return remainingWords.every((word) => searchTokens.includes(word));
}

/** A composite index, as firestore.indexes.json declares it. */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: Array<{ fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' }>;
}

/**
 * The composite indexes a search needs. Firestore answers a query whose filters are all
 * equalities (array-contains counts as one) and which has a sort order by merging one index per
 * filtered field, each ending with the sort order: (published, sort), (reach, sort), … An OR
 * is split into one such query per term. So the indexes do not grow with the combinations of
 * filters, only with the filters and the sorts.
 */
export function requiredIndexes(spec: SearchQuerySpec): CompositeIndex[] {
  const suffix = spec.orderBy.map((order) => ({
    fieldPath: order.field,
    order: order.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
  }));
  const index = (head: CompositeIndex['fields'][number]): CompositeIndex => ({
    collectionGroup: collectionId('kookers'),
    queryScope: 'COLLECTION',
    fields: [head, ...suffix],
  });
  return [
    ...spec.equals.map((filter) => index({ fieldPath: filter.field, order: 'ASCENDING' })),
    ...(spec.arrayContains ? [index({ fieldPath: spec.arrayContains.field, arrayConfig: 'CONTAINS' })] : []),
    ...spec.anyOf.map((filter) => index({ fieldPath: filter.field, order: 'ASCENDING' })),
  ];
}

/** A key to compare indexes by. */
export const indexKey = (index: CompositeIndex): string =>
  `${index.collectionGroup}:${index.fields.map((f) => `${f.fieldPath}/${f.order ?? f.arrayConfig}`).join(',')}`;
