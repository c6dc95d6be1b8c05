// The booking callables and jobs against the emulators (docs/reservations.md, docs/argent.md): createBooking and
// cancelBooking called as the web app calls them, each booking paid as the browser pays it (the
// simulated processor's card, its event confirming the booking), the hourly completion and the rating trigger.
// Where a rule depends on the hour (refund tiers, completion), the functions' own `cancel` and
// `completeBookings` are run at a chosen instant on the same emulated database.
import fc from 'fast-check';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest, HttpsError } from 'firebase-functions/https';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionPath, documentPath } from '@kookers/domain/data';
import {
  type CreateBookingInput,
  FAIR_USE_REFUSED,
  CANCELLATION_REFUSED,
  bookingToData,
  communeLineOfAddress,
  type Booking,
} from '@kookers/domain/booking';
import { CONSENT_REFUSED, currentTerms } from '@kookers/domain/money';
import {
  BOOKINGS_PER_DAY_MAX,
  EARNINGS_HELD_HOURS,
  UPCOMING_BOOKINGS_MAX,
  addDays,
  parisDateOf,
  parisInstant,
  TERMS_VERSION,
} from '@kookers/domain/rules';
import { modelSamples } from '@kookers/domain/testing';
import { cancel, cancelBookingCall } from '../../functions/src/bookings/cancel-booking';
import { shareAndEraseContacts } from '../../functions/src/bookings/booking-contacts';
import { eraseLapsedContacts } from '../../functions/src/bookings/erase-lapsed-contacts';
import { completeBookings } from '../../functions/src/bookings/complete-bookings';
import { book, createBookingCall } from '../../functions/src/bookings/create-booking';
import { lower } from '../../functions/src/bookings/lower-participants';
import { remindBookings } from '../../functions/src/mail/reminders';
import { answered } from '../../functions/src/shared/parse';
import { admin, callError, WebClient } from '../support/clients';
import { doc, getDoc } from 'firebase/firestore';
import {
  db,
  defined,
  eventually,
  exists,
  expectBalanced,
  handledWrites,
  payBooking,
  payBookingInProcess,
  publishedProfile,
  service,
  useEmptyEmulators,
} from './helpers';

useEmptyEmulators();

const clients: WebClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const HOUR = 60 * 60 * 1000;
const SLOT_TAKEN = 'Ce créneau vient d’être réservé. Choisissez un autre horaire.';
/** createBooking's answer when the contention made a transaction give up: nothing written, try again. */
const CONTENTION = 'Trop de demandes en même temps : réessayez.';
const KOOKER_PHONE = '06 11 22 33 44';

let emails = 0;
/** A signed-up, verified user with their users document, as the app makes them. */
async function person(firstName: string, lastName: string, phone = ''): Promise<{ client: WebClient; uid: string }> {
  const client = new WebClient();
  clients.push(client);
  const user = await client.signUp(`${firstName.toLowerCase()}${++emails}@example.fr`);
  await db()
    .doc(documentPath('users', user.uid))
    .set({ email: user.email, firstName, lastName, phone, address: '', isKooker: false, createdAt: Timestamp.now() });
  return { client, uid: user.uid };
}

/**
 * A Kooker with an account (to cancel as one), published, every day 10:00–16:00 in 2 h slots,
 * and one service, "Atelier pâtes fraîches" at 45 € per person. Resolves once the availability
 * trigger has offered their slots.
 */
async function kooker(overrides: Record<string, unknown> = {}, pricePerPerson = 45, menuAllergens: string[] = ['gluten', 'oeufs']) {
  const { client, uid } = await person('Claire', 'Dubois', KOOKER_PHONE);
  await db()
    .doc(documentPath('services', uid, 'service-1'))
    .set({ ...service('Atelier pâtes fraîches', pricePerPerson), allergens: menuAllergens });
  await db()
    .doc(documentPath('kookers', uid))
    .set(publishedProfile({ availableDays: EVERY_DAY, ...overrides }));
  if (overrides.published !== false)
    await eventually(
      () => slotsOf(uid),
      (slots) => Object.keys(slots).length > 0,
    );
  return { client, uid };
}

async function slotsOf(kookerId: string): Promise<Record<string, string[]>> {
  return ((await db().doc(documentPath('availability', kookerId)).get()).get('slots') ?? {}) as Record<string, string[]>;
}

async function count(path: string): Promise<number> {
  return (await db().collection(path).count().get()).data().count;
}

let keys = 0;
const newKey = () => `essai-${Date.now().toString(36)}-${++keys}`;

/** The booking once the processor settled every refund asked of it (each by its event, a second later). */
const refundsSettled = (bookingId: string) =>
  eventually(
    async () => (await db().doc(documentPath('bookings', bookingId)).get()).data() ?? {},
    (booking) =>
      (booking.ledger as Array<{ type: string; state: string }>)
        .filter((entry) => entry.type === 'refund')
        .every((entry) => entry.state === 'succeeded'),
  );

/** A date `days` ahead in Paris: with slots from 10:00, always inside the booking window for days ≥ 2. */
const daysAhead = (days: number) => addDays(parisDateOf(new Date()), days);
const at = (date: string, time: string) => defined(parisInstant(date, time), `${date} ${time}`);

/** A call for 3 participants to the Kooker's service-1 (45 € each unless told), at 12:00 unless told, with the client's phone. */
function input(kookerId: string, date: string, time = '12:00', pricePerPerson = 45): CreateBookingInput {
  return {
    kookerId,
    serviceId: 'service-1',
    date,
    time,
    participants: 3,
    expectedTotal: Math.round(pricePerPerson * 100) * 3,
    termsVersion: TERMS_VERSION,
    phone: '06 12 34 56 78',
    address: '12 rue Mercière, 69002 Lyon',
    idempotencyKey: newKey(),
  };
}

function request(kookerId: string, date: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...input(kookerId, date), ...overrides };
}

