import { contractPartyText, intermediaryText, NO_WITHDRAWAL_TEXT } from '@kookers/domain/booking';
import { currentTerms } from '@kookers/domain/money';
import type { KookerLegalStatus } from '@kookers/domain/kookers';
import { termsVersionLabel } from '@kookers/domain/legal';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

interface BookingConsentProps {
  kooker: { firstName: string; lastName: string; legalStatus: KookerLegalStatus | null };
  accepted: boolean;
  /** The box was left unticked at « Réserver et payer ». */
  error: string | null;
  onChange: (accepted: boolean) => void;
}

/**
 * « Avant de payer », above « Réserver et payer » (docs/reservations.md, « Ce que le client
 * accepte »): with whom the contract is made and their status, the platform as intermediary, no
 * withdrawal right, and the box that accepts the terms of sale of today's version — the version
 * the booking records.
 */
export function BookingConsent({ kooker, accepted, error, onChange }: BookingConsentProps) {
  const ids = useId();
  const terms = currentTerms();
  return (
    <section className="booking-consent" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="booking-consent__title">
        Avant de payer
      </h3>
      <ul className="booking-consent__points">
        <li>{contractPartyText(kooker)}</li>
        <li>{intermediaryText(terms)}</li>
        <li>{NO_WITHDRAWAL_TEXT}</li>
      </ul>
      <div className="booking-consent__box">
        <input
          id={`${ids}-accept`}
          type="checkbox"
          checked={accepted}
          aria-invalid={error !== null}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={`${ids}-accept`}>
          J’ai lu et j’accepte les{' '}
          <Link to={paths.termsOfSale} target="_blank" rel="noopener">
            conditions générales de vente
          </Link>{' '}
          ({termsVersionLabel(terms.version).toLowerCase()}).
        </label>
      </div>
      {error && (
        <p id={`${ids}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
