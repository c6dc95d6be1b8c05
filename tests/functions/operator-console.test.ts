// The operators' console contract (docs/exploitation.md, « Agir depuis la console »): each field
// set as an operator sets it (an Admin SDK write, which fires the triggers), then set again, and
// the exported work run again with the same event, as a retried trigger would: the same end
// state, no second refund, no second mail, one log entry.
import { collectionPath, documentPath } from '@kookers/domain/data';
import { bookingToData, type Booking } from '@kookers/domain/booking';
import type { LedgerEntry } from '@kookers/domain/money';
import { modelSamples } from '@kookers/domain/testing';
import { SUSPENSION_CANCELLATION_REASON, REPORT_TARGET_NOTES, reportIdOf } from '@kookers/domain/operations';
import { EARNINGS_HELD_HOURS } from '@kookers/domain/rules';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { hideReview } from '../../functions/src/operations/hidden-review-on-review';
import { stampHandled } from '../../functions/src/operations/handled-on-item';
import { operatorCancellation } from '../../functions/src/operations/operator-cancellation-on-booking';
import { cancelForSuspension, suspendKooker } from '../../functions/src/operations/suspension-on-kooker';
import { cancel } from '../../functions/src/bookings/cancel-booking';
import { retryPayments } from '../../functions/src/payments/jobs';
import { createSimulatedProcessor } from '../../functions/src/payments/simulated-processor';
import { admin, WebClient } from '../support/clients';
import {
  db,
  defined,
  eventually,
  handledWrites,
  expectBalanced,
  newKookerId,
  paymentAtProcessor,
  publishedProfile,
  service,
  useEmptyEmulators,
} from './helpers';

useEmptyEmulators();

const clients: WebClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const { booking: sample } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));

type Mail = { to: string; message: { subject: string; text: string } };
type Log = { action: string; target: string; reason: string; outcome: string; detail: string; at: Timestamp };

let people = 0;
/** An account with an address (the mails need one) and its private profile. */
async function account(firstName: string): Promise<string> {
  const { uid } = await admin().auth.createUser({ email: `${firstName.toLowerCase()}${++people}@example.fr`, emailVerified: true });
  await db().doc(documentPath('users', uid)).set({ firstName, lastName: 'Martin', phone: '', address: '', isKooker: false });
  return uid;
}

/** A ledger entry the processor settled at `at`. */
function settled(bookingId: string, id: string, type: LedgerEntry['type'], amount: number, at: Timestamp, reference: string): LedgerEntry {
  return {
    id,
    type,
    amount,
    at,
    state: 'succeeded',
    key: `${bookingId}:${id}:1`,
    attempts: 1,
    nextAttemptAt: null,
    failure: null,
    settledAt: at,
    reference,
    participants: null,
  };
}

/**
 * The Kooker's share of a completed booking transferred to their account at the simulated
 * processor, as the weekly payout does: the transfer's id, which a claw-back reverses.
 */
async function transferredShare(bookingId: string, kookerId: string, amount: number): Promise<string> {
  const simulated = createSimulatedProcessor(db());
  const account = await simulated.createAccount({
    kookerId,
    iban: 'FR7630006000011234567890189',
    holder: 'Claire Martin',
    key: `${kookerId}:account`,
  });
  const transfer = await simulated.transfer({ accountId: account.id, amount, key: `${bookingId}:transfer`, metadata: {} });
  return transfer.id;
}

/**
 * A booking of Camille with the Kooker, 3 × 40 € = 120 € (12 € of commission, 108 € for the
 * Kooker), starting `days` from now: confirmed and paid at the simulated processor, or completed
 * and its Kooker's share transferred by a weekly payout once its 48 h were over.
 */
