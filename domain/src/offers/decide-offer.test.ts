import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_REFUSED } from '../booking/decide-booking';
import { SERVER_TIME, type Refusal } from '../rules/decision';
import { at, COMMUNES, kookerOfLyon, NOW, stampOf } from '../testing/decision-fixtures';
import type { BookedInterval } from '../kookers/slots';
import { ADDRESS_REQUIRED } from '../kookers/service-location';
import {
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MIN_LEAD_HOURS,
  OFFER_REPLACEMENTS_PER_DAY_MAX,
  OFFER_REQUESTS_TO_ONE_KOOKER_PER_DAY_MAX,
  OFFER_VALID_DAYS_MAX,
} from '../rules/rules';
import { addDays } from '../rules/time';
import { modelSamples } from '../testing/model-samples';
import {
  clashWith,
  decideCloseRequest,
  decideDeclineOffer,
  decideDeclineRequest,
  decideRequest,
  decideSendOffer,
  decideWithdrawOffer,
  isRequestOpen,
  OFFER_REFUSED,
  offerClash,
  offerExpired,
  offerValidUntil,
  requestExpired,
  requestExpiry,
  sentWithinDay,
  takesOffers,
  type OfferCall,
  type OfferDocuments,
  type RequestCall,
  type RequestDocuments,
} from './decide-offer';
import type { Offer, OfferRequest } from './model';

/* NOW is Tuesday 1 December 2026, 10:00 in Paris (UTC+1): the booking window runs from Wednesday 2
 * December 10:00 to Saturday 30 January 2027. */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** A booking of the Kooker from `from` to `to` (Paris times) on Saturday 12 December. */
const busyFrom = (from: string, to: string): BookedInterval => ({
  startMs: at('2026-12-12', from).getTime(),
  endMs: at('2026-12-12', to).getTime(),
});

const samples = modelSamples(stampOf);

/** Claire, of Lyon, who welcomes up to 12. */
const claire = (overrides: Parameters<typeof kookerOfLyon>[0] = {}) => kookerOfLyon({ maxGuests: 12, ...overrides });

const refusalOf = (decision: { ok: boolean; refusal?: Refusal }) => (decision.ok ? null : decision.refusal);

/* ───────────── The request ───────────── */

/** Camille asks Claire for a dinner for 12 on Saturday 12 December at 19:00, at her home in Lyon. */
function requestCall(overrides: Partial<RequestCall> = {}): RequestCall {
  return {
    clientId: 'camille',
    requestId: 'req-1',
    conversationId: 'camille_claire',
    kookerId: 'claire',
    occasion: ' Anniversaire ',
    date: '2026-12-12',
    time: '19:00',
    guests: 12,
    location: 'client',
    address: ' 69002 Lyon ',
    budgetPerPerson: 4_500,
    allergens: ['gluten'],
    diets: ['vegetarien'],
    dietaryNote: ' Deux invités sans gluten ',
    message: ' Pour les 40 ans de Paul. ',
    idempotencyKey: 'demande-0001',
    ...overrides,
  };
}

function requestDocuments(overrides: Partial<RequestDocuments> = {}): RequestDocuments {
  return {
    existing: null,
    kooker: claire(),
    kookerUser: { address: '3 place Bellecour, 69002 Lyon' },
    communes: () => COMMUNES,
    sentToKooker: [],
    ...overrides,
  };
}

/** That request as read once written: open until Tuesday 8 December, 10:00. */
function openRequest(overrides: Partial<OfferRequest> = {}): OfferRequest {
  return {
    ...samples.offerRequest,
    id: 'req-1',
    clientId: 'camille',
    kookerId: 'claire',
    conversationId: 'camille_claire',
    guests: 12,
    address: '69002 Lyon',
    dietary: { allergens: ['gluten'], diets: ['vegetarien'], note: 'Deux invités sans gluten' },
    status: 'open',
    offerId: null,
    expiresAt: stampOf('2026-12-08T09:00:00.000Z'),
    ...overrides,
  };
}

