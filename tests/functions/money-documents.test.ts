// The money documents against the emulators (docs/argent.md): a client's receipt, a Kooker's
// statement and commission invoice, drawn from the ledger; the invoices numbered once, in one
// unbroken sequence of the year.
import { documentPath } from '@kookers/domain/data';
import { addDays, parisDateOf } from '@kookers/domain/rules';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_REFUSED, moneyDocumentCall } from '../../functions/src/payments/money-documents';
import { ONLY_KOOKERS } from '../../functions/src/payments/kooker-caller';
import { CALL_LIMITS, callLimitRef } from '../../functions/src/shared/throttle';
import { db, exists, useEmptyEmulators } from './helpers';
import { caller, DAY, earnedBooking, member } from './money-fixtures';

useEmptyEmulators();

const ask = (uid: string, data: unknown, now = new Date()) => moneyDocumentCall(db(), caller(uid, data, now), now);
const isPdf = (base64: string) => Buffer.from(base64, 'base64').subarray(0, 5).toString('latin1') === '%PDF-';

/** The Paris month before `now`'s, and the one before it, `yyyy-MM`; a day in the middle of the former. */
function lastMonths(now: Date) {
  const firstOfThisMonth = `${parisDateOf(now).slice(0, 7)}-01`;
  const last = addDays(firstOfThisMonth, -1).slice(0, 7);
  const beforeLast = addDays(`${last}-01`, -1).slice(0, 7);
  return { last, beforeLast, middleOfLast: new Date(`${last}-15T12:00:00Z`) };
}