async function booking(id: string, kookerId: string, clientId: string, days: number, status: 'confirmed' | 'completed' = 'confirmed') {
  const startAt = new Date(Date.now() + days * DAY);
  const endAt = new Date(startAt.getTime() + 2 * HOUR);
  const paid = Timestamp.fromDate(new Date(startAt.getTime() - 20 * DAY));
  const payment = settled(id, 'e1', 'payment', 12_000, paid, await paymentAtProcessor(id, 12_000));
  const released = Timestamp.now();
  const data: Booking = {
    ...sample,
    id,
    kookerId,
    clientId,
    startAt: Timestamp.fromDate(startAt),
    endAt: Timestamp.fromDate(endAt),
    status,
    payment: { status: 'paid', paidAt: paid, reference: payment.reference, failure: null },
    payout:
      status === 'completed'
        ? {
            status: 'released',
            earnedAt: Timestamp.fromDate(endAt),
            availableAt: Timestamp.fromDate(new Date(endAt.getTime() + EARNINGS_HELD_HOURS * HOUR)),
            releasedAt: released,
            payoutId: `${kookerId}_semaine`,
          }
        : { status: 'pending', earnedAt: null, availableAt: null, releasedAt: null, payoutId: null },
    ledger:
      status === 'completed'
        ? [payment, settled(id, 'e2', 'payout', 10_800, released, await transferredShare(id, kookerId, 10_800))]
        : [payment],
    review: null,
  };
  await db().doc(documentPath('bookings', id)).set(bookingToData(data));
}

async function read(path: string) {
  return defined((await db().doc(path).get()).data(), path);
}

const mailOf = (id: string) =>
  eventually(
    async () => (await db().doc(documentPath('mail', id)).get()).data() as Mail | undefined,
    (mail) => mail !== undefined,
  ) as Promise<Mail>;

async function logs(target: string): Promise<Array<Log & { id: string }>> {
  const snapshot = await db().collection(collectionPath('operatorLog')).where('target', '==', target).get();
  return snapshot.docs.map((entry) => ({ id: entry.id, ...(entry.data() as Log) }));
}

/** The one log entry of `target`, once written; its event id (what a retried trigger would run with). */
async function logOf(target: string): Promise<Log & { id: string; eventId: string }> {
  const [entry] = await eventually(
    () => logs(target),
    (entries) => entries.length > 0,
  );
  const found = defined(entry, `the log of ${target}`);
  return { ...found, eventId: found.id.slice(found.id.indexOf('-') + 1) };
}

/** Whether every movement of a booking's ledger was settled by the processor (its refunds a second after the decision). */
const settledWithProcessor = (data: Record<string, unknown>) =>
  (data.ledger as Array<{ state: string }>).every((entry) => entry.state === 'succeeded');

/** The mails written, but the confirmations (written when the test's bookings were created). */
async function mailIds(): Promise<string[]> {
  return (await db().collection(collectionPath('mail')).get()).docs
    .map((mail) => mail.id)
    .filter((id) => !id.includes('-confirmed-'))
    .sort();
}

/** A mail's text on one line, its non-breaking spaces as spaces. */
const textOf = (mail: Mail) => mail.message.text.replace(/\s+/g, ' ');