describe('createBooking', () => {
  it('books a free slot: the slot held while the payment is asked, then confirmed once paid, the amounts split under today’s terms, both names kept', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker();
    const { client, uid } = await person('Camille', 'Martin');

    const { bookingId } = await client.call<{ bookingId: string }>('createBooking', request(kookerId, date));

    // Held for the client: gone from the offer, its lock taken, the payment asked of the processor.
    expect(defined((await db().doc(documentPath('bookings', bookingId)).get()).data(), 'the booking')).toMatchObject({
      status: 'awaiting-payment',
      payment: { status: 'pending', paidAt: null },
      ledger: [expect.objectContaining({ type: 'payment', amount: 13_500, state: 'requested' })],
    });
    expect((await slotsOf(kookerId))[date]).toEqual(['10:00', '14:00']);
    expect(await count(collectionPath('slotLocks'))).toBe(1);

    await payBooking(client, bookingId);
    const booking = defined((await db().doc(documentPath('bookings', bookingId)).get()).data(), 'the booking');
    expect(booking).toMatchObject({
      clientId: uid,
      kookerId,
      kooker: { firstName: 'Claire', lastName: 'Dubois', city: 'Lyon' },
      clientName: 'Camille M.',
      service: { id: 'service-1', name: 'Atelier pâtes fraîches', pricePerPerson: 4500 },
      date,
      time: '12:00',
      participants: 3,
      status: 'confirmed',
      holdUntil: null,
      amounts: { total: 13_500, commission: 1350, kookerPayout: 12_150, refund: 0 },
      terms: currentTerms(),
      payment: { status: 'paid', failure: null },
      payout: { status: 'pending', earnedAt: null, availableAt: null, releasedAt: null, payoutId: null },
      cancelledBy: null,
      cancellationReason: null,
    });
    expect((booking.startAt as Timestamp).toMillis()).toBe(at(date, '12:00').getTime());
    expect((booking.endAt as Timestamp).toMillis()).toBe(at(date, '14:00').getTime());
    expect(booking.ledger).toEqual([
      expect.objectContaining({
        type: 'payment',
        amount: 13_500,
        state: 'succeeded',
        reference: expect.stringMatching(/^sim_pi_[0-9a-f]{16}$/),
      }),
    ]);
    expect(booking.payment.reference).toBe(booking.ledger[0].reference);
    await expectBalanced(bookingId);

    expect((await slotsOf(kookerId))[date]).toEqual(['10:00', '14:00']);
    expect(await count(collectionPath('slotLocks'))).toBe(1);
  });

  it('answers a retried call with the booking the first one made, never a second booking or payment', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker();
    const { client } = await person('Camille', 'Martin');
    const call = request(kookerId, date);

    const first = await client.call<{ bookingId: string }>('createBooking', call);
    const retries = await Promise.all(Array.from({ length: 4 }, () => client.call<{ bookingId: string }>('createBooking', call)));

    expect(retries).toEqual(Array.from({ length: 4 }, () => first));
    expect(await count(collectionPath('bookings'))).toBe(1);
    expect((await db().doc(documentPath('bookings', first.bookingId)).get()).get('ledger')).toHaveLength(1);
  });

  it('gives one booking to twenty clients asking for one slot at once, and tells the nineteen others it is taken', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker();
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => person('Client', `Numéro${i}`)));

    const outcomes = await Promise.allSettled(
      people.map(({ client }) => client.call<{ bookingId: string }>('createBooking', request(kookerId, date))),
    );

    const booked = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(booked).toHaveLength(1);
    const refusals = await Promise.all(
      outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => callError(Promise.reject(outcome.reason))),
    );
    expect(refusals).toEqual(Array.from({ length: 19 }, () => ({ code: 'functions/failed-precondition', message: SLOT_TAKEN })));
    expect(await count(collectionPath('bookings'))).toBe(1);
    expect(await count(collectionPath('slotLocks'))).toBe(1);
  });

  it('refuses a slot that overlaps one of the Kooker’s bookings, even after the Kooker changed the length of their slots', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker();
    const first = await person('Camille', 'Martin');
    // 14:00–16:00, paid.
    const booked1400 = await first.client.call<{ bookingId: string }>('createBooking', request(kookerId, date, { time: '14:00' }));
    await payBooking(first.client, booked1400.bookingId);
    // Now 3 h slots: 10:00 and 13:00, and 13:00–16:00 overlaps the booking.
    await db().doc(documentPath('kookers', kookerId)).update({ minimumDuration: 3 });

    const second = await person('Hugo', 'Bernard');
    expect(await callError(second.client.call('createBooking', request(kookerId, date, { time: '13:00' })))).toEqual({
      code: 'functions/failed-precondition',
      message: SLOT_TAKEN,
    });
    await expect(second.client.call('createBooking', request(kookerId, date, { time: '10:00' }))).resolves.toHaveProperty('bookingId');
  });

  it('refuses a client a second booking at the same time with another Kooker', async () => {
    const date = daysAhead(10);
    const [one, two] = [await kooker(), await kooker()];
    const { client } = await person('Camille', 'Martin');
    const { bookingId } = await client.call<{ bookingId: string }>('createBooking', request(one.uid, date));
    await payBooking(client, bookingId);

    expect(await callError(client.call('createBooking', request(two.uid, date)))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Vous avez déjà une réservation à ce moment-là.',
    });
    expect(await count(collectionPath('bookings'))).toBe(1);
  });

  // Every reason and its message is the domain's table (domain/src/booking/decide-booking.test.ts,
  // booking-input.test.ts); here, one refusal read from the documents and one from the schema show
  // that they reach the caller as they are, and that nothing is written (docs/contribuer.md, « Un
  // test par règle, à son étage »).
  describe('refuses, with a French message and nothing written,', () => {
    const date = daysAhead(10);
    const cases: Array<{
      what: string;
      call: (kookerId: string) => Record<string, unknown>;
      code: string;
      message: string;
      kooker?: Record<string, unknown>;
    }> = [
      {
        what: 'a day the Kooker has blocked',
        kooker: { blockedDates: [date] },
        call: (id) => request(id, date),
        code: 'failed-precondition',
        message: 'Ce créneau n’est pas proposé par ce Kooker.',
      },
      {
        what: 'a price sent by the browser',
        call: (id) => ({ ...request(id, date), total: 1 }),
        code: 'invalid-argument',
        message: 'Requête invalide : champ inconnu.',
      },
    ];
    for (const { what, call, code, message, kooker: profile } of cases) {
      it(what, async () => {
        const { uid: kookerId } = await kooker(profile);
        const { client } = await person('Camille', 'Martin');
        expect(await callError(client.call('createBooking', call(kookerId)))).toEqual({ code: `functions/${code}`, message });
        expect(await count(collectionPath('bookings'))).toBe(0);
        expect(await count(collectionPath('slotLocks'))).toBe(0);
      });
    }

    it('a visitor who is not signed in, or whose email is not verified', async () => {
      const { uid: kookerId } = await kooker();
      const visitor = new WebClient();
      clients.push(visitor);
      expect(await callError(visitor.call('createBooking', request(kookerId, date)))).toEqual({
        code: 'functions/unauthenticated',
        message: 'Vous devez être connecté pour effectuer cette action.',
      });
      await visitor.signUp('pasverifie@example.fr', { verified: false });
      expect(await callError(visitor.call('createBooking', request(kookerId, date)))).toEqual({
        code: 'functions/failed-precondition',
        message: 'Veuillez d’abord vérifier votre adresse email.',
      });
      expect(await count(collectionPath('bookings'))).toBe(0);
    });

    it('a Kooker booking their own service', async () => {
      const { client, uid } = await kooker();
      expect(await callError(client.call('createBooking', request(uid, date)))).toEqual({
        code: 'functions/failed-precondition',
        message: 'Vous ne pouvez pas réserver votre propre prestation.',
      });
      expect(await count(collectionPath('bookings'))).toBe(0);
    });
  });
});

describe('how the two reach each other, and what the guests cannot eat', () => {
  it('keeps the client’s full name and phone and the Kooker’s phone in the booking, and what the guests cannot eat', async () => {
    const { uid: kookerId } = await kooker();
    const { client } = await person('Camille', 'Martin');
    // Five days ahead: inside the week before, the Kooker's phone comes at once.
    const { bookingId } = await client.call<{ bookingId: string }>(
      'createBooking',
      request(kookerId, daysAhead(5), {
        phone: ' +33 6 98 76 54 32 ',
        allergens: ['fruits-a-coque', 'lait'],
        diets: ['vegetarien'],
        dietaryNote: '  Ma fille a 8 ans.  ',
      }),
    );
    // Unpaid: the names and what the guests cannot eat; neither phone (docs/reservations.md, « Se joindre »).
    expect((await db().doc(documentPath('bookings', bookingId)).get()).data()).toMatchObject({
      clientName: 'Camille M.',
      contacts: { client: { firstName: 'Camille', lastName: 'Martin', phone: '' }, kookerPhone: '' },
      contactsStatus: 'unpaid',
      dietary: { allergens: ['fruits-a-coque', 'lait'], diets: ['vegetarien'], note: 'Ma fille a 8 ans.', acknowledgedConflicts: [] },
    });
    // Paid: both phones at once, the free cancellation being over — the Kooker's as verified by SMS,
    // not the profile's field they may rewrite (docs/reservations.md, « Se joindre »).
    await db().doc(documentPath('users', kookerId)).update({ verifiedPhone: '+33611223344' });
    expect(await payBooking(client, bookingId)).toMatchObject({
      contacts: { client: { firstName: 'Camille', lastName: 'Martin', phone: '+33 6 98 76 54 32' }, kookerPhone: '06 11 22 33 44' },
      contactsStatus: 'shared',
    });
    expect(await exists(documentPath('heldContacts', bookingId))).toBe(false);
  });

  it('refuses a booking without a French phone, writing nothing', async () => {
    const { uid: kookerId } = await kooker();
    const { client } = await person('Camille', 'Martin');
    const { phone: _phone, ...withoutPhone } = request(kookerId, daysAhead(10));
    for (const [data, message] of [
      [withoutPhone, 'Indiquez un numéro de téléphone pour que le Kooker puisse vous joindre'],
      [{ ...withoutPhone, phone: '12 34' }, 'Numéro de téléphone invalide : 06 12 34 56 78 ou +33 6 12 34 56 78'],
    ] as const) {
      expect(await callError(client.call('createBooking', data))).toEqual({ code: 'functions/invalid-argument', message });
    }
    expect(await count(collectionPath('bookings'))).toBe(0);
  });

  it('keeps where it takes place: at the client’s the address they typed, required; at the Kooker’s their private address', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker();
    const { client } = await person('Camille', 'Martin');
    const { address: _address, ...withoutAddress } = request(kookerId, date);
    for (const address of [undefined, '', '   ']) {
      expect(await callError(client.call('createBooking', { ...withoutAddress, ...(address === undefined ? {} : { address }) }))).toEqual({
        code: 'functions/invalid-argument',
        message: 'Indiquez l’adresse où aura lieu la prestation.',
      });
    }
    expect(await callError(client.call('createBooking', { ...withoutAddress, address: 'x'.repeat(201) }))).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await count(collectionPath('bookings'))).toBe(0);
    const { bookingId } = await client.call<{ bookingId: string }>(
      'createBooking',
      request(kookerId, date, { address: ' 12 rue Mercière, 69002 Lyon ' }),
    );
    // Before the payment, the Kooker reads the commune only; paid, the street.
    expect((await db().doc(documentPath('bookings', bookingId)).get()).get('place')).toEqual({ location: 'client', address: '69002 Lyon' });
    expect((await payBooking(client, bookingId)).place).toEqual({ location: 'client', address: '12 rue Mercière, 69002 Lyon' });

    // At the Kooker's: refused while the Kooker has given no address, then their address, whatever the client typed.
    await db()
      .doc(documentPath('services', kookerId, 'service-1'))
      .update({ location: 'kooker' });
    const atKooker = request(kookerId, date, { time: '14:00', address: 'ignorée' });
    expect(await callError(client.call('createBooking', atKooker))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Ce Kooker n’a pas encore indiqué l’adresse où il reçoit : choisissez une prestation chez vous, ou réessayez plus tard.',
    });
    await db().doc(documentPath('users', kookerId)).update({ address: '3 rue Neuve, 69001 Lyon' });
    const { bookingId: hosted } = await client.call<{ bookingId: string }>('createBooking', {
      ...atKooker,
      date: daysAhead(5),
      idempotencyKey: newKey(),
    });
    expect((await db().doc(documentPath('bookings', hosted)).get()).get('place')).toEqual({ location: 'kooker', address: '' });
    expect((await payBooking(client, hosted)).place).toEqual({ location: 'kooker', address: '3 rue Neuve, 69001 Lyon' });
  });

  it('books at the client’s only at an address whose commune lies inside the Kooker’s service area', async () => {
    const date = daysAhead(10);
    // Claire picked Lyon (69123) and travels up to 20 km.
    const { uid: kookerId } = await kooker({ cityInsee: '69123' });
    const { client } = await person('Camille', 'Martin');
    for (const address of ['12 rue Mercière', '12 rue Mercière, Lyon', '12 rue Mercière, 75002 Lyon']) {
      expect(await callError(client.call('createBooking', request(kookerId, date, { address })))).toEqual({
        code: 'functions/invalid-argument',
        message: 'Choisissez la commune de la prestation parmi les suggestions.',
      });
    }
    // Marseille: 282.9 km away. Refused with the distance, and nothing written.
    const marseille = request(kookerId, date, { address: '7 boulevard Longchamp, 13001 Marseille' });
    expect(await callError(client.call('createBooking', marseille))).toEqual({
      code: 'functions/failed-precondition',
      message:
        'Marseille est à 282,9 km de Lyon : ce Kooker se déplace jusqu’à 20 km. Choisissez une adresse plus proche, ou un autre Kooker.',
    });
    const details = await client.call('createBooking', marseille).catch((error: unknown) => (error as { details: unknown }).details);
    expect(details).toEqual({ reason: 'area', distanceKm: 282.9, serviceArea: 20 });
    expect(await count(collectionPath('bookings'))).toBe(0);
    expect(await count(collectionPath('slotLocks'))).toBe(0);

    // Villeurbanne: 5.2 km away, its name typed without care.
    const { bookingId } = await client.call<{ bookingId: string }>(
      'createBooking',
      request(kookerId, date, { address: '4 cours Émile-Zola 69100 VILLEURBANNE' }),
    );
    expect((await db().doc(documentPath('bookings', bookingId)).get()).get('place')).toEqual({
      location: 'client',
      address: '69100 VILLEURBANNE',
    });
    // A Kooker who shrinks their area is measured at the next booking: Villeurbanne is beyond 5 km.
    await db().doc(documentPath('kookers', kookerId)).update({ serviceArea: 5 });
    expect(
      await callError(
        client.call('createBooking', request(kookerId, date, { time: '14:00', address: '4 cours Émile-Zola, 69100 Villeurbanne' })),
      ),
    ).toEqual({
      code: 'functions/failed-precondition',
      message:
        'Villeurbanne est à 5,2 km de Lyon : ce Kooker se déplace jusqu’à 5 km. Choisissez une adresse plus proche, ou un autre Kooker.',
    });
  });

  it('books a menu with a ticked allergen only once the client confirmed they saw it', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker({}, 45, ['gluten', 'oeufs', 'lait']);
    const { client } = await person('Camille', 'Martin');
    const asked = request(kookerId, date, { allergens: ['lait', 'arachides', 'gluten'] });

    const refusal = await callError(client.call('createBooking', asked));
    expect(refusal).toEqual({
      code: 'functions/failed-precondition',
      message: 'Le menu de cette prestation contient un allergène que vous avez coché : confirmez que vous l’avez vu avant de réserver.',
    });
    expect(await count(collectionPath('bookings'))).toBe(0);
    expect(await count(collectionPath('slotLocks'))).toBe(0);

    const { bookingId } = await client.call<{ bookingId: string }>('createBooking', {
      ...asked,
      allergensAcknowledged: true,
      idempotencyKey: newKey(),
    });
    expect((await db().doc(documentPath('bookings', bookingId)).get()).get('dietary')).toEqual({
      allergens: ['lait', 'arachides', 'gluten'],
      diets: [],
      note: '',
      acknowledgedConflicts: ['gluten', 'lait'],
    });
  });
});

