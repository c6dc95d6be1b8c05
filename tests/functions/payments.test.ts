// Paying, against the emulators and the simulated processor (docs/decisions/017-paiements-par-carte.md,
// docs/argent.md): a booking waits for its payment, the card element's answers, 3-D Secure, the
// webhook's events (signed, once, in any order), the hold's end, refunds that fail and are retried.
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { bookingFromData, bookingToData, type CreateBookingInput } from '@kookers/domain/booking';
import { ledgerProblems, REFUND_FAILED_LATER, TERMS_BEFORE_FREEZING } from '@kookers/domain/money';
import { modelSamples } from '@kookers/domain/testing';
import { freezeBookingTerms } from '../../functions/src/payments/freeze-terms';
import { addDays, parisDateOf, TERMS_VERSION } from '@kookers/domain/rules';
import { cancel } from '../../functions/src/bookings/cancel-booking';
import { slotLockId } from '../../functions/src/bookings/slot-lock';
import { retryPayments, releaseUnpaidHolds } from '../../functions/src/payments/jobs';
import { PENDING_LOOK_AGAIN_MS } from '../../functions/src/payments/ledger';
import { DAY, earnedBooking, member, settledEntry } from './money-fixtures';
import { signedHeader, SETTINGS_ID } from '../../functions/src/payments/simulated-processor';
import { handleDelivery } from '../../functions/src/payments/webhook';
import { callError, WebClient } from '../support/clients';
import { db, defined, eventually, exists, payBooking, publishedProfile, service, useEmptyEmulators } from './helpers';

useEmptyEmulators();

const clients: WebClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MINUTE = 60 * 1000;
let people = 0;

async function person(firstName: string): Promise<{ client: WebClient; uid: string }> {
  const client = new WebClient();
  clients.push(client);
  const user = await client.signUp(`${firstName.toLowerCase()}-paie${++people}@example.fr`);
  await db().doc(documentPath('users', user.uid)).set({
    email: user.email,
    firstName,
    lastName: 'Martin',
    phone: '06 11 22 33 44',
    address: '',
    isKooker: false,
    createdAt: Timestamp.now(),
  });
  return { client, uid: user.uid };
}

async function kooker(): Promise<string> {
  const { uid } = await person('Claire');
  await db()
    .doc(documentPath('services', uid, 'service-1'))
    .set(service('Atelier pâtes fraîches', 45));
  await db()
    .doc(documentPath('kookers', uid))
    .set(publishedProfile({ availableDays: EVERY_DAY }));
  await eventually(
    async () => ((await db().doc(documentPath('availability', uid)).get()).get('slots') ?? {}) as Record<string, string[]>,
    (slots) => Object.keys(slots).length > 0,
  );
  return uid;
}

let keys = 0;
function input(kookerId: string, days = 10, time = '12:00'): CreateBookingInput {
  return {
    kookerId,
    serviceId: 'service-1',
    date: addDays(parisDateOf(new Date()), days),
    time,
    participants: 3,
    expectedTotal: 13_500,
    termsVersion: TERMS_VERSION,
    phone: '06 12 34 56 78',
    address: '12 rue Mercière, 69002 Lyon',
    idempotencyKey: `paiement-${Date.now().toString(36)}-${++keys}`,
  };
}

type Started = { bookingId: string; payment: { clientSecret: string; state: string } };

const bookingOf = async (id: string) => bookingFromData(id, (await db().doc(documentPath('bookings', id)).get()).data() ?? {});
const card = (client: WebClient, bookingId: string, clientSecret: string, cardNumber: string) =>
  client.call<{ state: string; message: string | null }>('simulatedCardPayment', {
    bookingId,
    clientSecret,
    cardNumber,
    expiry: '12/34',
    cvc: '123',
  });

