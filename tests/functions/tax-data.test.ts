// A Kooker's tax data and the DAC7 report against the emulators (docs/argent.md, « Déclaration
// DAC7 »; docs/exploitation.md, « DAC7 »): setTaxProfile checks and stores it; until it is complete
// the weekly payout keeps the Kooker's available balance, paid by the next run once it is; the
// yearly report and the Kooker's statement read the same figures; deleting the account keeps it.
import { documentPath } from '@kookers/domain/data';
import { isoWeekOf } from '@kookers/domain/money';
import { DAC7_FLAGS, DAC7_STATEMENT_REFUSED, TAX_PROFILE_MESSAGES } from '@kookers/domain/tax';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteMyAccountCall } from '../../functions/src/accounts/delete-my-account';
import { payKookers } from '../../functions/src/payments/balance';
import type { SimulatedProcessor } from '../../functions/src/payments/simulated-processor';
import { readDac7Report } from '../../functions/src/tax/dac7-data';
import { dac7StatementCall } from '../../functions/src/tax/dac7-statement';
import { purgeTaxProfiles } from '../../functions/src/tax/purge-tax-profiles';
import { setTaxProfileCall } from '../../functions/src/tax/set-tax-profile';
import { CALL_LIMITS, callLimitRef } from '../../functions/src/shared/throttle';
import { admin } from '../support/clients';
import { completeTaxProfile, db, exists, expectBalanced, useEmptyEmulators } from './helpers';
import { bookingOf, caller, DAY, earnedBooking, member, payoutAccount, simulatedProcessor } from './money-fixtures';

useEmptyEmulators();

let simulated: SimulatedProcessor;
beforeEach(() => {
  simulated = simulatedProcessor();
});

const TAX_DATA = {
  firstNames: 'Claire Anne',
  lastName: 'Martin',
  birthDate: '1985-04-12',
  street: '3 place Bellecour',
  postalCode: '69002',
  city: 'Lyon',
  country: 'FR',
  tin: '1234 5678 90123',
};

const taxProfileOf = async (uid: string) => (await db().doc(documentPath('taxProfiles', uid)).get()).data();

describe('setTaxProfile', () => {
  it('refuses a bad numéro fiscal and a minor in French, writing nothing; stores a good one, complete', async () => {
    const kooker = await member('Claire', { kooker: true });
    const now = new Date('2026-11-26T10:00:00Z');
    await expect(setTaxProfileCall(db(), caller(kooker, { ...TAX_DATA, tin: '4234567890123' }), now)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: TAX_PROFILE_MESSAGES.tinFrance,
    });
    await expect(setTaxProfileCall(db(), caller(kooker, { ...TAX_DATA, birthDate: '2010-01-01' }), now)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: TAX_PROFILE_MESSAGES.minor,
    });
    await expect(setTaxProfileCall(db(), caller(kooker, { ...TAX_DATA, iban: 'FR7630006000011234567890189' }), now)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(await exists(documentPath('taxProfiles', kooker))).toBe(false);

    await expect(setTaxProfileCall(db(), caller(kooker, TAX_DATA), now)).resolves.toEqual({ complete: true });
    const stored = await taxProfileOf(kooker);
    expect(stored).toMatchObject({ ...TAX_DATA, firstNames: 'Claire Anne', tin: '1234567890123', complete: true, accountDeletedAt: null });
    expect(stored?.updatedAt.toMillis()).toBe(now.getTime());
  });

  it('refuses a member who is not a Kooker', async () => {
    const client = await member('Camille');
    await expect(setTaxProfileCall(db(), caller(client, TAX_DATA), new Date())).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await exists(documentPath('taxProfiles', client))).toBe(false);
  });
});

describe('payKookers and the tax data', () => {
  it('keeps the available balance of a Kooker without tax data, then pays it the next run once they gave it', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    await payoutAccount(simulated, kooker);
    // The fixture gives complete tax data: this Kooker has none.
    await db().doc(documentPath('taxProfiles', kooker)).delete();
    const monday = new Date();
    await earnedBooking('gardee', {
      clientId: client,
      kookerId: kooker,
      endedAt: new Date(monday.getTime() - 4 * DAY),
      payout: 'available',
    });

    expect(await payKookers(db(), monday)).toEqual({ sent: 0, withoutAccount: 0, withoutTaxData: 1, accountChanged: 0, waiting: 0 });
    expect((await bookingOf('gardee')).payout.status).toBe('available');
    expect(await exists(documentPath('payouts', `${kooker}_${isoWeekOf(monday)}`))).toBe(false);

    // Incomplete is not enough.
    await completeTaxProfile(kooker, { complete: false });
    expect(await payKookers(db(), monday)).toMatchObject({ sent: 0, withoutTaxData: 1 });

    await setTaxProfileCall(db(), caller(kooker, TAX_DATA), monday);
    const nextMonday = new Date(monday.getTime() + 7 * DAY);
    expect(await payKookers(db(), nextMonday)).toEqual({ sent: 1, withoutAccount: 0, withoutTaxData: 0, accountChanged: 0, waiting: 0 });
    const paid = await bookingOf('gardee');
    expect(paid.payout).toMatchObject({ status: 'released', payoutId: `${kooker}_${isoWeekOf(nextMonday)}` });
    await expectBalanced('gardee');
  });
});

