import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGENS_NOT_ACKNOWLEDGED } from '../kookers/dietary';
import { TERMS_VERSION } from '../rules/rules';
import { addDays } from '../rules/time';
import { CONSENT_REFUSED } from '../money/consent';
import { BOOKING_REFUSED } from '../booking/decide-booking';
import {
  CUSTOM_OFFER_SERVICE_ID,
  decideOfferBooking,
  OFFER_ACCEPT_REFUSED,
  type OfferBookingDecision,
  type OfferBookingDocuments,
  type OfferBookingRequest,
} from './decide-offer-booking';
import { SERVER_TIME, type Refusal } from '../rules/decision';
import { ADDRESS_REQUIRED } from '../kookers/service-location';
import { at, bookingAfter, bookingDocuments, customDinner, kookerOfLyon, NOW, paid, stampOf } from '../testing/decision-fixtures';
import { FAIR_USE_REFUSED } from '../booking/fair-use';
import { ledgerProblems } from '../money/ledger-invariants';
import type { Booking } from '../booking/model';

/* NOW is Tuesday 1 December 2026, 10:00 in Paris: the offer is for Saturday 12 December, 19:00–23:00. */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** What createBooking reads to accept it: Claire welcomes up to 12, nothing in the way. */
function acceptDocuments(overrides: Partial<OfferBookingDocuments> = {}): OfferBookingDocuments {
  const { service: _service, ...documents } = bookingDocuments({ kooker: kookerOfLyon({ maxGuests: 12 }) });
  return { ...documents, offer: customDinner(), held: null, ...overrides };
}

/** Camille accepts at the total she saw, under today’s terms. */
function acceptance(overrides: Partial<OfferBookingRequest> = {}): OfferBookingRequest {
  return {
    clientId: 'camille',
    bookingId: 'b-camille-offre',
    offerId: 'off-1',
    expectedTotal: 54_000,
    termsVersion: TERMS_VERSION,
    phone: ' 06 12 34 56 78 ',
    address: '12 rue Mercière, 69002 Lyon',
    idempotencyKey: 'accepte-0001',
    ...overrides,
  };
}

const accepted = (documents: Partial<OfferBookingDocuments> = {}, request: Partial<OfferBookingRequest> = {}, now = NOW) =>
  decideOfferBooking(acceptDocuments(documents), acceptance(request), now);

function booked(decision: OfferBookingDecision) {
  if (!decision.ok || 'resume' in decision || decision.retry) throw new Error(`Not booked: ${JSON.stringify(decision)}`);
  return decision;
}

const refusalOf = (decision: OfferBookingDecision): Refusal | null => (decision.ok ? null : decision.refusal);

/** The booking the first acceptance made, as read afterwards: awaiting its payment for 20 minutes. */
function firstAcceptance(): Booking {
  const decision = booked(accepted());
  return bookingAfter(decision.booking, decision.movements, NOW);
}