describe('paying a booking', () => {
  it('holds the slot while the booking awaits its payment, and confirms it only on the processor’s event', async () => {
    const kookerId = await kooker();
    const { client } = await person('Camille');
    const ask = input(kookerId);
    const { bookingId, payment } = await client.call<Started>('createBooking', ask);

    const waiting = await bookingOf(bookingId);
    expect(waiting.status).toBe('awaiting-payment');
    expect(waiting.payment.status).toBe('pending');
    expect(payment.clientSecret).toMatch(/^sim_pi_/);
    expect((waiting.holdUntil?.toMillis() ?? 0) - Date.now()).toBeGreaterThan(19 * MINUTE);
    expect(waiting.ledger).toEqual([
      expect.objectContaining({ type: 'payment', state: 'requested', reference: expect.stringMatching(/^sim_pi_/) }),
    ]);
    // The secret is never written where the Kooker reads.
    expect(JSON.stringify((await db().doc(documentPath('bookings', bookingId)).get()).data())).not.toContain(payment.clientSecret);
    // The slot is held: gone from the offer, and the same call again finds the same payment.
    const slots = ((await db().doc(documentPath('availability', kookerId)).get()).get('slots') ?? {}) as Record<string, string[]>;
    expect(slots[ask.date] ?? []).not.toContain(ask.time);
    const again = await client.call<Started>('createBooking', ask);
    expect(again).toEqual({ bookingId, payment: { clientSecret: payment.clientSecret, state: 'pending' } });

    expect(await card(client, bookingId, payment.clientSecret, '4242 4242 4242 4242')).toEqual({ state: 'succeeded', message: null });
    const confirmed = await eventually(
      () => bookingOf(bookingId),
      (booking) => booking.status === 'confirmed',
    );
    expect(confirmed.payment).toMatchObject({ status: 'paid', failure: null });
    expect(confirmed.ledger[0]).toMatchObject({ state: 'succeeded', settledAt: expect.anything() });
    expect(ledgerProblems(confirmed)).toEqual([]);
  });

  it('frees the slot when the client gives up, and when the hold ends unpaid', async () => {
    const kookerId = await kooker();
    const { client } = await person('Hugo');
    const first = input(kookerId, 12, '10:00');
    const { bookingId } = await client.call<Started>('createBooking', first);
    expect(await client.call('abandonPayment', { bookingId })).toEqual({ status: 'expired' });
    const abandoned = await bookingOf(bookingId);
    expect(abandoned).toMatchObject({ status: 'expired', payment: { status: 'abandoned' } });
    expect(ledgerProblems(abandoned)).toEqual([]);
    await eventually(
      async () => ((await db().doc(documentPath('availability', kookerId)).get()).get('slots') ?? {}) as Record<string, string[]>,
      (slots) => (slots[first.date] ?? []).includes('10:00'),
    );

    const second = input(kookerId, 12, '14:00');
    const { bookingId: unpaid } = await client.call<Started>('createBooking', second);
    expect(await exists(documentPath('slotLocks', slotLockId(kookerId, second.date, '14:00')))).toBe(true);
    expect(await exists(documentPath('slotLocks', slotLockId(kookerId, second.date, '14:00')))).toBe(true);
    expect((await releaseUnpaidHolds(db(), new Date())).expired).toBe(0);
    expect((await releaseUnpaidHolds(db(), new Date(Date.now() + 21 * MINUTE))).expired).toBe(1);
    expect(await bookingOf(unpaid)).toMatchObject({ status: 'expired' });
    // Its lock was there while the hold lasted, and is gone.
    expect(await exists(documentPath('slotLocks', slotLockId(kookerId, second.date, '14:00')))).toBe(false);
    // Too late to pay.
    expect((await callError(client.call('resumePayment', { bookingId: unpaid }))).message).toContain('temps de paiement est écoulé');
  });

  it('refunds in full a payment that succeeds after the hold ended', async () => {
    const kookerId = await kooker();
    const { client } = await person('Inès');
    const { bookingId, payment } = await client.call<Started>('createBooking', input(kookerId, 13));
    // The hold ends first (the processor is asked, the payment not yet made)…
    await releaseUnpaidHolds(db(), new Date(Date.now() + 21 * MINUTE));
    expect((await bookingOf(bookingId)).status).toBe('expired');
    // …then the processor says it succeeded (a 3-D Secure finished at the last second).
    await db()
      .doc(documentPath('simulatedProcessor', payment.clientSecret.split('_secret_')[0] ?? ''))
      .update({ state: 'succeeded' });
    const event = JSON.stringify({
      id: 'evt_late_success',
      type: 'payment.succeeded',
      object: {
        id: payment.clientSecret.split('_secret_')[0],
        kind: 'payment',
        state: 'succeeded',
        amount: 13_500,
        failureCode: null,
        metadata: { bookingId },
      },
      created: new Date().toISOString(),
    });
    expect(await handleDelivery(db(), event, signedHeader(event, new Date()), new Date())).toEqual({ status: 200, body: 'processed' });
    const refunded = await eventually(
      () => bookingOf(bookingId),
      (booking) => booking.ledger.some((entry) => entry.type === 'refund' && entry.state === 'succeeded'),
    );
    expect(refunded).toMatchObject({
      status: 'expired',
      payment: { status: 'refunded' },
      amounts: { total: 13_500, refund: 13_500, commission: 0, kookerPayout: 0 },
    });
    expect(ledgerProblems(refunded)).toEqual([]);
  });

  it('never confirms a time given away after the hold lapsed: expired, refunded in full, the client mailed, no contact details', async () => {
    const kookerId = await kooker();
    const { client } = await person('Nora');
    const { bookingId, payment } = await client.call<Started>('createBooking', input(kookerId, 14));
    const held = await bookingOf(bookingId);
    // Unpaid: neither party's details on the booking (docs/reservations.md, « Se joindre »).
    expect(held).toMatchObject({ contactsStatus: 'unpaid', contacts: { client: { phone: '' }, kookerPhone: '' } });
    expect(held.place.address).toBe('69002 Lyon');
    // The hold lapses before the expiry job runs, and another client books and pays that time.
    const later = new Date((held.holdUntil?.toMillis() ?? 0) + MINUTE);
    await db()
      .doc(documentPath('bookings', `${bookingId}-autre`))
      .set(
        bookingToData({ ...held, id: `${bookingId}-autre`, clientId: 'un-autre-client', status: 'confirmed', holdUntil: null, ledger: [] }),
      );
    // Then the first payment succeeds after all.
    const paymentId = payment.clientSecret.split('_secret_')[0] ?? '';
    await db().doc(documentPath('simulatedProcessor', paymentId)).update({ state: 'succeeded' });
    const event = JSON.stringify({
      id: 'evt_given_away',
      type: 'payment.succeeded',
      object: { id: paymentId, kind: 'payment', state: 'succeeded', amount: 13_500, failureCode: null, metadata: { bookingId } },
      created: later.toISOString(),
    });
    expect(await handleDelivery(db(), event, signedHeader(event, later), later)).toEqual({ status: 200, body: 'processed' });
    const refunded = await eventually(
      () => bookingOf(bookingId),
      (booking) => booking.ledger.some((entry) => entry.type === 'refund' && entry.state === 'succeeded'),
    );
    expect(refunded).toMatchObject({
      status: 'expired',
      contactsStatus: 'erased',
      contacts: { client: { phone: '' }, kookerPhone: '' },
      payment: { status: 'refunded' },
      amounts: { total: 13_500, refund: 13_500, commission: 0, kookerPayout: 0 },
    });
    expect(ledgerProblems(refunded)).toEqual([]);
    expect(await exists(documentPath('heldContacts', bookingId))).toBe(false);
    const mail = await eventually(
      () =>
        db()
          .doc(documentPath('mail', `booking-${bookingId}-late-refund-client`))
          .get(),
      (snapshot) => snapshot.exists,
    );
    expect(mail.get('message.subject')).toMatch(/^Paiement remboursé/);
  });
});

