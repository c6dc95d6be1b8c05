import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_REQUIRED } from '../kookers/service-location';
import { ALLERGENS_NOT_ACKNOWLEDGED } from '../kookers/dietary';
import { addDays } from '../rules/time';
import { CONSENT_REFUSED } from '../money/consent';
import { BOOKING_REFUSED, bookingReadBounds, decideBooking, type BookingDocuments, type BookingRequest } from './decide-booking';
import { SERVER_TIME, type Refusal } from '../rules/decision';
import {
  at,
  bookingAfter,
  bookingDocuments,
  bookingRequest,
  COMMUNES,
  kookerOfLyon,
  NOW,
  paid,
  pastaWorkshop,
  stampOf,
} from '../testing/decision-fixtures';
import { COMMUNE_REQUIRED } from './event-address';
import { FAIR_USE_REFUSED } from './fair-use';
import { ledgerProblems } from '../money/ledger-invariants';
import type { Booking } from './model';
import { modelSamples } from '../testing/model-samples';
import { currentTerms } from '../money/terms';
import { TERMS_VERSION } from '../rules/rules';

const HOUR = 60 * 60 * 1000;

/** The decision for the sample request, with these documents and request changed. */
function decided(documents: Partial<BookingDocuments> = {}, request: Partial<BookingRequest> = {}, now = NOW) {
  return decideBooking(bookingDocuments(documents), bookingRequest(request), now);
}

function refusalOf(decision: ReturnType<typeof decideBooking>): Refusal | null {
  return decision.ok ? null : decision.refusal;
}

function booked(decision: ReturnType<typeof decideBooking>) {
  if (!decision.ok || decision.retry) throw new Error(`Not booked: ${JSON.stringify(decision)}`);
  return decision;
}

/** A booking already made by Camille with the same key (the first call of a retry). */
function madeBefore(overrides: Partial<Booking> = {}): Booking {
  const { booking } = modelSamples(stampOf);
  return {
    ...booking,
    id: 'b-camille-1',
    clientId: 'camille',
    kookerId: 'claire',
    service: { ...booking.service, id: 'service-1' },
    date: '2026-12-15',
    time: '12:00',
    participants: 3,
    idempotencyKey: 'essai-0001',
    ...overrides,
  };
}

/** A confirmed booking from `from` to `to` (Paris times on the requested day), as the overlap queries read it. */
const interval = (from: string, to: string) => ({ startMs: at('2026-12-15', from).getTime(), endMs: at('2026-12-15', to).getTime() });

