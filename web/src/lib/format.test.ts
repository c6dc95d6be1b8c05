import { describe, expect, it } from 'vitest';
import { clientFullName, deName, formatRating, fullName } from './format';

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

  it('names a booking’s client as the booking recorded them, or the short name of older bookings', () => {
    const contacts = (firstName: string, lastName: string) => ({ client: { firstName, lastName, phone: '' }, kookerPhone: '' });
    expect(clientFullName({ contacts: contacts('Camille', 'Martin'), clientName: 'Camille M.' })).toBe('Camille Martin');
    expect(clientFullName({ contacts: contacts('', ''), clientName: 'Camille M.' })).toBe('Camille M.');
    expect(clientFullName({ contacts: contacts('', ''), clientName: '' })).toBe('Un client');
  });
});