describe('a Kooker who is also a client', () => {
  it('is not booked over their own booking as a client: the slot leaves their offer, and a call for it is refused', async () => {
    const date = daysAhead(10);
    const claire = await kooker();
    const other = await kooker();
    // Claire books and pays another Kooker's 12:00–14:00, as a client.
    const { bookingId } = await claire.client.call<{ bookingId: string }>('createBooking', request(other.uid, date));
    await payBooking(claire.client, bookingId);
    await eventually(
      () => slotsOf(claire.uid),
      (slots) => (slots[date] ?? []).includes('10:00') && !(slots[date] ?? []).includes('12:00'),
    );
    const { client } = await person('Camille', 'Martin');
    expect(await callError(client.call('createBooking', request(claire.uid, date)))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Ce Kooker n’est pas disponible à ce moment-là. Choisissez un autre horaire.',
    });
    expect(await count(collectionPath('bookings'))).toBe(1);
  });
});

describe('what the client agreed to, and fair use', () => {
  /** The refusal's code, French message and details, as the web app receives them. */
  async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
    try {
      await call;
    } catch (error) {
      const { code, details } = error as { code: string; details?: unknown };
      return { ...(await callError(Promise.reject(error))), code, details };
    }
    throw new Error('The call succeeded, but a refusal was expected.');
  }

  it('refuses a booking whose price changed since the client saw it, writes nothing, and says the new price', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker();
    const { client } = await person('Camille', 'Martin');
    // The client's page showed 45 € per person; the Kooker now asks 50 €.
    await db()
      .doc(documentPath('services', kookerId, 'service-1'))
      .update({ pricePerPerson: 5000 });

    expect(await refusal(client.call('createBooking', request(kookerId, date)))).toEqual({
      code: 'functions/failed-precondition',
      message: CONSENT_REFUSED.price,
      details: { reason: 'price-changed', pricePerPerson: 5000, total: 15_000 },
    });
    expect(await count(collectionPath('bookings'))).toBe(0);
    expect(await count(collectionPath('slotLocks'))).toBe(0);
    expect((await slotsOf(kookerId))[date]).toContain('12:00');

    // Agreeing to the new total books.
    await expect(client.call('createBooking', request(kookerId, date, { expectedTotal: 15_000 }))).resolves.toHaveProperty('bookingId');
  });

  it('cancels only for the refund the client saw: a tier that ended meanwhile is refused, changing nothing, with the new refund', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker();
    const { uid } = await person('Camille', 'Martin');
    const bookingId = await book(db(), uid, input(kookerId, date), new Date());
    await payBookingInProcess(bookingId, uid);
    const sevenDays = new Date(at(date, '12:00').getTime() - 7 * 24 * HOUR);
    const before = await db().doc(documentPath('bookings', bookingId)).get();

    // The dialog opened a minute before the 7-day boundary (135 € back) and was confirmed a minute after it.
    await expect(cancel(db(), uid, { bookingId, expectedRefund: 13_500 }, new Date(sevenDays.getTime() + 60_000))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: CONSENT_REFUSED.refund,
      details: { reason: 'refund-changed', refund: 6750, percent: 50 },
    });
    const after = await db().doc(documentPath('bookings', bookingId)).get();
    expect(after.updateTime?.isEqual(defined(before.updateTime, 'update time'))).toBe(true);
    expect(await count(collectionPath('slotLocks'))).toBe(1);

    // Confirming again, for the half now shown.
    await expect(cancel(db(), uid, { bookingId, expectedRefund: 6750 }, new Date(sevenDays.getTime() + 60_000))).resolves.toMatchObject({
      refund: 6750,
      percent: 50,
    });
  });

  it('refuses an idempotency key replayed with another request, and keeps answering its own retry', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker();
    const { client } = await person('Camille', 'Martin');
    const first = request(kookerId, date);
    const answer = await client.call<{ bookingId: string }>('createBooking', first);
    const { bookingId } = answer;

    expect(await callError(client.call('createBooking', { ...first, participants: 4, expectedTotal: 18_000 }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Cette demande de réservation a déjà servi pour une autre réservation : rechargez la page et réessayez.',
    });
    expect(await callError(client.call('createBooking', { ...first, time: '14:00' }))).toMatchObject({
      code: 'functions/failed-precondition',
    });
    await expect(client.call('createBooking', first)).resolves.toEqual(answer);
    expect(await count(collectionPath('bookings'))).toBe(1);
    expect((await db().doc(documentPath('bookings', bookingId)).get()).get('participants')).toBe(3);
  });

  it('holds a client to 3 upcoming bookings with one Kooker and 10 in all; a cancelled or past one frees a place', async () => {
    const kookers = await Promise.all([kooker(), kooker(), kooker(), kooker()]);
    const { uid } = await person('Camille', 'Martin');
    const now = new Date();
    // Each made and paid two days ago, as far as the day's caps go: only the upcoming caps count here.
    const bookWith = async (index: number, day: number, time = '12:00') => {
      const id = await book(db(), uid, input(defined(kookers[index], 'kooker').uid, daysAhead(day), time), now);
      await payBookingInProcess(id, uid);
      await db()
        .doc(documentPath('bookings', id))
        .update({ createdAt: Timestamp.fromMillis(now.getTime() - 48 * HOUR) });
      return id;
    };

    const withFirst = [await bookWith(0, 10), await bookWith(0, 11), await bookWith(0, 12)];
    await expect(bookWith(0, 13)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'Vous avez déjà 3 réservations à venir avec ce Kooker : c’est le maximum.',
    });
    await cancel(db(), uid, { bookingId: defined(withFirst[0], 'booking'), expectedRefund: 13_500 }, now);
    await bookWith(0, 13);

    for (const [index, day] of [
      [1, 14],
      [1, 15],
      [1, 16],
      [2, 17],
      [2, 18],
      [2, 19],
      [3, 20],
    ] as const)
      await bookWith(index, day);
    expect(await count(collectionPath('bookings'))).toBe(11); // 10 upcoming and the cancelled one
    await expect(bookWith(3, 21)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'Vous avez déjà 10 réservations à venir : c’est le maximum. Vous pourrez réserver à nouveau après l’une d’elles.',
    });
    expect(await count(collectionPath('bookings'))).toBe(11);
  });

  it('holds a client to 2 bookings a day with one Kooker and 6 in all, cancelled ones included: book, cancel, book, cancel, and the third is refused', async () => {
    const [first, second] = [await kooker(), await kooker()];
    const { client } = await person('Camille', 'Martin');
    for (const day of [10, 11]) {
      const { bookingId } = await client.call<{ bookingId: string }>('createBooking', input(first.uid, daysAhead(day)));
      await payBooking(client, bookingId);
      await client.call('cancelBooking', { bookingId, expectedRefund: 13_500 });
    }
    expect(await callError(client.call('createBooking', input(first.uid, daysAhead(12))))).toEqual({
      code: 'functions/resource-exhausted',
      message: FAIR_USE_REFUSED.todayWithKooker,
    });
    await expect(client.call('createBooking', input(second.uid, daysAhead(12)))).resolves.toHaveProperty('bookingId');
    expect(await count(collectionPath('bookings'))).toBe(3);
  });

  it('holds under concurrency: 12 calls at once from one client to 12 Kookers never pass the caps, of the day or to come', async () => {
    const kookers = await Promise.all(Array.from({ length: 12 }, () => kooker()));
    const { uid } = await person('Camille', 'Martin');
    const calls = kookers.map((owner, index) => input(owner.uid, daysAhead(10 + index)));
    // The callable's work itself, many at once: the hourly call limit (tested below) stays out of the way.
    const call = (request: CreateBookingInput) =>
      book(db(), uid, request, new Date()).then(
        () => 'ok',
        (error: unknown) => (error as HttpsError).message,
      );
    // A booking awaiting its payment holds its slot and counts in the caps as a confirmed one does.
    const holding = async () =>
      (
        await db()
          .collection(collectionPath('bookings'))
          .where('clientId', '==', uid)
          .where('status', 'in', ['awaiting-payment', 'confirmed'])
          .get()
      ).size;
    /**
     * The calls all at once: none passes the cap, whatever the order; a call the contention made
     * give up is told to try again (nothing written), and is, one after the other, as a person would
     * (the same request: its idempotency key finds what it made). Resolves with each call's outcome.
     */
    async function atOnce(requests: CreateBookingInput[], cap: number): Promise<string[]> {
      const outcomes = await Promise.all(requests.map(call));
      expect(await holding()).toBeLessThanOrEqual(cap);
      const results: string[] = [];
      for (const [index, outcome] of outcomes.entries()) {
        let result = outcome;
        for (let retry = 0; result === CONTENTION && retry < 5; retry++) result = await call(defined(requests[index], 'request'));
        results.push(result);
      }
      return results;
    }

    // A fresh day: 6 bookings a day, whatever the calls.
    const first = await atOnce(calls, BOOKINGS_PER_DAY_MAX);
    expect(first.filter((outcome) => outcome === 'ok')).toHaveLength(BOOKINGS_PER_DAY_MAX);
    expect(new Set(first.filter((outcome) => outcome !== 'ok'))).toEqual(new Set([FAIR_USE_REFUSED.today]));
    expect(await holding()).toBe(BOOKINGS_PER_DAY_MAX);

    // Those made on earlier days, still awaiting their payment: the upcoming cap, 10, holds the same way (6 held, 4 more at most).
    const made = await db().collection(collectionPath('bookings')).where('clientId', '==', uid).get();
    await Promise.all(made.docs.map((booking) => booking.ref.update({ createdAt: Timestamp.fromMillis(Date.now() - 48 * HOUR) })));
    const rest = calls
      .filter((call) => !made.docs.some((booking) => booking.get('kookerId') === call.kookerId))
      .map((call) => ({ ...call, idempotencyKey: newKey() }));
    const second = await atOnce(rest, UPCOMING_BOOKINGS_MAX);
    expect(second.filter((outcome) => outcome === 'ok')).toHaveLength(UPCOMING_BOOKINGS_MAX - BOOKINGS_PER_DAY_MAX);
    expect(new Set(second.filter((outcome) => outcome !== 'ok'))).toEqual(new Set([FAIR_USE_REFUSED.upcoming]));
    expect(await holding()).toBe(UPCOMING_BOOKINGS_MAX);
  });

  it('answers a client’s 21st booking call of the hour with a French refusal, whatever the calls were', async () => {
    const { client } = await person('Camille', 'Martin');
    for (let call = 0; call < 20; call++) {
      expect(await callError(client.call('createBooking', {}))).toMatchObject({ code: 'functions/invalid-argument' });
    }
    expect(await callError(client.call('createBooking', {}))).toEqual({
      code: 'functions/resource-exhausted',
      message: 'Trop de demandes de réservation en une heure : réessayez un peu plus tard.',
    });
  });
});