describe('decideRequest: the client asks a Kooker for an offer', () => {
  it('writes an open request, its texts trimmed, open for 7 days', () => {
    expect(decideRequest(requestDocuments(), requestCall(), NOW)).toEqual({
      ok: true,
      retry: false,
      request: {
        id: 'req-1',
        clientId: 'camille',
        kookerId: 'claire',
        conversationId: 'camille_claire',
        occasion: 'Anniversaire',
        date: '2026-12-12',
        time: '19:00',
        guests: 12,
        location: 'client',
        address: '69002 Lyon',
        budgetPerPerson: 4_500,
        dietary: { allergens: ['gluten'], diets: ['vegetarien'], note: 'Deux invités sans gluten' },
        message: 'Pour les 40 ans de Paul.',
        status: 'open',
        declineReason: null,
        offerId: null,
        expiresAt: new Date('2026-12-08T09:00:00.000Z'),
        createdAt: SERVER_TIME,
        updatedAt: SERVER_TIME,
      },
    });
  });

  it('takes a request with only what is required: no budget, nothing the guests cannot eat, no message', () => {
    const { budgetPerPerson: _b, allergens: _a, diets: _d, dietaryNote: _n, message: _m, ...bare } = requestCall();
    expect(decideRequest(requestDocuments(), bare, NOW)).toMatchObject({
      ok: true,
      request: { budgetPerPerson: null, dietary: { allergens: [], diets: [], note: '' }, message: '' },
    });
  });

  it('at the Kooker’s: keeps no address on the request (theirs is copied on the booking only), without loading the communes', () => {
    const documents = requestDocuments({
      communes: () => {
        throw new Error('communes loaded');
      },
    });
    expect(decideRequest(documents, requestCall({ location: 'kooker', address: undefined }), NOW)).toMatchObject({
      ok: true,
      request: { location: 'kooker', address: '' },
    });
    expect(refusalOf(decideRequest({ ...documents, kookerUser: { address: ' ' } }, requestCall({ location: 'kooker' }), NOW))).toEqual({
      code: 'failed-precondition',
      message: BOOKING_REFUSED.noKookerAddress,
    });
  });

  it('answers a retried call with the request the first one made, and refuses the key for another request', () => {
    expect(decideRequest(requestDocuments({ existing: openRequest() }), requestCall(), NOW)).toEqual({ ok: true, retry: true });
    for (const existing of [openRequest({ clientId: 'hugo' }), openRequest({ kookerId: 'kenza' }), openRequest({ date: '2026-12-13' })])
      expect(refusalOf(decideRequest(requestDocuments({ existing }), requestCall(), NOW))).toEqual({
        code: 'failed-precondition',
        message: OFFER_REFUSED.keyReused,
      });
  });

  const refusals: Array<[string, Partial<RequestDocuments>, Partial<RequestCall>, Refusal['code'], string]> = [
    ['the Kooker asking themself', {}, { clientId: 'claire' }, 'failed-precondition', OFFER_REFUSED.ownProfile],
    ['a Kooker with no profile', { kooker: null }, {}, 'not-found', OFFER_REFUSED.kookerGone],
    ['an unpublished Kooker', { kooker: claire({ published: false }) }, {}, 'not-found', OFFER_REFUSED.kookerGone],
    [
      'a Kooker whose insurance ended',
      { kooker: claire({ insuranceEndsAt: stampOf(new Date(NOW.getTime() - MINUTE)) }) },
      {},
      'failed-precondition',
      OFFER_REFUSED.uninsured,
    ],
    ['a date less than 24 h ahead', {}, { date: '2026-12-02', time: '09:59' }, 'failed-precondition', OFFER_REFUSED.outsideWindow],
    ['a day more than 60 days ahead', {}, { date: '2027-01-31' }, 'failed-precondition', OFFER_REFUSED.outsideWindow],
    ['a date already past', {}, { date: '2026-11-30' }, 'failed-precondition', OFFER_REFUSED.outsideWindow],
    [
      'more guests than the Kooker welcomes',
      { kooker: claire({ maxGuests: 10 }) },
      {},
      'failed-precondition',
      OFFER_REFUSED.tooManyGuests(10),
    ],
    ['at the client’s, no address', {}, { address: '  ' }, 'invalid-argument', ADDRESS_REQUIRED],
    // The Kooker learns the commune, never the street, before a paid booking: a line with more is refused whole.
    ['a street with the commune', {}, { address: '12 rue Mercière, 69002 Lyon' }, 'invalid-argument', OFFER_REFUSED.communeOnly],
    [
      'contact details before the commune',
      {},
      { address: 'Appelez 06 12 34 56 78 / jean@x.fr, 69002 Lyon' },
      'invalid-argument',
      OFFER_REFUSED.communeOnly,
    ],
  ];

  it.each(refusals)('refuses %s', (_name, documents, call, code, message) => {
    expect(refusalOf(decideRequest(requestDocuments(documents), requestCall(call), NOW))).toEqual({ code, message });
  });

  it('asks any date of the booking window, not only a free slot: from exactly 24 h ahead to the 60th day', () => {
    const kooker = claire({ availableDays: ['monday'], typicalHours: { start: '10:00', end: '12:00' } });
    expect(decideRequest(requestDocuments({ kooker }), requestCall({ date: '2026-12-02', time: '10:00' }), NOW).ok).toBe(true);
    expect(decideRequest(requestDocuments({ kooker }), requestCall({ date: '2027-01-30', time: '23:00' }), NOW).ok).toBe(true);
  });

  it('refuses an address outside the Kooker’s reach, with the distance', () => {
    const refusal = refusalOf(decideRequest(requestDocuments(), requestCall({ address: '13001 Marseille' }), NOW));
    expect(refusal).toMatchObject({ code: 'failed-precondition', details: { reason: 'area', serviceArea: 20 } });
  });

  it('states the booking window with its constants', () => {
    expect(OFFER_REFUSED.outsideWindow).toBe(
      `Choisissez une date de ${BOOKING_MIN_LEAD_HOURS} h à ${BOOKING_MAX_DAYS_AHEAD} jours à l’avance.`,
    );
  });
});

