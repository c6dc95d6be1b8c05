/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import indexFile from '../../../firestore.indexes.json';
import { collectionId } from '../data/model';
import { AVAILABILITY_FILTERS, MIN_RATINGS } from './search-facets';
import { PRICE_BRACKETS, SEARCH_SPECIALTIES } from '../kookers/search-facet-shapes';
import {
  EMPTY_SEARCH,
  hasFilters,
  indexKey,
  matchesRemainingWords,
  requiredIndexes,
  searchCriteriaKey,
  searchParamsOf,
  searchQueryOf,
  searchStateFromParams,
  SORTS,
  type CompositeIndex,
  type SearchState,
} from './search-query';

const state = (changes: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...changes });
const published = { field: 'published', value: true };

describe('the URL of a search', () => {
  it('carries every criterion under a French name, and nothing at its default', () => {
    const full = state({
      text: 'pâtisserie lyon',
      city: 'Lyon',
      specialties: ['patisserie', 'boulangerie'],
      price: '25-40',
      minRating: 4.5,
      availability: 'cette-semaine',
      participants: 6,
      sort: 'prix',
      pages: 3,
    });
    expect(searchParamsOf(full).toString()).toBe(
      'q=p%C3%A2tisserie+lyon&ville=Lyon&specialites=patisserie%2Cboulangerie&prix=25-40&note=4.5&dispo=cette-semaine&participants=6&tri=prix&pages=3',
    );
    expect(searchStateFromParams(searchParamsOf(full))).toEqual(full);
    expect(searchParamsOf(EMPTY_SEARCH).toString()).toBe('');
  });

  it('ignores what is unknown or malformed', () => {
    const parsed = searchStateFromParams(
      new URLSearchParams('specialites=patisserie,moleculaire&prix=gratuit&note=2&dispo=demain&participants=12&tri=hasard&pages=-1'),
    );
    expect(parsed).toEqual(state({ specialties: ['patisserie'] }));
    expect(searchStateFromParams(new URLSearchParams('participants=2.5&pages=999')).participants).toBeNull();
    expect(searchStateFromParams(new URLSearchParams('pages=999')).pages).toBe(10);
    expect(searchStateFromParams(new URLSearchParams('note=3,5')).minRating).toBe(3.5);
  });

  it('keys a search by its criteria, whatever the pages shown, the same from the same URL', () => {
    const url = 'q=tarte&ville=Lyon&tri=prix';
    const key = searchCriteriaKey(searchStateFromParams(new URLSearchParams(url)));
    expect(searchCriteriaKey(searchStateFromParams(new URLSearchParams(`${url}&pages=3`)))).toBe(key);
    expect(searchCriteriaKey(searchStateFromParams(new URLSearchParams('tri=prix&ville=Lyon&q=tarte')))).toBe(key);
    expect(searchCriteriaKey(searchStateFromParams(new URLSearchParams('q=tarte&ville=Lyon')))).not.toBe(key);
  });

  it('sorts the nearest first by default with a commune, the best rated without; never the nearest without one', () => {
    expect(searchStateFromParams(new URLSearchParams('ville=Villeurbanne')).sort).toBe('proximite');
    expect(searchParamsOf(state({ city: 'Villeurbanne', sort: 'proximite' })).toString()).toBe('ville=Villeurbanne');
    expect(searchParamsOf(state({ city: 'Villeurbanne', sort: 'note' })).toString()).toBe('ville=Villeurbanne&tri=note');
    expect(searchStateFromParams(new URLSearchParams('ville=Villeurbanne&tri=note')).sort).toBe('note');
    expect(searchStateFromParams(new URLSearchParams('tri=proximite')).sort).toBe('note');
  });

  it('knows when a search filters something', () => {
    expect(hasFilters(EMPTY_SEARCH)).toBe(false);
    expect(hasFilters(state({ sort: 'prix', pages: 2 }))).toBe(false);
    expect(hasFilters(state({ participants: 2 }))).toBe(true);
  });
});