describe('decideBooking: the booking it writes', () => {
  it('books a free slot: awaiting its payment, held 20 min, the amounts split under today’s terms, both names kept, the slot locked and gone from the offer', () => {
    const decision = booked(decided());
    const holdUntil = new Date(NOW.getTime() + 20 * 60_000);
    expect(decision.booking).toMatchObject({
      id: 'b-camille-1',
      clientId: 'camille',
      kookerId: 'claire',
      kooker: { firstName: 'Claire', lastName: 'Dubois', city: 'Lyon' },
      clientName: 'Camille M.',
      // Unpaid: no phone, and of the address the commune only (booking-contacts.ts).
      contacts: { client: { firstName: 'Camille', lastName: 'Martin', phone: '' }, kookerPhone: '' },
      contactsStatus: 'unpaid',
      place: { location: 'client', address: '69002 Lyon' },
      dietary: { allergens: [], diets: [], note: '', acknowledgedConflicts: [] },
      service: { id: 'service-1', name: 'Atelier pâtes fraîches', pricePerPerson: 4_500 },
      date: '2026-12-15',
      time: '12:00',
      startAt: at('2026-12-15', '12:00'),
      endAt: at('2026-12-15', '14:00'),
      participants: 3,
      amounts: { total: 13_500, commission: 1_350, kookerPayout: 12_150, refund: 0 },
      terms: currentTerms(),
      status: 'awaiting-payment',
      holdUntil,
      // Asked of the processor, not yet taken: the booking is confirmed by its answer (decide-payment.ts).
      payment: { status: 'pending', paidAt: null, reference: '', failure: null },
      payout: { status: 'pending', earnedAt: null, availableAt: null, releasedAt: null, payoutId: null },
      complaint: null,
      paymentsDueAt: holdUntil,
      cancelledBy: null,
      cancellationReason: null,
      platformDecision: null,
      idempotencyKey: 'essai-0001',
      review: null,
      createdAt: SERVER_TIME,
      updatedAt: SERVER_TIME,
    });
    expect(decision.movements).toEqual([{ type: 'payment', amount: 13_500, participants: null }]);
    expect(decision.lock).toEqual({
      bookingId: 'b-camille-1',
      kookerId: 'claire',
      date: '2026-12-15',
      time: '12:00',
      closedByKooker: false,
      holdUntil,
      createdAt: SERVER_TIME,
    });
    expect(decision.slotsLeft).toEqual({ date: '2026-12-15', times: ['10:00', '14:00'] });
    expect(decision.held).toEqual({ clientPhone: '06 12 34 56 78', clientAddress: '12 rue Mercière, 69002 Lyon' });
    const awaiting = bookingAfter(decision.booking, decision.movements, NOW);
    expect(awaiting.ledger).toMatchObject([{ id: 'e1', type: 'payment', amount: 13_500, state: 'requested', key: 'b-camille-1:e1:1' }]);
    expect(ledgerProblems(awaiting)).toEqual([]);
    const confirmed = paid(awaiting, new Date(NOW.getTime() + 60_000));
    expect(confirmed).toMatchObject({ status: 'confirmed', holdUntil: null, payment: { status: 'paid', reference: 'TEST-e1' } });
    expect(ledgerProblems(confirmed)).toEqual([]);
  });

  it('takes the last free slot of a day out of the map, and leaves the map alone when the slot was not in it', () => {
    expect(booked(decided({ slots: { '2026-12-15': ['12:00'] } })).slotsLeft).toEqual({ date: '2026-12-15', times: null });
    expect(booked(decided({ slots: { '2026-12-14': ['12:00'] } })).slotsLeft).toBeNull();
  });

  it('keeps what the guests cannot eat, with the allergens of the menu the client confirmed they saw', () => {
    const decision = booked(
      decided({}, { allergens: ['oeufs', 'lait'], diets: ['vegetarien'], dietaryNote: ' Sans crème ', allergensAcknowledged: true }),
    );
    expect(decision.booking.dietary).toEqual({
      allergens: ['oeufs', 'lait'],
      diets: ['vegetarien'],
      note: 'Sans crème',
      acknowledgedConflicts: ['oeufs'],
    });
  });

  it('writes neither party’s phone nor private address before the payment, even four days ahead: what the client gave is held', () => {
    const atTheKookers = { service: pastaWorkshop({ location: 'kooker' }) };
    // Four days ahead: a cancellation would cost half, yet nothing is paid.
    const soon = booked(decided(atTheKookers, { date: '2026-12-05' }));
    expect(soon.booking).toMatchObject({ contactsStatus: 'unpaid', contacts: { client: { phone: '' }, kookerPhone: '' } });
    expect(soon.booking.place).toEqual({ location: 'kooker', address: '' });
    expect(soon.held).toEqual({ clientPhone: '06 12 34 56 78', clientAddress: '' });
  });
});

describe('decideBooking: a retried call', () => {
  it('answers the booking the first call made, and writes nothing', () => {
    expect(decided({ existing: madeBefore() })).toEqual({ ok: true, retry: true });
  });

  it('refuses the same key for another request, or from another client', () => {
    expect(refusalOf(decided({ existing: madeBefore({ participants: 4 }) }))).toEqual({
      code: 'failed-precondition',
      message: BOOKING_REFUSED.keyReused,
    });
    expect(refusalOf(decided({ existing: madeBefore({ clientId: 'hugo' }) }))).toEqual({
      code: 'failed-precondition',
      message: BOOKING_REFUSED.keyTaken,
    });
  });
});