describe('decideRequest: at most 3 requests to one Kooker in any 24 hours', () => {
  const ago = (ms: number) => new Date(NOW.getTime() - ms);
  // At the Kooker's: the cap is the question, not the place.
  const atKooker = requestCall({ location: 'kooker' });

  it('takes a third request in 24 hours, refuses a fourth, and takes it again once the first is 24 hours old', () => {
    expect(OFFER_REQUESTS_TO_ONE_KOOKER_PER_DAY_MAX).toBe(3);
    const two = [ago(3 * HOUR), ago(MINUTE)];
    expect(decideRequest(requestDocuments({ sentToKooker: two }), atKooker, NOW).ok).toBe(true);
    const three = [ago(23 * HOUR), ...two];
    expect(refusalOf(decideRequest(requestDocuments({ sentToKooker: three }), atKooker, NOW))).toEqual({
      code: 'resource-exhausted',
      message:
        'Vous avez déjà envoyé 3 demandes à ce Kooker ces dernières 24 heures : attendez sa réponse avant de lui en envoyer une autre.',
    });
    expect(decideRequest(requestDocuments({ sentToKooker: [ago(24 * HOUR), ...two] }), atKooker, NOW).ok).toBe(true);
  });

  it('answers a retried call even at the cap: it finds the request the first one made', () => {
    const three = [ago(HOUR), ago(2 * HOUR), ago(3 * HOUR)];
    expect(decideRequest(requestDocuments({ existing: openRequest(), sentToKooker: three }), atKooker, NOW)).toEqual({
      ok: true,
      retry: true,
    });
  });
});

describe('sentWithinDay: what a daily cap counts', () => {
  it('counts the instants less than 24 hours before now, and one the database’s clock put a little after; not one a day old', () => {
    const instants = [NOW, new Date(NOW.getTime() - 24 * HOUR + 1), new Date(NOW.getTime() - 24 * HOUR), new Date(NOW.getTime() + 1)];
    expect(sentWithinDay(instants, NOW)).toBe(3);
    expect(sentWithinDay([], NOW)).toBe(0);
  });
});

describe('requestExpiry: when an open request closes', () => {
  it('closes 7 days after it was sent', () => {
    expect(requestExpiry('2026-12-12', '19:00', NOW)).toEqual(new Date('2026-12-08T09:00:00.000Z'));
  });

  it('closes sooner once its date could no longer be booked: 24 h before it starts', () => {
    // Friday 4 December, 12:00 in Paris: 11:00 UTC.
    expect(requestExpiry('2026-12-04', '12:00', NOW)).toEqual(new Date('2026-12-03T11:00:00.000Z'));
  });

  it('counts 24 real hours across the night clocks go forward', () => {
    // Sunday 28 March 2027, 12:00 in Paris (UTC+2), is 10:00 UTC: 24 h earlier, Saturday 11:00 in Paris (UTC+1).
    expect(requestExpiry('2027-03-28', '12:00', new Date('2027-03-25T09:00:00.000Z'))).toEqual(new Date('2027-03-27T10:00:00.000Z'));
  });
});

describe('decideDeclineRequest: the Kooker declines, saying why', () => {
  const call = { requestId: 'req-1', reason: ' Je suis en congés ce jour-là. ', uid: 'claire' };

  it('closes an open request with the reason trimmed', () => {
    expect(decideDeclineRequest(openRequest(), call, NOW)).toEqual({
      ok: true,
      update: { status: 'declined', declineReason: 'Je suis en congés ce jour-là.', updatedAt: SERVER_TIME },
    });
  });

  it('refuses a request that is not there, or not the Kooker’s, as not there', () => {
    expect(refusalOf(decideDeclineRequest(null, call, NOW))).toEqual({ code: 'not-found', message: OFFER_REFUSED.requestGone });
    expect(refusalOf(decideDeclineRequest(openRequest(), { ...call, uid: 'camille' }, NOW))).toEqual({
      code: 'not-found',
      message: OFFER_REFUSED.requestGone,
    });
  });

  it('refuses a request already answered: the Kooker withdraws the offer instead', () => {
    expect(refusalOf(decideDeclineRequest(openRequest({ status: 'answered' }), call, NOW))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.requestAnswered,
    });
  });

  it('refuses a request declined, expired, or past its expiry before the scheduler closed it', () => {
    const closed = [
      openRequest({ status: 'declined' }),
      openRequest({ status: 'expired' }),
      openRequest({ expiresAt: stampOf(NOW) }),
      openRequest({ expiresAt: null }),
    ];
    for (const request of closed)
      expect(refusalOf(decideDeclineRequest(request, call, NOW))).toEqual({
        code: 'failed-precondition',
        message: OFFER_REFUSED.requestClosed,
      });
    expect(decideDeclineRequest(openRequest({ expiresAt: stampOf(new Date(NOW.getTime() + MINUTE)) }), call, NOW).ok).toBe(true);
  });
});

describe('isRequestOpen and requestExpired: the two sides of a request’s expiry', () => {
  it('keeps a request open until its expiry, and expires it at that instant, only an open one', () => {
    const expiresAt = stampOf('2026-12-08T09:00:00.000Z');
    const before = new Date('2026-12-08T08:59:00.000Z');
    const then = new Date('2026-12-08T09:00:00.000Z');
    expect([isRequestOpen({ status: 'open', expiresAt }, before), requestExpired({ status: 'open', expiresAt }, before)]).toEqual([
      true,
      false,
    ]);
    expect([isRequestOpen({ status: 'open', expiresAt }, then), requestExpired({ status: 'open', expiresAt }, then)]).toEqual([
      false,
      true,
    ]);
    // An answered request closes at its expiry too; a declined, closed or expired one is closed already.
    expect(requestExpired({ status: 'answered', expiresAt }, then)).toBe(true);
    expect(requestExpired({ status: 'answered', expiresAt }, before)).toBe(false);
    for (const status of ['declined', 'closed', 'expired'] as const) expect(requestExpired({ status, expiresAt }, then)).toBe(false);
    // A request written without its expiry is closed at once rather than never.
    expect(requestExpired({ status: 'open', expiresAt: null }, NOW)).toBe(true);
  });
});

