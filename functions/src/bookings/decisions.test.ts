import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { SERVER_TIME, type BookingChange, type BookingUpdate, type LedgerEntry } from '@kookers/domain/booking';
import { modelSamples } from '@kookers/domain/testing';
import { bookingUpdate, refusalError, written } from './decisions';
import { withPayment } from '../payments/ledger';

const at = new Date('2026-12-10T11:00:00.000Z');
const paid = Timestamp.fromDate(new Date('2026-12-01T09:00:00.000Z'));
const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));

describe('written', () => {
  it('writes each Date as a Timestamp and SERVER_TIME as the commit’s time, everything else as it is', () => {
    const update: BookingUpdate & { ledger: LedgerEntry[] } = {
      status: 'cancelled',
      payout: { status: 'released', releasedAt: at },
      cancelledAt: SERVER_TIME,
      cancellationReason: null,
      ledger: [{ type: 'payment', amount: 12_000, at: paid, reference: 'SIM-1', participants: null }],
      service: { id: 'service-1', name: 'Atelier', pricePerPerson: 4_000 },
    };
    const value = written(update);
    expect(value.payout?.releasedAt).toEqual(Timestamp.fromDate(at));
    expect(value.cancelledAt).toEqual(FieldValue.serverTimestamp());
    expect(value.ledger[0]?.at).toBe(paid);
    expect(value).toMatchObject({ status: 'cancelled', cancellationReason: null, service: { id: 'service-1', pricePerPerson: 4_000 } });
  });
});

describe('the ledger a decision writes', () => {
  it('records each movement after the entries before it, with the reference the payments module always gave it', () => {
    const change: BookingChange = {
      booking: { ...booking, ledger: [{ type: 'payment', amount: 12_000, at: paid, reference: 'SIM-1DA7A3004666', participants: null }] },
      update: { status: 'cancelled', updatedAt: SERVER_TIME },
      movements: [
        { type: 'refund', amount: 6_000, participants: null },
        { type: 'payout', amount: 5_400, participants: null },
      ],
    };
    const { ledger } = bookingUpdate(change, at);
    expect(ledger.map((entry) => [entry.type, entry.amount, entry.reference])).toEqual([
      ['payment', 12_000, 'SIM-1DA7A3004666'],
      ['refund', 6_000, 'SIM-4553694095CC'],
      ['payout', 5_400, 'SIM-6199C298A49B'],
    ]);
    expect(ledger[1]?.at).toEqual(Timestamp.fromDate(at));
    // A second refund (after fewer participants) has its own reference.
    const again = bookingUpdate({ ...change, booking: { ...change.booking, ledger }, movements: change.movements.slice(0, 1) }, at);
    expect(again.ledger.at(-1)?.reference).toBe('SIM-9754136FAD4C');
  });

  it('gives a new booking’s payment the reference of its ledger entry', () => {
    const opened = withPayment(
      'b1',
      { payment: { status: 'paid', paidAt: at } },
      [{ type: 'payment', amount: 12_000, participants: null }],
      at,
    );
    expect(opened.payment).toEqual({ status: 'paid', paidAt: at, reference: 'SIM-1DA7A3004666' });
    expect(opened.ledger).toEqual([
      { type: 'payment', amount: 12_000, at: Timestamp.fromDate(at), reference: 'SIM-1DA7A3004666', participants: null },
    ]);
  });
});

describe('refusalError', () => {
  it('throws a refusal as the callable answers it: its code, its French message, what the screen needs', () => {
    const error = refusalError({
      code: 'failed-precondition',
      message: 'Le prix a changé.',
      details: { reason: 'price-changed', pricePerPerson: 5_000, total: 15_000 },
    });
    expect(error).toBeInstanceOf(HttpsError);
    expect(error.toJSON()).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Le prix a changé.',
      details: { reason: 'price-changed', pricePerPerson: 5_000, total: 15_000 },
    });
    expect(refusalError({ code: 'not-found', message: 'Introuvable.' }).toJSON()).toEqual({ status: 'NOT_FOUND', message: 'Introuvable.' });
  });
});