describe('the query of a search', () => {
  it('asks for published Kookers, best rated first, when nothing is filtered', () => {
    expect(searchQueryOf(EMPTY_SEARCH)).toEqual({
      equals: [published],
      arrayContains: null,
      bands: null,
      anyOf: [],
      orderBy: [
        { field: 'rating', direction: 'desc' },
        { field: 'reviewCount', direction: 'desc' },
      ],
      remainingWords: [],
      textFallback: null,
    });
  });

  it('matches one word, or the pair of the two longest words, accents, case and order aside', () => {
    expect(searchQueryOf(state({ text: 'Pâtisserie' })).arrayContains).toEqual({ field: 'searchTokens', value: 'patisserie' });
    expect(searchQueryOf(state({ text: 'patisserie LYON' })).arrayContains?.value).toBe('lyon patisserie');
    expect(searchQueryOf(state({ text: 'Lyon pâtisserie' })).arrayContains?.value).toBe('lyon patisserie');
    const three = searchQueryOf(state({ text: 'atelier de pâtisserie à Lyon' }));
    expect(three.arrayContains?.value).toBe('atelier patisserie');
    expect(three.remainingWords).toEqual(['lyon']);
    // When the pair is no token: the longest word, the others checked on the candidates.
    expect(three.textFallback).toEqual({ value: 'patisserie', remainingWords: ['atelier', 'lyon'] });
    expect(searchQueryOf(state({ text: 'lyon' })).textFallback).toBeNull();
    expect(matchesRemainingWords(['atelier', 'lyon', 'patisserie'], three.remainingWords)).toBe(true);
    expect(matchesRemainingWords(['atelier', 'patisserie'], three.remainingWords)).toBe(false);
  });

  it('turns each filter into an equality on a facet', () => {
    const equalsOf = (changes: Partial<SearchState>) => searchQueryOf(state(changes)).equals.slice(1);
    expect(equalsOf({ price: '40-60' })).toEqual([{ field: 'searchFacets.price', value: '40-60' }]);
    expect(equalsOf({ minRating: 3.5 })).toEqual([{ field: 'searchFacets.rating35', value: true }]);
    expect(equalsOf({ availability: 'semaine-prochaine' })).toEqual([{ field: 'availabilityFacets.nextWeek', value: true }]);
  });

  it('asks for the capacity the participants need: 5 or 6 → 6 guests, 7 or 8 → 8, up to 4 → none', () => {
    const capacity = (participants: number) => searchQueryOf(state({ participants })).equals.slice(1);
    expect(capacity(2)).toEqual([]);
    expect(capacity(4)).toEqual([]);
    expect(capacity(5)).toEqual([{ field: 'searchFacets.guests6', value: true }]);
    expect(capacity(6)).toEqual([{ field: 'searchFacets.guests6', value: true }]);
    expect(capacity(7)).toEqual([{ field: 'searchFacets.guests8', value: true }]);
    expect(capacity(8)).toEqual([{ field: 'searchFacets.guests8', value: true }]);
  });

  it('with a commune, asks for the Kookers who reach it, band after band when the nearest come first, and leaves the text to check', () => {
    const place = { insee: '69266' };
    const nearest = searchQueryOf(state({ city: 'Villeurbanne', sort: 'proximite', text: 'tarte citron' }), place);
    expect(nearest.arrayContains).toEqual({ field: 'reach', value: '69266' });
    expect(nearest.bands).toEqual(['69266@0', '69266@1', '69266@2', '69266@3', '69266@4', '69266@5', '69266@6', '69266@7']);
    expect(nearest.remainingWords).toEqual(['tarte', 'citron']);
    expect(nearest.textFallback).toBeNull();
    expect(searchQueryOf(state({ city: 'Villeurbanne', sort: 'prix' }), place)).toMatchObject({
      bands: null,
      arrayContains: { value: '69266' },
    });
  });

  it('asks for any of the chosen specialties', () => {
    expect(searchQueryOf(state({ specialties: ['patisserie', 'boulangerie'] })).anyOf).toEqual([
      { field: 'searchFacets.specialty.patisserie', value: true },
      { field: 'searchFacets.specialty.boulangerie', value: true },
    ]);
  });

  it('orders by the sort', () => {
    expect(searchQueryOf(state({ sort: 'prix' })).orderBy).toEqual([{ field: 'minPricePerPerson', direction: 'asc' }]);
    expect(searchQueryOf(state({ sort: 'disponibilite' })).orderBy).toEqual([{ field: 'nextFreeSlotAt', direction: 'asc' }]);
  });
});

describe('the indexes of the searches', () => {
  /** One search per filter and per specialty, under each sort, with and without a commune, and everything at once. */
  const LYON = { insee: '69123' };
  const searches: Array<[SearchState, { insee: string } | null]> = SORTS.flatMap(({ id: sort }) => {
    const withoutCommune = [
      state({ sort }),
      state({ sort, text: 'lyon' }),
      state({ sort, text: 'patisserie lyon' }),
      state({ sort, participants: 6 }),
      state({ sort, participants: 8 }),
      ...PRICE_BRACKETS.map((price) => state({ sort, price: price.id })),
      ...MIN_RATINGS.map((rating) => state({ sort, minRating: rating.value })),
      ...AVAILABILITY_FILTERS.map((availability) => state({ sort, availability: availability.id })),
      ...SEARCH_SPECIALTIES.map((specialty) => state({ sort, specialties: [specialty.id] })),
    ];
    const everything = state({
      sort,
      text: 'cuisine',
      city: 'Lyon',
      specialties: ['francaise', 'patisserie'],
      price: '25-40',
      minRating: 4,
      availability: 'ce-mois-ci',
      participants: 8,
    });
    return [
      ...(sort === 'proximite' ? [] : withoutCommune.map((search): [SearchState, null] => [search, null])),
      [state({ sort, city: 'Lyon' }), LYON],
      [everything, LYON],
    ];
  });
  // 'Les plus proches' reads each band in place of the commune's token: the same field.
  const declared = new Set(
    (indexFile.indexes as CompositeIndex[]).filter((index) => index.collectionGroup === collectionId('kookers')).map(indexKey),
  );
  const required = new Set(searches.flatMap(([search, place]) => requiredIndexes(searchQueryOf(search, place))).map(indexKey));

  it('are all declared in firestore.indexes.json', () => {
    expect([...required].filter((key) => !declared.has(key))).toEqual([]);
  });

  it('declare nothing that no search uses', () => {
    expect([...declared].filter((key) => !required.has(key))).toEqual([]);
  });

  it('grow with the filters and the sorts, not with their combinations', () => {
    expect(declared.size).toBe(3 * (1 + 1 + 1 + 1 + 4 + 2 + 3 + 9));
  });
});