describe('decideBooking: each guard', () => {
  const refusals: Array<[string, Partial<BookingDocuments>, Partial<BookingRequest>, Refusal['code'], string]> = [
    ['the Kooker on their own service', {}, { clientId: 'claire' }, 'failed-precondition', BOOKING_REFUSED.ownService],
    ['a Kooker with no profile', { kooker: null }, {}, 'not-found', BOOKING_REFUSED.kookerGone],
    ['an unpublished Kooker', { kooker: kookerOfLyon({ published: false }) }, {}, 'not-found', BOOKING_REFUSED.kookerGone],
    ['a service removed', { service: null }, {}, 'not-found', BOOKING_REFUSED.serviceGone],
    [
      'a weekday the Kooker does not work',
      { kooker: kookerOfLyon({ availableDays: ['monday'] }) },
      {},
      'failed-precondition',
      BOOKING_REFUSED.notOffered,
    ],
    [
      'a day the Kooker blocked',
      { kooker: kookerOfLyon({ blockedDates: ['2026-12-15'] }) },
      {},
      'failed-precondition',
      BOOKING_REFUSED.notOffered,
    ],
    ['a time outside their hours', {}, { time: '11:00' }, 'failed-precondition', BOOKING_REFUSED.notOffered],
    ['a slot less than 24 h ahead', {}, { date: '2026-12-01', time: '14:00' }, 'failed-precondition', BOOKING_REFUSED.outsideWindow],
    ['a slot on a day more than 60 days ahead', {}, { date: '2027-01-31' }, 'failed-precondition', BOOKING_REFUSED.outsideWindow],
    [
      'more guests than the Kooker welcomes',
      { kooker: kookerOfLyon({ maxGuests: 2 }) },
      {},
      'failed-precondition',
      BOOKING_REFUSED.tooManyGuests(2),
    ],
    [
      'fair use: 10 bookings to come',
      { upcoming: Array.from({ length: 10 }, () => ({ kookerId: 'x' })) },
      {},
      'resource-exhausted',
      FAIR_USE_REFUSED.upcoming,
    ],
    [
      'fair use: 3 to come with the Kooker',
      { upcoming: Array.from({ length: 3 }, () => ({ kookerId: 'claire' })) },
      {},
      'resource-exhausted',
      FAIR_USE_REFUSED.upcomingWithKooker,
    ],
    [
      'fair use: 6 made today',
      { madeToday: Array.from({ length: 6 }, () => ({ kookerId: 'x' })) },
      {},
      'resource-exhausted',
      FAIR_USE_REFUSED.today,
    ],
    [
      'fair use: 2 made today with the Kooker',
      { madeToday: [{ kookerId: 'claire' }, { kookerId: 'claire' }] },
      {},
      'resource-exhausted',
      FAIR_USE_REFUSED.todayWithKooker,
    ],
    [
      'a slot the Kooker closed by cancelling',
      { lock: { closedByKooker: true } },
      {},
      'failed-precondition',
      BOOKING_REFUSED.closedByKooker,
    ],
    ['a slot locked by another booking', { lock: { closedByKooker: false } }, {}, 'failed-precondition', BOOKING_REFUSED.taken],
    [
      'a booking of the Kooker that overlaps',
      { confirmed: { ofKooker: [interval('13:00', '15:00')], ofKookerAsClient: [], ofClient: [] } },
      {},
      'failed-precondition',
      BOOKING_REFUSED.taken,
    ],
    [
      'the Kooker booked elsewhere as a client',
      { confirmed: { ofKooker: [], ofKookerAsClient: [interval('11:00', '12:30')], ofClient: [] } },
      {},
      'failed-precondition',
      BOOKING_REFUSED.kookerBusy,
    ],
    [
      'the client already booked then',
      { confirmed: { ofKooker: [], ofKookerAsClient: [], ofClient: [interval('12:00', '14:00')] } },
      {},
      'failed-precondition',
      BOOKING_REFUSED.clientBusy,
    ],
  ];

  it.each(refusals)('refuses %s', (_name, documents, request, code, message) => {
    expect(refusalOf(decided(documents, request))).toEqual({ code, message });
  });

  it('lets bookings that end when the slot starts, or start when it ends, through', () => {
    const touching = [interval('10:00', '12:00'), interval('14:00', '16:00')];
    expect(decided({ confirmed: { ofKooker: touching, ofKookerAsClient: touching, ofClient: touching } }).ok).toBe(true);
  });

  it('refuses a total the client did not see, with the new one for the screen', () => {
    expect(refusalOf(decided({ service: pastaWorkshop({ pricePerPerson: 5_000 }) }))).toEqual({
      code: 'failed-precondition',
      message: CONSENT_REFUSED.price,
      details: { reason: 'price-changed', pricePerPerson: 5_000, total: 15_000 },
    });
  });

  it('refuses a Kooker whose insurance ended, before the daily job has paused the profile', () => {
    const ended = kookerOfLyon({ insuranceEndsAt: stampOf(new Date(NOW.getTime() - 60_000)) });
    expect(refusalOf(decided({ kooker: ended }))).toEqual({ code: 'failed-precondition', message: BOOKING_REFUSED.uninsured });
    expect(decided({ kooker: kookerOfLyon({ insuranceEndsAt: stampOf(new Date(NOW.getTime() + 60_000)) }) }).ok).toBe(true);
  });

  it('refuses terms of sale other than today’s, and records on the booking the version accepted, the Kooker’s status and when', () => {
    expect(refusalOf(decided({}, { termsVersion: '2020-01-01' }))).toEqual({
      code: 'failed-precondition',
      message: CONSENT_REFUSED.terms,
      details: { reason: 'terms-changed', version: TERMS_VERSION },
    });
    const made = decided({ kooker: kookerOfLyon({ legalStatus: { kind: 'professional', siret: '73282932000074' } }) });
    if (!made.ok || made.retry) throw new Error('expected a booking');
    expect(made.booking.terms.version).toBe(TERMS_VERSION);
    expect(made.booking.termsAcceptedAt).toBe(SERVER_TIME);
    expect(made.booking.kooker.legalStatus).toEqual({ kind: 'professional', siret: '73282932000074' });
  });

  it('refuses a ticked allergen of the menu until the client confirms they saw it', () => {
    expect(refusalOf(decided({}, { allergens: ['oeufs', 'lait'] }))).toEqual({
      code: 'failed-precondition',
      message: ALLERGENS_NOT_ACKNOWLEDGED,
      details: { reason: 'allergens', allergens: ['oeufs'] },
    });
    expect(decided({}, { allergens: ['lait'] }).ok).toBe(true);
    expect(decided({}, { allergens: ['oeufs'], allergensAcknowledged: true }).ok).toBe(true);
  });

  it('refuses a wall-clock time skipped in spring (the window finds it has no instant)', () => {
    const nightOwl = kookerOfLyon({ typicalHours: { start: '00:00', end: '06:00' } });
    const march = new Date('2027-03-01T09:00:00.000Z');
    expect(refusalOf(decided({ kooker: nightOwl }, { date: '2027-03-28', time: '02:00' }, march))).toEqual({
      code: 'failed-precondition',
      message: BOOKING_REFUSED.outsideWindow,
    });
    expect(decided({ kooker: nightOwl }, { date: '2027-03-28', time: '04:00' }, march).ok).toBe(true);
  });
});

