import { describe, expect, it } from 'vitest';
import { OFFER_STATUS_TEXT, REQUEST_STATUS_TEXT } from '@kookers/domain/offers';
import { budgetLine, offerActions, offerStatusText, placeLine, requestActions, requestStatusText, validUntilText } from './offer-cards';

const NOW = new Date('2026-12-10T11:00:00Z');
const stamp = (iso: string) => ({ toMillis: () => new Date(iso).getTime() }) as never;
const LATER = stamp('2026-12-17T23:00:00Z');
const BEFORE = stamp('2026-12-10T10:00:00Z');

describe('a request’s card', () => {
  it('says where as each side reads it', () => {
    expect(placeLine('client', '4 place du Marché, 29180 Locronan', 'client')).toBe('Chez vous : 4 place du Marché, 29180 Locronan');
    expect(placeLine('client', '4 place du Marché, 29180 Locronan', 'kooker')).toBe('Chez le client : 4 place du Marché, 29180 Locronan');
    expect(placeLine('kooker', '', 'client')).toBe('Chez le Kooker');
    expect(placeLine('kooker', '', 'kooker')).toBe('Chez vous');
  });

  it('says the budget, or that none was given', () => {
    expect(budgetLine(null)).toBe('Non précisé');
    expect(budgetLine(4500).replace(/\s/g, ' ')).toBe('45 € par personne');
  });

  it('lets the Kooker answer an open request and decline it; the client close it', () => {
    expect(requestActions({ status: 'open', expiresAt: LATER }, 'kooker', NOW)).toEqual({ offer: true, decline: true, close: false });
    expect(requestActions({ status: 'open', expiresAt: LATER }, 'client', NOW)).toEqual({ offer: false, decline: false, close: true });
  });

  it('lets the Kooker send a new offer once answered, but no longer decline; the client still close it', () => {
    expect(requestActions({ status: 'answered', expiresAt: LATER }, 'kooker', NOW)).toEqual({ offer: true, decline: false, close: false });
    expect(requestActions({ status: 'answered', expiresAt: LATER }, 'client', NOW).close).toBe(true);
  });

  it('closes a request past its expiry, answered or not, even before the platform marks it', () => {
    for (const status of ['open', 'answered'] as const) {
      expect(requestActions({ status, expiresAt: BEFORE }, 'kooker', NOW)).toEqual({ offer: false, decline: false, close: false });
      expect(requestActions({ status, expiresAt: BEFORE }, 'client', NOW).close).toBe(false);
      expect(requestStatusText({ status, expiresAt: BEFORE }, NOW)).toBe(REQUEST_STATUS_TEXT.expired);
    }
    for (const status of ['declined', 'closed'] as const) {
      expect(requestActions({ status, expiresAt: LATER }, 'kooker', NOW)).toEqual({ offer: false, decline: false, close: false });
      expect(requestActions({ status, expiresAt: LATER }, 'client', NOW)).toEqual({ offer: false, decline: false, close: false });
    }
    expect(requestStatusText({ status: 'closed', expiresAt: LATER }, NOW)).toBe('Fermée par le client');
  });
});

describe('an offer’s card', () => {
  const sent = { status: 'sent' as const, validUntil: LATER, clash: null, bookingId: null };

  it('lets the client accept or decline an open offer, the Kooker withdraw it', () => {
    expect(offerActions(sent, 'client', NOW)).toEqual({ accept: true, decline: true, withdraw: false, booking: null });
    expect(offerActions(sent, 'kooker', NOW)).toEqual({ accept: false, decline: false, withdraw: true, booking: null });
  });

  it('offers no « Accepter et payer » once the Kooker was booked at that time', () => {
    expect(offerActions({ ...sent, clash: 'Le Kooker a été réservé à ce moment-là.' }, 'client', NOW).accept).toBe(false);
  });

  it('offers « Accepter et payer » again while its payment is under way: it resumes that payment', () => {
    expect(offerActions({ ...sent, bookingId: 'booking-1' }, 'client', NOW).accept).toBe(true);
    expect(offerStatusText({ ...sent, bookingId: 'booking-1' }, NOW)).toBe('Paiement en cours');
  });

  it('leads both sides to the booking once accepted', () => {
    const accepted = { ...sent, status: 'accepted' as const, bookingId: 'booking-1' };
    expect(offerActions(accepted, 'client', NOW)).toEqual({ accept: false, decline: false, withdraw: false, booking: 'booking-1' });
    expect(offerActions(accepted, 'kooker', NOW).booking).toBe('booking-1');
    expect(offerStatusText(accepted, NOW)).toBe(OFFER_STATUS_TEXT.accepted);
  });

  it('reads as expired past its validity, before the platform closes it', () => {
    expect(offerActions({ ...sent, validUntil: BEFORE }, 'client', NOW)).toMatchObject({ accept: false, decline: false });
    expect(offerStatusText({ ...sent, validUntil: BEFORE }, NOW)).toBe(OFFER_STATUS_TEXT.expired);
  });

  it('says a replaced offer is replaced, and lets nobody act on it', () => {
    const replaced = { ...sent, status: 'replaced' as const };
    expect(offerStatusText(replaced, NOW)).toBe(OFFER_STATUS_TEXT.replaced);
    expect(offerActions(replaced, 'client', NOW)).toEqual({ accept: false, decline: false, withdraw: false, booking: null });
  });
});

describe('until when an offer is valid', () => {
  it('names the last day when it closes at the end of a Paris day', () => {
    expect(validUntilText(new Date('2026-12-03T23:00:00Z'))).toBe('jeudi 3 décembre 2026 inclus');
  });
  it('names the moment when it closes 24 h before the service', () => {
    expect(validUntilText(new Date('2026-12-04T16:00:00Z'))).toBe('vendredi 4 décembre à 17:00');
  });
});
