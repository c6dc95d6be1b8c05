import type { Booking, Review } from '@kookers/domain/model';
import { formatCents } from '@kookers/domain/money';
import { refundPreview } from '@kookers/domain/refunds';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { bookingWhen, kookerName, participantsText } from '../booking-format';
import { RatingStars } from './rating-stars';
import { StatusBadge } from './status-badge';

interface ClientBookingCardProps {
  booking: Booking;
  /** The client's review of it, once given. */
  review: Review | undefined;
  now: Date;
  onCancel: (booking: Booking) => void;
  onReview: (booking: Booking) => void;
}

/** One booking of the client's history, with 'Annuler' while it may be, 'Laisser un avis' once completed. */
export function ClientBookingCard({ booking, review, now, onCancel, onReview }: ClientBookingCardProps) {
  const titleId = useId();
  const when = bookingWhen(booking);
  const upcoming = booking.status === 'confirmed' && booking.startAt !== null && booking.startAt.toMillis() > now.getTime();
  const cancellable = upcoming && booking.startAt !== null && refundPreview({ total: booking.amounts.total, startAt: booking.startAt.toDate() }, 'client', now).allowed;
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
        {when} · {participantsText(booking.participants)}
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
      {booking.cancelledBy === 'kooker' && booking.cancellationReason && <p className="booking-reason">Motif du Kooker : « {booking.cancellationReason} »</p>}
      {upcoming && !cancellable && <p className="booking-note">Moins de 48 h avant la prestation : elle ne peut plus être annulée.</p>}
      {review && (
        <p className="booking-card__review">
          Votre avis : <RatingStars rating={review.rating} />
        </p>
      )}
      <div className="booking-card__actions">
        <Link to={paths.booking(booking.id)} className="button button--ghost button--small">
          Détails{about}
        </Link>
        {cancellable && (
          <button type="button" className="button button--ghost button--danger-text button--small" onClick={() => onCancel(booking)}>
            Annuler{about}
          </button>
        )}
        {booking.status === 'completed' && !review && (
          <button type="button" className="button button--primary button--small" onClick={() => onReview(booking)}>
            Laisser un avis{about}
          </button>
        )}
      </div>
    </article>
  );
}
