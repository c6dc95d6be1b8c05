// A member's account may not go while money of theirs is still moving (docs/produit.md, « Compte »;
// docs/argent.md, « Le solde du Kooker »): deleteMyAccount refused, nothing deleted, then allowed
// once the money has moved.
import { documentPath } from '@kookers/domain/data';
import { MONEY_BLOCKS_DELETION } from '@kookers/domain/money';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { deleteMyAccountCall } from '../../functions/src/accounts/delete-my-account';
import { admin } from '../support/clients';
import { db, exists, useEmptyEmulators } from './helpers';
import { caller, DAY, earnedBooking, member } from './money-fixtures';

useEmptyEmulators();

const deletion = (uid: string) => deleteMyAccountCall(db(), admin().auth, caller(uid, undefined), new Date());

/** Everything of the account still there: Auth, the private profile, the Kooker's profile if any. */
async function untouched(uid: string, kooker: boolean) {
  await expect(admin().auth.getUser(uid)).resolves.toMatchObject({ uid });
  expect(await exists(documentPath('users', uid))).toBe(true);
  if (kooker) expect(await exists(documentPath('kookers', uid))).toBe(true);
}

describe('deleteMyAccount while money moves', () => {
  it('refuses a Kooker whose shares are held or available, saying how much, and takes them once paid', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    await earnedBooking('retenue', { clientId: client, kookerId: kooker, endedAt: new Date(Date.now() - DAY) });
    await earnedBooking('disponible', { clientId: client, kookerId: kooker, endedAt: new Date(Date.now() - 3 * DAY), payout: 'available' });

    await expect(deletion(kooker)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: MONEY_BLOCKS_DELETION.balance(21_600),
      details: { reason: 'balance' },
    });
    await untouched(kooker, true);

    // Paid out since (as the weekly payout leaves them).
    for (const id of ['retenue', 'disponible']) await db().doc(documentPath('bookings', id)).update({ 'payout.status': 'released' });
    await expect(deletion(kooker)).resolves.toEqual({ deleted: true });
  });

  it('refuses a Kooker who owes the platform', async () => {
    const kooker = await member('Claire', { kooker: true });
    await db().doc(documentPath('payoutAccounts', kooker)).set({
      accountId: 'sim_acct_x',
      holder: 'Claire Martin',
      ibanHint: 'FR76 •••• 0189',
      owed: 3_240,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });

    await expect(deletion(kooker)).rejects.toMatchObject({ code: 'failed-precondition', message: MONEY_BLOCKS_DELETION.owed(3_240) });
    await untouched(kooker, true);
    expect(await exists(documentPath('payoutAccounts', kooker))).toBe(true);
  });

  it('refuses a client while a movement of their booking is in flight, or a booking awaits its payment', async () => {
    const [kooker, client, other] = [await member('Claire', { kooker: true }), await member('Camille'), await member('Bruno')];
    await earnedBooking('en-vol', { clientId: client, kookerId: kooker, endedAt: new Date(Date.now() - 5 * DAY), payout: 'released' });
    await db().doc(documentPath('bookings', 'en-vol')).update({ paymentsDueAt: Timestamp.now() });
    await earnedBooking('a-payer', { clientId: other, kookerId: kooker, endedAt: new Date(Date.now() + 10 * DAY), payout: 'pending' });
    await db().doc(documentPath('bookings', 'a-payer')).update({ status: 'awaiting-payment', 'payment.status': 'pending' });

    for (const uid of [client, other]) {
      await expect(deletion(uid)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: MONEY_BLOCKS_DELETION.inFlight,
        details: { reason: 'money-in-flight' },
      });
      await untouched(uid, false);
    }

    await db().doc(documentPath('bookings', 'en-vol')).update({ paymentsDueAt: null });
    await expect(deletion(client)).resolves.toEqual({ deleted: true });
  });
});