describe(`${collectionPath('bookings')}/{id}.operatorCancellation`, () => {
  it('cancels a booking to come at the percent given, through the ledger, mails both parties, once', async () => {
    const kookerId = await account('Claire');
    const clientId = await account('Camille');
    const id = `${kookerId}-b1`;
    await booking(id, kookerId, clientId, 10);

    const value = { reason: 'Le Kooker a prévenu l’équipe d’un empêchement.', refundPercent: 50 };
    await db().doc(documentPath('bookings', id)).update({ operatorCancellation: value });
    const after = await eventually(
      () => read(documentPath('bookings', id)),
      (data) => data.status === 'cancelled' && settledWithProcessor(data),
    );
    // 50 % of 120 € back, asked of the processor; the 60 € kept split: 6 € of commission, 54 € earned
    // by the Kooker, held 48 h for a complaint before a weekly payout transfers it.
    expect(after).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'platform',
      cancellationReason: 'Le Kooker a prévenu l’équipe d’un empêchement.',
      amounts: { total: 12_000, refund: 6_000, commission: 600, kookerPayout: 5_400 },
      payment: { status: 'partially-refunded' },
      payout: { status: 'held', releasedAt: null },
      platformDecision: { reason: value.reason, refundPercent: 50, refund: 6_000, clawback: 0 },
    });
    expect((after.payout.availableAt as Timestamp).toMillis() - (after.payout.earnedAt as Timestamp).toMillis()).toBe(
      EARNINGS_HELD_HOURS * HOUR,
    );
    expect((after.ledger as Array<{ type: string; amount: number }>).map(({ type, amount }) => [type, amount])).toEqual([
      ['payment', 12_000],
      ['refund', 6_000],
    ]);
    await expectBalanced(id);
    const toClient = await mailOf(`booking-${id}-cancelled-client`);
    expect(textOf(toClient)).toContain('L’équipe Kookers a annulé votre réservation');
    expect(textOf(toClient)).toContain('Motif de l’équipe Kookers');
    expect(textOf(toClient)).toContain('Vous êtes remboursé de 60 €.');
    const toKooker = await mailOf(`booking-${id}-cancelled-kooker`);
    expect(textOf(toKooker)).toContain('L’équipe Kookers a annulé la réservation');
    const log = await logOf(documentPath('bookings', id));
    expect(log).toMatchObject({ action: 'cancelBooking', reason: value.reason, outcome: 'done' });
    expect(log.detail.replace(/\s+/g, ' ')).toContain('60 € remboursés au client (50 %)');

    // The same value written again, and the same event run twice more: nothing moves.
    await db()
      .doc(documentPath('bookings', id))
      .update({ operatorCancellation: { ...value } });
    expect(await operatorCancellation(db(), id, value, log.eventId, new Date())).toMatchObject({ outcome: 'already' });
    expect(await operatorCancellation(db(), id, value, log.eventId, new Date())).toMatchObject({ outcome: 'already' });
    await handledWrites([documentPath('bookings', id)]);
    const again = await read(documentPath('bookings', id));
    expect(again.ledger).toEqual(after.ledger);
    expect(again.amounts).toEqual(after.amounts);
    expect(await logs(documentPath('bookings', id))).toHaveLength(1);
    expect(await mailIds()).toEqual([`booking-${id}-cancelled-client`, `booking-${id}-cancelled-kooker`]);
  });

  it('refuses another percent on a booking already decided, and explains it in the log', async () => {
    const kookerId = newKookerId();
    const clientId = await account('Camille');
    const id = `${kookerId}-b2`;
    await booking(id, kookerId, clientId, 10);
    await db()
      .doc(documentPath('bookings', id))
      .update({ operatorCancellation: { reason: 'Doublon.', refundPercent: 100 } });
    await logOf(documentPath('bookings', id));
    const decided = await eventually(() => read(documentPath('bookings', id)), settledWithProcessor);

    await db()
      .doc(documentPath('bookings', id))
      .update({ operatorCancellation: { reason: 'Doublon.', refundPercent: 40 } });
    const entries = await eventually(
      () => logs(documentPath('bookings', id)),
      (found) => found.length === 2,
    );
    const refused = defined(
      entries.find((entry) => entry.outcome === 'refused'),
      'the refusal',
    );
    expect(refused.detail).toContain('une seule décision par réservation');
    expect(refused.detail).toContain('Décision en place : 100 %');
    const after = await read(documentPath('bookings', id));
    expect(after.amounts).toEqual(decided.amounts);
    expect(after.ledger).toEqual(decided.ledger);
    expect(after.platformDecision).toEqual(decided.platformDecision);
  });

  it('changes nothing on a wrong value, and says why in French: a percent out of range, decimal, as text, or no reason', async () => {
    const kookerId = newKookerId();
    const clientId = await account('Camille');
    const id = `${kookerId}-b3`;
    await booking(id, kookerId, clientId, 10);
    const before = await read(documentPath('bookings', id));

    await db()
      .doc(documentPath('bookings', id))
      .update({ operatorCancellation: { reason: 'Geste.', refundPercent: 150 } });
    const first = await logOf(documentPath('bookings', id));
    expect(first).toMatchObject({ outcome: 'refused', reason: 'Geste.' });
    expect(first.detail).toBe(
      'Le champ refundPercent doit être un nombre entier de 0 à 100 (type « number », sans virgule). Rien n’a changé.',
    );
    for (const wrong of [{ reason: 'Geste.', refundPercent: 12.5 }, { reason: 'Geste.', refundPercent: '50' }, { refundPercent: 50 }])
      expect(await operatorCancellation(db(), id, wrong, `wrong-${JSON.stringify(wrong).length}`, new Date())).toMatchObject({
        outcome: 'refused',
      });
    await handledWrites([documentPath('bookings', id)]);
    const after = await read(documentPath('bookings', id));
    expect({ ...after, operatorCancellation: undefined }).toEqual({ ...before, operatorCancellation: undefined });
    expect(await mailIds()).toEqual([]);
  });

  it('refunds a completed booking and claws back the Kooker’s share already paid, with a mail to each', async () => {
    const kookerId = await account('Claire');
    const clientId = await account('Camille');
    const id = `${kookerId}-b4`;
    await booking(id, kookerId, clientId, -3, 'completed');

    await db()
      .doc(documentPath('bookings', id))
      .update({ operatorCancellation: { reason: 'Prestation écourtée de moitié.', refundPercent: 30 } });
    // The client's refund first; once it has succeeded, the frequent job asks the claw-back (docs/argent.md).
    await eventually(
      () => read(documentPath('bookings', id)),
      (data) =>
        (data.ledger as Array<{ type: string; state: string }>).some((entry) => entry.type === 'refund' && entry.state === 'succeeded'),
    );
    await retryPayments(db(), new Date());
    const after = await eventually(() => read(documentPath('bookings', id)), settledWithProcessor);
    // 30 % of 120 € = 36 € back; 84 € kept: 8,40 € of commission, 75,60 € for the Kooker, who was paid 108 €: 32,40 € taken back
    // from their account, which still holds it (the reversal of the transfer settled).
    expect(after).toMatchObject({
      status: 'completed',
      amounts: { total: 12_000, refund: 3_600, commission: 840, kookerPayout: 7_560 },
      payment: { status: 'partially-refunded' },
      payout: { status: 'released' },
      platformDecision: { refundPercent: 30, refund: 3_600, clawback: 3_240 },
    });
    expect((after.ledger as Array<{ type: string; amount: number }>).map(({ type, amount }) => [type, amount])).toEqual([
      ['payment', 12_000],
      ['payout', 10_800],
      ['refund', 3_600],
      ['clawback', 3_240],
    ]);
    await expectBalanced(id);
    const toClient = await mailOf(`booking-${id}-platform-refund-client`);
    expect(textOf(toClient)).toContain('l’équipe Kookers vous rembourse 36 €.');
    const toKooker = await mailOf(`booking-${id}-platform-refund-kooker`);
    expect(textOf(toKooker)).toContain('32,40 € sont repris sur votre rémunération.');

    const log = await logOf(documentPath('bookings', id));
    expect(
      await operatorCancellation(db(), id, { reason: 'Prestation écourtée de moitié.', refundPercent: 30 }, log.eventId, new Date()),
    ).toMatchObject({
      outcome: 'already',
    });
    await handledWrites([documentPath('bookings', id)]);
    expect((await read(documentPath('bookings', id))).ledger).toEqual(after.ledger);
    expect(await logs(documentPath('bookings', id))).toHaveLength(1);
    expect(await mailIds()).toEqual([`booking-${id}-platform-refund-client`, `booking-${id}-platform-refund-kooker`]);
  });
});

