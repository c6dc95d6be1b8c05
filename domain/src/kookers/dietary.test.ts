import { describe, expect, it } from 'vitest';
import { ALLERGENS, allergenConflicts, dietaryLabels, DIETS, menuAllergensText } from './dietary';

describe('allergens and diets', () => {
  it('are the 14 allergens of the EU regulation and 5 diets, each id once', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(new Set(ALLERGENS.map(({ id }) => id)).size).toBe(14);
    expect(DIETS.map(({ label }) => label)).toEqual(['Végétarien', 'Végétalien', 'Sans porc', 'Halal', 'Casher']);
  });

  it('finds the ticked allergens a menu contains, in the regulation’s order', () => {
    expect(allergenConflicts(['lait', 'fruits-a-coque', 'sesame'], ['gluten', 'oeufs', 'lait', 'fruits-a-coque'])).toEqual([
      'lait',
      'fruits-a-coque',
    ]);
    expect(allergenConflicts(['arachides'], ['gluten', 'lait'])).toEqual([]);
    expect(allergenConflicts([], ['gluten'])).toEqual([]);
    expect(allergenConflicts(['gluten'], [])).toEqual([]);
  });

  it('names them in French, in the regulation’s order, diets after allergens', () => {
    expect(dietaryLabels(['halal', 'sulfites', 'gluten'])).toEqual([
      'Céréales contenant du gluten',
      'Anhydride sulfureux et sulfites',
      'Halal',
    ]);
  });

  it('says what a menu contains, or that it contains none of the 14', () => {
    expect(menuAllergensText(['lait', 'gluten'])).toBe('Céréales contenant du gluten, Lait');
    expect(menuAllergensText([])).toBe('Aucun des 14 allergènes réglementaires');
  });
});
