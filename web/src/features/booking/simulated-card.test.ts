import { describe, expect, it } from 'vitest';
import { cardProblems, formatCardNumber, formatExpiry, luhnValid, SIMULATED_TEST_CARDS } from './simulated-card';

const now = new Date(2026, 10, 26, 12, 0);

describe('the simulated card element', () => {
  it('writes the number in groups of four as it is typed or pasted, 19 digits at most', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('4242-4242-4242-4242-0000')).toBe('4242 4242 4242 4242 000');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('writes the expiry MM/AA, the slash once the month is typed', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12 / 28')).toBe('12/28');
    expect(formatExpiry('123456')).toBe('12/34');
  });

  it('knows each of Stripe’s test cards as a well-formed number, and a mistyped digit as not', () => {
    for (const card of SIMULATED_TEST_CARDS) expect(luhnValid(card.number.replace(/ /g, ''))).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('sends a well-formed card, a card expiring this month included', () => {
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' }, now)).toEqual({});
    expect(cardProblems({ number: '4000 0027 6000 3184', expiry: '01/30', cvc: '1234' }, now)).toEqual({});
  });

  it('says in French what is missing or wrong, field by field', () => {
    expect(cardProblems({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: 'Indiquez le numéro de la carte.',
      expiry: 'Indiquez la date d’expiration (MM/AA).',
      cvc: 'Indiquez le cryptogramme.',
    });
    expect(cardProblems({ number: '4242 4242 4242 4241', expiry: '13/28', cvc: '12' }, now)).toEqual({
      number: 'Ce numéro de carte n’est pas valide.',
      expiry: 'Date d’expiration invalide (MM/AA).',
      cvc: 'Le cryptogramme a 3 ou 4 chiffres.',
    });
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '10/26', cvc: '123' }, now)).toEqual({ expiry: 'Cette carte a expiré.' });
  });
});
