import { describe, expect, it } from 'vitest';
import { ledgerProblems } from './ledger-invariants';
import type { Booking, LedgerEntry } from './model';
import { modelSamples } from '../testing/model-samples';

const { booking } = modelSamples((iso) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) }));
const entry = (type: LedgerEntry['type'], amount: number): LedgerEntry => ({
  type,
  amount,
  at: null,
  reference: 'SIM',
  participants: null,
});

describe('ledgerProblems', () => {
  it('finds nothing wrong with a booking paid, then cancelled at 50 %', () => {
    expect(ledgerProblems(booking)).toEqual([]);
    const half: Booking = {
      ...booking,
      status: 'cancelled',
      amounts: { total: 12_000, refund: 6000, commission: 600, kookerPayout: 5400 },
      payment: { ...booking.payment, status: 'partially-refunded' },
      payout: { status: 'released', releasedAt: null },
      ledger: [entry('payment', 12_000), entry('refund', 6000), entry('payout', 5400)],
    };
    expect(ledgerProblems(half)).toEqual([]);
  });

  it('names each broken rule: a negative commission, a Kooker paid on a full refund, a ledger off the amounts', () => {
    const corrected: Booking = {
      ...booking,
      status: 'completed',
      amounts: { total: 12_000, refund: 12_000, commission: -500, kookerPayout: 500 },
      payment: { ...booking.payment, status: 'refunded' },
      payout: { status: 'released', releasedAt: null },
      ledger: [entry('payment', 12_000), entry('payout', 10_800), entry('refund', 12_000), entry('clawback', 10_300)],
    };
    const problems = ledgerProblems(corrected);
    expect(problems).toContain('Montants négatifs ou non entiers : 12000, 12000, -500, 500.');
    expect(problems).toContain('Tout remboursé, mais le Kooker ou la plateforme garde quelque chose.');
    expect(ledgerProblems({ ...booking, ledger: [] })).toContain('Le registre doit porter un seul paiement, égal au total.');
  });
});
