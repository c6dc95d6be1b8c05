import { type LedgerEntry, formatCents } from '@kookers/domain/money';
import type { ReactNode } from 'react';
import { participantsLabel } from '../../../lib/format';
import { formatParisMoment } from '../booking-format';
import { LEDGER_LABELS, ledgerEntryState } from '../ledger-states';

interface BookingLedgerProps {
  ledger: readonly LedgerEntry[];
  /** What follows an entry, for its client: « Télécharger le reçu ». */
  action?: (entry: LedgerEntry) => ReactNode;
}

/**
 * 'Paiements': every movement of money on the booking (docs/argent.md, « Le registre »), in
 * order, with its date, where it stands with the processor (« Payé le … », « Remboursement en
 * cours », « Échec, nouvel essai le … ») and its reference (under its kind, so that three columns
 * fit a phone): what the receipt shows of the ledger.
 */
export function BookingLedger({ ledger, action }: BookingLedgerProps) {
  if (ledger.length === 0) return <p>Aucun mouvement enregistré.</p>;
  return (
    <table className="booking-ledger">
      <caption className="visually-hidden">Mouvements d’argent de la réservation</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Mouvement</th>
          <th scope="col" className="booking-ledger__amount">
            Montant
          </th>
        </tr>
      </thead>
      <tbody>
        {ledger.map((entry) => {
          const state = ledgerEntryState(entry);
          return (
            <tr key={entry.id}>
              <td>{entry.at ? formatParisMoment(entry.at.toDate()) : '—'}</td>
              <td>
                {LEDGER_LABELS[entry.type]}
                {entry.participants &&
                  ` (${entry.participants.from} → ${participantsLabel(entry.participants.to)}, ${entry.participants.percent}\u00a0%)`}
                <span className={`booking-ledger__state booking-ledger__state--${state.tone}`}>{state.text}</span>
                {state.detail && <span className="booking-ledger__detail">{state.detail}</span>}
                {entry.reference && <span className="booking-ledger__reference">Réf. {entry.reference}</span>}
                {action?.(entry)}
              </td>
              <td className="booking-ledger__amount">{formatCents(entry.amount)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
