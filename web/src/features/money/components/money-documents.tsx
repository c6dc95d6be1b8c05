import { useId, useState } from 'react';
import { dac7StatementYear } from '@kookers/domain/tax';
import { useNow } from '../../../lib/use-now';
import { dac7Statement } from '../api/money-calls';
import { recentMonths } from '../balance';
import { monthLabel } from '../payouts';
import { DocumentButton } from '../../../components/ui/document-button';

const MONTHS_OFFERED = 12;

/**
 * 'Relevés et factures': a month's statement of the Kooker's bookings and Kookers' commission invoice,
 * as PDFs (moneyDocument); and the yearly DAC7 statement of last year (dac7Statement, docs/argent.md).
 */
export function MoneyDocuments() {
  const ids = useId();
  const now = useNow();
  const months = recentMonths(now, MONTHS_OFFERED);
  const year = dac7StatementYear(now);
  // The last month over by default: a month's invoice is issued once it has ended (its statement may be read before).
  const [month, setMonth] = useState(months[1] ?? months[0] ?? '');
  const label = monthLabel(month);
  return (
    <section className="balance money-documents" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="earnings__title">
        Relevés et factures
      </h3>
      <p className="earnings__note">
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
      <h4 className="balance__detail-title">Relevé annuel DAC7</h4>
      <p className="earnings__note">
        Ce que Kookers déclare de vos revenus de l’année à l’administration fiscale : vos informations, et par trimestre ce que vous avez
        perçu, le nombre de prestations et la commission. Le relevé de {year} est disponible depuis le 1er janvier {year + 1} ; celui de{' '}
        {year + 1} le sera le 1er janvier {year + 2}.
      </p>
      <div className="money-documents__actions">
        <DocumentButton request={() => dac7Statement({ year })} className="button button--secondary">
          Relevé annuel DAC7 {year}
        </DocumentButton>
      </div>
    </section>
  );
}
