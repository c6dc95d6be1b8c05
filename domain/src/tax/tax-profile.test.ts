import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  ageOn,
  isValidTin,
  normalTaxProfile,
  normalTin,
  taxProfileSchema,
  taxRetainUntil,
  TAX_PROFILE_MESSAGES,
  type TaxProfileInput,
} from './tax-profile';

const NOW = new Date('2026-11-26T12:00:00Z');
const GOOD: TaxProfileInput = {
  firstNames: 'Claire Marie',
  lastName: 'Martin',
  birthDate: '1985-04-12',
  street: '12 rue des Lilas',
  postalCode: '29000',
  city: 'Quimper',
  country: 'FR',
  tin: '1234567890123',
};

/** The first French message the schema gives for `input`, or null when it is accepted. */
function problem(input: unknown): string | null {
  try {
    taxProfileSchema(NOW).validateSync(input, { strict: true, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] ?? 'no message';
    throw error;
  }
}

describe('taxProfileSchema (docs/argent.md, « Déclaration DAC7 »)', () => {
  it('accepts a French resident with a 13-digit numéro fiscal', () => {
    expect(problem(GOOD)).toBeNull();
    expect(problem({ ...GOOD, tin: '0 12 34 567 890 12' })).toBeNull();
  });

  it('refuses a numéro fiscal of the wrong length, letters, or a first digit above 3, with the French rule', () => {
    for (const tin of ['123456789012', '12345678901234', '4234567890123', '12345678901A3'])
      expect(problem({ ...GOOD, tin })).toBe(TAX_PROFILE_MESSAGES.tinFrance);
    expect(problem({ ...GOOD, tin: '  ' })).toBe(TAX_PROFILE_MESSAGES.tin);
  });

  it('accepts another Member State’s TIN as written, and refuses a country outside the EU', () => {
    expect(problem({ ...GOOD, country: 'DE', postalCode: '10115', city: 'Berlin', tin: '65 929 970 489' })).toBeNull();
    expect(problem({ ...GOOD, country: 'BE', postalCode: '1000', tin: '85.07.30-033.61' })).toBeNull();
    expect(problem({ ...GOOD, country: 'DE', tin: 'x' })).toBe(TAX_PROFILE_MESSAGES.tinOther);
    expect(problem({ ...GOOD, country: 'DE', tin: 'AB@12' })).toBe(TAX_PROFILE_MESSAGES.tinOther);
    expect(problem({ ...GOOD, country: 'CH' })).toBe(TAX_PROFILE_MESSAGES.country);
    expect(problem({ ...GOOD, country: 'GB' })).toBe(TAX_PROFILE_MESSAGES.country);
  });

  it('wants an adult: 18 on the Paris day, not the day before', () => {
    expect(problem({ ...GOOD, birthDate: '2008-11-26' })).toBeNull();
    expect(problem({ ...GOOD, birthDate: '2008-11-27' })).toBe(TAX_PROFILE_MESSAGES.minor);
    expect(problem({ ...GOOD, birthDate: '2030-01-01' })).toBe(TAX_PROFILE_MESSAGES.birthDateFuture);
    expect(problem({ ...GOOD, birthDate: '1985-02-30' })).toBe(TAX_PROFILE_MESSAGES.birthDateInvalid);
    expect(problem({ ...GOOD, birthDate: '1890-01-01' })).toBe(TAX_PROFILE_MESSAGES.tooOld);
    expect(ageOn('2008-11-26', new Date('2026-11-25T23:30:00Z'))).toBe(18); // 00:30 in Paris, the 26th
  });

  it('wants a French postal code of 5 digits, and every field', () => {
    expect(problem({ ...GOOD, postalCode: '2900' })).toBe(TAX_PROFILE_MESSAGES.postalCodeFrance);
    expect(problem({ ...GOOD, street: ' ' })).toBe(TAX_PROFILE_MESSAGES.street);
    expect(problem({ ...GOOD, city: '' })).toBe(TAX_PROFILE_MESSAGES.city);
    expect(problem({ ...GOOD, firstNames: '' })).toBe(TAX_PROFILE_MESSAGES.firstNames);
    expect(problem({ ...GOOD, lastName: 'Martin06' })).toMatch(/^Le nom /);
    const { tin: _tin, ...withoutTin } = GOOD;
    expect(problem(withoutTin)).toBe(TAX_PROFILE_MESSAGES.tin);
  });

  it('refuses an unknown field and a value of the wrong type', () => {
    expect(problem({ ...GOOD, iban: 'FR7630006000011234567890189' })).toBe('Requête invalide : champ inconnu.');
    expect(problem({ ...GOOD, birthDate: 19850412 })).toBe(TAX_PROFILE_MESSAGES.birthDate);
  });

  it('stores the TIN in its normal form and the rest trimmed', () => {
    expect(normalTin('FR', '0 12 34.567 890 12')).toBe('0123456789012');
    expect(isValidTin('FR', '0 12 34.567 890 12')).toBe(true);
    expect(normalTaxProfile({ ...GOOD, firstNames: '  Claire   Marie ', tin: '1234 5678 90123', postalCode: ' 29000' })).toEqual(GOOD);
  });
});

describe('taxRetainUntil', () => {
  it('keeps a deleted account’s tax data to the end of the tenth year after the Paris year of the deletion', () => {
    expect(taxRetainUntil(new Date('2026-11-26T12:00:00Z'))).toBe('2036-12-31');
    expect(taxRetainUntil(new Date('2026-12-31T23:30:00Z'))).toBe('2037-12-31');
  });
});
