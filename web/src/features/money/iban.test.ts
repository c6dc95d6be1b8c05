import { describe, expect, it } from 'vitest';
import { electronicIban, ibanProblem, payoutAccountFormSchema } from './iban';

// Published example IBANs (a French one of a test bank, Germany's and Belgium's from the IBAN registry).
const FRENCH = 'FR76 3000 6000 0112 3456 7890 189';

describe('the IBAN of a payout account', () => {
  it('is sent without spaces, in capitals', () => {
    expect(electronicIban(' fr76 3000 6000 0112 3456 7890 189 ')).toBe('FR7630006000011234567890189');
  });

  it('accepts a well-formed IBAN of a SEPA country, typed with or without spaces', () => {
    expect(ibanProblem(FRENCH)).toBeNull();
    expect(ibanProblem('de89370400440532013000')).toBeNull();
    expect(ibanProblem('BE68 5390 0754 7034')).toBeNull();
  });

  it('refuses a mistyped digit (the check digits), a wrong length, and no country', () => {
    expect(ibanProblem('FR76 3000 6000 0112 3456 7890 188')).toBe(
      'Cet IBAN n’est pas valide : vérifiez-le, une erreur de frappe est vite arrivée.',
    );
    expect(ibanProblem('FR76 3000 6000 0112 3456 7890 18')).toBe('Cet IBAN n’a pas le bon nombre de caractères : vérifiez-le.');
    expect(ibanProblem('7630006000011234567890189')).toBe('Un IBAN commence par le code de son pays (FR pour la France).');
    expect(ibanProblem('   ')).toBe('Indiquez l’IBAN du compte.');
  });

  it('refuses an account outside the SEPA area', () => {
    // Brazil's example IBAN from the registry: well formed, but a euro transfer does not reach it.
    expect(ibanProblem('BR1800360305000010009795493C1')).toBe('Les versements se font vers un compte de la zone SEPA.');
  });
});

describe('the « Compte de versement » form', () => {
  it('takes a holder, a valid IBAN and the password, and says what is wrong with each', () => {
    const password = 'motdepasse';
    expect(payoutAccountFormSchema.isValidSync({ holder: 'Kenza Benali', iban: FRENCH, password })).toBe(true);
    expect(() =>
      payoutAccountFormSchema.validateSync({ holder: 'Kenza Benali', iban: 'FR76 3000 6000 0112 3456 7890 188', password }),
    ).toThrow('Cet IBAN n’est pas valide : vérifiez-le, une erreur de frappe est vite arrivée.');
    expect(() => payoutAccountFormSchema.validateSync({ holder: ' ', iban: FRENCH, password })).toThrow('Indiquez le titulaire du compte');
    expect(() => payoutAccountFormSchema.validateSync({ holder: 'Kenza Benali', iban: FRENCH, password: '' })).toThrow(
      'Saisissez votre mot de passe.',
    );
  });
});
