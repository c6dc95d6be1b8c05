import { useId, useState } from 'react';
import { useNow } from '../../../lib/use-now';
import { recentMonths } from '../balance';
import { monthLabel } from '../payouts';
import { DocumentButton } from './document-button';

const MONTHS_OFFERED = 12;

/** 'Relevés et factures': a month's statement of the Kooker's bookings and Kookers' commission invoice, as PDFs (moneyDocument). */
export function MoneyDocuments() {
  const ids = useId();
  const months = recentMonths(useNow(), MONTHS_OFFERED);
  // The last month over by default: a month's invoice is issued once it has ended (its statement may be read before).
  const [month, setMonth] = useState(months[1] ?? months[0] ?? '');
  const label = monthLabel(month);
  return (
    <section className="balance money-documents" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="booking-list__title">
        Relevés et factures
      </h3>
      <p className="booking-note">
        Le relevé mensuel liste vos réservations du mois, ce que chacune vous rapporte et votre solde ; la facture de commission est celle
        que Kookers vous adresse pour le mois, une fois celui-ci terminé.
      </p>
      <div className="field money-documents__month">
        <label className="field__label" htmlFor={`${ids}-month`}>
          Mois
        </label>
        <select id={`${ids}-month`} className="field__input" value={month} onChange={(event) => setMonth(event.currentTarget.value)}>
          {months.map((candidate) => (
            <option key={candidate} value={candidate}>
              {monthLabel(candidate)}
            </option>
          ))}
        </select>
      </div>
      <div className="money-documents__actions">
        <DocumentButton request={{ kind: 'statement', month }} className="button button--secondary">
          Relevé mensuel<span className="visually-hidden"> de {label}</span>
        </DocumentButton>
        <DocumentButton request={{ kind: 'invoice', month }} className="button button--secondary">
          Facture de commission<span className="visually-hidden"> de {label}</span>
        </DocumentButton>
      </div>
    </section>
  );
}