describe('decideOfferBooking: accepting is booking', () => {
  it('books the offer for its client: its participants even above 8, its title as the service, sur mesure, its length, its dietary needs', () => {
    const decision = booked(accepted());
    expect(decision.booking).toMatchObject({
      id: 'b-camille-offre',
      clientId: 'camille',
      kookerId: 'claire',
      offerId: 'off-1',
      service: { id: CUSTOM_OFFER_SERVICE_ID, name: 'Dîner d’anniversaire', pricePerPerson: 4_500 },
      date: '2026-12-12',
      time: '19:00',
      startAt: new Date('2026-12-12T18:00:00.000Z'),
      endAt: new Date('2026-12-12T22:00:00.000Z'),
      participants: 12,
      amounts: { total: 54_000, commission: 5_400, kookerPayout: 48_600, refund: 0 },
      // Unpaid: of the address, the commune only; the street waits for the payment in `held`.
      place: { location: 'client', address: '69002 Lyon' },
      dietary: { allergens: ['gluten'], diets: ['vegetarien'], note: 'Deux invités sans gluten', acknowledgedConflicts: [] },
      contacts: { client: { firstName: 'Camille', lastName: 'Martin', phone: '' } },
      status: 'awaiting-payment',
      holdUntil: new Date(NOW.getTime() + 20 * MINUTE),
      idempotencyKey: 'accepte-0001',
      termsAcceptedAt: SERVER_TIME,
    });
    expect(CUSTOM_OFFER_SERVICE_ID).toBe('sur-mesure');
    expect(decision.movements).toEqual([{ type: 'payment', amount: 54_000, participants: null }]);
    expect(decision.lock).toMatchObject({ bookingId: 'b-camille-offre', kookerId: 'claire', date: '2026-12-12', time: '19:00' });
    // The offer is no slot of the panel: the free slots stay as they were.
    expect(decision.slotsLeft).toBeNull();
    const awaiting = bookingAfter(decision.booking, decision.movements, NOW);
    expect(ledgerProblems(awaiting)).toEqual([]);
    expect(paid(awaiting, new Date(NOW.getTime() + MINUTE))).toMatchObject({ status: 'confirmed', offerId: 'off-1' });
  });

  it('names the Kooker’s service when the offer was made from one', () => {
    expect(booked(accepted({ offer: customDinner({ serviceId: 'service-2' }) })).booking.service).toEqual({
      id: 'service-2',
      name: 'Dîner d’anniversaire',
      pricePerPerson: 4_500,
    });
  });

  it('at the Kooker’s: not their address before the payment, even four days ahead (booking-contacts.ts)', () => {
    const atTheKookers = { offer: customDinner({ location: 'kooker', address: '' }) };
    expect(booked(accepted(atTheKookers)).booking.place).toEqual({ location: 'kooker', address: '' });
    const soon = customDinner({
      location: 'kooker',
      address: '',
      date: '2026-12-05',
      time: '12:00',
      validUntil: stampOf('2026-12-04T11:00:00Z'),
    });
    expect(booked(accepted({ offer: soon })).booking.place).toEqual({ location: 'kooker', address: '' });
  });

  it('books a menu with an allergen the guests cannot eat only once the client confirmed they saw it', () => {
    const offer = customDinner({ dietary: { allergens: ['lait', 'gluten'], diets: [], note: '' } });
    expect(refusalOf(accepted({ offer }))).toEqual({
      code: 'failed-precondition',
      message: ALLERGENS_NOT_ACKNOWLEDGED,
      details: { reason: 'allergens', allergens: ['lait'] },
    });
    expect(refusalOf(accepted({ offer }, { allergensAcknowledged: false }))).toMatchObject({ message: ALLERGENS_NOT_ACKNOWLEDGED });
    expect(booked(accepted({ offer }, { allergensAcknowledged: true })).booking.dietary.acknowledgedConflicts).toEqual(['lait']);
  });
});

describe('decideOfferBooking: twice', () => {
  it('resumes the booking awaiting its payment that holds the offer, while its hold lasts', () => {
    const held = firstAcceptance();
    const again = { bookingId: 'b-camille-offre-2', idempotencyKey: 'accepte-0002' };
    const offer = customDinner({ bookingId: held.id });
    expect(accepted({ offer, held }, again, new Date(NOW.getTime() + 19 * MINUTE))).toEqual({ ok: true, resume: 'b-camille-offre' });
    // Even past the offer's validity: the payment under way is honoured.
    const lateOffer = customDinner({ bookingId: held.id, validUntil: stampOf(NOW) });
    expect(accepted({ offer: lateOffer, held }, again, new Date(NOW.getTime() + 5 * MINUTE))).toEqual({ ok: true, resume: held.id });
  });

  it('makes a new booking once that hold ended, or the booking expired', () => {
    const held = firstAcceptance();
    const again = { bookingId: 'b-camille-offre-2', idempotencyKey: 'accepte-0002' };
    const holdEnd = new Date(NOW.getTime() + 20 * MINUTE);
    expect(booked(accepted({ offer: customDinner({ bookingId: held.id }), held }, again, holdEnd)).booking.id).toBe('b-camille-offre-2');
    expect(booked(accepted({ held: { ...held, status: 'expired', holdUntil: null } }, again)).booking.id).toBe('b-camille-offre-2');
  });

  it('refuses an offer whose booking was paid, before the offer says accepted', () => {
    const held = paid(firstAcceptance(), new Date(NOW.getTime() + MINUTE));
    expect(refusalOf(accepted({ held }, { bookingId: 'b-camille-offre-2', idempotencyKey: 'accepte-0002' }))).toEqual({
      code: 'failed-precondition',
      message: OFFER_ACCEPT_REFUSED.accepted,
    });
  });

  it('answers a retried call with the booking the first one made, and refuses the key for something else', () => {
    const existing = firstAcceptance();
    expect(accepted({ existing })).toEqual({ ok: true, retry: true });
    expect(refusalOf(accepted({ existing: { ...existing, offerId: 'off-9' } }))).toEqual({
      code: 'failed-precondition',
      message: BOOKING_REFUSED.keyReused,
    });
    expect(refusalOf(accepted({ existing: { ...existing, clientId: 'hugo' } }))).toEqual({
      code: 'failed-precondition',
      message: BOOKING_REFUSED.keyTaken,
    });
  });
});

