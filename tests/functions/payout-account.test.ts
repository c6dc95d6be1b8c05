// « Recevoir mes paiements » against the emulators (docs/argent.md, « Le solde du Kooker »):
// setPayoutAccount called as the app calls it, the simulated processor keeping the IBAN.
import { PAYOUT_ACCOUNT_REFUSED } from '@kookers/domain/money';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS } from '@kookers/domain/rules';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payoutAccountMailId } from '../../functions/src/mail/payout-account-mail';
import { IBAN_REFUSED, setPayoutAccountCall } from '../../functions/src/payments/payout-account';
import { ONLY_KOOKERS } from '../../functions/src/payments/kooker-caller';
import { admin } from '../support/clients';
import { PROJECT_ID } from '../support/emulators';
import { db, useEmptyEmulators } from './helpers';
import { caller, DAY, HOUR, member, simulatedProcessor } from './money-fixtures';

useEmptyEmulators();
beforeEach(() => {
  simulatedProcessor();
});
// setPayoutAccount reads the Kooker's address through the default Admin app, as a deployed function does.
beforeAll(() => {
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });
});
afterAll(async () => {
  await Promise.all(getApps().map((app) => (app.name === '[DEFAULT]' ? deleteApp(app) : null)));
});

/** A French IBAN as a RIB writes it, and another one. */
const IBAN = 'fr76 3000 6000 0112 3456 7890 189';
const OTHER_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';

const accountOf = async (uid: string) => (await db().doc(documentPath('payoutAccounts', uid)).get()).data();
const IBANS = { first: IBAN, other: OTHER_IBAN, third: 'DE89 3704 0044 0532 0130 00' } as const;

/** The mails written to an address, as the outbox keeps them. */
async function mailsTo(address: string) {
  const found = await db().collection(collectionPath('mail')).where('to', '==', address).get();
  return found.docs.map((doc) => ({ id: doc.id, ...(doc.data() as { message: { subject: string; text: string; html: string } }) }));
}

/** What a refused call must leave as it was: the account, the processor's accounts, the mails. */
async function everything(uid: string) {
  const accounts = await db().collection(collectionPath('simulatedProcessor')).where('kind', '==', 'account').get();
  const mails = await db().collection(collectionPath('mail')).get();
  return { account: await accountOf(uid), processorAccounts: accounts.size, mails: mails.size };
}