/* ───────────── The offer ───────────── */

/** Claire answers with a custom dinner for 12, 45 € a head, on the date asked, valid until Saturday 5 December. */
function offerCall(overrides: Partial<OfferCall> = {}): OfferCall {
  return {
    kookerId: 'claire',
    offerId: 'off-2',
    requestId: 'req-1',
    serviceId: null,
    title: ' Dîner d’anniversaire ',
    description: ' Entrées et tajine. ',
    menu: ' Zaalouk\nTajine d’agneau ',
    date: '2026-12-12',
    time: '19:00',
    durationHours: 4,
    participants: 12,
    pricePerPerson: 4_500,
    allergens: ['lait'],
    validUntil: '2026-12-05',
    idempotencyKey: 'offre-0001',
    ...overrides,
  };
}

function offerDocuments(overrides: Partial<OfferDocuments> = {}): OfferDocuments {
  return {
    existing: null,
    request: openRequest(),
    current: null,
    currentHeld: false,
    kooker: claire(),
    service: null,
    busy: [],
    sentOnRequest: [],
    ...overrides,
  };
}

/** An offer as read: Claire's first one on that request, open until Saturday 5 December, 23:59:59 in Paris. */
function sentOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    ...samples.offer,
    id: 'off-1',
    requestId: 'req-1',
    clientId: 'camille',
    kookerId: 'claire',
    conversationId: 'camille_claire',
    address: '69002 Lyon',
    validUntil: stampOf('2026-12-05T23:00:00.000Z'),
    status: 'sent',
    bookingId: null,
    closedAt: null,
    ...overrides,
  };
}

const sendOffer = (documents: Partial<OfferDocuments> = {}, call: Partial<OfferCall> = {}, now = NOW) =>
  decideSendOffer(offerDocuments(documents), offerCall(call), now);

function sent(decision: ReturnType<typeof decideSendOffer>) {
  if (!decision.ok || decision.retry) throw new Error(`Not sent: ${JSON.stringify(decision)}`);
  return decision;
}

describe('decideSendOffer: the Kooker answers with an offer', () => {
  it('writes an open offer with the request’s place and dietary needs, its total, valid to the end of the Paris day chosen; the request answered', () => {
    expect(sendOffer()).toEqual({
      ok: true,
      retry: false,
      offer: {
        id: 'off-2',
        requestId: 'req-1',
        clientId: 'camille',
        kookerId: 'claire',
        conversationId: 'camille_claire',
        serviceId: null,
        title: 'Dîner d’anniversaire',
        description: 'Entrées et tajine.',
        menu: 'Zaalouk\nTajine d’agneau',
        date: '2026-12-12',
        time: '19:00',
        durationHours: 4,
        participants: 12,
        pricePerPerson: 4_500,
        total: 54_000,
        allergens: ['lait'],
        location: 'client',
        address: '69002 Lyon',
        dietary: { allergens: ['gluten'], diets: ['vegetarien'], note: 'Deux invités sans gluten' },
        // The end of Saturday 5 December in Paris (UTC+1).
        validUntil: new Date('2026-12-05T23:00:00.000Z'),
        status: 'sent',
        bookingId: null,
        clash: null,
        declineReason: null,
        closedAt: null,
        createdAt: SERVER_TIME,
        updatedAt: SERVER_TIME,
      },
      request: { status: 'answered', offerId: 'off-2', updatedAt: SERVER_TIME },
      replaced: null,
    });
  });

  it('names one of the Kooker’s services when chosen, and takes an offer without description or allergens', () => {
    const { description: _d, allergens: _a, ...bare } = offerCall({ serviceId: 'service-2' });
    const decision = sent(decideSendOffer(offerDocuments({ service: { id: 'service-2', name: 'Dîner marocain' } }), bare, NOW));
    expect(decision.offer).toMatchObject({ serviceId: 'service-2', title: 'Dîner d’anniversaire', description: '', allergens: [] });
  });

  it('offers another date, time, length or group than asked, any time of day, up to the Kooker’s capacity', () => {
    const kooker = claire({ availableDays: ['monday'], typicalHours: { start: '10:00', end: '12:00' } });
    const decision = sent(sendOffer({ kooker }, { date: '2026-12-13', time: '21:00', durationHours: 12, participants: 12 }));
    expect(decision.offer).toMatchObject({ date: '2026-12-13', time: '21:00', durationHours: 12, participants: 12, total: 54_000 });
  });

  it('answers a retried call with the offer the first one made, and refuses the key for another request', () => {
    expect(sendOffer({ existing: sentOffer({ id: 'off-2' }) })).toEqual({ ok: true, retry: true });
    expect(refusalOf(sendOffer({ existing: sentOffer({ id: 'off-2', requestId: 'req-9' }) }))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.keyReused,
    });
  });

  const refusals: Array<[string, Partial<OfferDocuments>, Partial<OfferCall>, Refusal['code'], string]> = [
    ['a request that is not there', { request: null }, {}, 'not-found', OFFER_REFUSED.requestGone],
    ['a request made to another Kooker', { request: openRequest({ kookerId: 'kenza' }) }, {}, 'not-found', OFFER_REFUSED.requestGone],
    [
      'a request the Kooker declined',
      { request: openRequest({ status: 'declined' }) },
      {},
      'failed-precondition',
      OFFER_REFUSED.requestClosed,
    ],
    ['a request expired', { request: openRequest({ status: 'expired' }) }, {}, 'failed-precondition', OFFER_REFUSED.requestClosed],
    [
      'an open request past its expiry',
      { request: openRequest({ expiresAt: stampOf(NOW) }) },
      {},
      'failed-precondition',
      OFFER_REFUSED.requestClosed,
    ],
    [
      'an unpublished Kooker',
      { kooker: claire({ published: false }) },
      {},
      'failed-precondition',
      'Votre profil doit être en ligne pour envoyer une offre.',
    ],
    ['a service removed', { service: null }, { serviceId: 'service-2' }, 'not-found', OFFER_REFUSED.serviceGone],
    ['a start less than 24 h ahead', {}, { date: '2026-12-02', time: '09:00' }, 'failed-precondition', OFFER_REFUSED.outsideWindow],
    ['a day more than 60 days ahead', {}, { date: '2027-01-31' }, 'failed-precondition', OFFER_REFUSED.outsideWindow],
    [
      'more participants than the Kooker welcomes',
      { kooker: claire({ maxGuests: 10 }) },
      {},
      'failed-precondition',
      OFFER_REFUSED.tooManyGuests(10),
    ],
    [
      'a day the Kooker blocked',
      { kooker: claire({ blockedDates: ['2026-12-12'] }) },
      {},
      'failed-precondition',
      OFFER_REFUSED.blockedDate,
    ],
    ['a validity ending yesterday', {}, { validUntil: '2026-11-30' }, 'invalid-argument', OFFER_REFUSED.validity],
    ['a validity longer than 7 days', {}, { validUntil: '2026-12-09' }, 'invalid-argument', OFFER_REFUSED.validity],
  ];

  it.each(refusals)('refuses %s', (_name, documents, call, code, message) => {
    expect(refusalOf(sendOffer(documents, call))).toEqual({ code, message });
  });

  it('refuses a time the Kooker is booked, as Kooker or as client, saying from when to when in Paris', () => {
    expect(refusalOf(sendOffer({ busy: [busyFrom('10:00', '12:00'), busyFrom('18:00', '20:00'), busyFrom('22:00', '23:30')] }))).toEqual({
      code: 'failed-precondition',
      message: 'Vous êtes déjà réservé de 18:00 à 20:00 ce jour-là : proposez un autre horaire.',
    });
  });

  it('lets bookings that end when the offer starts, or start when it ends, through', () => {
    expect(sendOffer({ busy: [busyFrom('15:00', '19:00'), busyFrom('23:00', '23:59')] }).ok).toBe(true);
  });
});

