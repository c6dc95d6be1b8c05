import { describe, expect, it } from 'vitest';
import { deName, formatRating, fullName } from './format';

describe('formatRating', () => {
  it('writes one decimal with a French comma', () => {
    expect(formatRating(4.8)).toBe('4,8');
    expect(formatRating(5)).toBe('5,0');
  });

  it('rounds to the nearest tenth', () => {
    expect(formatRating(4.75)).toBe('4,8');
    expect(formatRating(4.74)).toBe('4,7');
  });
});

describe('deName', () => {
  it('elides "de" before a vowel, an accented vowel or a mute h', () => {
    expect(deName('Aurélien Petit')).toBe('d’Aurélien Petit');
    expect(deName('Élodie')).toBe('d’Élodie');
    expect(deName('Hélène')).toBe('d’Hélène');
  });

  it('keeps "de" before a consonant', () => {
    expect(deName('Bérénice')).toBe('de Bérénice');
    expect(deName('Claire Dubois')).toBe('de Claire Dubois');
  });
});

describe('names and counts', () => {
  it('names a person by first and last name, or what there is', () => {
    expect(fullName({ firstName: 'Claire', lastName: 'Dubois' })).toBe('Claire Dubois');
    expect(fullName({ firstName: 'Claire', lastName: '' })).toBe('Claire');
  });
});
