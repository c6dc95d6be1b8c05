import { type LedgerEntry, formatCents } from '@kookers/domain/booking';
import { participantsLabel } from '../../../lib/format';
import { formatParisMoment } from '../booking-format';

const LABELS: Record<LedgerEntry['type'], string> = {
  payment: 'Paiement du client',
  refund: 'Remboursement au client',
  payout: 'Versement au Kooker',
  clawback: 'Reprise sur le versement au Kooker',
};

/**
 * 'Paiements': every movement of money on the booking (docs/argent.md, « Le registre »), in
 * order, with its date and its reference (under its kind, so that three columns fit a phone):
 * what the receipt shows of the ledger.
 */
export function BookingLedger({ ledger }: { ledger: readonly LedgerEntry[] }) {
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
        {ledger.map((entry) => (
          <tr key={`${entry.type}-${entry.reference}`}>
            <td>{entry.at ? formatParisMoment(entry.at.toDate()) : '—'}</td>
            <td>
              {LABELS[entry.type]}
              {entry.participants &&
                ` (${entry.participants.from} → ${participantsLabel(entry.participants.to)}, ${entry.participants.percent}\u00a0%)`}
              <span className="booking-ledger__reference">Réf. {entry.reference}</span>
            </td>
            <td className="booking-ledger__amount">{formatCents(entry.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