/** A booking of 3 participants at 45 € (135 €), on `date` 12:00–14:00, paid and confirmed. */
async function booked(date: string, pricePerPerson = 45) {
  const owner = await kooker({}, pricePerPerson);
  const guest = await person('Camille', 'Martin');
  const { bookingId } = await guest.client.call<{ bookingId: string }>('createBooking', {
    ...input(owner.uid, date, '12:00', pricePerPerson),
  });
  await payBooking(guest.client, bookingId);
  return { kooker: owner, guest, bookingId, startAt: at(date, '12:00') };
}

/** A booking as stored, its money checked whole (every money test of this file reads it so). */
const bookingData = (id: string) => expectBalanced(id);

describe('cancelBooking', () => {
  it('refunds a client in full from 7 days before, and offers the slot again to others', async () => {
    const date = daysAhead(10);
    const { kooker: owner, guest, bookingId } = await booked(date);

    await expect(guest.client.call('cancelBooking', { bookingId, expectedRefund: 13_500 })).resolves.toEqual({
      status: 'cancelled',
      refund: 13_500,
      percent: 100,
    });

    // The refund asked of the processor after the cancellation, settled by its event.
    await refundsSettled(bookingId);
    expect(await bookingData(bookingId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'client',
      cancellationReason: null,
      amounts: { total: 13_500, refund: 13_500, commission: 0, kookerPayout: 0 },
      payment: { status: 'refunded' },
      payout: { status: 'cancelled', releasedAt: null },
      ledger: [
        expect.objectContaining({ type: 'payment', amount: 13_500, state: 'succeeded' }),
        expect.objectContaining({ type: 'refund', amount: 13_500, state: 'succeeded', reference: expect.stringMatching(/^sim_re_/) }),
      ],
      paymentsDueAt: null,
    });
    expect(await count(collectionPath('slotLocks'))).toBe(0);
    await eventually(
      () => slotsOf(owner.uid),
      (slots) => (slots[date] ?? []).includes('12:00'),
    );
    const other = await person('Hugo', 'Bernard');
    await expect(other.client.call('createBooking', request(owner.uid, date))).resolves.toHaveProperty('bookingId');
  });

  it('lets the Kooker cancel until the start, with a reason the client reads, the client refunded in full', async () => {
    const date = daysAhead(10);
    const { kooker: owner, bookingId, startAt } = await booked(date);

    expect(await callError(owner.client.call('cancelBooking', { bookingId, expectedRefund: 13_500 }))).toEqual({
      code: 'functions/invalid-argument',
      message: 'Indiquez la raison de l’annulation : le client la lira.',
    });
    expect(await callError(owner.client.call('cancelBooking', { bookingId, reason: '   ', expectedRefund: 13_500 }))).toMatchObject({
      code: 'functions/invalid-argument',
    });
    await expect(cancel(db(), owner.uid, { bookingId, reason: 'Imprévu', expectedRefund: 13_500 }, startAt)).rejects.toMatchObject({
      message: CANCELLATION_REFUSED.started,
    });

    await expect(
      cancel(
        db(),
        owner.uid,
        { bookingId, reason: '  Mon four est en panne, désolée.  ', expectedRefund: 13_500 },
        new Date(startAt.getTime() - HOUR),
      ),
    ).resolves.toEqual({
      status: 'cancelled',
      refund: 13_500,
      percent: 100,
    });
    expect(await bookingData(bookingId)).toMatchObject({
      cancelledBy: 'kooker',
      cancellationReason: 'Mon four est en panne, désolée.',
      amounts: { refund: 13_500, commission: 0, kookerPayout: 0 },
      payment: { status: 'refunded' },
    });
  });

  it('keeps a slot the Kooker cancelled closed: not offered again, and refused to the next client', async () => {
    const date = daysAhead(10);
    const { kooker: owner, bookingId } = await booked(date);
    await owner.client.call('cancelBooking', { bookingId, reason: 'Mon four est en panne.', expectedRefund: 13_500 });

    expect((await db().collection(collectionPath('slotLocks')).get()).docs.map((lock) => lock.get('closedByKooker'))).toEqual([true]);
    // The other slots of the day are still offered, this one is not.
    await eventually(
      () => slotsOf(owner.uid),
      (slots) => (slots[date] ?? []).includes('10:00') && !(slots[date] ?? []).includes('12:00'),
    );
    const other = await person('Hugo', 'Bernard');
    expect(await callError(other.client.call('createBooking', request(owner.uid, date)))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Ce créneau n’est plus proposé par ce Kooker. Choisissez un autre horaire.',
    });
  });

  it('refuses a second cancellation, a stranger, and a booking that does not exist', async () => {
    const date = daysAhead(10);
    const { guest, bookingId } = await booked(date);
    await guest.client.call('cancelBooking', { bookingId, expectedRefund: 13_500 });
    // Once the processor's event settled the refund: nothing writes the booking after.
    await refundsSettled(bookingId);
    const after = await db().doc(documentPath('bookings', bookingId)).get();

    expect(await callError(guest.client.call('cancelBooking', { bookingId, expectedRefund: 13_500 }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Cette réservation est déjà annulée.',
    });
    const stranger = await person('Hugo', 'Bernard');
    expect(await callError(stranger.client.call('cancelBooking', { bookingId, expectedRefund: 13_500 }))).toEqual({
      code: 'functions/permission-denied',
      message: 'Cette réservation n’est pas la vôtre.',
    });
    expect(await callError(stranger.client.call('cancelBooking', { bookingId: 'inconnue', expectedRefund: 0 }))).toEqual({
      code: 'functions/not-found',
      message: 'Cette réservation n’existe pas.',
    });
    expect((await db().doc(documentPath('bookings', bookingId)).get()).updateTime?.isEqual(defined(after.updateTime, 'update time'))).toBe(
      true,
    );
    expect((await db().doc(documentPath('bookings', bookingId)).get()).get('ledger')).toHaveLength(2);
  });
});

