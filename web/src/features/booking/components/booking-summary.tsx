import { bookingAmounts, currentTerms, formatCents } from '@kookers/domain/money';
import { formatLongDate, participantsLabel } from '../../../lib/format';
import { cancellationPolicyText } from '../cancellation-text';

interface BookingSummaryProps {
  serviceName: string;
  pricePerPerson: number;
  date: string;
  time: string;
  participants: number;
  /** When the slot starts (null for a time the day does not have): its cancellation policy is shown. */
  startAt: Date | null;
  now: Date;
  /** The Kooker changed the price since the page was read: the total shown is the new one. */
  priceUpdated: boolean;
}

/**
 * 'Récapitulatif': price per person, participants and total (domain's bookingAmounts), and what
 * cancelling this slot would give back, with its dates: what the client agrees to by booking.
 */
export function BookingSummary({ serviceName, pricePerPerson, date, time, participants, startAt, now, priceUpdated }: BookingSummaryProps) {
  // A booking made now is made under today's terms (domain/src/money/terms.ts).
  const terms = currentTerms();
  const { total } = bookingAmounts(pricePerPerson, participants, terms.commissionPercent);
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
      {priceUpdated && <p className="booking-summary__updated">Le Kooker a changé son prix : voici le nouveau total.</p>}
      {startAt && (
        <p className="booking-summary__policy">
          <strong>Conditions d’annulation</strong>
          <br />
          {cancellationPolicyText(startAt, terms, now)}
        </p>
      )}
    </section>
  );
}