describe('money decided on the booking’s current state', () => {
  it('refuses, logs and changes nothing: a decision at 100 % on a booking corrected by hand that would leave a negative commission', async () => {
    const kookerId = newKookerId();
    const clientId = await account('Camille');
    const id = `${kookerId}-corrigee`;
    await booking(id, kookerId, clientId, -3, 'completed');
    // Corrected by hand: 5 € more paid to the Kooker, taken from the commission (the ledger says so).
    await db()
      .doc(documentPath('bookings', id))
      .update({
        'amounts.commission': 700,
        'amounts.kookerPayout': 11_300,
        ledger: FieldValue.arrayUnion({ type: 'payout', amount: 500, at: Timestamp.now(), reference: 'MANUEL-1', participants: null }),
      });
    await expectBalanced(id);
    const before = await read(documentPath('bookings', id));

    await db()
      .doc(documentPath('bookings', id))
      .update({ operatorCancellation: { reason: 'Geste commercial.', refundPercent: 100 } });
    const log = await logOf(documentPath('bookings', id));
    expect(log).toMatchObject({ action: 'cancelBooking', outcome: 'refused' });
    expect(log.detail).toMatch(/^Cette décision laisserait une commission négative \(-5\s€\)/);
    const after = await read(documentPath('bookings', id));
    expect({ ...after, operatorCancellation: undefined }).toEqual({ ...before, operatorCancellation: undefined });
    await expectBalanced(id);
  });

  it('a suspension never refunds again a booking its client cancelled just before: the decision reads it confirmed, or leaves it', async () => {
    const kookerId = newKookerId();
    const clientId = await account('Camille');
    const id = `${kookerId}-annulee`;
    await booking(id, kookerId, clientId, 5);
    // The client cancelled at 50 % a moment before the suspension's decision reached this booking.
    await cancel(db(), clientId, { bookingId: id, expectedRefund: 6_000 }, new Date());
    await expectBalanced(id);
    const cancelled = await read(documentPath('bookings', id));

    const outcome = await cancelForSuspension(db(), id, new Date());
    expect(outcome).toMatchObject({ outcome: 'refused' });
    expect(outcome.detail).toContain('n’est plus confirmée');
    const after = await read(documentPath('bookings', id));
    expect(after.amounts).toEqual(cancelled.amounts);
    expect(after.ledger).toEqual(cancelled.ledger);
    expect(after.platformDecision).toBeNull();
    await expectBalanced(id);
  });
});

