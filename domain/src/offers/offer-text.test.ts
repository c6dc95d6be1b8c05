import { describe, expect, it } from 'vitest';
import { OFFER_REQUEST_STATUSES, OFFER_STATUSES } from './model';
import {
  hourlyRateText,
  OFFER_STATUS_TEXT,
  offerSummary,
  REQUEST_STATUS_TEXT,
  requestSummary,
  suggestedPricePerPerson,
  suggestionText,
} from './offer-text';

/** What Intl writes between a number and « € », and between its thousands. */
const NBSP = '\u00a0';
const THOUSANDS = '\u202f';

describe('requestSummary and offerSummary: the line a card leaves in the conversation', () => {
  it('says a request with its occasion, guests, and its Paris date and time in French', () => {
    expect(requestSummary({ occasion: 'Anniversaire', guests: 12, date: '2026-12-12', time: '19:00' })).toBe(
      'Demande d’offre : Anniversaire, 12 personnes, samedi 12 décembre 2026 à 19:00',
    );
    // The day named is the calendar day as written, the night clocks go forward included.
    expect(requestSummary({ occasion: 'Brunch', guests: 2, date: '2027-03-28', time: '11:30' })).toBe(
      'Demande d’offre : Brunch, 2 personnes, dimanche 28 mars 2027 à 11:30',
    );
  });

  it('says an offer with its title, participants and total in euros, cents only when there are some', () => {
    expect(offerSummary({ title: 'Dîner d’anniversaire', participants: 12, total: 54_000 })).toBe(
      `Offre : Dîner d’anniversaire, 12 personnes, 540${NBSP}€`,
    );
    expect(offerSummary({ title: 'Brunch', participants: 3, total: 4_050 })).toBe(`Offre : Brunch, 3 personnes, 40,50${NBSP}€`);
    expect(offerSummary({ title: 'Banquet', participants: 20, total: 123_400 })).toBe(
      `Offre : Banquet, 20 personnes, 1${THOUSANDS}234${NBSP}€`,
    );
  });
});

describe('the status texts', () => {
  it('say every status of a request and of an offer, and nothing else', () => {
    expect(Object.keys(REQUEST_STATUS_TEXT).sort()).toEqual([...OFFER_REQUEST_STATUSES].sort());
    expect(Object.keys(OFFER_STATUS_TEXT).sort()).toEqual([...OFFER_STATUSES].sort());
    for (const text of [...Object.values(REQUEST_STATUS_TEXT), ...Object.values(OFFER_STATUS_TEXT)]) expect(text.trim()).not.toBe('');
  });
});

describe('suggestedPricePerPerson: the hourly rate shared among the participants', () => {
  it('shares 35 € an hour for 4 hours among 12: 11,67 € rounded up to 12 €', () => {
    expect(suggestedPricePerPerson(3_500, 4, 12)).toBe(1_200);
  });

  it('rounds up to the whole euro, and leaves a whole euro as it is', () => {
    expect(suggestedPricePerPerson(3_500, 4, 14)).toBe(1_000);
    expect(suggestedPricePerPerson(3_500, 3, 10)).toBe(1_100);
    expect(suggestedPricePerPerson(2_001, 1, 2)).toBe(1_100);
    expect(suggestedPricePerPerson(100, 1, 20)).toBe(100);
  });

  it('suggests nothing without a rate, a duration or participants', () => {
    expect(suggestedPricePerPerson(0, 4, 12)).toBeNull();
    expect(suggestedPricePerPerson(3_500, 0, 12)).toBeNull();
    expect(suggestedPricePerPerson(3_500, 4, 0)).toBeNull();
    expect(suggestedPricePerPerson(-3_500, 4, 12)).toBeNull();
  });
});

describe('suggestionText', () => {
  it('shows the Kooker the arithmetic, ingredients on top', () => {
    expect(suggestionText(3_500, 4, 12)).toBe(
      `Votre tarif horaire : 35${NBSP}€ / h × 4 h = 140${NBSP}€, soit 12${NBSP}€ par personne pour 12, ingrédients en plus.`,
    );
    expect(suggestionText(2_750, 2, 5)).toBe(
      `Votre tarif horaire : 27,50${NBSP}€ / h × 2 h = 55${NBSP}€, soit 11${NBSP}€ par personne pour 5, ingrédients en plus.`,
    );
  });

  it('says nothing without a rate', () => {
    expect(suggestionText(0, 4, 12)).toBeNull();
  });
});

describe('hourlyRateText', () => {
  it('says the Kooker’s hourly rate, ingredients on top', () => {
    expect(hourlyRateText(3500)?.replace(/\s/g, ' ')).toBe('Sur demande : 35 € de l’heure, ingrédients en plus');
  });
  it('says nothing without a rate', () => {
    expect(hourlyRateText(0)).toBeNull();
  });
});
