import { describe, expect, it } from 'vitest';
import { derivedFieldsOf, minPricePerPersonOf, normalizeForSearch, searchFieldsOf } from './search';

describe('search fields', () => {
  it('normalizes accents, case and punctuation', () => {
    expect(normalizeForSearch('  Pâtisserie Française ! ')).toBe('patisserie francaise');
    expect(normalizeForSearch('Saint-Étienne')).toBe('saint etienne');
    expect(normalizeForSearch('ŒUFS & crème brûlée')).toBe('ufs creme brulee');
  });

  it('indexes every word of the name, specialties and services once, sorted, and the city', () => {
    const fields = searchFieldsOf(
      { firstName: 'Élodie', lastName: 'Marchand', specialties: ['Cuisine française', 'Cuisine saine'], city: 'Lyon' },
      [{ name: 'Atelier pâtisserie' }, { name: 'Cuisine du marché' }],
    );
    expect(fields).toEqual({
      searchTokens: ['atelier', 'cuisine', 'du', 'elodie', 'francaise', 'marchand', 'marche', 'patisserie', 'saine'],
      cityKey: 'lyon',
    });
  });

  it('splits hyphenated names and cities, ignores case and drops one-letter words', () => {
    const fields = searchFieldsOf({ firstName: 'JEAN-PIERRE', lastName: "d'Arcy", specialties: ['Street food'], city: 'Saint-Étienne' }, []);
    expect(fields.searchTokens).toEqual(['arcy', 'food', 'jean', 'pierre', 'street']);
    expect(fields.cityKey).toBe('saint etienne');
  });

  it('finds the lowest price per person, or none without a service', () => {
    expect(minPricePerPersonOf([{ pricePerPerson: 4500 }, { pricePerPerson: 3500 }])).toBe(3500);
    expect(minPricePerPersonOf([])).toBeNull();
  });

  it('derives every kept field at once', () => {
    expect(derivedFieldsOf({ firstName: 'Li', lastName: 'Wei', specialties: [], city: 'Nice' }, [{ name: 'Raviolis', pricePerPerson: 3000 }])).toEqual({
      searchTokens: ['li', 'raviolis', 'wei'],
      cityKey: 'nice',
      minPricePerPerson: 3000,
    });
  });
});