describe('decideSendOffer: the validity', () => {
  it('is valid from today to 7 days ahead, each to the end of that Paris day', () => {
    expect(sent(sendOffer({}, { validUntil: '2026-12-01' })).offer.validUntil).toEqual(new Date('2026-12-01T23:00:00.000Z'));
    expect(sent(sendOffer({}, { validUntil: '2026-12-08' })).offer.validUntil).toEqual(new Date('2026-12-08T23:00:00.000Z'));
    expect(OFFER_REFUSED.validity).toContain(`${OFFER_VALID_DAYS_MAX} jours`);
    expect(OFFER_REFUSED.validity).toContain(`${BOOKING_MIN_LEAD_HOURS} h avant`);
  });

  it('closes 24 h before the start, even when a later day was chosen', () => {
    // Friday 4 December, 12:00 in Paris: 11:00 UTC; the validity ends on Thursday at the same time.
    const soon = { date: '2026-12-04', time: '12:00' };
    expect(sent(sendOffer({}, { ...soon, validUntil: '2026-12-04' })).offer.validUntil).toEqual(new Date('2026-12-03T11:00:00.000Z'));
    expect(sent(sendOffer({}, { ...soon, validUntil: '2026-12-08' })).offer.validUntil).toEqual(new Date('2026-12-03T11:00:00.000Z'));
    expect(sent(sendOffer({}, { ...soon, validUntil: '2026-12-02' })).offer.validUntil).toEqual(new Date('2026-12-02T23:00:00.000Z'));
  });

  it('refuses an offer that could not be accepted for a single minute: starting exactly 24 h ahead', () => {
    expect(refusalOf(sendOffer({}, { date: '2026-12-02', time: '10:00', validUntil: '2026-12-01' }))).toEqual({
      code: 'invalid-argument',
      message: OFFER_REFUSED.validity,
    });
    expect(sent(sendOffer({}, { date: '2026-12-02', time: '10:01', validUntil: '2026-12-01' })).offer.validUntil).toEqual(
      new Date(NOW.getTime() + MINUTE),
    );
  });

  it('counts the 7 days from the Paris day: at 00:30 on 2 December in Paris (still 1 December in UTC), the 9th is the last', () => {
    const earlyMorning = new Date('2026-12-01T23:30:00.000Z');
    expect(sendOffer({}, { validUntil: '2026-12-09' }, earlyMorning).ok).toBe(true);
    expect(refusalOf(sendOffer({}, { validUntil: '2026-12-01' }, earlyMorning))).toEqual({
      code: 'invalid-argument',
      message: OFFER_REFUSED.validity,
    });
  });

  it('property: any date of the window, any day chosen — sent only from today to 7 days ahead, closing after now, by the end of that day and 24 h before the start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.constantFrom('00:00', '09:00', '12:30', '19:00', '23:45'),
        fc.integer({ min: -3, max: 10 }),
        (days, time, validDays) => {
          const date = addDays('2026-12-01', days);
          const validUntil = addDays('2026-12-01', validDays);
          const decision = sendOffer({}, { date, time, validUntil });
          if (validDays < 0 || validDays > OFFER_VALID_DAYS_MAX) {
            expect(refusalOf(decision)).toEqual({ code: 'invalid-argument', message: OFFER_REFUSED.validity });
            return;
          }
          const { validUntil: closing } = sent(decision).offer;
          if (!(closing instanceof Date)) throw new Error(`No validity: ${String(closing)}`);
          const closes = closing.getTime();
          const dayEnd = at(addDays(validUntil, 1), '00:00').getTime();
          const leadEnd = at(date, time).getTime() - BOOKING_MIN_LEAD_HOURS * HOUR;
          expect(closes).toBeGreaterThan(NOW.getTime());
          expect(closes).toBeLessThanOrEqual(dayEnd);
          expect(closes).toBeLessThanOrEqual(leadEnd);
          expect([dayEnd, leadEnd]).toContain(closes);
        },
      ),
    );
  });
});

