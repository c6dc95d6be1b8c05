import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { SERVER_TIME } from '@kookers/domain/rules';
import type { BookingChange, BookingUpdate } from '@kookers/domain/booking';
import type { LedgerEntry } from '@kookers/domain/money';
import { modelSamples } from '@kookers/domain/testing';
import { bookingUpdate, refusalError, written } from './decisions';

const at = new Date('2026-12-10T11:00:00.000Z');
const paid = Timestamp.fromDate(new Date('2026-12-01T09:00:00.000Z'));
const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));

describe('written', () => {
  it('writes each Date as a Timestamp and SERVER_TIME as the commit’s time, everything else as it is', () => {
    const update: BookingUpdate & { ledger: LedgerEntry[] } = {
      status: 'cancelled',
      payout: { status: 'held', earnedAt: at, availableAt: at, releasedAt: null, payoutId: null },
      cancelledAt: SERVER_TIME,
      cancellationReason: null,
      ledger: [{ ...entry('e1', 'payment', 12_000), at: paid }],
      service: { id: 'service-1', name: 'Atelier', pricePerPerson: 4_000 },
    };
    const value = written(update);
    expect(value.payout?.earnedAt).toEqual(Timestamp.fromDate(at));
    expect(value.cancelledAt).toEqual(FieldValue.serverTimestamp());
    expect(value.ledger[0]?.at).toBe(paid);
    expect(value).toMatchObject({ status: 'cancelled', cancellationReason: null, service: { id: 'service-1', pricePerPerson: 4_000 } });
  });
});

/** A settled entry as a booking read from Firestore holds it. */
function entry(id: string, type: LedgerEntry['type'], amount: number): LedgerEntry {
  return {
    id,
    type,
    amount,
    at: paid,
    state: 'succeeded',
    key: `b1:${id}:1`,
    attempts: 1,
    nextAttemptAt: null,
    failure: null,
    settledAt: paid,
    reference: `sim_${id}`,
    participants: null,
  };
}

describe('the ledger a decision writes', () => {
  it('appends each movement requested, with a key of its own entry and attempt, and says when to carry it out', () => {
    const change: BookingChange = {
      booking: { ...booking, id: 'b1', ledger: [entry('e1', 'payment', 12_000)] },
      update: { status: 'cancelled', updatedAt: SERVER_TIME },
      movements: [
        { type: 'refund', amount: 6_000, participants: null },
        { type: 'refund', amount: 1_000, participants: null },
      ],
    };
    const { ledger, paymentsDueAt } = bookingUpdate(change, at);
    expect(ledger.map((item) => [item.type, item.amount, item.state])).toEqual([
      ['payment', 12_000, 'succeeded'],
      ['refund', 6_000, 'requested'],
      ['refund', 1_000, 'requested'],
    ]);
    const [, first, second] = ledger;
    expect(first?.at).toEqual(Timestamp.fromDate(at));
    // Never derived from a count of entries: two refunds, two ids, two keys.
    expect(first?.id).not.toBe(second?.id);
    expect(first?.key).toBe(`b1:${first?.id}:1`);
    expect(paymentsDueAt).toEqual(Timestamp.fromDate(at));
  });

  it('asks for nothing when no money moves', () => {
    const change: BookingChange = { booking: { ...booking, ledger: [entry('e1', 'payment', 12_000)] }, update: {}, movements: [] };
    expect(bookingUpdate(change, at).paymentsDueAt).toBeNull();
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
