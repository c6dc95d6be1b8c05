import { conversationIdOf } from '@kookers/domain/messaging';
import type { Booking } from '@kookers/domain/booking';
import { formatCents } from '@kookers/domain/money';
import { dietaryLabels } from '@kookers/domain/kookers';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { clientFullName, participantsLabel } from '../../../lib/format';
import { paths } from '../../../config/paths';
import { actionsOn, bookingWhen, placeText, telHref } from '../booking-format';
import { StatusBadge } from './status-badge';

interface ReceivedBookingCardProps {
  booking: Booking;
  now: Date;
  onCancel: (booking: Booking) => void;
}

/** A booking a Kooker received: who, what, when, where, for how many, what they are paid, and 'Annuler' until it starts. */
export function ReceivedBookingCard({ booking, now, onCancel }: ReceivedBookingCardProps) {
  const titleId = useId();
  const when = bookingWhen(booking);
  const { cancel } = actionsOn(booking, 'kooker', now);
  const name = clientFullName(booking);
  const about = <span className="visually-hidden"> {`: ${name}, ${when}`}</span>;
  const { allergens, diets, note } = booking.dietary;
  const needs = dietaryLabels([...allergens, ...diets]);
  return (
    <article className="booking-card" aria-labelledby={titleId}>
      <header className="booking-card__header">
        <div>
          <h3 id={titleId} className="booking-card__title">
            {name}
          </h3>
          <p className="booking-card__who">{booking.service.name}</p>
        </div>
        <StatusBadge booking={booking} viewer="kooker" />
      </header>
      <p className="booking-card__when">
        {when} · {participantsLabel(booking.participants)}
      </p>
      {booking.contacts.client.phone && (
        <p className="booking-card__contact">
          Téléphone : <a href={telHref(booking.contacts.client.phone)}>{booking.contacts.client.phone}</a>
        </p>
      )}
      <p className="booking-card__contact">{placeText(booking, 'kooker')}</p>
      {needs.length > 0 && <p className="booking-card__needs">Allergies et régimes : {needs.join(', ')}</p>}
      {note !== '' && <p className="booking-card__note">« {note} »</p>}
      <dl className="booking-card__amounts">
        <div>
          <dt>Total payé</dt>
          <dd>{formatCents(booking.amounts.total)}</dd>
        </div>
        <div>
          <dt>{booking.payout.status === 'released' ? 'Versé' : 'Votre rémunération'}</dt>
          <dd>{formatCents(booking.amounts.kookerPayout)}</dd>
        </div>
        {booking.amounts.refund > 0 && (
          <div>
            <dt>Remboursé au client</dt>
            <dd>{formatCents(booking.amounts.refund)}</dd>
          </div>
        )}
      </dl>
      {booking.cancelledBy === 'kooker' && booking.cancellationReason && (
        <p className="booking-reason">Votre motif : « {booking.cancellationReason} »</p>
      )}
      {booking.cancelledBy === 'platform' && booking.cancellationReason && (
        <p className="booking-reason">Motif de l’équipe Kookers : « {booking.cancellationReason} »</p>
      )}
      {booking.status === 'confirmed' && !cancel.allowed && <p className="booking-note">{cancel.reason}</p>}
      <div className="booking-card__actions">
        <Link to={paths.booking(booking.id)} className="button button--ghost button--small">
          Détails{about}
        </Link>
        <Link to={paths.conversation(conversationIdOf(booking.clientId, booking.kookerId))} className="button button--ghost button--small">
          Écrire à {name}
        </Link>
        {cancel.allowed && (
          <button type="button" className="button button--ghost button--danger-text button--small" onClick={() => onCancel(booking)}>
            Annuler{about}
          </button>
        )}
      </div>
    </article>
  );
}
