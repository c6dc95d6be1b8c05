import { bookingAmounts, formatCents } from '@kookers/domain/money';
import { formatLongDate } from '../../../lib/format';
import { participantsLabel } from '../../../lib/format';

interface BookingSummaryProps {
  serviceName: string;
  pricePerPerson: number;
  date: string;
  time: string;
  participants: number;
}

/** 'Récapitulatif': price per person, participants and total (domain's bookingAmounts). */
export function BookingSummary({ serviceName, pricePerPerson, date, time, participants }: BookingSummaryProps) {
  const { total } = bookingAmounts(pricePerPerson, participants);
  return (
    <section className="booking-summary" aria-labelledby="recapitulatif-titre" aria-live="polite">
      <h3 id="recapitulatif-titre" className="booking-summary__title">
        Récapitulatif
      </h3>
      <p className="booking-summary__what">
        {serviceName}
        <br />
        {formatLongDate(date)} à {time}
      </p>
      <dl className="booking-summary__lines">
        <div>
          <dt>Prix par personne</dt>
          <dd>{formatCents(pricePerPerson)}</dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{participantsLabel(participants)}</dd>
        </div>
        <div className="booking-summary__total">
          <dt>Total</dt>
          <dd>{formatCents(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