describe('the Kooker’s phone and private address follow the booking (docs/reservations.md, « Se joindre »)', () => {
  type Mail = { to: string; message: { subject: string; text: string; attachments: Array<{ content: string }> } };
  const mailOf = (id: string) =>
    eventually(
      async () => (await db().doc(documentPath('mail', id)).get()).data() as Mail | undefined,
      (mail) => mail !== undefined,
    ) as Promise<Mail>;

  /** Claire receives at home (3 rue Neuve); Camille books and pays `days` ahead at 12:00. */
  async function atClaire(days: number) {
    const owner = await kooker();
    await db().doc(documentPath('users', owner.uid)).update({ address: '3 rue Neuve, 69001 Lyon' });
    await db()
      .doc(documentPath('services', owner.uid, 'service-1'))
      .update({ location: 'kooker' });
    const guest = await person('Camille', 'Martin');
    const date = daysAhead(days);
    const { bookingId } = await guest.client.call<{ bookingId: string }>('createBooking', input(owner.uid, date));
    await payBooking(guest.client, bookingId);
    return { owner, guest, bookingId, startAt: at(date, '12:00') };
  }

  it('booked 8 days ahead, then cancelled for a full refund: the client never read the Kooker’s phone or address, and none stays', async () => {
    const { guest, bookingId } = await atClaire(8);
    expect(await bookingData(bookingId)).toMatchObject({
      contacts: { client: { phone: '06 12 34 56 78' }, kookerPhone: '' },
      place: { location: 'kooker', address: '' },
      contactsStatus: 'withheld',
    });
    // What the client's own browser reads of it, under the rules.
    const read = await getDoc(doc(guest.client.firestore(), documentPath('bookings', bookingId)));
    expect(JSON.stringify(read.data())).not.toMatch(/06 11 22 33 44|rue Neuve/);
    const confirmation = await mailOf(`booking-${bookingId}-confirmed-client`);
    expect(confirmation.message.text).not.toMatch(/06 11 22 33 44|rue Neuve/);
    expect(confirmation.message.text).toContain('(adresse donnée à partir du');
    expect(confirmation.message.attachments[0]?.content).not.toContain('rue Neuve');

    await guest.client.call('cancelBooking', { bookingId, expectedRefund: 13_500 });
    expect(await bookingData(bookingId)).toMatchObject({
      status: 'cancelled',
      contacts: { client: { firstName: 'Camille', lastName: 'Martin', phone: '' }, kookerPhone: '' },
      place: { location: 'kooker', address: '' },
      contactsStatus: 'erased',
    });
  });

  it('booked inside the week before: the phone and the address at once, in the booking and the confirmation', async () => {
    const { bookingId } = await atClaire(5);
    expect(await bookingData(bookingId)).toMatchObject({
      contacts: { kookerPhone: KOOKER_PHONE },
      place: { location: 'kooker', address: '3 rue Neuve, 69001 Lyon' },
      contactsStatus: 'shared',
    });
    const confirmation = await mailOf(`booking-${bookingId}-confirmed-client`);
    expect(confirmation.message.text).toContain(KOOKER_PHONE);
    expect(confirmation.message.attachments[0]?.content).toContain('LOCATION:3 rue Neuve\\, 69001 Lyon');
  });

  it('the hourly job gives them once a cancellation is no longer free, mails the client alone, and erases them 30 days after the service', async () => {
    const { owner, bookingId, startAt } = await atClaire(9);
    const weekBefore = new Date(startAt.getTime() - 7 * 24 * HOUR);
    // The Kooker moved meanwhile: the client gets the address of today's private profile.
    await db().doc(documentPath('users', owner.uid)).update({ address: '9 quai Saint-Vincent, 69001 Lyon', phone: '07 00 00 00 07' });

    await expect(shareAndEraseContacts(db(), weekBefore)).resolves.toEqual({ shared: 0, erased: 0 });
    expect((await bookingData(bookingId)).contactsStatus).toBe('withheld');
    await expect(shareAndEraseContacts(db(), new Date(weekBefore.getTime() + 60_000))).resolves.toEqual({ shared: 1, erased: 0 });
    expect(await bookingData(bookingId)).toMatchObject({
      contacts: { kookerPhone: '07 00 00 00 07' },
      place: { location: 'kooker', address: '9 quai Saint-Vincent, 69001 Lyon' },
      contactsStatus: 'shared',
    });
    const mail = await mailOf(`booking-${bookingId}-contacts-client`);
    expect(mail.message.subject).toMatch(/^Les coordonnées de Claire Dubois : Atelier pâtes fraîches, /);
    expect(mail.message.text).toContain('07 00 00 00 07');
    expect(mail.message.attachments[0]?.content).toContain('LOCATION:9 quai Saint-Vincent\\, 69001 Lyon');
    await expect(shareAndEraseContacts(db(), new Date(weekBefore.getTime() + 120_000))).resolves.toEqual({ shared: 0, erased: 0 });
    expect(await exists(documentPath('mail', `booking-${bookingId}-contacts-kooker`))).toBe(false);

    const end = new Date(startAt.getTime() + 2 * HOUR);
    await completeBookings(db(), end);
    const thirtyDaysAfter = new Date(end.getTime() + 30 * 24 * HOUR);
    await expect(shareAndEraseContacts(db(), new Date(thirtyDaysAfter.getTime() - 60_000))).resolves.toEqual({ shared: 0, erased: 0 });
    await expect(shareAndEraseContacts(db(), thirtyDaysAfter)).resolves.toEqual({ shared: 0, erased: 1 });
    expect(await bookingData(bookingId)).toMatchObject({
      status: 'completed',
      contacts: { client: { firstName: 'Camille', phone: '' }, kookerPhone: '' },
      place: { address: '' },
      contactsStatus: 'erased',
    });
  });

  it('the migration erases what expired and abandoned bookings kept, holds an unpaid one’s, and leaves the others', async () => {
    const { booking: sample } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    const now = new Date();
    const start = Timestamp.fromMillis(now.getTime() + 5 * 24 * HOUR);
    const end = Timestamp.fromMillis(start.toMillis() + 2 * HOUR);
    const withContacts = { ...sample, startAt: start, endAt: end, contactsStatus: 'shared' as const };
    const stored = async (id: string) => (await db().doc(documentPath('bookings', id)).get()).data();
    const store = (id: string, overrides: Partial<Booking>) =>
      db()
        .doc(documentPath('bookings', id))
        .set(bookingToData({ ...withContacts, id, ...overrides }));
    await store('ancienne-expiree', { status: 'expired' });
    await store('ancienne-attente', { status: 'awaiting-payment', holdUntil: Timestamp.fromMillis(now.getTime() + 10 * 60_000) });
    await store('confirmee', { status: 'confirmed' });

    await expect(eraseLapsedContacts(db(), now)).resolves.toEqual({ examined: 3, written: 2 });
    expect(await stored('ancienne-expiree')).toMatchObject({
      contacts: { client: { phone: '' }, kookerPhone: '' },
      place: { address: '' },
      contactsStatus: 'erased',
    });
    // Still awaiting its payment: what the client gave waits for it, the Kooker reads the commune.
    expect(await stored('ancienne-attente')).toMatchObject({
      contacts: { client: { phone: '' }, kookerPhone: '' },
      place: { address: communeLineOfAddress(sample.place.address) },
      contactsStatus: 'unpaid',
    });
    expect((await db().doc(documentPath('heldContacts', 'ancienne-attente')).get()).data()).toMatchObject({
      clientPhone: sample.contacts.client.phone,
      clientAddress: sample.place.address,
    });
    // Paid, five days ahead: both parties' details stay.
    expect(await stored('confirmee')).toMatchObject({ contacts: sample.contacts, place: sample.place, contactsStatus: 'shared' });
    await expect(eraseLapsedContacts(db(), now)).resolves.toEqual({ examined: 3, written: 0 });
  });

  it('a cancellation by the Kooker or by Kookers’ team leaves neither party’s phone nor the address', async () => {
    const byKooker = await atClaire(5);
    await byKooker.owner.client.call('cancelBooking', { bookingId: byKooker.bookingId, reason: 'Malade.', expectedRefund: 13_500 });
    expect(await bookingData(byKooker.bookingId)).toMatchObject({
      contacts: { client: { phone: '' }, kookerPhone: '' },
      place: { address: '' },
      contactsStatus: 'erased',
    });

    const owner = await kooker();
    const guest = await person('Hugo', 'Bernard');
    const { bookingId } = await guest.client.call<{ bookingId: string }>('createBooking', input(owner.uid, daysAhead(4)));
    await payBooking(guest.client, bookingId);
    await db()
      .doc(documentPath('bookings', bookingId))
      .update({ operatorCancellation: { reason: 'Force majeure.', refundPercent: 100 } });
    const cancelled = await eventually(
      () => bookingData(bookingId),
      (booking) => booking.status === 'cancelled',
    );
    expect(cancelled).toMatchObject({
      contacts: { client: { phone: '' }, kookerPhone: '' },
      place: { location: 'client', address: '' },
      contactsStatus: 'erased',
    });
  });
});