describe('decideOfferBooking: each refusal', () => {
  it('refuses an offer that is not there, or made to another client, as not there', () => {
    expect(refusalOf(accepted({ offer: null }))).toEqual({ code: 'not-found', message: OFFER_ACCEPT_REFUSED.gone });
    expect(refusalOf(accepted({}, { clientId: 'hugo' }))).toEqual({ code: 'not-found', message: OFFER_ACCEPT_REFUSED.gone });
  });

  it.each([
    ['accepted', OFFER_ACCEPT_REFUSED.accepted, 'Cette offre a déjà été acceptée : retrouvez la réservation dans « Historique ».'],
    ['declined', OFFER_ACCEPT_REFUSED.declined, 'Vous avez décliné cette offre : demandez-en une nouvelle au Kooker.'],
    ['withdrawn', OFFER_ACCEPT_REFUSED.withdrawn, 'Le Kooker a retiré cette offre.'],
    ['replaced', OFFER_ACCEPT_REFUSED.replaced, 'Le Kooker a remplacé cette offre par une nouvelle : acceptez la plus récente.'],
    ['expired', OFFER_ACCEPT_REFUSED.expired, 'Cette offre a expiré : demandez-en une nouvelle au Kooker.'],
  ] as const)('refuses an offer %s, saying so', (status, message, text) => {
    expect(message).toBe(text);
    expect(refusalOf(accepted({ offer: customDinner({ status }) }))).toEqual({ code: 'failed-precondition', message });
  });

  it('refuses an offer past its validity, to the minute, before the scheduler closed it', () => {
    const validUntil = new Date('2026-12-05T23:00:00.000Z');
    expect(refusalOf(accepted({}, {}, validUntil))).toEqual({ code: 'failed-precondition', message: OFFER_ACCEPT_REFUSED.expired });
    expect(refusalOf(accepted({ offer: customDinner({ validUntil: null }) }))).toMatchObject({ message: OFFER_ACCEPT_REFUSED.expired });
    expect(booked(accepted({}, {}, new Date(validUntil.getTime() - MINUTE))).booking.offerId).toBe('off-1');
  });

  it('refuses an offer whose start is less than 24 h away, whatever its validity says', () => {
    const offer = customDinner({ date: '2026-12-02', time: '09:59', validUntil: stampOf('2026-12-05T23:00:00Z') });
    expect(refusalOf(accepted({ offer }))).toEqual({ code: 'failed-precondition', message: OFFER_ACCEPT_REFUSED.expired });
  });

  const refusals: Array<[string, Partial<OfferBookingDocuments>, Partial<OfferBookingRequest>, Refusal['code'], string]> = [
    [
      'a Kooker no longer published',
      { kooker: kookerOfLyon({ maxGuests: 12, published: false }) },
      {},
      'not-found',
      BOOKING_REFUSED.kookerGone,
    ],
    ['a Kooker with no profile', { kooker: null }, {}, 'not-found', BOOKING_REFUSED.kookerGone],
    ['another Kooker’s profile', { kooker: kookerOfLyon({ id: 'kenza', maxGuests: 12 }) }, {}, 'not-found', BOOKING_REFUSED.kookerGone],
    [
      'a Kooker whose insurance ended',
      { kooker: kookerOfLyon({ maxGuests: 12, insuranceEndsAt: stampOf(new Date(NOW.getTime() - MINUTE)) }) },
      {},
      'failed-precondition',
      BOOKING_REFUSED.uninsured,
    ],
    [
      'more participants than the Kooker welcomes now',
      { kooker: kookerOfLyon({ maxGuests: 10 }) },
      {},
      'failed-precondition',
      BOOKING_REFUSED.tooManyGuests(10),
    ],
    [
      'a day the Kooker blocked since',
      { kooker: kookerOfLyon({ maxGuests: 12, blockedDates: ['2026-12-12'] }) },
      {},
      'failed-precondition',
      OFFER_ACCEPT_REFUSED.clash,
    ],
    [
      'a booking of the Kooker that overlaps',
      {
        confirmed: {
          ofKooker: [{ startMs: at('2026-12-12', '22:00').getTime(), endMs: at('2026-12-13', '00:00').getTime() }],
          ofKookerAsClient: [],
          ofClient: [],
        },
      },
      {},
      'failed-precondition',
      OFFER_ACCEPT_REFUSED.clash,
    ],
    [
      'the Kooker booked elsewhere as a client',
      {
        confirmed: {
          ofKooker: [],
          ofKookerAsClient: [{ startMs: at('2026-12-12', '18:00').getTime(), endMs: at('2026-12-12', '19:30').getTime() }],
          ofClient: [],
        },
      },
      {},
      'failed-precondition',
      OFFER_ACCEPT_REFUSED.clash,
    ],
    ['a slot the Kooker closed by cancelling', { lock: { closedByKooker: true } }, {}, 'failed-precondition', OFFER_ACCEPT_REFUSED.clash],
    ['a slot locked by another booking', { lock: { closedByKooker: false } }, {}, 'failed-precondition', OFFER_ACCEPT_REFUSED.clash],
    [
      'the client already booked then',
      {
        confirmed: {
          ofKooker: [],
          ofKookerAsClient: [],
          ofClient: [{ startMs: at('2026-12-12', '20:00').getTime(), endMs: at('2026-12-12', '21:00').getTime() }],
        },
      },
      {},
      'failed-precondition',
      BOOKING_REFUSED.clientBusy,
    ],
    [
      'fair use: 2 made today with the Kooker',
      { madeToday: [{ kookerId: 'claire' }, { kookerId: 'claire' }] },
      {},
      'resource-exhausted',
      FAIR_USE_REFUSED.todayWithKooker,
    ],
  ];

  it.each(refusals)('refuses %s', (_name, documents, request, code, message) => {
    expect(refusalOf(accepted(documents, request))).toEqual({ code, message });
  });

  it('lets the Kooker’s bookings that end when the offer starts, or start when it ends, through', () => {
    const touching = [
      { startMs: at('2026-12-12', '15:00').getTime(), endMs: at('2026-12-12', '19:00').getTime() },
      { startMs: at('2026-12-12', '23:00').getTime(), endMs: at('2026-12-13', '01:00').getTime() },
    ];
    expect(accepted({ confirmed: { ofKooker: touching, ofKookerAsClient: touching, ofClient: touching } }).ok).toBe(true);
  });

  it('refuses a total the client did not see, with the offer’s for the screen', () => {
    expect(refusalOf(accepted({}, { expectedTotal: 48_000 }))).toEqual({
      code: 'failed-precondition',
      message: CONSENT_REFUSED.price,
      details: { reason: 'price-changed', pricePerPerson: 4_500, total: 54_000 },
    });
  });

  it('refuses terms of sale other than today’s', () => {
    expect(refusalOf(accepted({}, { termsVersion: '2020-01-01' }))).toEqual({
      code: 'failed-precondition',
      message: CONSENT_REFUSED.terms,
      details: { reason: 'terms-changed', version: TERMS_VERSION },
    });
  });

  it('refuses an address that left the Kooker’s reach', () => {
    const marseille = accepted({ offer: customDinner({ address: '13001 Marseille' }) }, { address: '10 La Canebière, 13001 Marseille' });
    expect(refusalOf(marseille)).toMatchObject({ code: 'failed-precondition', details: { reason: 'area', serviceArea: 20 } });
  });

  it('at the client’s, takes the street now, in the commune of the request, and no other', () => {
    expect(refusalOf(accepted({}, { address: undefined }))).toEqual({ code: 'invalid-argument', message: ADDRESS_REQUIRED });
    expect(refusalOf(accepted({}, { address: '3 rue Neuve, 69001 Lyon' }))).toEqual({
      code: 'invalid-argument',
      message: OFFER_ACCEPT_REFUSED.otherCommune('69002 Lyon'),
    });
  });
});

describe('decideOfferBooking: properties', () => {
  it('books any offer of the window at its total, for as long as it says, up to the Kooker’s capacity, the ledger balanced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.constantFrom('08:00', '12:00', '19:00', '22:30'),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 100, max: 100_000 }),
        (days, time, durationHours, participants, pricePerPerson) => {
          const date = addDays('2026-12-01', days);
          const expectedTotal = pricePerPerson * participants;
          const offer = customDinner({ date, time, durationHours, participants, pricePerPerson, total: expectedTotal });
          const decision = booked(accepted({ offer, kooker: kookerOfLyon({ maxGuests: 20 }) }, { expectedTotal }));
          const booking = bookingAfter(decision.booking, decision.movements, NOW);
          expect(booking.amounts.total).toBe(expectedTotal);
          expect(booking.participants).toBe(participants);
          expect(booking.startAt?.toMillis()).toBe(at(date, time).getTime());
          expect((booking.endAt?.toMillis() ?? 0) - (booking.startAt?.toMillis() ?? 0)).toBe(durationHours * HOUR);
          expect(ledgerProblems(booking)).toEqual([]);
        },
      ),
    );
  });
});