describe('decideBooking: where', () => {
  it('at the client’s: an address is required, ending with a commune of the suggestions', () => {
    expect(refusalOf(decided({}, { address: '  ' }))).toEqual({ code: 'invalid-argument', message: ADDRESS_REQUIRED });
    expect(refusalOf(decided({}, { address: undefined }))).toEqual({ code: 'invalid-argument', message: ADDRESS_REQUIRED });
    expect(refusalOf(decided({}, { address: '12 rue Mercière, Lyon' }))).toEqual({ code: 'invalid-argument', message: COMMUNE_REQUIRED });
  });

  it('at the client’s: inside the Kooker’s reach only, the distance and the reach said otherwise', () => {
    const villeurbanne = booked(decided({}, { address: ' 3 rue des Lilas, 69100 Villeurbanne ' }));
    expect(villeurbanne.booking.place).toEqual({ location: 'client', address: '69100 Villeurbanne' });
    expect(villeurbanne.held.clientAddress).toBe('3 rue des Lilas, 69100 Villeurbanne');
    const refusal = refusalOf(decided({}, { address: '10 La Canebière, 13001 Marseille' }));
    expect(refusal).toMatchObject({ code: 'failed-precondition', details: { reason: 'area', serviceArea: 20 } });
    expect(refusal?.message).toMatch(/^Marseille est à 2\d\d(,\d)? km de Lyon : ce Kooker se déplace jusqu’à 20 km\./);
  });

  it('at the client’s: an older Kooker whose city is no commune is not measured', () => {
    const older = kookerOfLyon({ city: 'Lyon 3e', cityInsee: '' });
    expect(decided({ kooker: older }, { address: '10 La Canebière, 13001 Marseille' }).ok).toBe(true);
  });

  it('at the Kooker’s: only once they gave their address, and without loading the communes', () => {
    const atTheKookers = {
      service: pastaWorkshop({ location: 'kooker' }),
      communes: () => {
        throw new Error('communes loaded');
      },
    };
    expect(refusalOf(decided({ ...atTheKookers, kookerUser: { phone: '', address: ' ' } }))).toEqual({
      code: 'failed-precondition',
      message: BOOKING_REFUSED.noKookerAddress,
    });
    expect(decided(atTheKookers, { address: undefined }).ok).toBe(true);
  });
});