describe('lowerParticipants', () => {
  /** The ledger adds up: what was paid = the refunds + the payouts + the commission kept. */
  async function expectBalanced(bookingId: string) {
    const booking = await bookingData(bookingId);
    const sum = (type: string) =>
      (booking.ledger as Array<{ type: string; amount: number }>)
        .filter((entry) => entry.type === type)
        .reduce((total, entry) => total + entry.amount, 0);
    expect(sum('payment')).toBe(booking.amounts.total);
    expect(sum('refund')).toBe(booking.amounts.refund);
    expect(booking.amounts.refund + booking.amounts.commission + booking.amounts.kookerPayout).toBe(booking.amounts.total);
    if (booking.payout.status === 'released') expect(sum('payment')).toBe(sum('refund') + sum('payout') + booking.amounts.commission);
  }

  it('lowers 3 to 2 ten days before: one guest refunded in full, the payout recomputed and earned at the end of the service, the ledger balanced', async () => {
    const date = daysAhead(10);
    const { guest, bookingId } = await booked(date);

    await expect(guest.client.call('lowerParticipants', { bookingId, participants: 2, expectedRefund: 4500 })).resolves.toEqual({
      participants: 2,
      refund: 4500,
      percent: 100,
    });
    expect(await bookingData(bookingId)).toMatchObject({
      status: 'confirmed',
      participants: 2,
      amounts: { total: 13_500, refund: 4500, commission: 900, kookerPayout: 8100 },
      payment: { status: 'partially-refunded' },
      payout: { status: 'pending' },
      ledger: [
        expect.objectContaining({ type: 'payment', amount: 13_500, participants: null }),
        expect.objectContaining({ type: 'refund', amount: 4500, participants: { from: 3, to: 2, percent: 100 } }),
      ],
    });
    // The slot stays the client's.
    expect(await count(collectionPath('slotLocks'))).toBe(1);
    // A retry of the same call (its answer lost) changes nothing and answers the same.
    await expect(guest.client.call('lowerParticipants', { bookingId, participants: 2, expectedRefund: 4500 })).resolves.toEqual({
      participants: 2,
      refund: 4500,
      percent: 100,
    });
    expect((await bookingData(bookingId)).ledger).toHaveLength(2);

    // The share of the 2 guests kept is earned at the end, held 48 h: nothing transferred yet.
    await completeBookings(db(), at(date, '14:00'));
    const completed = await bookingData(bookingId);
    expect(completed).toMatchObject({ status: 'completed', amounts: { kookerPayout: 8100 }, payout: { status: 'held', releasedAt: null } });
    expect((completed.payout.availableAt as Timestamp).toMillis()).toBe(at(date, '14:00').getTime() + EARNINGS_HELD_HOURS * HOUR);
    expect((completed.ledger as Array<{ type: string }>).map((entry) => entry.type)).toEqual(['payment', 'refund']);
    await expectBalanced(bookingId);
  });

  it('refunds half five days before; a cancellation then refunds half of the guests still booked, each refund with its own reference', async () => {
    const { guest, bookingId, startAt } = await booked(daysAhead(10), 45);
    const fiveDays = new Date(startAt.getTime() - 5 * 24 * HOUR);
    await expect(lower(db(), guest.uid, { bookingId, participants: 2, expectedRefund: 2250 }, fiveDays)).resolves.toMatchObject({
      refund: 2250,
      percent: 50,
    });
    await expectBalanced(bookingId);

    // 2 × 45 € still booked, cancelled at 50 %: 45 € back; 67,50 € kept in all (6,75 € + 60,75 €).
    await expect(
      cancel(db(), guest.uid, { bookingId, expectedRefund: 4500 }, new Date(startAt.getTime() - 3 * 24 * HOUR)),
    ).resolves.toMatchObject({ refund: 4500, percent: 50 });
    // Each refund answered by the processor with its own object.
    await refundsSettled(bookingId);
    const cancelled = await bookingData(bookingId);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      amounts: { total: 13_500, refund: 6750, commission: 675, kookerPayout: 6075 },
      payout: { status: 'held' },
    });
    const references = (cancelled.ledger as Array<{ reference: string }>).map((entry) => entry.reference);
    expect(new Set(references).size).toBe(references.length);
    await expectBalanced(bookingId);
  });

  it('gives back all the client still paid when the Kooker cancels after a change', async () => {
    const { kooker: owner, guest, bookingId, startAt } = await booked(daysAhead(10));
    await lower(db(), guest.uid, { bookingId, participants: 2, expectedRefund: 2250 }, new Date(startAt.getTime() - 5 * 24 * HOUR));
    await expect(
      cancel(db(), owner.uid, { bookingId, reason: 'Cuisine en travaux', expectedRefund: 11_250 }, new Date(startAt.getTime() - HOUR)),
    ).resolves.toMatchObject({ refund: 11_250 });
    expect(await bookingData(bookingId)).toMatchObject({
      amounts: { total: 13_500, refund: 13_500, commission: 0, kookerPayout: 0 },
      payment: { status: 'refunded' },
    });
    await expectBalanced(bookingId);
  });

  it('refuses the Kooker, a stranger, under 48 h, a number not lower or under 2, and a refund not the one shown, changing nothing', async () => {
    const { kooker: owner, guest, bookingId, startAt } = await booked(daysAhead(10));
    const before = await db().doc(documentPath('bookings', bookingId)).get();
    const stranger = await person('Hugo', 'Bernard');
    const ask = (who: WebClient, participants: number, expectedRefund: number) =>
      callError(who.call('lowerParticipants', { bookingId, participants, expectedRefund }));

    expect(await ask(owner.client, 2, 4500)).toEqual({
      code: 'functions/permission-denied',
      message: 'Seul le client peut modifier le nombre de participants.',
    });
    expect(await ask(stranger.client, 2, 4500)).toEqual({
      code: 'functions/permission-denied',
      message: 'Cette réservation n’est pas la vôtre.',
    });
    expect(await ask(guest.client, 3, 0)).toEqual({
      code: 'functions/failed-precondition',
      message: 'Elle ne peut passer qu’à 2 participants.',
    });
    expect(await ask(guest.client, 1, 9000)).toEqual({ code: 'functions/invalid-argument', message: 'Au moins 2 participants' });
    // The dialog showed half (opened under 7 days by a slow clock): the server refunds in full, and says so.
    await expect(lower(db(), guest.uid, { bookingId, participants: 2, expectedRefund: 2250 }, new Date())).rejects.toMatchObject({
      code: 'failed-precondition',
      message: CONSENT_REFUSED.refund,
      details: { reason: 'refund-changed', refund: 4500, percent: 100 },
    });
    await expect(
      lower(db(), guest.uid, { bookingId, participants: 2, expectedRefund: 2250 }, new Date(startAt.getTime() - 47 * HOUR)),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Le nombre de participants peut être réduit jusqu’à 48 h avant la prestation.',
    });

    const after = await db().doc(documentPath('bookings', bookingId)).get();
    expect(after.updateTime?.isEqual(defined(before.updateTime, 'update time'))).toBe(true);
  });
});