describe('offerValidUntil', () => {
  it('ends the day chosen at midnight in Paris, winter or summer, the day clocks go forward a day of 23 h', () => {
    expect(offerValidUntil('2026-12-05', '2026-12-12', '19:00')).toEqual(new Date('2026-12-05T23:00:00.000Z'));
    expect(offerValidUntil('2027-03-27', '2027-04-10', '12:00')).toEqual(new Date('2027-03-27T23:00:00.000Z'));
    expect(offerValidUntil('2027-03-28', '2027-04-10', '12:00')).toEqual(new Date('2027-03-28T22:00:00.000Z'));
  });

  it('never later than 24 h before the start, and nothing for a start that does not exist', () => {
    expect(offerValidUntil('2027-03-28', '2027-03-29', '12:00')).toEqual(new Date('2027-03-28T10:00:00.000Z'));
    expect(offerValidUntil('2027-03-27', '2027-03-28', '02:30')).toBeNull();
  });
});

describe('decideSendOffer: a new offer on the same request', () => {
  it('replaces the open one while the request has not expired', () => {
    const request = openRequest({ status: 'answered', offerId: 'off-1' });
    const decision = sent(sendOffer({ request, current: sentOffer() }));
    expect(decision.replaced).toEqual({ id: 'off-1', update: { status: 'replaced', closedAt: SERVER_TIME, updatedAt: SERVER_TIME } });
    expect(decision.request).toEqual({ status: 'answered', offerId: 'off-2', updatedAt: SERVER_TIME });
  });

  it('refuses once the request’s expiry passed, answered or not, or once the client closed it', () => {
    for (const request of [
      openRequest({ status: 'answered', offerId: 'off-1', expiresAt: stampOf(NOW) }),
      openRequest({ status: 'closed', offerId: 'off-1' }),
      openRequest({ status: 'closed' }),
    ])
      expect(refusalOf(sendOffer({ request, current: sentOffer() }))).toEqual({
        code: 'failed-precondition',
        message: OFFER_REFUSED.requestClosed,
      });
  });

  it('takes the first offer and 3 replacements in 24 hours, refuses a fifth offer, and takes it once the first is a day old', () => {
    expect(OFFER_REPLACEMENTS_PER_DAY_MAX).toBe(3);
    const request = openRequest({ status: 'answered', offerId: 'off-1' });
    const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
    const three = [ago(20), ago(10), ago(1)];
    expect(sent(sendOffer({ request, current: sentOffer(), sentOnRequest: three })).replaced?.id).toBe('off-1');
    const four = [ago(23), ...three];
    expect(refusalOf(sendOffer({ request, current: sentOffer(), sentOnRequest: four }))).toEqual({
      code: 'resource-exhausted',
      message:
        'Vous avez déjà remplacé 3 fois votre offre sur cette demande ces dernières 24 heures : attendez la réponse du client avant d’en envoyer une autre.',
    });
    expect(sendOffer({ request, current: sentOffer(), sentOnRequest: [ago(24), ...three] }).ok).toBe(true);
    // A retried call still finds its offer.
    expect(sendOffer({ request, existing: sentOffer({ id: 'off-2' }), sentOnRequest: four })).toEqual({ ok: true, retry: true });
  });

  it('replaces nothing when the last one is closed already', () => {
    const request = openRequest({ status: 'answered', offerId: 'off-1' });
    for (const status of ['declined', 'withdrawn', 'expired'] as const)
      expect(sent(sendOffer({ request, current: sentOffer({ status }) })).replaced).toBeNull();
  });

  it('refuses while the client is paying the open one (a booking awaiting its payment holds it)', () => {
    const request = openRequest({ status: 'answered', offerId: 'off-1' });
    expect(refusalOf(sendOffer({ request, current: sentOffer({ bookingId: 'b-1' }), currentHeld: true }))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.beingPaid,
    });
    // Once that payment was not made in time, the booking holds it no more.
    expect(sendOffer({ request, current: sentOffer(), currentHeld: false }).ok).toBe(true);
  });

  it('refuses once the client accepted the last one: the booking is made', () => {
    const request = openRequest({ status: 'answered', offerId: 'off-1' });
    expect(refusalOf(sendOffer({ request, current: sentOffer({ status: 'accepted', bookingId: 'b-1' }) }))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.alreadyAccepted,
    });
  });
});

