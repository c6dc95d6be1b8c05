import { describe, expect, it } from 'vitest';
import { ledgerProblems } from './ledger-invariants';
import type { Booking } from '../booking/model';
import type { LedgerEntry } from './booking-money';
import { modelSamples } from '../testing/model-samples';

const { booking } = modelSamples((iso) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) }));
let next = 0;
const entry = (type: LedgerEntry['type'], amount: number, state: LedgerEntry['state'] = 'succeeded'): LedgerEntry => {
  next += 1;
  return {
    id: `e${next}`,
    type,
    amount,
    at: null,
    state,
    key: `b1:e${next}:1`,
    attempts: 1,
    nextAttemptAt: null,
    failure: state === 'failed' ? 'Refusé.' : null,
    settledAt: null,
    reference: state === 'requested' ? '' : `SIM-${next}`,
    participants: null,
  };
};
const payout = (status: Booking['payout']['status']): Booking['payout'] => ({
  status,
  earnedAt: null,
  availableAt: null,
  releasedAt: null,
  payoutId: status === 'released' ? 'po-1' : null,
});

/** The sample booking, cancelled by its client at 50 %: 60 € back, 54 € the Kooker's, 6 € of commission. */
const half: Booking = {
  ...booking,
  status: 'cancelled',
  amounts: { total: 12_000, refund: 6000, commission: 600, kookerPayout: 5400 },
  payment: { ...booking.payment, status: 'partially-refunded' },
  payout: payout('held'),
  ledger: [entry('payment', 12_000), entry('refund', 6000)],
};

