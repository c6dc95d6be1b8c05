// « Recevoir mes paiements » against the emulators (docs/argent.md, « Le solde du Kooker »):
// setPayoutAccount called as the app calls it, the simulated processor keeping the IBAN.
import { collectionPath, documentPath } from '@kookers/domain/data';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { IBAN_REFUSED, setPayoutAccountCall } from '../../functions/src/payments/payout-account';
import { ONLY_KOOKERS } from '../../functions/src/payments/kooker-caller';
import { db, useEmptyEmulators } from './helpers';
import { caller, member, simulatedProcessor } from './money-fixtures';

useEmptyEmulators();
beforeEach(() => {
  simulatedProcessor();
});

/** A French IBAN as a RIB writes it, and another one. */
const IBAN = 'fr76 3000 6000 0112 3456 7890 189';
const OTHER_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';

const accountOf = async (uid: string) => (await db().doc(documentPath('payoutAccounts', uid)).get()).data();

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
});