describe('takesOffers: whether a request still takes an offer', () => {
  it('takes them open or answered until its expiry, never declined, closed or expired', () => {
    const expiresAt = stampOf('2026-12-08T09:00:00.000Z');
    const before = new Date('2026-12-08T08:59:00.000Z');
    const then = new Date('2026-12-08T09:00:00.000Z');
    for (const status of ['open', 'answered'] as const) {
      expect(takesOffers({ status, expiresAt }, before)).toBe(true);
      expect(takesOffers({ status, expiresAt }, then)).toBe(false);
    }
    for (const status of ['declined', 'closed', 'expired'] as const) expect(takesOffers({ status, expiresAt }, before)).toBe(false);
  });
});

describe('decideCloseRequest: the client closes their request', () => {
  const call = { requestId: 'req-1', uid: 'camille' };
  const answered = openRequest({ status: 'answered', offerId: 'off-1' });

  it('closes an open request, with no offer to decline', () => {
    expect(decideCloseRequest(openRequest(), null, false, call, NOW)).toEqual({
      ok: true,
      retry: false,
      update: { status: 'closed', updatedAt: SERVER_TIME },
      declined: null,
    });
  });

  it('closes an answered request and declines its open offer, with no reason', () => {
    expect(decideCloseRequest(answered, sentOffer(), false, call, NOW)).toEqual({
      ok: true,
      retry: false,
      update: { status: 'closed', updatedAt: SERVER_TIME },
      declined: { id: 'off-1', update: { status: 'declined', declineReason: null, closedAt: SERVER_TIME, updatedAt: SERVER_TIME } },
    });
  });

  it('declines nothing when its last offer is closed already, or past its validity (the scheduler expires that one)', () => {
    for (const current of [sentOffer({ status: 'withdrawn' }), sentOffer({ status: 'accepted' }), sentOffer({ validUntil: stampOf(NOW) })])
      expect(decideCloseRequest(answered, current, false, call, NOW)).toMatchObject({ ok: true, declined: null });
  });

  it('refuses while a booking awaiting its payment holds the open offer', () => {
    expect(refusalOf(decideCloseRequest(answered, sentOffer({ bookingId: 'b-1' }), true, call, NOW))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.closingWhilePaying,
    });
  });

  it('refuses the Kooker, a request not there, and one closed by the Kooker or by time', () => {
    expect(refusalOf(decideCloseRequest(openRequest(), null, false, { ...call, uid: 'claire' }, NOW))).toEqual({
      code: 'not-found',
      message: OFFER_REFUSED.requestGone,
    });
    expect(refusalOf(decideCloseRequest(null, null, false, call, NOW))).toEqual({ code: 'not-found', message: OFFER_REFUSED.requestGone });
    for (const request of [
      openRequest({ status: 'declined' }),
      openRequest({ status: 'expired' }),
      openRequest({ expiresAt: stampOf(NOW) }),
      openRequest({ status: 'answered', offerId: 'off-1', expiresAt: stampOf(NOW) }),
    ])
      expect(refusalOf(decideCloseRequest(request, sentOffer(), false, call, NOW))).toEqual({
        code: 'failed-precondition',
        message: OFFER_REFUSED.alreadyClosed,
      });
  });

  it('answers a retried call on a request it closed, writing nothing', () => {
    expect(decideCloseRequest(openRequest({ status: 'closed' }), null, false, call, NOW)).toEqual({ ok: true, retry: true });
  });
});

describe('decideWithdrawOffer: the Kooker withdraws their open offer', () => {
  it('closes it', () => {
    expect(decideWithdrawOffer(sentOffer(), false, 'claire', NOW)).toEqual({
      ok: true,
      update: { status: 'withdrawn', declineReason: null, closedAt: SERVER_TIME, updatedAt: SERVER_TIME },
    });
  });

  it('refuses an offer that is not there, or not theirs, as not there', () => {
    for (const [offer, uid] of [
      [null, 'claire'],
      [sentOffer(), 'camille'],
    ] as const)
      expect(refusalOf(decideWithdrawOffer(offer, false, uid, NOW))).toEqual({ code: 'not-found', message: OFFER_REFUSED.offerGone });
  });

  it('refuses an offer no longer open: closed, or past its validity to the minute', () => {
    for (const status of ['accepted', 'declined', 'withdrawn', 'replaced', 'expired'] as const)
      expect(refusalOf(decideWithdrawOffer(sentOffer({ status }), false, 'claire', NOW))).toEqual({
        code: 'failed-precondition',
        message: OFFER_REFUSED.offerClosed,
      });
    const validUntil = new Date('2026-12-05T23:00:00.000Z');
    expect(refusalOf(decideWithdrawOffer(sentOffer(), false, 'claire', validUntil))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.offerClosed,
    });
    expect(decideWithdrawOffer(sentOffer(), false, 'claire', new Date(validUntil.getTime() - MINUTE)).ok).toBe(true);
  });

  it('refuses while the client is paying it', () => {
    expect(refusalOf(decideWithdrawOffer(sentOffer({ bookingId: 'b-1' }), true, 'claire', NOW))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.beingPaid,
    });
  });
});

