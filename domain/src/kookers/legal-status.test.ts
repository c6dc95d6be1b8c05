import { describe, expect, it } from 'vitest';
import { formatSiret, isValidSiret, legalStatusText, siretDigits } from './legal-status';

describe('isValidSiret', () => {
  it('accepts SIRETs whose Luhn key holds, with or without spaces', () => {
    // Published SIRETs of real establishments (the INSEE directory).
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('55208131766522')).toBe(true);
  });

  it('refuses a wrong key, a wrong length or letters', () => {
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('732829320000744')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
    expect(isValidSiret('')).toBe(false);
  });

  it('checks La Poste’s establishments by the sum of their digits', () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });
});

describe('the status as read', () => {
  it('groups the SIRET and names the status', () => {
    expect(siretDigits(' 732 829 320 00074 ')).toBe('73282932000074');
    expect(formatSiret('73282932000074')).toBe('732 829 320 00074');
    expect(legalStatusText({ kind: 'individual' })).toBe('Particulier');
    expect(legalStatusText({ kind: 'professional', siret: '73282932000074' })).toBe('Professionnel — SIRET 732 829 320 00074');
  });
});
