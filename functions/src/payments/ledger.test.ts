import { requestedEntry, type LedgerEntry } from '@kookers/domain/money';
import type { Written } from '@kookers/domain/rules';
import { describe, expect, it } from 'vitest';
import { paymentsDueAt, PENDING_LOOK_AGAIN_MS } from './ledger';

const now = new Date('2026-11-29T10:00:00Z');
/** A refund of 60 € as the ledger records it when decided, then as `overrides` say. */
const entry = (overrides: Partial<Written<LedgerEntry>>) => ({
  ...requestedEntry('b1', overrides.id ?? 'e2', { type: 'refund', amount: 6000, participants: null }, now),
  ...overrides,
});

describe('paymentsDueAt: when the frequent job looks at a ledger again', () => {
  it('at once for a call not answered, later for one answered pending, at its time for a failure to retry', () => {
    expect(paymentsDueAt([entry({})], now)).toEqual(now);
    expect(paymentsDueAt([entry({ reference: 're_1' })], now)).toEqual(new Date(now.getTime() + PENDING_LOOK_AGAIN_MS));
    const next = new Date(now.getTime() + 5 * 60 * 1000);
    expect(paymentsDueAt([entry({ state: 'failed', nextAttemptAt: next })], now)).toEqual(next);
    // The earliest of them.
    expect(paymentsDueAt([entry({ reference: 're_1' }), entry({ id: 'e3', state: 'failed', nextAttemptAt: next })], now)).toEqual(next);
  });

  it('never, once everything is settled for good; the hold’s end for a booking awaiting its payment', () => {
    expect(paymentsDueAt([entry({ state: 'succeeded', reference: 're_1' }), entry({ id: 'e3', state: 'failed' })], now)).toBeNull();
    const holdUntil = new Date(now.getTime() + 20 * 60 * 1000);
    expect(paymentsDueAt([entry({ type: 'payment', amount: 12_000 })], now, holdUntil)).toEqual(holdUntil);
  });
});