describe('decideDeclineOffer: the client declines an offer', () => {
  const call = { offerId: 'off-1', reason: ' Trop cher pour nous. ', uid: 'camille' };

  it('closes it with the reason trimmed, or none when the client gave none', () => {
    expect(decideDeclineOffer(sentOffer(), false, call, NOW)).toEqual({
      ok: true,
      update: { status: 'declined', declineReason: 'Trop cher pour nous.', closedAt: SERVER_TIME, updatedAt: SERVER_TIME },
    });
    for (const reason of [undefined, '', '   '])
      expect(decideDeclineOffer(sentOffer(), false, { ...call, reason }, NOW)).toMatchObject({ ok: true, update: { declineReason: null } });
  });

  it('refuses the Kooker, an offer not there, one closed, or one being paid', () => {
    expect(refusalOf(decideDeclineOffer(sentOffer(), false, { ...call, uid: 'claire' }, NOW))).toEqual({
      code: 'not-found',
      message: OFFER_REFUSED.offerGone,
    });
    expect(refusalOf(decideDeclineOffer(null, false, call, NOW))).toEqual({ code: 'not-found', message: OFFER_REFUSED.offerGone });
    expect(refusalOf(decideDeclineOffer(sentOffer({ status: 'replaced' }), false, call, NOW))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.offerClosed,
    });
    expect(refusalOf(decideDeclineOffer(sentOffer({ bookingId: 'b-1' }), true, call, NOW))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.beingPaid,
    });
  });
});

describe('offerExpired: what the scheduler closes', () => {
  const validUntil = stampOf('2026-12-05T23:00:00.000Z');
  const then = new Date('2026-12-05T23:00:00.000Z');

  it('closes an open offer from the instant its validity ends, not a minute before', () => {
    expect(offerExpired({ status: 'sent', validUntil, bookingId: null }, then)).toBe(true);
    expect(offerExpired({ status: 'sent', validUntil, bookingId: null }, new Date(then.getTime() - MINUTE))).toBe(false);
  });

  it('leaves an offer held by a booking awaiting its payment, and one already closed', () => {
    expect(offerExpired({ status: 'sent', validUntil, bookingId: 'b-1' }, then)).toBe(false);
    for (const status of ['accepted', 'declined', 'withdrawn', 'replaced', 'expired'] as const)
      expect(offerExpired({ status, validUntil, bookingId: null }, then)).toBe(false);
  });
});

describe('clashWith and offerClash: a Kooker booked since the offer was sent', () => {
  const interval = busyFrom('19:00', '23:00');

  it('finds the first booking that overlaps, in Paris times, and none that only touches', () => {
    expect(clashWith([busyFrom('12:00', '14:00'), busyFrom('22:30', '23:30'), busyFrom('18:00', '20:00')], interval, '2026-12-12')).toEqual(
      { from: '22:30', to: '23:30', day: 'ce jour-là' },
    );
    expect(clashWith([busyFrom('15:00', '19:00'), busyFrom('23:00', '23:59')], interval, '2026-12-12')).toBeNull();
    expect(clashWith([], interval, '2026-12-12')).toBeNull();
  });

  it('says the next day or the day before of an evening that runs past midnight', () => {
    // 21:00 on the 12th for 5 hours: until 02:00 on the 13th.
    const evening = { startMs: at('2026-12-12', '21:00').getTime(), endMs: at('2026-12-13', '02:00').getTime() };
    const early = { startMs: at('2026-12-13', '01:00').getTime(), endMs: at('2026-12-13', '03:00').getTime() };
    expect(clashWith([early], evening, '2026-12-12')).toEqual({ from: '01:00', to: '03:00', day: 'le lendemain' });
    // Seen from an offer at 01:00 on the 13th, the evening booking began the day before.
    expect(clashWith([evening], early, '2026-12-13')).toEqual({ from: '21:00', to: '02:00', day: 'la veille' });
    expect(offerClash({ date: '2026-12-12', time: '21:00', durationHours: 5, bookingId: null }, [{ id: 'b-1', ...early }], [])).toBe(
      'Le Kooker a été réservé de 01:00 à 03:00 le lendemain : cette offre ne peut plus être acceptée.',
    );
  });

  const offer = { date: '2026-12-12', time: '19:00', durationHours: 4, bookingId: 'b-own' };

  it('says when the Kooker was booked over the offer', () => {
    expect(offerClash(offer, [{ id: 'b-other', ...busyFrom('18:00', '20:00') }], [])).toBe(
      'Le Kooker a été réservé de 18:00 à 20:00 ce jour-là : cette offre ne peut plus être acceptée.',
    );
    expect(offerClash({ ...offer, bookingId: null }, [{ id: 'b-own', ...interval }], [])).not.toBeNull();
  });

  it('ignores the offer’s own booking, and bookings that only touch it', () => {
    expect(offerClash(offer, [{ id: 'b-own', ...interval }], [])).toBeNull();
    expect(offerClash(offer, [{ id: 'b-1', ...busyFrom('15:00', '19:00') }], [])).toBeNull();
  });

  it('says when the Kooker blocked the day', () => {
    expect(offerClash(offer, [], ['2026-12-12'])).toBe(
      'Le Kooker a bloqué ce jour depuis l’envoi de l’offre : elle ne peut plus être acceptée.',
    );
    expect(offerClash(offer, [], ['2026-12-13'])).toBeNull();
  });
});
