import { bookingAmounts, currentTerms, formatCents } from '@kookers/domain/money';
import { participantsLabel } from '../../../lib/format';
import './booking-panel.css';

interface BookingBarProps {
  /** The lowest price per person; null without a service. */
  cheapest: number | null;
  /** The chosen service's price and the participants, once a date and time are chosen too. */
  chosen: { pricePerPerson: number; participants: number } | null;
  onOpen: () => void;
}

/** On a phone, the bar at the bottom of the screen that opens the booking panel. */
export function BookingBar({ cheapest, chosen, onOpen }: BookingBarProps) {
  return (
    <div className="booking-bar">
      <p className="booking-bar__price">
        {chosen ? (
          <>
            <strong>
              {formatCents(bookingAmounts(chosen.pricePerPerson, chosen.participants, currentTerms().commissionPercent).total)}
            </strong>
            <span>{participantsLabel(chosen.participants)}</span>
          </>
        ) : cheapest !== null ? (
          <>
            <span>À partir de</span>
            <strong>{formatCents(cheapest)}/pers.</strong>
          </>
        ) : null}
      </p>
      <button type="button" className="button button--primary booking-bar__button" onClick={onOpen} aria-haspopup="dialog">
        Réserver
      </button>
    </div>
  );
}