describe('moneyDocument', () => {
  it('gives the client the receipt of their payment, the same each time, and nobody else', async () => {
    const [kooker, client, other] = [await member('Claire', { kooker: true }), await member('Camille'), await member('Bruno')];
    await earnedBooking('b-recu', { clientId: client, kookerId: kooker, endedAt: new Date(Date.now() - 3 * DAY) });

    const receipt = await ask(client, { kind: 'receipt', bookingId: 'b-recu', entryId: 'e1' });
    expect(receipt.filename).toBe('recu-R-b-recu-1.pdf');
    expect(isPdf(receipt.base64)).toBe(true);
    expect((await ask(client, { kind: 'receipt', bookingId: 'b-recu', entryId: 'e1' })).base64).toBe(receipt.base64);

    await expect(ask(other, { kind: 'receipt', bookingId: 'b-recu', entryId: 'e1' })).rejects.toMatchObject({
      code: 'permission-denied',
      message: DOCUMENT_REFUSED.notYours,
    });
    await expect(ask(client, { kind: 'receipt', bookingId: 'b-recu', entryId: 'e9' })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('numbers a Kooker’s invoice once, gives the same one again, and the next Kooker the next number', async () => {
    const [claire, lucie, client] = [
      await member('Claire', { kooker: true }),
      await member('Lucie', { kooker: true }),
      await member('Camille'),
    ];
    const now = new Date();
    const { last, middleOfLast } = lastMonths(now);
    const year = parisDateOf(now).slice(0, 4);
    await earnedBooking('claire-1', { clientId: client, kookerId: claire, endedAt: middleOfLast });
    await earnedBooking('claire-2', {
      clientId: client,
      kookerId: claire,
      endedAt: new Date(middleOfLast.getTime() + DAY),
      payout: 'released',
    });
    await earnedBooking('lucie-1', { clientId: client, kookerId: lucie, endedAt: middleOfLast });

    const first = await ask(claire, { kind: 'invoice', month: last }, now);
    expect(first.filename).toBe(`facture-KK-${year}-000001.pdf`);
    expect(isPdf(first.base64)).toBe(true);
    expect(
      (
        await db()
          .doc(documentPath('invoices', `${claire}_${last}`))
          .get()
      ).data(),
    ).toMatchObject({
      kookerId: claire,
      month: last,
      number: `KK-${year}-000001`,
      amount: 2_400,
    });

    // Asked again later: the same number, the same document.
    const again = await ask(claire, { kind: 'invoice', month: last }, new Date(now.getTime() + DAY));
    expect(again).toEqual(first);

    const lucies = await ask(lucie, { kind: 'invoice', month: last }, now);
    expect(lucies.filename).toBe(`facture-KK-${year}-000002.pdf`);
    expect(
      (
        await db()
          .doc(documentPath('invoices', `sequence-${year}`))
          .get()
      ).get('next'),
    ).toBe(3);
  });

  it('refuses an invoice for a month without commission, or not over yet, and a member who is not a Kooker', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    const now = new Date();
    const { last, beforeLast, middleOfLast } = lastMonths(now);
    await earnedBooking('b-mois', { clientId: client, kookerId: kooker, endedAt: middleOfLast });

    await expect(ask(kooker, { kind: 'invoice', month: beforeLast }, now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: DOCUMENT_REFUSED.noCommission(beforeLast),
    });
    const thisMonth = parisDateOf(now).slice(0, 7);
    await expect(ask(kooker, { kind: 'invoice', month: thisMonth }, now)).rejects.toMatchObject({
      message: DOCUMENT_REFUSED.monthNotOver(thisMonth),
    });
    await expect(ask(client, { kind: 'invoice', month: last }, now)).rejects.toMatchObject({
      code: 'permission-denied',
      message: ONLY_KOOKERS,
    });
    expect(
      (
        await db()
          .doc(documentPath('invoices', `sequence-${parisDateOf(now).slice(0, 4)}`))
          .get()
      ).exists,
    ).toBe(false);
  });

  it('gives a Kooker the statement of a month', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    const now = new Date();
    const { last, middleOfLast } = lastMonths(now);
    await earnedBooking('b-releve', { clientId: client, kookerId: kooker, endedAt: middleOfLast, payout: 'available' });

    const statement = await ask(kooker, { kind: 'statement', month: last }, now);
    expect(statement.filename).toBe(`releve-kookers-${last}.pdf`);
    expect(isPdf(statement.base64)).toBe(true);
  });

  it('serves a member 30 documents an hour, then refuses the next in French and numbers no invoice', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    const now = new Date();
    const { last, middleOfLast } = lastMonths(now);
    const year = parisDateOf(now).slice(0, 4);
    await earnedBooking('b-limite', { clientId: client, kookerId: kooker, endedAt: middleOfLast, payout: 'available' });
    const { perHour, message } = CALL_LIMITS.moneyDocument;
    // The hour's calls all made but the last allowed one: drawing 29 PDFs first would only slow the suite.
    await callLimitRef(db(), kooker, 'moneyDocument', now)
      .withConverter(null)
      .set({ count: perHour - 1 });

    expect((await ask(kooker, { kind: 'statement', month: last }, now)).filename).toBe(`releve-kookers-${last}.pdf`);
    await expect(ask(kooker, { kind: 'invoice', month: last }, now)).rejects.toMatchObject({ code: 'resource-exhausted', message });
    expect(await exists(documentPath('invoices', `sequence-${year}`))).toBe(false);
    expect(await exists(documentPath('invoices', `${kooker}_${last}`))).toBe(false);
    // The refused call is not counted.
    expect((await callLimitRef(db(), kooker, 'moneyDocument', now).get()).data()?.count).toBe(perHour);

    // Another member's calls are their own; the next clock hour starts again.
    expect((await ask(client, { kind: 'receipt', bookingId: 'b-limite', entryId: 'e1' }, now)).filename).toBe('recu-R-b-limite-1.pdf');
    const nextHour = new Date(now.getTime() + 60 * 60 * 1000);
    expect((await ask(kooker, { kind: 'statement', month: last }, nextHour)).filename).toBe(`releve-kookers-${last}.pdf`);
  });
});