describe(`${collectionPath('kookers')}/{id}.suspension`, () => {
  it('unpublishes the profile, cancels every booking to come in full, mails both parties, and logs it once', async () => {
    const kookerId = await account('Claire');
    const clientId = await account('Camille');
    await db()
      .doc(documentPath('services', kookerId, 'service-1'))
      .set(service('Atelier tajine', 40));
    await db()
      .doc(documentPath('kookers', kookerId))
      .set(publishedProfile({ availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] }));
    await eventually(
      async () => (await db().doc(documentPath('availability', kookerId)).get()).get('slots') as Record<string, string[]> | undefined,
      (slots) => slots !== undefined && Object.keys(slots).length > 0,
    );
    await booking(`${kookerId}-soon`, kookerId, clientId, 5);
    await booking(`${kookerId}-later`, kookerId, clientId, 30);
    await booking(`${kookerId}-past`, kookerId, clientId, -4, 'completed');
    // A booking still awaiting its payment, asked of the processor, its hold running.
    const unpaidId = `${kookerId}-unpaid`;
    const asked = await createSimulatedProcessor(db()).createPayment({ amount: 12_000, bookingId: unpaidId, key: `${unpaidId}:e1:1` });
    const unpaidStart = Date.now() + 12 * DAY;
    await db()
      .doc(documentPath('bookings', unpaidId))
      .set(
        bookingToData({
          ...sample,
          id: unpaidId,
          kookerId,
          clientId,
          startAt: Timestamp.fromMillis(unpaidStart),
          endAt: Timestamp.fromMillis(unpaidStart + 2 * HOUR),
          status: 'awaiting-payment',
          holdUntil: Timestamp.fromMillis(Date.now() + 15 * 60_000),
          payment: { status: 'pending', paidAt: null, reference: asked.id, failure: null },
          ledger: [{ ...settled(unpaidId, 'e1', 'payment', 12_000, Timestamp.now(), asked.id), state: 'requested', settledAt: null }],
          contactsStatus: 'unpaid',
          contacts: { ...sample.contacts, client: { ...sample.contacts.client, phone: '' }, kookerPhone: '' },
          review: null,
        }),
      );

    await db()
      .doc(documentPath('kookers', kookerId))
      .update({ suspension: { reason: 'Plusieurs clients signalent des paiements demandés hors de Kookers.' } });

    // Released: its payment cancelled at the processor, the booking expired, nothing taken.
    const released = await eventually(
      () => read(documentPath('bookings', unpaidId)),
      (data) => data.status === 'expired',
    );
    expect(released).toMatchObject({ payment: { status: 'abandoned' }, contactsStatus: 'erased' });
    expect((await read(documentPath('simulatedProcessor', asked.id))).state).toBe('canceled');

    for (const id of [`${kookerId}-soon`, `${kookerId}-later`]) {
      const cancelled = await eventually(
        () => read(documentPath('bookings', id)),
        (data) => data.status === 'cancelled',
      );
      expect(cancelled).toMatchObject({
        cancelledBy: 'platform',
        cancellationReason: SUSPENSION_CANCELLATION_REASON,
        amounts: { total: 12_000, refund: 12_000, commission: 0, kookerPayout: 0 },
        payment: { status: 'refunded' },
        payout: { status: 'cancelled' },
        platformDecision: { reason: SUSPENSION_CANCELLATION_REASON, refundPercent: 100, refund: 12_000 },
      });
      // The suspension's private reason lands nowhere the client reads.
      expect(JSON.stringify(cancelled)).not.toContain('paiements demandés');
      await expectBalanced(id);
      const toClient = await mailOf(`booking-${id}-cancelled-client`);
      expect(textOf(toClient)).toContain(SUSPENSION_CANCELLATION_REASON);
      // The suspension's own reason is for the Kooker: the client never reads it.
      expect(textOf(toClient)).not.toContain('paiements demandés');
      await mailOf(`booking-${id}-cancelled-kooker`);
    }
    expect(await read(documentPath('bookings', `${kookerId}-past`))).toMatchObject({ status: 'completed', amounts: { refund: 0 } });
    const profile = await read(documentPath('kookers', kookerId));
    expect(profile.published).toBe(false);
    // Out of the offer: the availability trigger follows `published`.
    await eventually(
      async () => (await db().doc(documentPath('availability', kookerId)).get()).exists,
      (exists) => !exists,
    );
    const log = await logOf(documentPath('kookers', kookerId));
    expect(log).toMatchObject({
      action: 'suspendKooker',
      outcome: 'done',
      reason: 'Plusieurs clients signalent des paiements demandés hors de Kookers.',
    });
    expect(log.detail).toContain('Profil dépublié. 2 réservation(s) à venir annulée(s)');
    expect(log.detail).toContain(
      `1 réservation(s) en attente de paiement libérée(s), paiement annulé (remboursé en entier s’il aboutit quand même) : ${unpaidId}.`,
    );

    // Run again with the same event, as a retried trigger: nothing more.
    const suspended = await mailOf(`kooker-${kookerId}-${log.id}`);
    expect(suspended.message.subject).toBe('Votre profil Kookers est suspendu');
    expect(textOf(suspended)).toContain('Plusieurs clients signalent des paiements demandés hors de Kookers.');
    const rerun = await suspendKooker(db(), admin().auth, kookerId, profile.suspension, log.eventId, new Date());
    expect(rerun.cancelled).toEqual([]);
    await handledWrites([
      documentPath('kookers', kookerId),
      ...['unpaid', 'soon', 'later', 'past'].map((end) => documentPath('bookings', `${kookerId}-${end}`)),
    ]);
    expect(await logs(documentPath('kookers', kookerId))).toHaveLength(1);
    expect((await mailIds()).filter((id) => id.startsWith('booking-'))).toHaveLength(4);
    expect(await mailIds()).toHaveLength(5);
    expect((await read(documentPath('bookings', `${kookerId}-soon`))).ledger).toHaveLength(2);

    // Lifted: the log says the Kooker may publish again (the rules allow it: tests/rules/kookers.test.ts).
    await db().doc(documentPath('kookers', kookerId)).update({ suspension: FieldValue.delete() });
    const lifted = await eventually(
      () => logs(documentPath('kookers', kookerId)),
      (entries) => entries.some((entry) => entry.action === 'liftSuspension'),
    );
    const liftedEntry = defined(
      lifted.find((entry) => entry.action === 'liftSuspension'),
      'the lifting',
    );
    expect(liftedEntry.detail).toContain('peut republier');
    expect((await mailOf(`kooker-${kookerId}-${liftedEntry.id}`)).message.subject).toBe('Votre profil Kookers n’est plus suspendu');
  });

  it('refuses a suspension without a reason, and says so', async () => {
    const kookerId = newKookerId();
    await db().doc(documentPath('kookers', kookerId)).set(publishedProfile());
    await db().doc(documentPath('kookers', kookerId)).update({ suspension: 'fraude' });
    const log = await logOf(documentPath('kookers', kookerId));
    expect(log).toMatchObject({ action: 'suspendKooker', outcome: 'refused' });
    expect(log.detail).toContain('Le champ suspension doit être une map');
  });
});

