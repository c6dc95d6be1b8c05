/**
 * What a Kooker is found by (docs/produit.md, docs/decisions/007-search.md): the facets functions keep on each Kooker
 * document so that every search of the app is an equality or array-contains query Firestore
 * answers from its indexes, whatever the number of Kookers (docs/decisions/007-search.md).
 * Pure: the functions, the seed and the tests compute them the same way.
 */
import type { KookerProfile, KookerService } from '../kookers/model';
import type { CommuneData } from '../communes/communes';
import { kookerCommune } from '../booking/event-address';
import { minPricePerPersonOf, searchWordsOf } from './search';
import { reachOf } from './search-reach';
import {
  PRICE_BRACKETS,
  SEARCH_SPECIALTIES,
  type AvailabilityFacets,
  type PriceBracketId,
  type ProfileFacets,
  type SearchSpecialtyId,
} from '../kookers/search-facet-shapes';
import type { SlotMap } from '../kookers/slots';
import { addDays, parisDateOf, parisInstant, weekdayOf } from '../rules/time';

/**
 * Which search specialties each of the 12 onboarding specialties answers to: a Kooker of
 * "Cuisine japonaise" is found under Japanese and Asian cooking, "Cuisine végane" under
 * vegetarian, "Street food" under world cooking; "Cuisine saine" has no search specialty.
 */
export const SEARCH_SPECIALTIES_OF: Record<string, readonly SearchSpecialtyId[]> = {
  'Cuisine française': ['francaise'],
  'Cuisine italienne': ['italienne'],
  'Cuisine japonaise': ['japonaise', 'asiatique'],
  'Cuisine méditerranéenne': ['mediterraneenne'],
  'Cuisine végétarienne': ['vegetarienne'],
  'Cuisine végane': ['vegetarienne'],
  'Pâtisserie française': ['patisserie'],
  Boulangerie: ['boulangerie'],
  'Cuisine du monde': ['monde'],
  'Cuisine saine': [],
  'Cuisine traditionnelle': ['francaise'],
  'Street food': ['monde'],
};

/** Minimum ratings (docs/produit.md) and the facet each one reads. */
export const MIN_RATINGS = [
  { value: 3, facet: 'rating30' },
  { value: 3.5, facet: 'rating35' },
  { value: 4, facet: 'rating40' },
  { value: 4.5, facet: 'rating45' },
] as const;
export type MinRating = (typeof MIN_RATINGS)[number]['value'];

/**
 * Participants (2–8) and the capacity facet each needs: maxGuests' options are 4, 6, 8… so 5 or
 * 6 guests need a Kooker taking 6 or more, 7 or 8 one taking 8 or more; 4 or fewer, anyone.
 */
export const CAPACITY_FACETS = [
  { minGuests: 6, facet: 'guests6' },
  { minGuests: 8, facet: 'guests8' },
] as const;

/** Availability filters (docs/produit.md), from the real free slots. */
export const AVAILABILITY_FILTERS = [
  { id: 'cette-semaine', label: 'Cette semaine', facet: 'thisWeek' },
  { id: 'semaine-prochaine', label: 'La semaine prochaine', facet: 'nextWeek' },
  { id: 'ce-mois-ci', label: 'Ce mois-ci', facet: 'thisMonth' },
] as const;
export type AvailabilityFilterId = (typeof AVAILABILITY_FILTERS)[number]['id'];

/** Words that say nothing about a Kooker: left out of the tokens and of the queries. */
export const STOP_WORDS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'au',
  'aux',
  'en',
  'un',
  'une',
  'chez',
  'avec',
  'pour',
  'sur',
  'par',
]);

/** The meaningful words of a text, normalized, each once, in order. */
export function meaningfulWordsOf(text: string): string[] {
  return [...new Set(searchWordsOf(text).filter((word) => !STOP_WORDS.has(word)))];
}

/** The token of two words, whatever their order: "lyon patisserie". */
export const pairToken = (a: string, b: string): string => [a, b].sort().join(' ');

/** At most this many tokens per Kooker: each is an index entry in every search index on the text. */
const SEARCH_TOKENS_MAX = 300;

/**
 * Every token the free text finds a Kooker by: each meaningful word of the names, the city, the
 * specialties (with the search specialties they answer to) and the services' names; each pair
 * of words of the same phrase ("claire dubois", "cuisine francaise", "atelier macarons"); and
 * each word paired with each word of the city ("patisserie lyon"), the order of the words aside.
 * Not every pair of words: that would be hundreds of index entries per Kooker
 * (docs/decisions/007-search.md).
 */
