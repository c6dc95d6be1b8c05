import type { Booking } from '@kookers/domain/booking';
import { formatCents } from '@kookers/domain/money';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { participantsLabel } from '../../../lib/format';
import { paths } from '../../../config/paths';
import { actionsOn, bookingWhen, kookerName } from '../booking-format';
import { Stars } from '../../../components/ui/stars';
import { StatusBadge } from './status-badge';

interface ClientBookingCardProps {
  booking: Booking;
  /** The stars of the client's review of it, once given (null before). */
  reviewRating: number | null;
  now: Date;
  onCancel: (booking: Booking) => void;
  onLower: (booking: Booking, range: { min: number; max: number }) => void;
  onReview: (booking: Booking) => void;
}

/**
 * One booking of the client's history, with 'Modifier les participants' and 'Annuler' while they
 * may be, 'Laisser un avis' once completed.
 */
export function ClientBookingCard({ booking, reviewRating, now, onCancel, onLower, onReview }: ClientBookingCardProps) {
  const titleId = useId();
  const when = bookingWhen(booking);
  const { cancel, lowerParticipants, review: reviewing } = actionsOn(booking, 'client', now);
  const about = <span className="visually-hidden"> {`: ${booking.service.name}, ${when}`}</span>;

  return (
    <article className="booking-card" aria-labelledby={titleId}>
      <header className="booking-card__header">
        <div>
          <h3 id={titleId} className="booking-card__title">
            {booking.service.name}
          </h3>
          <p className="booking-card__who">
            avec <Link to={paths.kooker(booking.kookerId)}>{kookerName(booking)}</Link>
            {booking.kooker.city && ` · ${booking.kooker.city}`}
          </p>
        </div>
        <StatusBadge booking={booking} viewer="client" />
      </header>
      <p className="booking-card__when">
        {when} · {participantsLabel(booking.participants)}
      </p>
      <dl className="booking-card__amounts">
        <div>
          <dt>Total</dt>
          <dd>{formatCents(booking.amounts.total)}</dd>
        </div>
        {booking.amounts.refund > 0 && (
          <div>
            <dt>Remboursé</dt>
            <dd>{formatCents(booking.amounts.refund)}</dd>
          </div>
        )}
      </dl>
      {booking.cancelledBy === 'kooker' && booking.cancellationReason && (
        <p className="booking-reason">Motif du Kooker : « {booking.cancellationReason} »</p>
      )}
      {booking.cancelledBy === 'platform' && booking.cancellationReason && (
        <p className="booking-reason">Motif de l’équipe Kookers : « {booking.cancellationReason} »</p>
      )}
      {booking.status === 'confirmed' && !cancel.allowed && <p className="booking-note">{cancel.reason}</p>}
      {reviewRating !== null && (
        <p className="booking-card__review">
          Votre avis : <Stars rating={reviewRating} />
        </p>
      )}
      <div className="booking-card__actions">
        {booking.status === 'awaiting-payment' ? (
          <Link to={paths.booking(booking.id)} className="button button--primary button--small">
            Finir de payer{about}
          </Link>
        ) : (
          <Link to={paths.booking(booking.id)} className="button button--ghost button--small">
            Détails{about}
          </Link>
        )}
        {lowerParticipants.allowed && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onLower(booking, { min: lowerParticipants.min, max: lowerParticipants.max })}
          >
            Modifier les participants{about}
          </button>
        )}
        {cancel.allowed && (
          <button type="button" className="button button--ghost button--danger-text button--small" onClick={() => onCancel(booking)}>
            Annuler{about}
          </button>
        )}
        {reviewing.allowed && reviewRating === null && (
          <button type="button" className="button button--primary button--small" onClick={() => onReview(booking)}>
            Laisser un avis{about}
          </button>
        )}
      </div>
    </article>
  );
}
