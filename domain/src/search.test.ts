import { describe, expect, it } from 'vitest';
import { minPricePerPersonOf, normalizeForSearch, searchFieldsOf } from './search';

describe('search fields', () => {
  it('normalizes accents, case and punctuation', () => {
    expect(normalizeForSearch('  Pâtisserie Française ! ')).toBe('patisserie francaise');
    expect(normalizeForSearch('Saint-Étienne')).toBe('saint etienne');
  });

  it('indexes every word of the name and specialties once, and the city', () => {
    const fields = searchFieldsOf({ firstName: 'Élodie', lastName: 'Marchand', specialties: ['Cuisine française', 'Cuisine saine'], city: 'Lyon' });
    expect(fields).toEqual({ searchTokens: ['cuisine', 'elodie', 'francaise', 'marchand', 'saine'], cityKey: 'lyon' });
  });

  it('finds the lowest price per person, or none', () => {
    const card = (pricePerPerson: number) => ({ id: 'x', name: 'x', serviceArea: '', pricePerPerson, additionalInfo: '', requiredEquipment: '', photos: [] });
    expect(minPricePerPersonOf({ specialtyCards: [card(4500), card(3500)] })).toBe(3500);
    expect(minPricePerPersonOf({ specialtyCards: [] })).toBeNull();
  });
});