export function searchTokensOf(
  profile: Pick<KookerProfile, 'firstName' | 'lastName' | 'city' | 'specialties'>,
  services: ReadonlyArray<Pick<KookerService, 'name'>>,
): string[] {
  const searchLabels = profile.specialties.flatMap((specialty) =>
    (SEARCH_SPECIALTIES_OF[specialty] ?? []).map((id) => SEARCH_SPECIALTIES.find((s) => s.id === id)?.label ?? ''),
  );
  const phrases = [
    `${profile.firstName} ${profile.lastName}`,
    profile.city,
    ...profile.specialties,
    ...searchLabels,
    ...services.map((service) => service.name),
  ].map(meaningfulWordsOf);
  const words = [...new Set(phrases.flat())];
  const cityWords = meaningfulWordsOf(profile.city);
  const pairsOf = (list: readonly string[]) => list.flatMap((a, i) => list.slice(i + 1).map((b) => pairToken(a, b)));
  const pairs = [
    ...phrases.flatMap(pairsOf),
    ...words.flatMap((word) => cityWords.filter((city) => city !== word).map((city) => pairToken(word, city))),
  ];
  return [...new Set([...words, ...pairs])].sort().slice(0, SEARCH_TOKENS_MAX);
}

/** The bracket of a Kooker's lowest price per person; none without a service. */
export function priceBracketOf(pricePerPersonCents: number | null): PriceBracketId | null {
  if (pricePerPersonCents === null) return null;
  return PRICE_BRACKETS.find((bracket) => pricePerPersonCents >= bracket.min && pricePerPersonCents < bracket.max)?.id ?? null;
}

export function profileFacetsOf(
  profile: Pick<KookerProfile, 'specialties' | 'minPricePerPerson' | 'rating' | 'reviewCount' | 'maxGuests'>,
): ProfileFacets {
  const specialty: Partial<Record<SearchSpecialtyId, true>> = {};
  for (const name of profile.specialties) for (const id of SEARCH_SPECIALTIES_OF[name] ?? []) specialty[id] = true;
  // A Kooker without reviews has no rating yet: no minimum rating lets them through.
  const rated = (min: number) => profile.reviewCount > 0 && profile.rating >= min;
  return {
    specialty,
    price: priceBracketOf(profile.minPricePerPerson),
    rating30: rated(3),
    rating35: rated(3.5),
    rating40: rated(4),
    rating45: rated(4.5),
    guests6: profile.maxGuests >= 6,
    guests8: profile.maxGuests >= 8,
  };
}

/** Monday of the Paris week a date falls in. */
function mondayOf(date: string): string {
  const index = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(weekdayOf(date));
  return addDays(date, -index);
}

/**
 * Whether free slots fall this week (Monday to Sunday, Paris), next week, and this calendar
 * month, at `now`.
 */
export function availabilityFacetsOf(slots: SlotMap, now: Date): AvailabilityFacets {
  const today = parisDateOf(now);
  const thisMonday = mondayOf(today);
  const nextMonday = addDays(thisMonday, 7);
  const month = today.slice(0, 7);
  const dates = Object.keys(slots).filter((date) => (slots[date] ?? []).length > 0);
  return {
    thisWeek: dates.some((date) => date >= today && date < nextMonday),
    nextWeek: dates.some((date) => date >= nextMonday && date < addDays(nextMonday, 7)),
    thisMonth: dates.some((date) => date >= today && date.startsWith(month)),
  };
}

/** When no slot is free: sorted last by "soonest available". */
export const NO_FREE_SLOT = new Date('9999-12-31T00:00:00Z');

/** The first free slot's instant, or NO_FREE_SLOT. */
export function nextFreeSlotOf(slots: SlotMap): Date {
  const date = Object.keys(slots)
    .filter((d) => (slots[d] ?? []).length > 0)
    .sort()[0];
  const time = date ? [...(slots[date] ?? [])].sort()[0] : undefined;
  return (date && time && parisInstant(date, time)) || NO_FREE_SLOT;
}

/** The profile fields the derived fields are made of: a change of any other field changes none of them. */
export const DERIVED_FROM_PROFILE = [
  'firstName',
  'lastName',
  'specialties',
  'city',
  'cityInsee',
  'serviceArea',
  'maxGuests',
  'rating',
  'reviewCount',
] as const satisfies ReadonlyArray<keyof KookerProfile>;

export type DerivedFields = Pick<KookerProfile, 'searchTokens' | 'location' | 'reach' | 'minPricePerPerson' | 'searchFacets'>;

/**
 * Every field functions derive from a profile and its services, kept on the Kooker document
 * (the profile triggers): the search tokens, the commune's centre and the communes the service
 * area reaches (domain/src/search/search-reach.ts), the lowest price per person and the profile's
 * search facets.
 */
export function derivedFieldsOf(
  profile: Pick<KookerProfile, (typeof DERIVED_FROM_PROFILE)[number]>,
  services: ReadonlyArray<Pick<KookerService, 'name' | 'pricePerPerson'>>,
  communes: CommuneData,
): DerivedFields {
  const home = kookerCommune(communes, profile);
  const minPricePerPerson = minPricePerPersonOf(services);
  return {
    searchTokens: searchTokensOf(profile, services),
    location: home ? { lat: home.lat, lon: home.lon } : null,
    reach: home ? reachOf(communes, home, profile.serviceArea) : [],
    minPricePerPerson,
    searchFacets: profileFacetsOf({ ...profile, minPricePerPerson }),
  };
}
