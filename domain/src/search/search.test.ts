import { describe, expect, it } from 'vitest';
import { minPricePerPersonOf, normalizeForSearch, searchWordsOf } from './search';

describe('search text', () => {
  it('normalizes accents, case and punctuation', () => {
    expect(normalizeForSearch('  Pâtisserie Française ! ')).toBe('patisserie francaise');
    expect(normalizeForSearch('Saint-Étienne')).toBe('saint etienne');
    expect(normalizeForSearch('ŒUFS & crème brûlée')).toBe('ufs creme brulee');
  });

  it('splits hyphenated words and drops one-letter words', () => {
    expect(searchWordsOf("JEAN-PIERRE d'Arcy")).toEqual(['jean', 'pierre', 'arcy']);
  });

  it('finds the lowest price per person, or none without a service', () => {
    expect(minPricePerPersonOf([{ pricePerPerson: 4500 }, { pricePerPerson: 3500 }])).toBe(3500);
    expect(minPricePerPersonOf([])).toBeNull();
  });
});
