import type { LedgerEntry } from '@kookers/domain/money';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingLedger } from './booking-ledger';

const at = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => Date.parse(iso) });
type Movement = Pick<LedgerEntry, 'type' | 'amount' | 'at' | 'reference' | 'participants'>;
/** A movement the processor settled when it was decided. */
const settled = (entry: Movement, rank: number): LedgerEntry => ({
  id: `e${rank}`,
  state: 'succeeded',
  key: `b1:e${rank}:1`,
  attempts: 1,
  nextAttemptAt: null,
  failure: null,
  settledAt: entry.at,
  ...entry,
});
const rows = (ledger: LedgerEntry[], action?: (entry: LedgerEntry) => string) =>
  [...renderToStaticMarkup(<BookingLedger ledger={ledger} action={action} />).matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    (row ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .trim(),
  );

describe('BookingLedger', () => {
  it('lists each movement with its Paris date, its kind in French (a change of participants with it), where it stands, its reference and its amount', () => {
    const movements: Movement[] = [
      { type: 'payment', amount: 18_000, at: at('2026-12-01T09:30:00Z'), reference: 'sim_pi_0a1b', participants: null },
      {
        type: 'refund',
        amount: 4500,
        at: at('2026-12-03T08:00:00Z'),
        reference: 'sim_re_0a1c',
        participants: { from: 4, to: 3, percent: 100 },
      },
      { type: 'refund', amount: 6750, at: at('2026-12-05T17:00:00Z'), reference: 'sim_re_0a1d', participants: null },
      { type: 'payout', amount: 6075, at: null, reference: 'sim_tr_0a1e', participants: null },
    ];
    expect(rows(movements.map(settled))).toEqual([
      'Date Mouvement Montant',
      'mardi 1 décembre à 10:30 Paiement du client Payé le mardi 1 décembre à 10:30 Réf. sim_pi_0a1b 180 €',
      'jeudi 3 décembre à 09:00 Remboursement au client (4 → 3 participants, 100 %) Remboursé le jeudi 3 décembre à 09:00 Réf. sim_re_0a1c 45 €',
      'samedi 5 décembre à 18:00 Remboursement au client Remboursé le samedi 5 décembre à 18:00 Réf. sim_re_0a1d 67,50 €',
      '— Versement au Kooker Viré Réf. sim_tr_0a1e 60,75 €',
    ]);
  });

  it('says what is still asked of the processor, and what failed with its reason and its next attempt', () => {
    const payment = settled({ type: 'payment', amount: 12_000, at: at('2026-12-01T09:30:00Z'), reference: '', participants: null }, 1);
    const refund = settled({ type: 'refund', amount: 6000, at: at('2026-12-02T09:00:00Z'), reference: 'sim_re_1', participants: null }, 2);
    expect(
      rows([
        { ...payment, state: 'requested', settledAt: null },
        { ...refund, state: 'failed', failure: 'Le remboursement a été refusé.', nextAttemptAt: at('2026-12-02T09:05:00Z') },
      ]),
    ).toEqual([
      'Date Mouvement Montant',
      'mardi 1 décembre à 10:30 Paiement du client Paiement en attente 120 €',
      'mercredi 2 décembre à 10:00 Remboursement au client Échec, nouvel essai le mercredi 2 décembre à 10:05 Le remboursement a été refusé. Réf. sim_re_1 60 €',
    ]);
  });

  it('names what Kookers’ team took back from the Kooker’s payout', () => {
    expect(rows([settled({ type: 'clawback', amount: 3240, at: null, reference: 'sim_trr_1', participants: null }, 1)])).toEqual([
      'Date Mouvement Montant',
      '— Reprise sur le versement au Kooker Repris Réf. sim_trr_1 32,40 €',
    ]);
  });

  it('adds what the page gives an entry, the receipt’s button', () => {
    const payment = settled({ type: 'payment', amount: 12_000, at: null, reference: 'sim_pi_1', participants: null }, 1);
    expect(rows([payment], (entry) => `Télécharger le reçu ${entry.id}`)[1]).toBe(
      '— Paiement du client Payé Réf. sim_pi_1 Télécharger le reçu e1 120 €',
    );
  });

  it('says so when nothing was recorded', () => {
    expect(renderToStaticMarkup(<BookingLedger ledger={[]} />)).toContain('Aucun mouvement enregistré.');
  });
});