describe(`${collectionPath('reviews')}/{id}.hidden`, () => {
  it('moves the review out of the public list, recomputes the rating without it, and refuses a new review on its booking', async () => {
    const kookerId = newKookerId();
    await db().doc(documentPath('kookers', kookerId)).set(publishedProfile());
    const camille = new WebClient();
    clients.push(camille);
    const user = await camille.signUp(`camille-avis${++people}@example.fr`);
    await db()
      .doc(documentPath('users', user.uid))
      .set({ firstName: 'Camille', lastName: 'Martin', phone: '', address: '', isKooker: false });
    const good = `${kookerId}-good`;
    const rude = `${kookerId}-rude`;
    await booking(good, kookerId, user.uid, -10, 'completed');
    await booking(rude, kookerId, user.uid, -5, 'completed');
    const reviewOf = (rating: number, comment: string) => ({
      kookerId,
      author: 'Camille M.',
      rating,
      comment,
      type: sample.service.name,
      date: Timestamp.now(),
    });
    await db().doc(documentPath('reviews', good)).set(reviewOf(5, 'Un moment délicieux, merci !'));
    await db().doc(documentPath('reviews', rude)).set(reviewOf(1, 'Un commentaire injurieux.'));
    await eventually(
      () => read(documentPath('kookers', kookerId)),
      (data) => data.reviewCount === 2 && data.rating === 3,
    );

    await db().doc(documentPath('reviews', rude)).update({ hidden: true, hiddenReason: 'Propos injurieux.' });
    await eventually(
      () => read(documentPath('kookers', kookerId)),
      (data) => data.reviewCount === 1 && data.rating === 5,
    );
    const publicList = await db().collection(collectionPath('reviews')).where('kookerId', '==', kookerId).get();
    expect(publicList.docs.map((review) => review.id)).toEqual([good]);
    expect(await read(documentPath('hiddenReviews', rude))).toMatchObject({
      rating: 1,
      comment: 'Un commentaire injurieux.',
      hiddenReason: 'Propos injurieux.',
    });
    const copy = await eventually(
      async () => (await read(documentPath('bookings', rude))).review as Record<string, unknown> | null,
      (review) => review?.hidden === true,
    );
    expect(copy).toMatchObject({ rating: 1, comment: 'Un commentaire injurieux.', hidden: true });
    const log = await logOf(documentPath('reviews', rude));
    expect(log).toMatchObject({ action: 'hideReview', outcome: 'done', reason: 'Propos injurieux.' });

    // The client may not write it again (the rules read the booking's copy).
    const firestore = camille.firestore();
    await expect(
      setDoc(doc(firestore, documentPath('reviews', rude)), {
        kookerId,
        author: 'Camille M.',
        rating: 1,
        comment: 'Je le réécris quand même.',
        type: sample.service.name,
        date: serverTimestamp(),
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    // The same event again: nothing more.
    expect(await hideReview(db(), rude, log.eventId)).toBe('already');
    await handledWrites([documentPath('reviews', rude), documentPath('bookings', rude)]);
    expect(await logs(documentPath('reviews', rude))).toHaveLength(1);
    expect((await read(documentPath('bookings', rude))).review).toMatchObject({ hidden: true });
  });
});

describe(`${collectionPath('contactMessages')}/{id}.handled and ${collectionPath('reports')}/{id}.handled`, () => {
  it('stamps handledAt and logs it once; false reopens', async () => {
    for (const [path, action] of [
      [documentPath('contactMessages', 'm1'), 'handleContactMessage'],
      [documentPath('reports', 'review_b1_camille'), 'handleReport'],
    ] as const) {
      await db().doc(path).set({ message: 'Bonjour', createdAt: Timestamp.now() });
      await db().doc(path).update({ handled: true });
      const stamped = await eventually(
        () => read(path),
        (data) => data.handledAt !== undefined,
      );
      const log = await logOf(path);
      expect(log).toMatchObject({ action, outcome: 'done', detail: 'Marqué traité (handledAt noté).' });

      await stampHandled(db(), path, { handled: true }, action, log.eventId);
      await db().doc(path).update({ handled: true });
      await handledWrites([path]);
      expect((await read(path)).handledAt).toEqual(stamped.handledAt);
      expect(await logs(path)).toHaveLength(1);

      await db().doc(path).update({ handled: false });
      await eventually(
        () => read(path),
        (data) => data.handledAt === undefined,
      );
    }
  });
});

describe('a report on a profile (docs/exploitation.md, « Signalements »)', () => {
  it('is stored whatever the profile, and tells the operators when it is no published profile', async () => {
    const reporter = new WebClient();
    const { uid } = await reporter.signUp(`signale-${Date.now()}@example.fr`);
    const published = newKookerId();
    const draft = newKookerId();
    const suspended = newKookerId();
    await db().doc(documentPath('kookers', published)).set(publishedProfile());
    await db().doc(documentPath('kookers', draft)).set({ published: false });
    await db()
      .doc(documentPath('kookers', suspended))
      .set({ published: false, suspension: { reason: 'Fraude au paiement.' } });
    const targets = { published, draft, suspended, missing: newKookerId() };
    for (const itemId of Object.values(targets)) {
      await setDoc(doc(reporter.firestore(), documentPath('reports', reportIdOf('profile', itemId, uid))), {
        reporterId: uid,
        kind: 'profile',
        itemId,
        conversationId: '',
        reason: 'fake',
        text: '',
        createdAt: serverTimestamp(),
      });
    }
    const statusOf = (itemId: string) =>
      eventually(
        () => read(documentPath('reports', reportIdOf('profile', itemId, uid))),
        (data) => typeof data.targetStatus === 'string',
      );
    expect(await statusOf(targets.published)).toMatchObject({ targetStatus: 'published' });
    expect(await statusOf(targets.draft)).toMatchObject({ targetStatus: 'unpublished', targetNote: REPORT_TARGET_NOTES.unpublished });
    expect(await statusOf(targets.suspended)).toMatchObject({ targetStatus: 'suspended' });
    expect(await statusOf(targets.missing)).toMatchObject({ targetStatus: 'missing', targetNote: REPORT_TARGET_NOTES.missing });
    await reporter.close();
  });
});