describe('the webhook', () => {
  it('refuses a delivery badly signed or too old, with nothing written, and processes an event once', async () => {
    const now = new Date();
    const event = JSON.stringify({
      id: 'evt_once',
      type: 'refund.succeeded',
      object: { id: 'sim_re_x', kind: 'refund', state: 'succeeded', amount: 100, failureCode: null, metadata: {} },
      created: now.toISOString(),
    });
    expect(await handleDelivery(db(), event, signedHeader(event, now, 'whsec_autre'), now)).toEqual({ status: 400, body: 'invalid' });
    expect(await handleDelivery(db(), event, signedHeader(event, new Date(now.getTime() - 6 * MINUTE)), now)).toEqual({
      status: 400,
      body: 'invalid',
    });
    expect(await exists(documentPath('processorEvents', 'evt_once'))).toBe(false);
    expect(await handleDelivery(db(), event, signedHeader(event, now), now)).toEqual({ status: 200, body: 'processed' });
    expect(await handleDelivery(db(), event, signedHeader(event, now), now)).toEqual({ status: 200, body: 'duplicate' });
  });
});

describe('refunds with the processor', () => {
  it('asks the refund after the cancellation, and retries a failed one with a new key until it succeeds', async () => {
    const kookerId = await kooker();
    const { client, uid } = await person('Nora');
    const { bookingId } = await client.call<Started>('createBooking', input(kookerId, 20));
    await payBooking(client, bookingId);
    await db()
      .doc(documentPath('simulatedProcessor', SETTINGS_ID))
      .set({ kind: 'settings', settings: { failRefunds: 1, delayMs: 200 } });

    const now = new Date();
    await cancel(db(), uid, { bookingId, expectedRefund: 13_500 }, now);
    const failed = await eventually(
      () => bookingOf(bookingId),
      (booking) => booking.ledger.some((entry) => entry.type === 'refund' && entry.state === 'failed'),
    );
    const refund = defined(
      failed.ledger.find((entry) => entry.type === 'refund'),
      'the refund',
    );
    expect(refund).toMatchObject({ attempts: 1, failure: 'Le remboursement a été refusé par la banque de la carte.' });
    // Tried again 5 minutes after the failure came (the first wait of the backoff).
    const retryAt = defined(refund.nextAttemptAt, 'the next attempt').toMillis();
    expect(retryAt - now.getTime()).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(retryAt - now.getTime()).toBeLessThan(5 * MINUTE + 30_000);
    expect(failed.paymentsDueAt?.toMillis()).toBe(retryAt);

    expect((await retryPayments(db(), new Date(now.getTime() + MINUTE))).examined).toBe(0);
    await retryPayments(db(), new Date(retryAt + 1000));
    const settled = await eventually(
      () => bookingOf(bookingId),
      (booking) => booking.ledger.some((entry) => entry.type === 'refund' && entry.state === 'succeeded'),
    );
    const retried = defined(
      settled.ledger.find((entry) => entry.type === 'refund'),
      'the refund',
    );
    expect(retried.attempts).toBe(2);
    expect(retried.key).not.toBe(refund.key);
    expect(settled.paymentsDueAt).toBeNull();
    expect(ledgerProblems(settled)).toEqual([]);
  });

  it('reopens a refund the card’s bank refuses after it succeeded: the client mailed, the case handed to operators, never silently', async () => {
    const kookerId = await kooker();
    const { client, uid } = await person('Inès');
    const { bookingId } = await client.call<Started>('createBooking', input(kookerId, 20));
    // Stripe's 4000 0000 0000 5126: paid; its refunds succeed, then its bank refuses them.
    await payBooking(client, bookingId, '4000 0000 0000 5126');
    await db()
      .doc(documentPath('simulatedProcessor', SETTINGS_ID))
      .set({ kind: 'settings', settings: { delayMs: 200 } }, { merge: true });

    await cancel(db(), uid, { bookingId, expectedRefund: 13_500 }, new Date());
    const reopened = await eventually(
      () => bookingOf(bookingId),
      (booking) => booking.ledger.some((entry) => entry.type === 'refund' && entry.state === 'failed'),
    );
    expect(reopened.ledger.find((entry) => entry.type === 'refund')).toMatchObject({
      state: 'failed',
      failure: REFUND_FAILED_LATER,
      nextAttemptAt: null,
    });
    expect(reopened.paymentsDueAt).toBeNull();
    // Owed to the client, and nothing will move it: the reconciliation names it.
    expect(ledgerProblems(reopened)).toEqual([
      `Un remboursement de 13500 centimes a été refusé sans nouvel essai : ${REFUND_FAILED_LATER}`,
    ]);
    const mail = await eventually(
      async () =>
        (
          await db()
            .doc(documentPath('mail', `booking-${bookingId}-refund-failed-later-${reopened.ledger[1]?.id}-client`))
            .get()
        ).data(),
      (data) => data !== undefined,
    );
    expect(String(mail?.message?.subject)).toContain('Remboursement refusé par votre banque');
    const logged = await db().collection(collectionPath('operatorLog')).where('target', '==', documentPath('bookings', bookingId)).get();
    expect(logged.docs.map((doc) => [doc.get('action'), doc.get('outcome')])).toEqual([['refundFailedLater', 'done']]);
    expect(String(logged.docs[0]?.get('detail'))).toContain('Rembourser par virement');
  });
});