describe('setPayoutAccount', () => {
  it('opens the Kooker’s account at the processor with their IBAN, and keeps only its hint', async () => {
    const kooker = await member('Claire', { kooker: true });
    const now = new Date();

    await expect(setPayoutAccountCall(db(), caller(kooker, { holder: ' Claire Martin ', iban: IBAN }), now)).resolves.toEqual({
      ibanHint: 'FR76 •••• 0189',
    });
    const account = await accountOf(kooker);
    expect(account).toMatchObject({ holder: 'Claire Martin', ibanHint: 'FR76 •••• 0189', owed: 0 });
    expect(account?.accountId).toMatch(/^sim_acct_/);
    expect(JSON.stringify(account)).not.toContain('30006000011234567890');
    const atProcessor = (
      await db()
        .doc(documentPath('simulatedProcessor', account?.accountId as string))
        .get()
    ).data();
    expect(atProcessor).toMatchObject({ kind: 'account', iban: 'FR7630006000011234567890189', metadata: { kookerId: kooker } });

    // The same IBAN again is the same account.
    await setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: IBAN }), now);
    expect((await accountOf(kooker))?.accountId).toBe(account?.accountId);
    expect((await db().collection(collectionPath('simulatedProcessor')).where('kind', '==', 'account').get()).size).toBe(1);
  });

  it('keeps what the Kooker owes when they change their IBAN', async () => {
    const kooker = await member('Claire', { kooker: true });
    await db().doc(documentPath('payoutAccounts', kooker)).set({
      accountId: 'sim_acct_ancien',
      holder: 'Claire Martin',
      ibanHint: 'FR76 •••• 0189',
      owed: 3_240,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });

    await expect(setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: OTHER_IBAN }), new Date())).resolves.toEqual({
      ibanHint: 'FR14 •••• 2606',
    });
    expect(await accountOf(kooker)).toMatchObject({ owed: 3_240, ibanHint: 'FR14 •••• 2606' });
  });

  it('refuses an IBAN that is not one, one outside the SEPA zone, and a member who is not a Kooker', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    const now = new Date();
    await expect(
      setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: 'FR76 3000 6000 0112 3456 7890 180' }), now),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: IBAN_REFUSED.invalid,
    });
    // A valid Brazilian IBAN: not where a French platform pays out.
    await expect(
      setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: 'BR1800360305000010009795493C1' }), now),
    ).rejects.toMatchObject({
      message: IBAN_REFUSED.notSepa,
    });
    await expect(setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin' }), now)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Indiquez votre IBAN',
    });
    await expect(setPayoutAccountCall(db(), caller(client, { holder: 'Camille Martin', iban: IBAN }), now)).rejects.toMatchObject({
      code: 'permission-denied',
      message: ONLY_KOOKERS,
    });
    expect(await accountOf(kooker)).toBeUndefined();
    expect(await accountOf(client)).toBeUndefined();
  });

  it('refuses a sign-in older than 5 minutes, for a first account as for a change; nothing written', async () => {
    const kooker = await member('Claire', { kooker: true });
    const now = new Date();
    const before = await everything(kooker);

    const refusal = setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: IBAN }, now, 5 * 60 + 1), now);
    await expect(refusal).rejects.toMatchObject({
      code: 'failed-precondition',
      message: PAYOUT_ACCOUNT_REFUSED.staleSignIn,
      details: { reason: 'stale-sign-in' },
    });
    expect(await everything(kooker)).toEqual(before);

    // Signed in again just now: accepted; a stale session still cannot change it.
    await setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: IBAN }, now), now);
    const later = new Date(now.getTime() + HOUR);
    const set = await everything(kooker);
    await expect(
      setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: OTHER_IBAN }, later, 10 * 60), later),
    ).rejects.toMatchObject({ message: PAYOUT_ACCOUNT_REFUSED.staleSignIn });
    expect(await everything(kooker)).toEqual(set);
  });

  it('mails the Kooker’s verified address at the first account and at each change, once: the holder, the IBAN’s last 4 characters, when', async () => {
    const kooker = await member('Claire', { kooker: true });
    const address = (await admin().auth.getUser(kooker)).email ?? '';
    const now = new Date('2026-11-23T09:00:00Z');

    await setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: IBAN }, now), now);
    const [first] = await mailsTo(address);
    expect(first?.id).toBe(payoutAccountMailId(kooker, now));
    expect(first?.message.subject).toBe('Votre compte de versement Kookers est enregistré');
    expect(first?.message.text).toContain('Bonjour Claire,');
    expect(first?.message.text).toMatch(/Titulaire :\s+Claire Martin/);
    expect(first?.message.text).toMatch(/IBAN :\s+FR76 •••• 0189/);
    expect(first?.message.text).toContain('le lundi 23 novembre à 10:00');
    expect(first?.message.text).toContain('Si ce n’était pas vous, changez tout de suite votre mot de passe');
    expect(first?.message.text).toMatch(/\/contact/);

    // The same IBAN again, a retried call: nothing more.
    const retried = new Date(now.getTime() + 60_000);
    await setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: IBAN }, retried), retried);
    expect(await mailsTo(address)).toHaveLength(1);

    // A new IBAN: a second mail, with the date payouts resume.
    const changed = new Date(now.getTime() + DAY);
    await setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Dupont', iban: OTHER_IBAN }, changed), changed);
    const mails = await mailsTo(address);
    expect(mails.map((mail) => mail.id).sort()).toEqual([payoutAccountMailId(kooker, now), payoutAccountMailId(kooker, changed)].sort());
    const change = mails.find((mail) => mail.id === payoutAccountMailId(kooker, changed));
    expect(change?.message.subject).toBe('Votre compte de versement Kookers a changé');
    expect(change?.message.text).toMatch(/Titulaire :\s+Claire Dupont/);
    expect(change?.message.text).toMatch(/IBAN :\s+FR14 •••• 2606/);
    expect(change?.message.text).toContain('a été changé le mardi 24 novembre à 10:00');
    expect(change?.message.text).toContain('aucun versement n’y partira avant le vendredi 27 novembre à 10:00');
    expect(await accountOf(kooker)).toMatchObject({
      changedAt: Timestamp.fromDate(changed),
      changes: [Timestamp.fromDate(changed)],
    });
  });

  it('takes at most 2 changes in 30 days, the first account and the same IBAN again not counting; the third is refused, nothing written', async () => {
    const kooker = await member('Claire', { kooker: true });
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const give = (iban: string, when: Date) => setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban }, when), when);

    await give(IBANS.first, at(0));
    expect(await accountOf(kooker)).toMatchObject({ changedAt: null, changes: [] });
    await give(IBANS.other, at(1));
    await give(IBANS.other, at(2));
    await give(IBANS.first, at(3));
    expect((await accountOf(kooker))?.changes).toEqual([Timestamp.fromDate(at(1)), Timestamp.fromDate(at(3))]);

    const before = await everything(kooker);
    await expect(give(IBANS.third, at(4))).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: PAYOUT_ACCOUNT_REFUSED.tooManyChanges(new Date(at(1).getTime() + PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS * DAY)),
    });
    expect(await everything(kooker)).toEqual(before);
    // The same IBAN is still no change.
    await expect(give(IBANS.first, at(5))).resolves.toEqual({ ibanHint: 'FR76 •••• 0189' });

    // Once the first change is 30 days old, one more.
    await expect(give(IBANS.third, at(1 + PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS))).resolves.toEqual({ ibanHint: 'DE89 •••• 3000' });
  });

  it('refuses a change while a payout is in flight, nothing written; not the same IBAN, nor after a payout the bank refused', async () => {
    const kooker = await member('Claire', { kooker: true });
    const now = new Date();
    await setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: IBAN }, now), now);
    const payout = db().doc(documentPath('payouts', `${kooker}_2026-W48`));
    await payout.set({
      kookerId: kooker,
      state: 'requested',
      attempts: 1,
      amount: 10_800,
      bookingIds: ['b1'],
      requestedAt: Timestamp.now(),
    });
    const later = new Date(now.getTime() + HOUR);

    const before = await everything(kooker);
    await expect(
      setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: OTHER_IBAN }, later), later),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: PAYOUT_ACCOUNT_REFUSED.payoutInFlight });
    expect(await everything(kooker)).toEqual(before);
    await expect(setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: IBAN }, later), later)).resolves.toEqual({
      ibanHint: 'FR76 •••• 0189',
    });

    // Refused by the bank: a new IBAN is what it needs.
    await payout.update({ state: 'failed' });
    await expect(setPayoutAccountCall(db(), caller(kooker, { holder: 'Claire Martin', iban: OTHER_IBAN }, later), later)).resolves.toEqual({
      ibanHint: 'FR14 •••• 2606',
    });
    expect((await accountOf(kooker))?.changedAt).toEqual(Timestamp.fromDate(later));
  });
});
