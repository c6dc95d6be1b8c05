import type { LedgerEntry } from '@kookers/domain/booking';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingLedger } from './booking-ledger';

const at = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => Date.parse(iso) });
/** A movement the processor settled at once, as the ledger records one. */
const settled = (entry: Pick<LedgerEntry, 'type' | 'amount' | 'at' | 'reference' | 'participants'>, rank: number): LedgerEntry => ({
  id: `e${rank}`,
  state: 'succeeded',
  key: `b1:e${rank}:1`,
  attempts: 1,
  nextAttemptAt: null,
  failure: null,
  settledAt: entry.at,
  ...entry,
});
const rows = (ledger: LedgerEntry[]) =>
  [...renderToStaticMarkup(<BookingLedger ledger={ledger} />).matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    (row ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .trim(),
  );

describe('BookingLedger', () => {
  it('lists each movement with its Paris date, its kind in French (a change of participants with it), its reference and its amount', () => {
    expect(
      rows(
        [
          { type: 'payment', amount: 18_000, at: at('2026-12-01T09:30:00Z'), reference: 'SIM-0A1B2C3D4E5F', participants: null },
          {
            type: 'refund',
            amount: 4500,
            at: at('2026-12-03T08:00:00Z'),
            reference: 'SIM-0A1B2C3D4E5A',
            participants: { from: 4, to: 3, percent: 100 },
          },
          { type: 'refund', amount: 6750, at: at('2026-12-05T17:00:00Z'), reference: 'SIM-0A1B2C3D4E60', participants: null },
          { type: 'payout', amount: 6075, at: null, reference: 'SIM-0A1B2C3D4E61', participants: null },
        ].map((entry, index) => settled(entry as Parameters<typeof settled>[0], index + 1)),
      ),
    ).toEqual([
      'Date Mouvement Montant',
      'mardi 1 décembre à 10:30 Paiement du client Réf. SIM-0A1B2C3D4E5F 180 €',
      'jeudi 3 décembre à 09:00 Remboursement au client (4 → 3 participants, 100 %) Réf. SIM-0A1B2C3D4E5A 45 €',
      'samedi 5 décembre à 18:00 Remboursement au client Réf. SIM-0A1B2C3D4E60 67,50 €',
      '— Versement au Kooker Réf. SIM-0A1B2C3D4E61 60,75 €',
    ]);
  });

  it('names what Kookers’ team took back from the Kooker’s payout', () => {
    expect(rows([settled({ type: 'clawback', amount: 3240, at: null, reference: 'SIM-0A1B2C3D4E62', participants: null }, 1)])).toEqual([
      'Date Mouvement Montant',
      '— Reprise sur le versement au Kooker Réf. SIM-0A1B2C3D4E62 32,40 €',
    ]);
  });

  it('says so when nothing was recorded', () => {
    expect(renderToStaticMarkup(<BookingLedger ledger={[]} />)).toContain('Aucun mouvement enregistré.');
  });
});