describe('the DAC7 report and the yearly statement', () => {
  it('sums each Kooker’s year by quarter from the ledger, flags the one without tax data, and gives each their statement', async () => {
    const [claire, yann, client] = [
      await member('Claire', { kooker: true }),
      await member('Yann', { kooker: true }),
      await member('Camille'),
    ];
    await payoutAccount(simulated, claire);
    // 120 € (12 € commission, 108 € to Claire) in February, 160 € in August, and one in 2026.
    await earnedBooking('fevrier', { clientId: client, kookerId: claire, endedAt: new Date('2025-02-10T19:00:00Z'), payout: 'released' });
    await earnedBooking('aout', {
      clientId: client,
      kookerId: claire,
      endedAt: new Date('2025-08-20T19:00:00Z'),
      payout: 'released',
      pricePerPerson: 5_333,
    });
    await earnedBooking('suivante', { clientId: client, kookerId: claire, endedAt: new Date('2026-01-10T19:00:00Z'), payout: 'released' });
    // Yann gave no tax data and no account: in the report, flagged.
    await earnedBooking('yann-decembre', {
      clientId: client,
      kookerId: yann,
      endedAt: new Date('2025-12-31T22:30:00Z'),
      payout: 'available',
    });
    await db().doc(documentPath('bookings', 'yann-decembre')).update({ 'kooker.firstName': 'Yann', 'kooker.lastName': 'Martin' });

    const report = await readDac7Report(db(), 2025);
    const claireLine = report.sellers.find((seller) => seller.kookerId === claire);
    expect(claireLine).toMatchObject({
      flags: [],
      lastName: 'Martin',
      tin: '1234567890123',
      account: { holder: 'Claire Martin', ibanHint: 'FR76 •••• 0189' },
      quarters: [
        { consideration: 10_800, activities: 1, fees: 1_200 },
        { consideration: 0, activities: 0, fees: 0 },
        // 3 × 53,33 € = 159,99 €: 16 € of commission, 143,99 € to her.
        { consideration: 14_399, activities: 1, fees: 1_600 },
        { consideration: 0, activities: 0, fees: 0 },
      ],
      total: { consideration: 25_199, activities: 2, fees: 2_800 },
    });
    // 31 December 23:30 in Paris: the fourth quarter of 2025.
    expect(report.sellers.find((seller) => seller.kookerId === yann)).toMatchObject({
      flags: [DAC7_FLAGS.noProfile, DAC7_FLAGS.noAccount],
      publicName: 'Yann Martin',
      quarters: [{ activities: 0 }, { activities: 0 }, { activities: 0 }, { consideration: 10_800, activities: 1, fees: 1_200 }],
    });
    expect(report.sellers).toHaveLength(2);

    const now = new Date('2026-11-26T10:00:00Z');
    const statement = await dac7StatementCall(db(), caller(claire, { year: 2025 }, now), now);
    expect(statement.filename).toBe('releve-dac7-2025.pdf');
    expect(Buffer.from(statement.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await expect(dac7StatementCall(db(), caller(claire, { year: 2026 }, now), now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: DAC7_STATEMENT_REFUSED.notOver(2026),
    });
  });

  it('draws a Kooker 5 yearly statements an hour, then refuses the next in French', async () => {
    const [claire, lucie] = [await member('Claire', { kooker: true }), await member('Lucie', { kooker: true })];
    const now = new Date('2026-11-26T10:00:00Z');
    const ask = (uid: string, at = now) => dac7StatementCall(db(), caller(uid, { year: 2025 }, at), at);
    const { perHour, message } = CALL_LIMITS.dac7Statement;

    for (let call = 1; call <= perHour; call++) expect((await ask(claire)).filename).toBe('releve-dac7-2025.pdf');
    await expect(ask(claire)).rejects.toMatchObject({ code: 'resource-exhausted', message });
    // The refused call is not counted.
    expect((await callLimitRef(db(), claire, 'dac7Statement', now).get()).data()?.count).toBe(perHour);

    // Another Kooker's calls are their own; the next clock hour starts again.
    expect((await ask(lucie)).filename).toBe('releve-dac7-2025.pdf');
    expect((await ask(claire, new Date(now.getTime() + 60 * 60 * 1000))).filename).toBe('releve-dac7-2025.pdf');
  });
});

describe('deleteMyAccount and the tax data', () => {
  it('keeps the tax data with a copy of the payout account, marked with the day it may be purged', async () => {
    const kooker = await member('Claire', { kooker: true });
    await payoutAccount(simulated, kooker);
    const now = new Date();
    await expect(deleteMyAccountCall(db(), admin().auth, caller(kooker, undefined, now), now)).resolves.toEqual({ deleted: true });

    expect(await exists(documentPath('users', kooker))).toBe(false);
    expect(await exists(documentPath('payoutAccounts', kooker))).toBe(false);
    const kept = await taxProfileOf(kooker);
    expect(kept).toMatchObject({
      tin: '1234567890123',
      complete: true,
      retainUntil: `${Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' }).format(now)) + 10}-12-31`,
      payoutAccount: { holder: 'Claire Martin', ibanHint: 'FR76 •••• 0189' },
    });
    expect(kept?.accountDeletedAt.toMillis()).toBe(now.getTime());

    // The daily job leaves it until its last day has passed, then deletes it; a Kooker still with us is never touched.
    const other = await member('Hugo', { kooker: true });
    await completeTaxProfile(other);
    const lastDay = new Date(`${String(kept?.retainUntil)}T12:00:00+01:00`);
    await expect(purgeTaxProfiles(db(), lastDay)).resolves.toEqual({ deleted: 0 });
    expect(await exists(documentPath('taxProfiles', kooker))).toBe(true);
    await expect(purgeTaxProfiles(db(), new Date(lastDay.getTime() + DAY), { pageSize: 1 })).resolves.toEqual({ deleted: 1 });
    expect(await exists(documentPath('taxProfiles', kooker))).toBe(false);
    expect(await exists(documentPath('taxProfiles', other))).toBe(true);
  });
});
