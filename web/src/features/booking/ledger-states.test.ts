import type { LedgerEntry } from '@kookers/domain/money';
import { describe, expect, it } from 'vitest';
import { hasReceipt, ledgerEntryState } from './ledger-states';

const at = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => Date.parse(iso) });
const entry = (type: LedgerEntry['type'], state: LedgerEntry['state'], more: Partial<LedgerEntry> = {}) => ({
  type,
  state,
  settledAt: null,
  nextAttemptAt: null,
  failure: null,
  ...more,
});
/** French dates hold no-break spaces: compared with plain ones. */
const plain = (state: { text: string }) => state.text.replace(/\s/g, ' ');

describe('where a movement of money stands', () => {
  it('names a payment waiting for the processor, and one taken, with its Paris date', () => {
    expect(ledgerEntryState(entry('payment', 'requested'))).toEqual({ text: 'Paiement en attente', tone: 'pending', detail: null });
    expect(plain(ledgerEntryState(entry('payment', 'succeeded', { settledAt: at('2026-12-01T09:30:00Z') })))).toBe(
      'Payé le mardi 1 décembre à 10:30',
    );
  });

  it('names a refund under way, done, or failed and tried again, with the reason', () => {
    expect(ledgerEntryState(entry('refund', 'requested')).text).toBe('Remboursement en cours');
    expect(plain(ledgerEntryState(entry('refund', 'succeeded', { settledAt: at('2026-12-03T08:00:00Z') })))).toBe(
      'Remboursé le jeudi 3 décembre à 09:00',
    );
    const failed = ledgerEntryState(
      entry('refund', 'failed', {
        nextAttemptAt: at('2026-12-03T08:30:00Z'),
        failure: 'Le remboursement a été refusé par la banque de la carte.',
      }),
    );
    expect(plain(failed)).toBe('Échec, nouvel essai le jeudi 3 décembre à 09:30');
    expect(failed).toMatchObject({ tone: 'failed', detail: 'Le remboursement a été refusé par la banque de la carte.' });
  });

  it('says a payment that never went through, and a claw-back the Kooker’s account could not cover, without a retry', () => {
    expect(ledgerEntryState(entry('payment', 'failed', { failure: 'Paiement abandonné : le créneau a été libéré.' }))).toEqual({
      text: 'Non abouti',
      tone: 'failed',
      detail: 'Paiement abandonné : le créneau a été libéré.',
    });
    expect(ledgerEntryState(entry('clawback', 'failed')).text).toBe('Non reprise : montant dû par le Kooker');
  });

  it('names a transfer to the Kooker', () => {
    expect(ledgerEntryState(entry('payout', 'requested')).text).toBe('Virement en cours');
    expect(plain(ledgerEntryState(entry('payout', 'succeeded', { settledAt: at('2026-12-07T08:00:00Z') })))).toBe(
      'Viré le lundi 7 décembre à 09:00',
    );
  });
});

describe('the receipts a client may download', () => {
  it('has one per payment and per refund, but none for a payment that never went through', () => {
    expect(hasReceipt({ type: 'payment', state: 'succeeded' })).toBe(true);
    expect(hasReceipt({ type: 'payment', state: 'requested' })).toBe(true);
    expect(hasReceipt({ type: 'payment', state: 'failed' })).toBe(false);
    expect(hasReceipt({ type: 'refund', state: 'failed' })).toBe(true);
    expect(hasReceipt({ type: 'payout', state: 'succeeded' })).toBe(false);
    expect(hasReceipt({ type: 'clawback', state: 'succeeded' })).toBe(false);
  });
});
