import { describe, expect, it } from 'vitest';
import { bookingWhen, cancellationPolicyText, kookerContactsText, participantsLabel, placeText } from './booking-text';
import { formatParisMoment } from '../rules/french-dates';
import { parisInstant } from '../rules/time';
import { currentTerms } from '../money/terms';

const at = (date: string, time: string) => parisInstant(date, time) as Date;
/** French texts hold no-break spaces ("50 %", "45 €"): compared with plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('how a booking reads', () => {
  it('names the slot and instants in French, Paris time', () => {
    expect(bookingWhen({ date: '2026-12-19', time: '10:00' })).toBe('samedi 19 décembre 2026 à 10:00');
    expect(formatParisMoment(at('2026-12-15', '10:00'))).toBe('mardi 15 décembre à 10:00');
    // Summer time: 08:30 UTC is 10:30 in Paris.
    expect(formatParisMoment(new Date('2026-07-01T08:30:00Z'))).toBe('mercredi 1 juillet à 10:30');
  });

  it('says where it takes place, from the reader’s side', () => {
    const atClient = { place: { location: 'client' as const, address: '12 rue Mercière, 69002 Lyon' } };
    const atKooker = { place: { location: 'kooker' as const, address: '3 rue Neuve, 69001 Lyon' } };
    expect(placeText(atClient, 'client')).toBe('Chez vous : 12 rue Mercière, 69002 Lyon');
    expect(placeText(atClient, 'kooker')).toBe('Chez le client : 12 rue Mercière, 69002 Lyon');
    expect(placeText(atKooker, 'client')).toBe('Chez le Kooker : 3 rue Neuve, 69001 Lyon');
    expect(placeText(atKooker, 'kooker')).toBe('Chez vous : 3 rue Neuve, 69001 Lyon');
    expect(placeText({ place: { location: 'client', address: '' } }, 'kooker')).toBe('Chez le client');
  });

  it('says when the Kooker’s address comes, while it is withheld from the client, and nothing once erased', () => {
    const startAt = { toMillis: () => at('2026-12-19', '10:00').getTime(), toDate: () => at('2026-12-19', '10:00') };
    const withheld = {
      place: { location: 'kooker' as const, address: '' },
      contactsStatus: 'withheld' as const,
      startAt,
      kooker: { firstName: 'Claire', lastName: 'Dubois', city: 'Lyon', legalStatus: null },
    };
    expect(placeText(withheld, 'client')).toBe('Chez le Kooker, à Lyon (adresse donnée à partir du samedi 12 décembre à 10:00)');
    expect(kookerContactsText(withheld)).toBe('à partir du samedi 12 décembre à 10:00');
    expect(placeText(withheld, 'kooker')).toBe('Chez vous');
    expect(placeText({ ...withheld, contactsStatus: 'erased' }, 'client')).toBe('Chez le Kooker');
    expect(kookerContactsText({ ...withheld, contactsStatus: 'shared' })).toBeNull();
  });

  it('counts the participants', () => {
    expect(participantsLabel(2)).toBe('2 participants');
    expect(participantsLabel(1)).toBe('1 participant');
  });
});

describe('the cancellation policy of one booking', () => {
  const startAt = at('2026-12-19', '10:00');
  const terms = currentTerms();

  it('gives both deadlines of a booking made more than a week ahead', () => {
    expect(spaced(cancellationPolicyText(startAt, terms, at('2026-12-01', '09:00')))).toBe(
      'Annulation gratuite jusqu’au samedi 12 décembre à 10:00 ; remboursement de 50 % jusqu’au jeudi 17 décembre à 10:00 ; ensuite, plus d’annulation.',
    );
  });

  it('gives only the half refund of a booking made 4 days ahead, and none at 30 h', () => {
    expect(spaced(cancellationPolicyText(startAt, terms, at('2026-12-15', '10:00')))).toBe(
      'Remboursement de 50 % jusqu’au jeudi 17 décembre à 10:00 ; ensuite, plus d’annulation.',
    );
    expect(cancellationPolicyText(startAt, terms, at('2026-12-18', '04:00'))).toBe(
      'Non annulable : la prestation commence dans moins de 48 h.',
    );
  });
});