describe('bookingReadBounds', () => {
  it('bounds the queries by the Paris day’s start and the end of the slot, none when it cannot be placed', () => {
    expect(bookingReadBounds(bookingRequest(), 3, NOW)).toEqual({
      dayStart: at('2026-12-01', '00:00'),
      slotEnd: at('2026-12-15', '15:00'),
    });
    expect(bookingReadBounds(bookingRequest(), null, NOW).slotEnd).toBeNull();
    expect(
      bookingReadBounds(bookingRequest({ date: '2027-03-28', time: '02:00' }), kookerOfLyon().minimumDuration, NOW).slotEnd,
    ).toBeNull();
  });
});

/** Each guard of docs/reservations.md, in its order, as a change that breaks it alone. */
const GUARDS: Array<{ name: string; code: Refusal['code']; message: string; apply: (call: Call) => void }> = [
  { name: 'own', code: 'failed-precondition', message: BOOKING_REFUSED.ownService, apply: (c) => (c.request.clientId = 'claire') },
  {
    name: 'key',
    code: 'failed-precondition',
    message: BOOKING_REFUSED.keyTaken,
    apply: (c) => (c.documents.existing = madeBefore({ clientId: 'hugo' })),
  },
  { name: 'published', code: 'not-found', message: BOOKING_REFUSED.kookerGone, apply: (c) => (c.kooker.published = false) },
  {
    name: 'insured',
    code: 'failed-precondition',
    message: BOOKING_REFUSED.uninsured,
    apply: (c) => (c.kooker.insuranceEndsAt = stampOf(new Date(0))),
  },
  { name: 'service', code: 'not-found', message: BOOKING_REFUSED.serviceGone, apply: (c) => (c.documents.service = null) },
  {
    name: 'offered',
    code: 'failed-precondition',
    message: BOOKING_REFUSED.notOffered,
    apply: (c) => (c.kooker.blockedDates = [c.request.date]),
  },
  {
    name: 'window',
    code: 'failed-precondition',
    message: BOOKING_REFUSED.outsideWindow,
    apply: (c) => (c.now = new Date(at(c.request.date, c.request.time).getTime() - HOUR)),
  },
  { name: 'guests', code: 'failed-precondition', message: BOOKING_REFUSED.tooManyGuests(2), apply: (c) => (c.kooker.maxGuests = 2) },
  { name: 'price', code: 'failed-precondition', message: CONSENT_REFUSED.price, apply: (c) => (c.request.expectedTotal += 1) },
  { name: 'terms', code: 'failed-precondition', message: CONSENT_REFUSED.terms, apply: (c) => (c.request.termsVersion = '2020-01-01') },
  { name: 'allergens', code: 'failed-precondition', message: ALLERGENS_NOT_ACKNOWLEDGED, apply: (c) => (c.request.allergens = ['gluten']) },
  {
    name: 'area',
    code: 'failed-precondition',
    message: '',
    apply: (c) => {
      if (c.documents.service) c.documents.service = { ...c.documents.service, location: 'client' };
      c.request.address = '10 La Canebière, 13001 Marseille';
    },
  },
  {
    name: 'fair use',
    code: 'resource-exhausted',
    message: FAIR_USE_REFUSED.today,
    apply: (c) => (c.documents.madeToday = Array.from({ length: 6 }, () => ({ kookerId: 'x' }))),
  },
  {
    name: 'closed',
    code: 'failed-precondition',
    message: BOOKING_REFUSED.closedByKooker,
    apply: (c) => (c.documents.lock = { closedByKooker: true }),
  },
  {
    name: 'lock',
    code: 'failed-precondition',
    message: BOOKING_REFUSED.taken,
    apply: (c) => (c.documents.lock ??= { closedByKooker: false }),
  },
  {
    name: 'kooker overlap',
    code: 'failed-precondition',
    message: BOOKING_REFUSED.taken,
    apply: (c) => (c.documents.confirmed.ofKooker = [c.overlapping]),
  },
  {
    name: 'kooker busy',
    code: 'failed-precondition',
    message: BOOKING_REFUSED.kookerBusy,
    apply: (c) => (c.documents.confirmed.ofKookerAsClient = [c.overlapping]),
  },
  {
    name: 'client busy',
    code: 'failed-precondition',
    message: BOOKING_REFUSED.clientBusy,
    apply: (c) => (c.documents.confirmed.ofClient = [c.overlapping]),
  },
];