describe('the frequent job’s queue', () => {
  it('moves a booking whose refund still waits for its event back in the queue, so that stuck ones never fill the batch', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    const now = new Date();
    const booking = await earnedBooking('en-attente', { clientId: client, kookerId: kooker, endedAt: new Date(now.getTime() - 3 * DAY) });
    // A refund the processor answered pending two days ago, whose event never came.
    const pending = { ...settledEntry('e2', 'refund', 6000, new Date(now.getTime() - 2 * DAY), 'sim_re_perdu'), state: 'requested' };
    const dueSince = Timestamp.fromMillis(now.getTime() - 2 * DAY);
    await db()
      .doc(documentPath('bookings', booking.id))
      .update({ ledger: [...(bookingToData(booking).ledger as unknown[]), pending], paymentsDueAt: dueSince });

    await retryPayments(db(), now);
    expect((await bookingOf(booking.id)).paymentsDueAt?.toMillis()).toBe(now.getTime() + PENDING_LOOK_AGAIN_MS);
    // Before that, the job passes it by; then looks again, and moves it back again.
    expect((await retryPayments(db(), new Date(now.getTime() + MINUTE))).examined).toBe(0);
    const later = new Date(now.getTime() + PENDING_LOOK_AGAIN_MS);
    await retryPayments(db(), later);
    expect((await bookingOf(booking.id)).paymentsDueAt?.toMillis()).toBe(later.getTime() + PENDING_LOOK_AGAIN_MS);
  });
});

describe('the money rules frozen on bookings', () => {
  it('writes the rules of the time on every booking made before, once, and leaves the others as they are', async () => {
    const { terms: _terms, ...old } = bookingToData(modelSamples((iso) => Timestamp.fromDate(new Date(iso))).booking);
    await db().doc(documentPath('bookings', 'ancienne')).set(old);
    const recent = {
      ...bookingToData(modelSamples((iso) => Timestamp.fromDate(new Date(iso))).booking),
      terms: { ...TERMS_BEFORE_FREEZING, version: 'v-recente', commissionPercent: 12 },
    };
    await db().doc(documentPath('bookings', 'recente')).set(recent);

    expect(await freezeBookingTerms(db())).toEqual({ examined: 2, written: 1 });
    expect((await db().doc(documentPath('bookings', 'ancienne')).get()).get('terms')).toEqual(TERMS_BEFORE_FREEZING);
    expect((await db().doc(documentPath('bookings', 'recente')).get()).get('terms')).toEqual(recent.terms);
    expect(await freezeBookingTerms(db())).toEqual({ examined: 2, written: 0 });
  });
});