describe('ledgerProblems', () => {
  it('finds nothing wrong with a booking paid, then cancelled at 50 %: the Kooker’s share held, then transferred', () => {
    expect(ledgerProblems(booking)).toEqual([]);
    expect(ledgerProblems(half)).toEqual([]);
    expect(ledgerProblems({ ...half, payout: payout('available') })).toEqual([]);
    expect(ledgerProblems({ ...half, payout: payout('released'), ledger: [...half.ledger, entry('payout', 5400)] })).toEqual([]);
    // A movement counts once decided, before the processor answers it.
    expect(ledgerProblems({ ...half, ledger: [entry('payment', 12_000), entry('refund', 6000, 'requested')] })).toEqual([]);
  });

  it('names a refund or a transfer refused for good, not one refused and tried again, nor a claw-back refused (then owed)', () => {
    const retried = { ...entry('refund', 6000, 'failed'), nextAttemptAt: { toMillis: () => 0, toDate: () => new Date(0) } };
    expect(ledgerProblems({ ...half, ledger: [entry('payment', 12_000), retried] })).toEqual([]);
    expect(ledgerProblems({ ...half, ledger: [entry('payment', 12_000), entry('refund', 6000, 'failed')] })).toEqual([
      'Un remboursement de 6000 centimes a été refusé sans nouvel essai : Refusé.',
    ]);
    const released = { ...half, payout: payout('released') };
    expect(ledgerProblems({ ...released, ledger: [...half.ledger, entry('payout', 5400, 'failed')] })).toEqual([
      'Un virement au Kooker de 5400 centimes a été refusé sans nouvel essai : Refusé.',
    ]);
  });

  it('refuses a transfer to the Kooker while their share is still held, and a share transferred without its movement', () => {
    expect(ledgerProblems({ ...half, ledger: [...half.ledger, entry('payout', 5400)] })).toEqual([
      'Versé au Kooker moins repris (5400) ≠ 0 (rien de versé).',
    ]);
    expect(ledgerProblems({ ...half, payout: payout('released') })).toContain('Versé au Kooker moins repris (0) ≠ sa part (5400).');
  });

  it('wants the Kooker’s share earned once the service is over or the booking cancelled, and pending before', () => {
    const completed: Booking = { ...booking, status: 'completed', payout: payout('pending') };
    expect(ledgerProblems(completed)).toEqual(['Versement pending pour une réservation completed, attendu held ou available ou released.']);
    expect(ledgerProblems({ ...completed, payout: payout('held') })).toEqual([]);
    expect(ledgerProblems({ ...booking, payout: payout('held') })).toEqual([
      'Versement held pour une réservation confirmed, attendu pending.',
    ]);
    const refundedInFull: Booking = {
      ...booking,
      status: 'cancelled',
      amounts: { total: 12_000, refund: 12_000, commission: 0, kookerPayout: 0 },
      payment: { ...booking.payment, status: 'refunded' },
      ledger: [entry('payment', 12_000), entry('refund', 12_000)],
    };
    expect(ledgerProblems({ ...refundedInFull, payout: payout('cancelled') })).toEqual([]);
    expect(ledgerProblems({ ...refundedInFull, payout: payout('held') })).toEqual([
      'Versement held pour une réservation cancelled, attendu cancelled ou released.',
    ]);
  });

  it('finds nothing wrong with a booking awaiting its payment, or expired without one: nothing else moved', () => {
    const awaiting: Booking = {
      ...booking,
      status: 'awaiting-payment',
      payment: { status: 'pending', paidAt: null, reference: '', failure: null },
      payout: payout('pending'),
      ledger: [entry('payment', 12_000, 'requested')],
    };
    expect(ledgerProblems(awaiting)).toEqual([]);
    // A declined card: the booking still waits, the payment still asked.
    expect(ledgerProblems({ ...awaiting, payment: { ...awaiting.payment, failure: 'Votre carte a été refusée.' } })).toEqual([]);
    const expired: Booking = {
      ...awaiting,
      status: 'expired',
      payment: { ...awaiting.payment, status: 'abandoned' },
      ledger: [entry('payment', 12_000, 'failed')],
    };
    expect(ledgerProblems(expired)).toEqual([]);
  });

  it('names what moved on a booking never paid: a payment succeeded while awaiting, a refund, a share earned', () => {
    const awaiting: Booking = {
      ...booking,
      status: 'awaiting-payment',
      payment: { status: 'pending', paidAt: null, reference: '', failure: null },
      payout: payout('pending'),
      ledger: [entry('payment', 12_000, 'requested')],
    };
    expect(ledgerProblems({ ...awaiting, ledger: [entry('payment', 12_000)] })).toEqual([
      'Paiement réussi, mais la réservation attend encore son paiement.',
    ]);
    expect(ledgerProblems({ ...awaiting, ledger: [...awaiting.ledger, entry('refund', 100)] })).toEqual([
      'Rien n’a été payé : le registre ne porte que le paiement demandé.',
    ]);
    expect(ledgerProblems({ ...awaiting, payment: { ...awaiting.payment, status: 'paid' }, payout: payout('held') })).toEqual([
      'Statut du paiement paid, attendu pending.',
      'Versement held sur une réservation non payée.',
    ]);
    expect(ledgerProblems({ ...awaiting, status: 'expired', ledger: [entry('payment', 12_000, 'failed')] })).toEqual([
      'Statut du paiement pending, attendu abandoned.',
    ]);
  });

  it('finds nothing wrong with a payment that succeeded after its hold ended, once refunded in full', () => {
    const paidLate: Booking = {
      ...booking,
      status: 'expired',
      amounts: { total: 12_000, refund: 12_000, commission: 0, kookerPayout: 0 },
      payment: { ...booking.payment, status: 'refunded' },
      payout: payout('pending'),
      ledger: [entry('payment', 12_000), entry('refund', 12_000, 'requested')],
    };
    expect(ledgerProblems(paidLate)).toEqual([]);
    // Kept without the refund: the client paid for nothing.
    expect(ledgerProblems({ ...paidLate, ledger: [entry('payment', 12_000)] })).toEqual([
      'Les remboursements du registre (0) ≠ remboursé (12000).',
    ]);
  });

  it('wants the payment of a confirmed booking succeeded', () => {
    expect(ledgerProblems({ ...booking, ledger: [entry('payment', 12_000, 'requested')] })).toEqual([
      'Le paiement de la réservation n’a pas réussi.',
    ]);
  });

  it('names each broken rule: a negative commission, a Kooker paid on a full refund, a ledger off the amounts', () => {
    const corrected: Booking = {
      ...booking,
      status: 'completed',
      amounts: { total: 12_000, refund: 12_000, commission: -500, kookerPayout: 500 },
      payment: { ...booking.payment, status: 'refunded' },
      payout: payout('released'),
      ledger: [entry('payment', 12_000), entry('payout', 10_800), entry('refund', 12_000), entry('clawback', 10_300)],
    };
    const problems = ledgerProblems(corrected);
    expect(problems).toContain('Montants négatifs ou non entiers : 12000, 12000, -500, 500.');
    expect(problems).toContain('Tout remboursé, mais le Kooker ou la plateforme garde quelque chose.');
    expect(ledgerProblems({ ...booking, ledger: [] })).toContain('Le registre doit porter un seul paiement, égal au total.');
  });
});
