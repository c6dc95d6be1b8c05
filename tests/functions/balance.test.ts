// The Kooker's balance against the emulators (docs/argent.md, « Le solde du Kooker »): the hourly
// release of held shares and the weekly payout, called as the scheduled jobs call them, `now`
// moved forward; the simulated processor answers, and its events come back through the webhook.
import { collectionPath, documentPath } from '@kookers/domain/data';
import { isoWeekOf, PAYOUT_HELD_AFTER_CHANGE, PAYOUT_RETURNED, type Payout } from '@kookers/domain/money';
import { PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS } from '@kookers/domain/rules';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { NETTING_PENDING, payKookers, releaseEarnings } from '../../functions/src/payments/balance';
import { useProcessor } from '../../functions/src/payments/adapter';
import { retryPayments } from '../../functions/src/payments/jobs';
import { operatorCancellation } from '../../functions/src/operations/operator-cancellation-on-booking';
import type { SimulatedProcessor } from '../../functions/src/payments/simulated-processor';
import { db, eventually, expectBalanced, paymentAtProcessor, useEmptyEmulators } from './helpers';
import { bookingOf, DAY, earnedBooking, HOUR, member, payoutAccount, simulatedProcessor } from './money-fixtures';

useEmptyEmulators();

let simulated: SimulatedProcessor;
beforeEach(() => {
  simulated = simulatedProcessor();
});

const payoutOf = async (id: string) => (await db().doc(documentPath('payouts', id)).get()).data() as Omit<Payout, 'id'> | undefined;

/** The simulated processor's objects of a kind, as it keeps them. */
async function objects(kind: string) {
  const found = await db().collection(collectionPath('simulatedProcessor')).where('kind', '==', kind).get();
  return found.docs.map((doc) => doc.data() as { amount: number; state: string; key: string; metadata: Record<string, string> });
}

describe('releaseEarnings', () => {
  it('makes available the shares held 48 h, keeps those still in their window or under an open complaint, once', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    const now = new Date();
    await earnedBooking('passee', { clientId: client, kookerId: kooker, endedAt: new Date(now.getTime() - 48 * HOUR) });
    await earnedBooking('recente', { clientId: client, kookerId: kooker, endedAt: new Date(now.getTime() - 47 * HOUR) });
    await earnedBooking('signalee', {
      clientId: client,
      kookerId: kooker,
      endedAt: new Date(now.getTime() - 3 * DAY),
      complaint: { reason: 'no-show', text: 'Personne n’est venu.', at: null, answer: null, answeredAt: null, status: 'open' },
    });

    expect(await releaseEarnings(db(), now)).toEqual({ released: 1 });
    expect((await bookingOf('passee')).payout.status).toBe('available');
    expect((await bookingOf('recente')).payout.status).toBe('held');
    expect((await bookingOf('signalee')).payout.status).toBe('held');
    await expectBalanced('passee');

    expect(await releaseEarnings(db(), now)).toEqual({ released: 0 });
    // An hour later, the recent one's window has passed too.
    expect(await releaseEarnings(db(), new Date(now.getTime() + HOUR))).toEqual({ released: 1 });
    expect((await bookingOf('recente')).payout.status).toBe('available');
  });
});

