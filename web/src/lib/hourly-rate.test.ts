import { describe, expect, it } from 'vitest';
import { hourlyRateText } from './hourly-rate';

describe('hourlyRateText', () => {
  it('says the Kooker’s hourly rate, ingredients on top', () => {
    expect(hourlyRateText(3500)?.replace(/\s/g, ' ')).toBe('Sur demande : 35 € de l’heure, ingrédients en plus');
  });
  it('says nothing without a rate', () => {
    expect(hourlyRateText(0)).toBeNull();
  });
});
