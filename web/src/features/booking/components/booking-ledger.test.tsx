import type { LedgerEntry } from '@kookers/domain/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingLedger } from './booking-ledger';

const at = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => Date.parse(iso) });
const rows = (ledger: LedgerEntry[]) =>
  [...renderToStaticMarkup(<BookingLedger ledger={ledger} />).matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    (row ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .trim(),
  );

describe('BookingLedger', () => {
  it('lists each movement with its Paris date, its kind in French, its reference and its amount', () => {
    expect(
      rows([
        { type: 'payment', amount: 13_500, at: at('2026-12-01T09:30:00Z'), reference: 'SIM-0A1B2C3D4E5F' },
        { type: 'refund', amount: 6750, at: at('2026-12-05T17:00:00Z'), reference: 'SIM-0A1B2C3D4E60' },
        { type: 'payout', amount: 6075, at: null, reference: 'SIM-0A1B2C3D4E61' },
      ]),
    ).toEqual([
      'Date Mouvement Montant',
      'mardi 1 décembre à 10:30 Paiement du client Réf. SIM-0A1B2C3D4E5F 135 €',
      'samedi 5 décembre à 18:00 Remboursement au client Réf. SIM-0A1B2C3D4E60 67,50 €',
      '— Versement au Kooker Réf. SIM-0A1B2C3D4E61 60,75 €',
    ]);
  });

  it('says so when nothing was recorded', () => {
    expect(renderToStaticMarkup(<BookingLedger ledger={[]} />)).toContain('Aucun mouvement enregistré.');
  });
});
