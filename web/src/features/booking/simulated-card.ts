/**
 * What the local platform's simulated card element checks before sending a card, as Stripe's
 * Payment Element would (docs/decisions/017-paiements-par-carte.md, « plateforme locale »): the
 * number's shape and Luhn key, an expiry date to come, a 3- or 4-digit code. The simulated
 * processor decides the rest from Stripe's documented test cards. Imported only by the simulated
 * element, which a production build leaves out.
 */

/** Stripe's documented test cards, as the note under the simulated element lists them. */
export const SIMULATED_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'acceptée' },
  { number: '4000 0000 0000 0002', outcome: 'refusée' },
  { number: '4000 0000 0000 9995', outcome: 'refusée, provision insuffisante' },
  { number: '4000 0027 6000 3184', outcome: 'demande l’authentification 3-D Secure' },
  { number: '4000 0000 0000 5126', outcome: 'acceptée ; ses remboursements réussissent, puis la banque les refuse après coup' },
] as const;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" as typed or pasted → "4242 4242 4242 4242": groups of four, 19 digits at most. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228", "12/28", "12 / 28" → "12/28"; the slash comes once the month is typed. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card's Luhn key (ISO/IEC 7812): what a mistyped digit breaks. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardProblems = Partial<Record<keyof CardValues, string>>;

/**
 * What is wrong with the card typed, field by field, in French; empty when it may be sent. A card
 * expires at the end of its month: `now`'s month is still valid.
 */
export function cardProblems(card: CardValues, now: Date): CardProblems {
  const problems: CardProblems = {};
  const number = digitsOf(card.number);
  if (number === '') problems.number = 'Indiquez le numéro de la carte.';
  else if (number.length < 12 || !luhnValid(number)) problems.number = 'Ce numéro de carte n’est pas valide.';
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (card.expiry.trim() === '') problems.expiry = 'Indiquez la date d’expiration (MM/AA).';
  else if (!expiry || month < 1 || month > 12) problems.expiry = 'Date d’expiration invalide (MM/AA).';
  else {
    const year = 2000 + Number(expiry[2]);
    if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) problems.expiry = 'Cette carte a expiré.';
  }
  if (card.cvc.trim() === '') problems.cvc = 'Indiquez le cryptogramme.';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'Le cryptogramme a 3 ou 4 chiffres.';
  return problems;
}