describe('the emails of a booking', () => {
  type Mail = {
    to: string;
    message: { subject: string; text: string; html: string; attachments: Array<{ filename: string; content: string }> };
  };
  const mailOf = (id: string) =>
    eventually(
      async () => (await db().doc(documentPath('mail', id)).get()).data() as Mail | undefined,
      (mail) => mail !== undefined,
    ) as Promise<Mail>;
  const emailOf = async (uid: string) => (await admin().auth.getUser(uid)).email;
  // The mails about this booking, by their ids: a trigger of the test before, still running when
  // this one emptied the emulator, may write its own mail after.
  const mailsAbout = async (bookingId: string) =>
    (await db().collection(collectionPath('mail')).get()).docs
      .map((mail) => mail.id)
      .filter((id) => id.startsWith(`booking-${bookingId}-`));

  it('tells both parties when booked, when the participants change and when cancelled, each with its calendar event', async () => {
    const date = daysAhead(10);
    const { kooker: owner, guest, bookingId } = await booked(date);

    const toClient = await mailOf(`booking-${bookingId}-confirmed-client`);
    expect(toClient.to).toBe(await emailOf(guest.uid));
    expect(toClient.message.subject).toMatch(/^Réservation confirmée : Atelier pâtes fraîches, /);
    // Ten days ahead: the Kooker's phone comes a week before (the « contacts » describe block).
    expect(toClient.message.text).not.toContain(KOOKER_PHONE);
    expect(toClient.message.text).toContain('Chez vous : 12 rue Mercière, 69002 Lyon');
    expect(toClient.message.html).toContain(`/reservations/${bookingId}"`);
    expect(toClient.message.attachments[0]?.content).toContain(`UID:${bookingId}@kookers.fr`);
    const toKooker = await mailOf(`booking-${bookingId}-confirmed-kooker`);
    expect(toKooker.to).toBe(await emailOf(owner.uid));
    expect(toKooker.message.text).toContain('Camille Martin');
    expect(toKooker.message.text).toContain('06 12 34 56 78');

    await guest.client.call('lowerParticipants', { bookingId, participants: 2, expectedRefund: 4500 });
    const changed = await mailOf(`booking-${bookingId}-participants-2-client`);
    expect(changed.message.text.replace(/\s/g, ' ')).toContain('Vous passez de 3 à 2 participants. Vous êtes remboursé de 45 €.');
    expect(changed.message.attachments[0]?.content).toContain('SEQUENCE:12');
    await mailOf(`booking-${bookingId}-participants-2-kooker`);

    await owner.client.call('cancelBooking', { bookingId, reason: 'Mon four est en panne.', expectedRefund: 9000 });
    const cancelled = await mailOf(`booking-${bookingId}-cancelled-client`);
    expect(cancelled.message.text).toContain('Mon four est en panne.');
    expect(cancelled.message.attachments[0]?.content).toContain('METHOD:CANCEL');
    await mailOf(`booking-${bookingId}-cancelled-kooker`);
    // Nothing else was sent: two mails per event.
    expect(await mailsAbout(bookingId)).toHaveLength(6);
  });

  it('reminds both parties once within the 24 hours before, and asks the client alone for a review once it is over', async () => {
    const date = daysAhead(10);
    const { guest, bookingId, startAt } = await booked(date);
    await mailOf(`booking-${bookingId}-confirmed-kooker`);

    expect(await remindBookings(db(), admin().auth, new Date(startAt.getTime() - 30 * HOUR))).toEqual({ reminded: 0 });
    expect(await remindBookings(db(), admin().auth, new Date(startAt.getTime() - 20 * HOUR))).toEqual({ reminded: 2 });
    expect(await remindBookings(db(), admin().auth, new Date(startAt.getTime() - 19 * HOUR))).toEqual({ reminded: 0 });
    const reminder = await mailOf(`booking-${bookingId}-reminder-client`);
    expect(reminder.to).toBe(await emailOf(guest.uid));
    expect(reminder.message.subject).toMatch(/^Rappel : Atelier pâtes fraîches, /);
    await mailOf(`booking-${bookingId}-reminder-kooker`);

    await completeBookings(db(), at(date, '14:00'));
    const review = await mailOf(`booking-${bookingId}-review-request-client`);
    expect(review.message.subject).toBe('Comment s’est passé « Atelier pâtes fraîches » ?');
    expect(
      (
        await db()
          .doc(documentPath('mail', `booking-${bookingId}-review-request-kooker`))
          .get()
      ).exists,
    ).toBe(false);
    // Confirmation ×2, reminder ×2, review request ×1.
    expect(await mailsAbout(bookingId)).toHaveLength(5);
  });

  it('sends no reminder nor review request to whoever turned them off in Mon profil, and still every confirmation', async () => {
    const date = daysAhead(10);
    const { kooker: owner, guest, bookingId, startAt } = await booked(date);
    await db()
      .doc(documentPath('users', guest.uid))
      .set({ emails: { reminders: false, reviewRequests: false } }, { merge: true });
    await db()
      .doc(documentPath('users', owner.uid))
      .set({ emails: { reminders: true, reviewRequests: true } }, { merge: true });
    await mailOf(`booking-${bookingId}-confirmed-client`);
    await mailOf(`booking-${bookingId}-confirmed-kooker`);

    expect(await remindBookings(db(), admin().auth, new Date(startAt.getTime() - 20 * HOUR))).toEqual({ reminded: 1 });
    await mailOf(`booking-${bookingId}-reminder-kooker`);
    await completeBookings(db(), at(date, '14:00'));
    await eventually(
      () => db().doc(documentPath('bookings', bookingId)).get(),
      (snapshot) => snapshot.get('status') === 'completed',
    );
    // The trigger has had its turn on the completion: a mail written now would be the review request.
    await handledWrites([documentPath('bookings', bookingId)]);
    expect((await db().collection(collectionPath('mail')).get()).docs.map((doc) => doc.id).sort()).toEqual(
      [`booking-${bookingId}-confirmed-client`, `booking-${bookingId}-confirmed-kooker`, `booking-${bookingId}-reminder-kooker`].sort(),
    );
  });

  it('never rewrites a mail already written: a retried trigger finds its mail there and sends nothing twice', async () => {
    const { uid: kookerId } = await kooker();
    const { uid: clientId } = await person('Camille', 'Martin');
    const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    // As a first run of the trigger left it, with its client's mail already on its way.
    await db()
      .doc(documentPath('mail', 'booking-deja-confirmed-client'))
      .set({ to: 'premier@envoi.fr', message: { subject: 'Premier envoi' } });
    await db()
      .doc(documentPath('bookings', 'deja'))
      .set(bookingToData({ ...booking, id: 'deja', clientId, kookerId }));

    expect((await mailOf('booking-deja-confirmed-kooker')).to).toBe(await emailOf(kookerId));
    expect((await db().doc(documentPath('mail', 'booking-deja-confirmed-client')).get()).data()).toEqual({
      to: 'premier@envoi.fr',
      message: { subject: 'Premier envoi' },
    });
  });
});

describe('the hourly completion', () => {
  it('completes a booking once it has ended and earns the Kooker their share, held 48 h, once however often it runs', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker();
    const { uid } = await person('Camille', 'Martin');
    const bookingId = await book(db(), uid, input(kookerId, date), new Date());
    await payBookingInProcess(bookingId, uid);
    const end = at(date, '14:00');

    await expect(completeBookings(db(), new Date(end.getTime() - 1))).resolves.toEqual({ completed: 0 });
    // Two runs at once (a retried scheduler): one completes it.
    const runs = await Promise.all([completeBookings(db(), end), completeBookings(db(), end)]);
    expect(runs[0].completed + runs[1].completed).toBe(1);
    await expect(completeBookings(db(), new Date(end.getTime() + HOUR))).resolves.toEqual({ completed: 0 });

    // Held for the complaint window (docs/argent.md, « Le solde du Kooker »): no transfer until a weekly payout.
    const booking = defined((await db().doc(documentPath('bookings', bookingId)).get()).data(), 'booking');
    expect(booking).toMatchObject({
      status: 'completed',
      amounts: { kookerPayout: 12_150 },
      payout: { status: 'held', releasedAt: null, payoutId: null },
    });
    expect((booking.payout.earnedAt as Timestamp).toMillis()).toBe(end.getTime());
    expect((booking.payout.availableAt as Timestamp).toMillis()).toBe(end.getTime() + EARNINGS_HELD_HOURS * HOUR);
    expect(booking.ledger).toEqual([expect.objectContaining({ type: 'payment', amount: 13_500 })]);
    await expectBalanced(bookingId);
  });

  it('leaves a cancelled booking cancelled, and a completed one can no longer be cancelled', async () => {
    const date = daysAhead(10);
    const { uid: kookerId, client: kookerClient } = await kooker();
    const { uid } = await person('Camille', 'Martin');
    const cancelled = await book(db(), uid, input(kookerId, date), new Date());
    const kept = await book(db(), uid, input(kookerId, date, '14:00'), new Date());
    await payBookingInProcess(cancelled, uid);
    await payBookingInProcess(kept, uid);
    await cancel(db(), uid, { bookingId: cancelled, expectedRefund: 13_500 }, new Date());

    await expect(completeBookings(db(), at(addDays(date, 1), '00:00'))).resolves.toEqual({ completed: 1 });
    expect((await db().doc(documentPath('bookings', cancelled)).get()).get('status')).toBe('cancelled');
    await expectBalanced(cancelled);
    await expectBalanced(kept);
    expect(await callError(kookerClient.call('cancelBooking', { bookingId: kept, reason: 'Trop tard', expectedRefund: 13_500 }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Cette prestation a déjà eu lieu : elle ne peut plus être annulée.',
    });
  });
});

describe('the rating of a Kooker', () => {
  const review = (kookerId: string, rating: number) => ({
    kookerId,
    author: 'Camille M.',
    rating,
    comment: 'Un atelier chaleureux, on a tout appris.',
    type: 'Atelier pâtes fraîches',
    date: Timestamp.now(),
    answer: null,
    answeredAt: null,
  });
  const ratingOf = async (kookerId: string) => {
    const profile = await db().doc(documentPath('kookers', kookerId)).get();
    return { rating: profile.get('rating') as number, reviewCount: profile.get('reviewCount') as number };
  };

  it('follows every review written, answered or deleted, rounded to one decimal', async () => {
    const { uid: kookerId } = await kooker();
    await Promise.all(
      [5, 4, 4].map((rating, i) =>
        db()
          .doc(documentPath('reviews', `booking${i}`))
          .set(review(kookerId, rating)),
      ),
    );
    await eventually(
      () => ratingOf(kookerId),
      (value) => value.reviewCount === 3 && value.rating === 4.3,
    );

    await db().doc(documentPath('reviews', 'booking0')).update({ answer: 'Merci Camille !', answeredAt: Timestamp.now() });
    await db().doc(documentPath('reviews', 'booking1')).delete();
    await eventually(
      () => ratingOf(kookerId),
      (value) => value.reviewCount === 2 && value.rating === 4.5,
    );
  });

  it('counts every review when twenty arrive at once', async () => {
    const { uid: kookerId } = await kooker();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db()
          .doc(documentPath('reviews', `booking${i}`))
          .set(review(kookerId, i < 10 ? 5 : 4)),
      ),
    );
    await eventually(
      () => ratingOf(kookerId),
      (value) => value.reviewCount === 20 && value.rating === 4.5,
      30_000,
    );
  });
});