interface Call {
  documents: BookingDocuments;
  kooker: NonNullable<BookingDocuments['kooker']>;
  request: BookingRequest;
  now: Date;
  overlapping: { startMs: number; endMs: number };
}

/** A call that every guard lets through: a slot the Kooker offers, inside the window, 3 to 8 guests. */
const validCall = fc
  .record({
    days: fc.integer({ min: 2, max: 60 }),
    time: fc.constantFrom('10:00', '12:00', '14:00'),
    participants: fc.integer({ min: 3, max: 8 }),
    pricePerPerson: fc.integer({ min: 100, max: 100_000 }),
    location: fc.constantFrom('client' as const, 'kooker' as const),
    shift: fc.integer({ min: -119, max: 119 }),
  })
  .map(({ days, time, participants, pricePerPerson, location, shift }): Call => {
    const date = addDays('2026-12-01', days);
    const kooker = kookerOfLyon();
    const start = at(date, time).getTime();
    return {
      kooker,
      documents: bookingDocuments({
        kooker,
        service: pastaWorkshop({ pricePerPerson, location }),
        slots: { [date]: ['10:00', '12:00', '14:00'] },
      }),
      request: bookingRequest({ date, time, participants, expectedTotal: pricePerPerson * participants }),
      now: NOW,
      // Any booking of the same length that shares a minute with the slot.
      overlapping: { startMs: start + shift * 60_000, endMs: start + shift * 60_000 + 2 * HOUR },
    };
  });

describe('decideBooking: properties', () => {
  it('books any slot the Kooker offers inside the window: the amounts split, the ledger balanced, the slot taken from the offer', () => {
    fc.assert(
      fc.property(validCall, ({ documents, request, now }) => {
        const decision = booked(decideBooking(documents, request, now));
        const { amounts } = decision.booking;
        expect(amounts.total).toBe(request.expectedTotal);
        expect(amounts.commission + amounts.kookerPayout).toBe(amounts.total);
        const awaiting = bookingAfter(decision.booking, decision.movements, now);
        expect(ledgerProblems(awaiting)).toEqual([]);
        expect(ledgerProblems(paid(awaiting, now))).toEqual([]);
        expect(decision.slotsLeft?.times).not.toContain(request.time);
        expect(decision.booking.contactsStatus).toBe('unpaid');
      }),
    );
  });

  it('whatever breaks, refuses with the first broken guard of docs/reservations.md, in its order', () => {
    fc.assert(
      fc.property(validCall, fc.subarray(GUARDS, { minLength: 1 }), (call, broken) => {
        for (const guard of broken) guard.apply(call);
        const refusal = refusalOf(decideBooking(call.documents, call.request, call.now));
        const [first] = broken;
        expect(refusal?.code).toBe(first?.code);
        // The area's message names the distance: its details say it is the area.
        if (first?.name === 'area') expect(refusal?.details).toMatchObject({ reason: 'area' });
        else expect(refusal?.message).toBe(first?.message);
      }),
    );
  });

  it('never reads the communes for a booking at the Kooker’s, nor refuses it for its typed address', () => {
    fc.assert(
      fc.property(validCall, fc.string(), (call, address) => {
        call.documents.service = pastaWorkshop({
          location: 'kooker',
          pricePerPerson: call.request.expectedTotal / call.request.participants,
        });
        call.documents.communes = () => {
          throw new Error('communes loaded');
        };
        expect(decideBooking(call.documents, { ...call.request, address }, call.now).ok).toBe(true);
      }),
    );
  });

  it('reads the same communes the panel does (docs/decisions/014-communes.md)', () => {
    expect(COMMUNES.communes.map((commune) => commune.name)).toEqual(['Marseille', 'Lyon', 'Villeurbanne']);
  });
});