describe('payKookers', () => {
  it('transfers each available share, then pays the Kooker once for the week, and does nothing twice', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    const accountId = await payoutAccount(simulated, kooker);
    const now = new Date();
    await earnedBooking('premiere', {
      clientId: client,
      kookerId: kooker,
      endedAt: new Date(now.getTime() - 4 * DAY),
      payout: 'available',
    });
    await earnedBooking('seconde', { clientId: client, kookerId: kooker, endedAt: new Date(now.getTime() - 3 * DAY), payout: 'available' });

    expect(await payKookers(db(), now)).toEqual({ sent: 1, withoutAccount: 0, withoutTaxData: 0, accountChanged: 0, waiting: 0 });

    const payoutId = `${kooker}_${isoWeekOf(now)}`;
    const payout = await payoutOf(payoutId);
    expect(payout).toMatchObject({ kookerId: kooker, shares: 21_600, owedNetted: 0, amount: 21_600, attempts: 1, key: `${payoutId}:1` });
    expect([...(payout?.bookingIds ?? [])].sort()).toEqual(['premiere', 'seconde']);
    expect(payout?.reference).toMatch(/^sim_po_/);
    for (const id of ['premiere', 'seconde']) {
      const booking = await bookingOf(id);
      expect(booking.payout).toMatchObject({ status: 'released', payoutId });
      expect(booking.payout.releasedAt?.toMillis()).toBe(now.getTime());
      const transfer = booking.ledger.at(-1);
      expect(transfer).toMatchObject({ type: 'payout', amount: 10_800, state: 'succeeded' });
      expect(transfer?.reference).toMatch(/^sim_tr_/);
      expect(booking.paymentsDueAt).toBeNull();
      await expectBalanced(id);
    }
    const transfers = await objects('transfer');
    expect(transfers.map((transfer) => [transfer.metadata.bookingId, transfer.metadata.accountId, transfer.amount]).sort()).toEqual([
      ['premiere', accountId, 10_800],
      ['seconde', accountId, 10_800],
    ]);
    expect((await objects('payout')).map((object) => [object.amount, object.metadata.payoutId])).toEqual([[21_600, payoutId]]);

    // The processor's event settles the payout.
    await eventually(
      () => payoutOf(payoutId),
      (current) => current?.state === 'succeeded',
    );

    // A second run the same week: nothing more.
    expect(await payKookers(db(), new Date(now.getTime() + HOUR))).toEqual({
      sent: 0,
      withoutAccount: 0,
      withoutTaxData: 0,
      accountChanged: 0,
      waiting: 0,
    });
    expect(await objects('payout')).toHaveLength(1);
    expect(await objects('transfer')).toHaveLength(2);
  });

  it('takes what the Kooker owes out of the payout, and settles without a call a payout that all went to it', async () => {
    const [claire, lucie, client] = [
      await member('Claire', { kooker: true }),
      await member('Lucie', { kooker: true }),
      await member('Camille'),
    ];
    await payoutAccount(simulated, claire, 3_240);
    await payoutAccount(simulated, lucie, 20_000);
    const now = new Date();
    await earnedBooking('de-claire', {
      clientId: client,
      kookerId: claire,
      endedAt: new Date(now.getTime() - 4 * DAY),
      payout: 'available',
    });
    await earnedBooking('de-lucie', { clientId: client, kookerId: lucie, endedAt: new Date(now.getTime() - 4 * DAY), payout: 'available' });

    expect(await payKookers(db(), now)).toEqual({ sent: 1, withoutAccount: 0, withoutTaxData: 0, accountChanged: 0, waiting: 0 });

    expect(await payoutOf(`${claire}_${isoWeekOf(now)}`)).toMatchObject({ shares: 10_800, owedNetted: 3_240, amount: 7_560 });
    expect((await db().doc(documentPath('payoutAccounts', claire)).get()).get('owed')).toBe(0);
    // Lucie owed more than her share: all of it goes to her debt, nothing to her bank.
    expect(await payoutOf(`${lucie}_${isoWeekOf(now)}`)).toMatchObject({
      shares: 10_800,
      owedNetted: 10_800,
      amount: 0,
      state: 'succeeded',
      reference: '',
    });
    expect((await db().doc(documentPath('payoutAccounts', lucie)).get()).get('owed')).toBe(9_200);
    expect((await objects('payout')).map((object) => object.amount)).toEqual([7_560]);
    // What each owed came back to the platform from the week's transfers, not left on their accounts.
    expect((await objects('reversal')).map((object) => object.amount).sort((a, b) => a - b)).toEqual([3_240, 10_800]);
    const claireWeek = `${claire}_${isoWeekOf(now)}`;
    expect((await payoutOf(claireWeek))?.netting).toEqual([
      {
        transfer: (await bookingOf('de-claire')).ledger.at(-1)?.reference,
        amount: 3_240,
        key: `${claireWeek}:netting:1`,
        state: 'succeeded',
        reference: expect.stringMatching(/^sim_trr_/),
      },
    ]);
    await expectBalanced('de-lucie');
  });

  it('keeps available the shares of a Kooker who has no payout account', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    const now = new Date();
    await earnedBooking('sans-compte', {
      clientId: client,
      kookerId: kooker,
      endedAt: new Date(now.getTime() - 4 * DAY),
      payout: 'available',
    });

    expect(await payKookers(db(), now)).toEqual({ sent: 0, withoutAccount: 1, withoutTaxData: 0, accountChanged: 0, waiting: 0 });
    expect((await bookingOf('sans-compte')).payout.status).toBe('available');
    expect(await payoutOf(`${kooker}_${isoWeekOf(now)}`)).toBeUndefined();
    expect(await objects('transfer')).toEqual([]);
  });

  /** Claire's payout of this week, of one booking's share, refused by the bank once. */
  async function refusedPayout() {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    await payoutAccount(simulated, kooker);
    await simulated.configure({ failPayouts: 1, delayMs: 0 });
    const now = new Date();
    await earnedBooking('refusee', { clientId: client, kookerId: kooker, endedAt: new Date(now.getTime() - 4 * DAY), payout: 'available' });
    const payoutId = `${kooker}_${isoWeekOf(now)}`;
    await payKookers(db(), now);
    const failed = await eventually(
      () => payoutOf(payoutId),
      (payout) => payout?.state === 'failed',
    );
    return { kooker, now, payoutId, failed };
  }

  it('tries a refused payout again at its next attempt, with a new key', async () => {
    const { now, payoutId, failed } = await refusedPayout();
    expect(failed?.failure).toBe('Le virement vers le compte bancaire a été refusé.');
    const nextAttemptAt = failed?.nextAttemptAt?.toMillis() ?? 0;
    expect(nextAttemptAt).toBeGreaterThan(now.getTime());

    // Before its time, nothing; at its time, a second attempt with its own key.
    expect(await payKookers(db(), new Date(nextAttemptAt - 1000))).toMatchObject({ sent: 0 });
    expect(await payKookers(db(), new Date(nextAttemptAt))).toMatchObject({ sent: 1 });
    const retried = await eventually(
      () => payoutOf(payoutId),
      (payout) => payout?.state === 'succeeded',
    );
    expect(retried).toMatchObject({ attempts: 2, key: `${payoutId}:2`, amount: 10_800 });
    expect((await objects('payout')).map((object) => [object.key, object.state]).sort()).toEqual([
      [`${payoutId}:1`, 'failed'],
      [`${payoutId}:2`, 'succeeded'],
    ]);
    // The share was transferred once.
    expect(await objects('transfer')).toHaveLength(1);
  });

  it('sends nothing to an account changed less than 72 h ago, but pays a first account; pays the changed one once 72 h have passed', async () => {
    const [claire, lucie, client] = [
      await member('Claire', { kooker: true }),
      await member('Lucie', { kooker: true }),
      await member('Camille'),
    ];
    await payoutAccount(simulated, claire);
    await payoutAccount(simulated, lucie);
    const now = new Date();
    // Lucie gave a new IBAN an hour ago (setPayoutAccount); Claire's is the first she gave.
    const changedAt = new Date(now.getTime() - HOUR);
    await db()
      .doc(documentPath('payoutAccounts', lucie))
      .update({ changedAt: Timestamp.fromDate(changedAt), changes: [Timestamp.fromDate(changedAt)] });
    await earnedBooking('de-claire', {
      clientId: client,
      kookerId: claire,
      endedAt: new Date(now.getTime() - 4 * DAY),
      payout: 'available',
    });
    await earnedBooking('de-lucie', { clientId: client, kookerId: lucie, endedAt: new Date(now.getTime() - 4 * DAY), payout: 'available' });

    expect(await payKookers(db(), now)).toEqual({ sent: 1, withoutAccount: 0, withoutTaxData: 0, accountChanged: 1, waiting: 0 });
    expect((await bookingOf('de-claire')).payout.status).toBe('released');
    expect((await bookingOf('de-lucie')).payout.status).toBe('available');
    expect(await payoutOf(`${lucie}_${isoWeekOf(now)}`)).toBeUndefined();

    // A run just before the 72 h: still nothing; at the 72 h, paid.
    const heldUntil = new Date(changedAt.getTime() + PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS * HOUR);
    expect(await payKookers(db(), new Date(heldUntil.getTime() - 1000))).toMatchObject({ sent: 0, accountChanged: 1 });
    expect((await bookingOf('de-lucie')).payout.status).toBe('available');
    expect(await payKookers(db(), heldUntil)).toMatchObject({ sent: 1, accountChanged: 0 });
    expect((await bookingOf('de-lucie')).payout).toMatchObject({ status: 'released', payoutId: `${lucie}_${isoWeekOf(heldUntil)}` });
    expect((await objects('payout')).map((object) => object.metadata.payoutId).sort()).toEqual(
      [`${claire}_${isoWeekOf(now)}`, `${lucie}_${isoWeekOf(heldUntil)}`].sort(),
    );
  });

  it('keeps a refused payout from an account changed since, until 72 h after the change', async () => {
    const { kooker, now, payoutId, failed } = await refusedPayout();
    const nextAttemptAt = new Date(failed?.nextAttemptAt?.toMillis() ?? 0);

    // Refused by the bank, Claire gives a new IBAN: the retry waits 72 h.
    await db()
      .doc(documentPath('payoutAccounts', kooker))
      .update({ changedAt: Timestamp.fromDate(now), changes: [Timestamp.fromDate(now)] });
    const heldUntil = new Date(now.getTime() + PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS * HOUR);
    expect(await payKookers(db(), nextAttemptAt)).toMatchObject({ sent: 0 });
    expect(await payoutOf(payoutId)).toMatchObject({
      state: 'failed',
      attempts: 1,
      failure: PAYOUT_HELD_AFTER_CHANGE.payout(heldUntil),
      nextAttemptAt: Timestamp.fromDate(heldUntil),
    });
    expect(await payKookers(db(), heldUntil)).toMatchObject({ sent: 1 });
    await eventually(
      () => payoutOf(payoutId),
      (payout) => payout?.state === 'succeeded' && payout.attempts === 2,
    );
  });
  it('pays at each attempt what the account holds then: a share taken back between two attempts is not sent', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    await payoutAccount(simulated, kooker);
    await simulated.configure({ failPayouts: 1, delayMs: 0 });
    const now = new Date();
    const endedAt = new Date(now.getTime() - 4 * DAY);
    await earnedBooking('entiere', { clientId: client, kookerId: kooker, endedAt, payout: 'available' });
    const paymentReference = await paymentAtProcessor('remboursee', 12_000);
    await earnedBooking('remboursee', { clientId: client, kookerId: kooker, endedAt, payout: 'available', paymentReference });
    const payoutId = `${kooker}_${isoWeekOf(now)}`;
    await payKookers(db(), now);
    const failed = await eventually(
      () => payoutOf(payoutId),
      (payout) => payout?.state === 'failed',
    );
    expect(failed).toMatchObject({ amount: 21_600, attempts: 1 });

    // Before the bank's retry, the team refunds 30 % of one booking: 32,40 € taken back from the Kooker's account.
    await operatorCancellation(db(), 'remboursee', { reason: 'Prestation écourtée.', refundPercent: 30 }, 'evt-remboursee', now);
    await eventually(
      () => bookingOf('remboursee'),
      (booking) => booking.ledger.some((entry) => entry.type === 'refund' && entry.state === 'succeeded'),
    );
    await retryPayments(db(), new Date());
    expect((await bookingOf('remboursee')).ledger.at(-1)).toMatchObject({ type: 'clawback', amount: 3_240, state: 'succeeded' });

    // The second attempt sends what the account holds: 216 € − 32,40 €, and the bank takes it.
    expect(await payKookers(db(), new Date(failed?.nextAttemptAt?.toMillis() ?? 0))).toMatchObject({ sent: 1 });
    const paid = await eventually(
      () => payoutOf(payoutId),
      (payout) => payout?.state === 'succeeded',
    );
    expect(paid).toMatchObject({ amount: 18_360, attempts: 2, key: `${payoutId}:2`, owedNetted: 0 });
    expect((await objects('payout')).map((object) => [object.key, object.amount, object.state]).sort()).toEqual([
      [`${payoutId}:1`, 21_600, 'failed'],
      [`${payoutId}:2`, 18_360, 'succeeded'],
    ]);
    await expectBalanced('remboursee');
  });

  it('lowers what the Kooker owes only once its reversal succeeded: a reversal left without an answer is asked again, with its key', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    await payoutAccount(simulated, kooker, 3_240);
    const now = new Date();
    await earnedBooking('due', { clientId: client, kookerId: kooker, endedAt: new Date(now.getTime() - 4 * DAY), payout: 'available' });
    const payoutId = `${kooker}_${isoWeekOf(now)}`;
    const owed = async () => (await db().doc(documentPath('payoutAccounts', kooker)).get()).get('owed');

    // The processor never answers the reversal (a timeout): the debt stays, nothing goes to the bank.
    useProcessor({
      ...simulated,
      reverseTransfer: () => Promise.reject(new Error('ETIMEDOUT')),
    });
    expect(await payKookers(db(), now)).toMatchObject({ sent: 0, waiting: 1 });
    const waiting = await payoutOf(payoutId);
    expect(waiting).toMatchObject({ state: 'failed', failure: NETTING_PENDING, attempts: 0, owedNetted: 0 });
    expect(waiting?.netting).toMatchObject([{ amount: 3_240, key: `${payoutId}:netting:1`, state: 'requested', reference: '' }]);
    expect(await owed()).toBe(3_240);
    expect(await objects('payout')).toEqual([]);

    // At its next attempt, the same reversal asked again, then the rest sent.
    useProcessor(simulated);
    expect(await payKookers(db(), new Date(waiting?.nextAttemptAt?.toMillis() ?? 0))).toMatchObject({ sent: 1 });
    const paid = await eventually(
      () => payoutOf(payoutId),
      (payout) => payout?.state === 'succeeded',
    );
    expect(paid).toMatchObject({ amount: 7_560, owedNetted: 3_240, attempts: 1 });
    expect(await owed()).toBe(0);
    expect((await objects('reversal')).map((object) => [object.key, object.amount])).toEqual([[`${payoutId}:netting:1`, 3_240]]);
  });
  it('reopens a payout the bank sends back after it was paid: the Kooker mailed, operators told, sent again at its next attempt', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    await payoutAccount(simulated, kooker);
    await simulated.configure({ returnPayouts: 1, delayMs: 0 });
    const now = new Date();
    await earnedBooking('renvoyee', {
      clientId: client,
      kookerId: kooker,
      endedAt: new Date(now.getTime() - 4 * DAY),
      payout: 'available',
    });
    const payoutId = `${kooker}_${isoWeekOf(now)}`;
    await payKookers(db(), now);

    const returned = await eventually(
      () => payoutOf(payoutId),
      (payout) => payout?.state === 'failed',
    );
    expect(returned).toMatchObject({ failure: PAYOUT_RETURNED, attempts: 1, amount: 10_800 });
    const mail = await eventually(
      async () =>
        (
          await db()
            .doc(documentPath('mail', `payout-returned-${payoutId}-1`))
            .get()
        ).data(),
      (data) => data !== undefined,
    );
    expect(String(mail?.message?.subject).replace(/\s/g, ' ')).toBe('Votre banque a renvoyé votre versement de 108 €');
    const logged = await db().collection(collectionPath('operatorLog')).where('target', '==', documentPath('payouts', payoutId)).get();
    expect(logged.docs.map((doc) => doc.get('action'))).toEqual(['payoutReturned']);

    // At its next attempt, the money back on the account leaves again, with a new key.
    expect(await payKookers(db(), new Date(returned?.nextAttemptAt?.toMillis() ?? 0))).toMatchObject({ sent: 1 });
    await eventually(
      () => payoutOf(payoutId),
      (payout) => payout?.state === 'succeeded' && payout.attempts === 2,
    );
    expect((await objects('payout')).map((object) => [object.key, object.amount, object.state]).sort()).toEqual([
      [`${payoutId}:1`, 10_800, 'failed'],
      [`${payoutId}:2`, 10_800, 'succeeded'],
    ]);
  });
});