describe('whatever a caller sends', () => {
  // Three kinds of payloads: plausible ones (every field of the right type, from values that
  // are right or wrong for this Kooker), plausible ones with one field replaced by anything or
  // one field too many, and anything at all. Each payload goes through the callable's own work
  // in this process (thousands, fast), and a sample of them over the wire to the emulated
  // callable (the real encoding, the real session).
  const junk = fc.oneof(
    fc.string(),
    fc.constantFrom('', ' ', '../x', '__name__', 'a'.repeat(200), '\u0000'),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.nat(), { maxLength: 2 }),
    fc.object({ maxDepth: 1 }),
  );
  function payloads<T extends Record<string, unknown>>(plausible: fc.Arbitrary<T>, fields: string[]): fc.Arbitrary<unknown> {
    const spoiled = fc
      .tuple(plausible, fc.constantFrom(...fields, 'total'), junk)
      .map(([payload, name, value]) => ({ ...payload, [name]: value }));
    return fc.oneof(plausible, spoiled, fc.anything());
  }
  const IN_PROCESS = 2000;
  const OVER_THE_WIRE = 150;
  const FRENCH_MESSAGE = /^[A-ZÀ-Ýa-zà-ÿ0-9’' :,.()–+-]+$/;

  type Outcome = { code: string; message?: string };
  type AuthData = NonNullable<CallableRequest<unknown>['auth']>;
  type Work = (request: { auth: AuthData; data: unknown }) => Promise<unknown>;

  /** A verified session as the callable receives it (the functions read only uid and email_verified). */
  const sessionOf = (uid: string): AuthData => ({ uid, rawToken: '', token: { uid, email_verified: true } as DecodedIdToken });

  /** Runs each payload through `work` as `answered` does in the callable; tallies the outcomes by code. */
  async function fuzz(label: string, samples: unknown[], callers: Array<{ client: WebClient; uid: string }>, name: string, work: Work) {
    const outcomes: Outcome[] = [];
    const unexpected: unknown[] = [];
    for (const [i, data] of samples.entries()) {
      const caller = defined(callers[i % callers.length], 'caller');
      try {
        await answered(
          () => work({ auth: sessionOf(caller.uid), data }),
          (_message, error) => unexpected.push(error),
        );
        outcomes.push({ code: 'ok' });
      } catch (error) {
        outcomes.push({ code: `functions/${(error as HttpsError).code}`, message: (error as HttpsError).message });
      }
    }
    for (const [i, data] of samples.slice(0, OVER_THE_WIRE).entries()) {
      const caller = defined(callers[i % callers.length], 'caller');
      try {
        await caller.client.call(name, data);
        outcomes.push({ code: 'ok' });
      } catch (error) {
        outcomes.push(await callError(Promise.reject(error)));
      }
    }
    expect(unexpected).toEqual([]);
    // Every refusal is one of the functions' French sentences (none of yup's English wording).
    for (const { message } of outcomes) if (message !== undefined) expect(message).toMatch(FRENCH_MESSAGE);
    const tally: Record<string, number> = {};
    for (const { code } of outcomes) tally[code] = (tally[code] ?? 0) + 1;
    console.log(
      `${label} : ${outcomes.length} appels (${samples.length} en direct, ${OVER_THE_WIRE} par l’émulateur)`,
      JSON.stringify(tally),
    );
    return tally;
  }

  it('gets createBooking’s French refusal, never an internal error, and only whole bookings', async () => {
    const date = daysAhead(10);
    const { uid: kookerId } = await kooker({ blockedDates: [daysAhead(12)], maxGuests: 6 });
    const plausible = fc
      .record(
        {
          kookerId: fc.constantFrom(kookerId, 'personne'),
          serviceId: fc.constantFrom('service-1', 'service-5'),
          date: fc.constantFrom(date, daysAhead(11), daysAhead(12), daysAhead(90), parisDateOf(new Date())),
          time: fc.constantFrom('10:00', '12:00', '14:00', '11:00', '24:00'),
          participants: fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant(2.5)),
          // Mostly the total the panel showed (45 € a person), sometimes another.
          expectedTotal: fc.oneof({ arbitrary: fc.constant('shown' as const), weight: 3 }, fc.constantFrom(1, 9000)),
          // Mostly today's terms of sale, ticked; sometimes a page opened before they changed.
          termsVersion: fc.oneof({ arbitrary: fc.constant(TERMS_VERSION), weight: 6 }, fc.constant('2020-01-01')),
          // Mostly a phone and allergens the panel would send, sometimes not.
          phone: fc.oneof({ arbitrary: fc.constantFrom('06 12 34 56 78', '+33612345678'), weight: 6 }, fc.constantFrom('12 34', '')),
          // Mostly the address the panel sends for a service at the client's, sometimes none.
          address: fc.oneof({ arbitrary: fc.constant('12 rue Mercière, 69002 Lyon'), weight: 6 }, fc.constantFrom('', '   ')),
          allergens: fc.oneof(
            { arbitrary: fc.constantFrom([], ['lait'], ['gluten']), weight: 6 },
            fc.constantFrom(['noix'], ['lait', 'lait']),
          ),
          allergensAcknowledged: fc.boolean(),
          idempotencyKey: fc.oneof(fc.uuid(), fc.constantFrom('la-meme-cle', 'x')),
        },
        { noNullPrototype: true },
      )
      .map(({ expectedTotal, ...rest }) => ({
        ...rest,
        expectedTotal: expectedTotal === 'shown' ? rest.participants * 4500 : expectedTotal,
      }));
    const samples = fc.sample(
      payloads(plausible, [
        'kookerId',
        'serviceId',
        'date',
        'time',
        'participants',
        'expectedTotal',
        'termsVersion',
        'phone',
        'address',
        'allergens',
        'idempotencyKey',
      ]),
      {
        numRuns: IN_PROCESS,
        seed: 20261123,
      },
    );
    const callers = [await person('Camille', 'Martin'), await person('Hugo', 'Bernard')];

    const tally = await fuzz('createBooking', samples, callers, 'createBooking', (request) => createBookingCall(db(), request, new Date()));

    expect(
      Object.keys(tally).filter(
        (code) =>
          ![
            'ok',
            'functions/invalid-argument',
            'functions/failed-precondition',
            'functions/not-found',
            // The caps on upcoming bookings and on calls per hour.
            'functions/resource-exhausted',
          ].includes(code),
      ),
    ).toEqual([]);
    // The payloads reached past the schema, into the transaction's own refusals.
    expect(tally['functions/not-found']).toBeGreaterThan(0);
    expect(tally['functions/failed-precondition']).toBeGreaterThan(0);
    // Every booking is whole: its lock, its one payment, its slot gone from the offer.
    const made = await db().collection(collectionPath('bookings')).get();
    expect(made.size).toBeGreaterThan(0);
    expect(await count(collectionPath('slotLocks'))).toBe(made.size);
    const slots = await slotsOf(kookerId);
    for (const booking of made.docs) {
      expect(booking.get('ledger')).toEqual([expect.objectContaining({ type: 'payment', amount: booking.get('amounts.total') })]);
      expect(slots[booking.get('date') as string] ?? []).not.toContain(booking.get('time'));
    }
  });

  it('gets cancelBooking’s French refusal, never an internal error, and never a cancellation half written', async () => {
    const date = daysAhead(10);
    const owner = await kooker();
    const guest = await person('Hugo', 'Bernard');
    // Three bookings with one Kooker, paid: made on earlier days, as far as the day's caps go.
    const ids: string[] = [];
    for (const time of ['10:00', '12:00', '14:00']) {
      const id = await book(db(), guest.uid, input(owner.uid, date, time), new Date());
      await payBookingInProcess(id, guest.uid);
      await db()
        .doc(documentPath('bookings', id))
        .update({ createdAt: Timestamp.fromMillis(Date.now() - 48 * HOUR) });
      ids.push(id);
    }
    const plausible = fc.record(
      {
        bookingId: fc.constantFrom(...ids, 'inconnue'),
        reason: fc.oneof(fc.string({ maxLength: 600 }), fc.constant('Imprévu')),
        expectedRefund: fc.constantFrom(13_500, 6750, 0),
      },
      { requiredKeys: ['bookingId', 'expectedRefund'], noNullPrototype: true },
    );
    const samples = fc.sample(payloads(plausible, ['bookingId', 'reason', 'expectedRefund']), { numRuns: IN_PROCESS, seed: 20261123 });
    // A stranger, the client and the Kooker take turns.
    const callers = [await person('Camille', 'Martin'), guest, owner];

    const tally = await fuzz('cancelBooking', samples, callers, 'cancelBooking', (request) => cancelBookingCall(db(), request, new Date()));

    expect(
      Object.keys(tally).filter(
        (code) =>
          ![
            'ok',
            'functions/invalid-argument',
            'functions/permission-denied',
            'functions/not-found',
            'functions/failed-precondition',
          ].includes(code),
      ),
    ).toEqual([]);
    expect(tally['functions/permission-denied']).toBeGreaterThan(0);
    expect(tally.ok).toBe(3);
    let byKooker = 0;
    for (const id of ids) {
      const booking = defined((await db().doc(documentPath('bookings', id)).get()).data(), id);
      expect(booking.status).toBe('cancelled');
      if (booking.cancelledBy === 'kooker') byKooker += 1;
      const { total, refund, commission, kookerPayout } = booking.amounts as {
        total: number;
        refund: number;
        commission: number;
        kookerPayout: number;
      };
      expect(refund + commission + kookerPayout).toBe(total);
      const ledger = booking.ledger as Array<{ type: string; amount: number }>;
      expect(ledger.filter((entry) => entry.type === 'refund').map((entry) => entry.amount)).toEqual([refund]);
    }
    // A client's cancellation frees its slot; a Kooker's keeps it closed.
    const locks = await db().collection(collectionPath('slotLocks')).get();
    expect(locks.docs.map((lock) => lock.get('closedByKooker'))).toEqual(Array.from({ length: byKooker }, () => true));
  });
});
