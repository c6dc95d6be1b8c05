// The daily reconciliation against the emulators (docs/exploitation.md, « Le rapprochement »): a
// booking paid at the simulated processor, its share transferred and paid out by the weekly job,
// then the ledger and the processor compared — clean, then with a difference of each kind injected.
import { collectionPath, documentPath } from '@kookers/domain/data';
import { addDays, parisDateOf } from '@kookers/domain/rules';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { payKookers } from '../../functions/src/payments/balance';
import { reconcilePayments } from '../../functions/src/payments/reconcile';
import { TEST_CARDS, type SimulatedProcessor } from '../../functions/src/payments/simulated-processor';
import { db, eventually, useEmptyEmulators } from './helpers';
import { bookingOf, DAY, earnedBooking, member, payoutAccount, settledEntry, simulatedProcessor } from './money-fixtures';

useEmptyEmulators();

let simulated: SimulatedProcessor;
beforeEach(async () => {
  simulated = simulatedProcessor();
  await simulated.configure({ delayMs: 0 });
});

/**
 * Today's money: Camille pays 120 € at the processor, Claire's 108 € are transferred and paid out
 * by the weekly job, the payout settled by its event. The payment's id.
 */
async function aDayOfMoney(now: Date): Promise<string> {
  const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
  await payoutAccount(simulated, kooker);
  const payment = await simulated.createPayment({ amount: 12_000, bookingId: 'rapprochee', key: 'rapprochee:e1:1' });
  await simulated.confirmCard(
    { paymentId: payment.id, clientSecret: payment.clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/40', cvc: '123' },
    now,
  );
  await earnedBooking('rapprochee', {
    clientId: client,
    kookerId: kooker,
    endedAt: new Date(now.getTime() - 4 * DAY),
    payout: 'available',
    paymentReference: payment.id,
  });
  await payKookers(db(), now);
  await eventually(
    async () =>
      (await db().collection(collectionPath('payouts')).where('kookerId', '==', kooker).get()).docs.map(
        (doc) => doc.get('state') as string,
      ),
    (states) => states.length === 1 && states[0] === 'succeeded',
  );
  return payment.id;
}

const windowAround = (start: Date) => ({ from: new Date(start.getTime() - 60_000), to: new Date(Date.now() + 60_000) });

describe('reconcilePayments', () => {
  it('finds a day where the ledger and the processor agree clean', async () => {
    const start = new Date();
    await aDayOfMoney(start);

    const result = await reconcilePayments(db(), new Date(), windowAround(start));
    expect(result.differences).toEqual([]);
    // The payment, the transfer and the payout.
    expect(result.compared).toBe(3);
    const stored = (await db().doc(documentPath('reconciliations', result.day)).get()).data();
    expect(stored).toMatchObject({ compared: 3, differences: [], clean: true });
    expect(result.day).toBe(parisDateOf(start.getTime() - 60_000));
  });

  it('runs by default on the Paris day before, which here moved nothing', async () => {
    const now = new Date();
    await aDayOfMoney(now);
    const result = await reconcilePayments(db(), now);
    expect(result).toEqual({ day: addDays(parisDateOf(now), -1), compared: 0, differences: [] });
    expect((await db().doc(documentPath('reconciliations', result.day)).get()).get('clean')).toBe(true);
  });

  it('reports a different amount, a movement the ledger lacks, one the processor never made, and the ledger that no longer adds up', async () => {
    const start = new Date();
    const paymentId = await aDayOfMoney(start);
    const booking = await bookingOf('rapprochee');
    const transfer = booking.ledger.find((entry) => entry.type === 'payout');

    // The transfer's entry says 100 € instead of 108 €.
    await db()
      .doc(documentPath('bookings', 'rapprochee'))
      .update({
        ledger: booking.ledger.map((entry) => (entry.type === 'payout' ? { ...entry, amount: 10_000 } : entry)),
        updatedAt: FieldValue.serverTimestamp(),
      });
    // A refund made at the processor that no entry names.
    const stray = await simulated.refund({
      paymentId,
      amount: 500,
      key: 'hors-registre',
      metadata: { bookingId: 'rapprochee', entryId: 'inconnue', attempt: '1' },
    });
    // An entry that says a refund was made, which the processor never saw.
    await db()
      .doc(documentPath('bookings', 'rapprochee'))
      .update({
        ledger: FieldValue.arrayUnion(settledEntry('fantome', 'refund', 700, new Date(), 'sim_re_fantome')),
        updatedAt: FieldValue.serverTimestamp(),
      });

    const result = await reconcilePayments(db(), new Date(), windowAround(start));
    const byKind = Object.fromEntries(result.differences.map((difference) => [difference.kind, difference]));
    expect(Object.keys(byKind).sort()).toEqual(['amount', 'invariant', 'missing-at-processor', 'missing-in-ledger']);
    // The ledger so changed no longer adds up either: what must always hold of its money is named too.
    expect(result.differences.filter((difference) => difference.kind === 'invariant').map((difference) => difference.detail)).toEqual([
      'Réservation rapprochee : Les remboursements du registre (700) ≠ remboursé (0).',
      'Réservation rapprochee : Versé au Kooker moins repris (10000) ≠ sa part (10800).',
      'Réservation rapprochee : Paiement − remboursements − part du Kooker (1300) ≠ commission (1200).',
    ]);
    expect(byKind.amount).toMatchObject({
      reference: transfer?.reference,
      bookingId: 'rapprochee',
      ledgerAmount: 10_000,
      processorAmount: 10_800,
    });
    expect(byKind['missing-in-ledger']).toMatchObject({ reference: stray.id, processorAmount: 500, ledgerAmount: null });
    expect(byKind['missing-at-processor']).toMatchObject({ reference: 'sim_re_fantome', ledgerAmount: 700, processorAmount: null });
    const stored = (await db().doc(documentPath('reconciliations', result.day)).get()).data();
    expect(stored).toMatchObject({ clean: false });
    expect(stored?.differences).toHaveLength(6);
    expect(stored?.ranAt).toBeInstanceOf(Timestamp);
  });
});
