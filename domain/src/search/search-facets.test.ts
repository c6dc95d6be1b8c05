import { describe, expect, it } from 'vitest';
import {
  availabilityFacetsOf,
  derivedFieldsOf,
  meaningfulWordsOf,
  nextFreeSlotOf,
  NO_FREE_SLOT,
  pairToken,
  priceBracketOf,
  profileFacetsOf,
  searchTokensOf,
} from './search-facets';
import { communeData } from '../communes/communes-data';

const kenza = { firstName: 'Kenza', lastName: 'Benali', city: 'Aix-en-Provence', specialties: ['Pâtisserie française'] };

describe('search tokens', () => {
  it('hold each meaningful word, accents and case aside, the pairs of words of a phrase, and each word with the city', () => {
    const tokens = searchTokensOf(kenza, [{ name: 'Atelier macarons' }]);
    for (const word of ['kenza', 'benali', 'aix', 'provence', 'patisserie', 'francaise', 'atelier', 'macarons'])
      expect(tokens).toContain(word);
    // Pairs within a phrase (the name, a specialty, a service), in alphabetical order.
    for (const pair of ['benali kenza', 'francaise patisserie', 'atelier macarons']) expect(tokens).toContain(pair);
    // Every word with each word of the city.
    for (const pair of ['aix patisserie', 'patisserie provence', 'aix kenza', 'macarons provence']) expect(tokens).toContain(pair);
    // Not every pair: words of two different phrases, neither of the city.
    expect(tokens).not.toContain('macarons patisserie');
    expect(tokens).not.toContain('patisserie macarons');
    // "en" is a stop word, and the tokens are sorted and unique.
    expect(tokens).not.toContain('en');
    expect(tokens).toEqual([...new Set(tokens)].sort());
  });

  it('include the search specialties a specialty answers to', () => {
    const tokens = searchTokensOf({ ...kenza, specialties: ['Cuisine japonaise'] }, []);
    expect(tokens).toContain('asiatique');
    expect(tokens).toContain('japonaise');
  });

  it('are the same whatever the order of two words', () => {
    expect(pairToken('lyon', 'patisserie')).toBe(pairToken('patisserie', 'lyon'));
    expect(meaningfulWordsOf('Cours de Cuisine à LYON')).toEqual(['cours', 'cuisine', 'lyon']);
  });
});

describe('profile facets', () => {
  const profile = {
    specialties: ['Cuisine végane', 'Street food', 'Cuisine saine'],
    minPricePerPerson: 4500,
    rating: 4.5,
    reviewCount: 3,
    maxGuests: 6,
  };

  it('map the 12 specialties onto the 9 of the search', () => {
    expect(profileFacetsOf(profile).specialty).toEqual({ vegetarienne: true, monde: true });
  });

  it('place the lowest price per person, the one a card shows, in half-open brackets; none without a service', () => {
    expect(priceBracketOf(1500)).toBe('moins-25');
    expect(priceBracketOf(2495)).toBe('moins-25');
    expect(priceBracketOf(2500)).toBe('25-40');
    expect(priceBracketOf(4000)).toBe('40-60');
    expect(priceBracketOf(6000)).toBe('plus-60');
    expect(priceBracketOf(25000)).toBe('plus-60');
    expect(priceBracketOf(null)).toBeNull();
    expect(profileFacetsOf(profile).price).toBe('40-60');
  });

  it('say which minimum ratings a Kooker meets, none without reviews', () => {
    expect(profileFacetsOf(profile)).toMatchObject({ rating30: true, rating35: true, rating40: true, rating45: true });
    expect(profileFacetsOf({ ...profile, rating: 4.4 })).toMatchObject({ rating40: true, rating45: false });
    expect(profileFacetsOf({ ...profile, rating: 0, reviewCount: 0 })).toMatchObject({ rating30: false });
  });

  it('say how many guests a Kooker takes', () => {
    expect(profileFacetsOf({ ...profile, maxGuests: 4 })).toMatchObject({ guests6: false, guests8: false });
    expect(profileFacetsOf(profile)).toMatchObject({ guests6: true, guests8: false });
    expect(profileFacetsOf({ ...profile, maxGuests: 20 })).toMatchObject({ guests6: true, guests8: true });
  });

  it('come with the tokens, the commune’s centre, the communes reached and the lowest price', () => {
    const fields = derivedFieldsOf(
      { ...kenza, ...profile, specialties: kenza.specialties, cityInsee: '', serviceArea: 10 },
      [
        { name: 'Macarons', pricePerPerson: 4000 },
        { name: 'Tartes', pricePerPerson: 3500 },
      ],
      communeData(),
    );
    expect(fields).toMatchObject({
      location: { lat: 43.5097, lon: 5.3967 },
      minPricePerPerson: 3500,
      searchFacets: { specialty: { patisserie: true }, price: '25-40' },
    });
    // Aix-en-Provence (13001) itself, and Gardanne (13041) at 8 km; Marseille (13055) at 28.4 km is beyond 10.
    expect(fields.reach).toEqual(expect.arrayContaining(['13001', '13001@0', '13041', '13041@2']));
    expect(fields.reach).not.toContain('13055');
  });

  it('locate nobody when the city is no commune', () => {
    const fields = derivedFieldsOf({ ...kenza, ...profile, city: 'Atlantide', cityInsee: '', serviceArea: 20 }, [], communeData());
    expect(fields).toMatchObject({ location: null, reach: [] });
  });
});

describe('availability facets', () => {
  // Wednesday 25 November 2026, 10:00 in Paris: this week runs to Sunday 29, next week is 30 November – 6 December.
  const NOW = new Date('2026-11-25T09:00:00Z');

  it('tell this week, next week and this month apart', () => {
    expect(availabilityFacetsOf({ '2026-11-29': ['10:00'] }, NOW)).toEqual({ thisWeek: true, nextWeek: false, thisMonth: true });
    expect(availabilityFacetsOf({ '2026-11-30': ['10:00'] }, NOW)).toEqual({ thisWeek: false, nextWeek: true, thisMonth: true });
    expect(availabilityFacetsOf({ '2026-12-06': ['10:00'] }, NOW)).toEqual({ thisWeek: false, nextWeek: true, thisMonth: false });
    expect(availabilityFacetsOf({ '2026-12-07': ['10:00'] }, NOW)).toEqual({ thisWeek: false, nextWeek: false, thisMonth: false });
    expect(availabilityFacetsOf({}, NOW)).toEqual({ thisWeek: false, nextWeek: false, thisMonth: false });
  });

  it('start the week on Monday in Paris, even late on Sunday evening UTC', () => {
    // Sunday 29 November, 23:30 UTC is already Monday 30 in Paris.
    expect(availabilityFacetsOf({ '2026-11-30': ['10:00'] }, new Date('2026-11-29T23:30:00Z'))).toMatchObject({
      thisWeek: true,
      nextWeek: false,
    });
  });

  it('give the first free slot, or a date far away when there is none', () => {
    expect(nextFreeSlotOf({ '2026-12-02': ['14:00', '10:00'], '2026-11-28': ['19:00'] }).toISOString()).toBe('2026-11-28T18:00:00.000Z');
    expect(nextFreeSlotOf({})).toBe(NO_FREE_SLOT);
  });
});
