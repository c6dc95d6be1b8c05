import { type Booking, kookerContactsText } from '@kookers/domain/booking';
import { formatCents } from '@kookers/domain/money';
import { CONTACTS_KEPT_AFTER_END_DAYS } from '@kookers/domain/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { clientFullName, participantsLabel } from '../../../lib/format';
import { paths } from '../../../config/paths';
import { bookingWhen, kookerName, placeText, telHref, type Viewer } from '../booking-format';

/** One line of the details: a figure (bold), the total, or a sentence (`text`, plain, read left to right). */
function Line({ term, children, variant }: { term: string; children: ReactNode; variant?: 'total' | 'text' }) {
  return (
    <div className={variant ? `booking-details__line booking-details__line--${variant}` : 'booking-details__line'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What was booked and what it costs: the booking's number, the service, both sides and how to
 * reach the other one — the Kooker's phone only once a cancellation would cost the client
 * something, nobody's once cancelled (docs/reservations.md, « Se joindre ») —, the slot and where
 * (« Où »), the breakdown.
 */
export function BookingDetails({ booking, viewer }: { booking: Booking; viewer: Viewer }) {
  const { amounts } = booking;
  // How many were booked, before the client lowered it (the first change in the ledger says).
  const booked = booking.ledger.find((entry) => entry.participants)?.participants?.from ?? booking.participants;
  // The Kooker's phone and address come once a cancellation would cost the client something; a
  // booking that expired unpaid never gets them (docs/reservations.md, « Se joindre »).
  const withheldUntil = booking.status === 'expired' ? null : kookerContactsText(booking);
  return (
    <dl className="booking-details">
      <Line term="Réservation n°">
        <span className="booking-details__number">{booking.id}</span>
      </Line>
      <Line term="Prestation">{booking.service.name}</Line>
      <Line term="Kooker">
        {viewer === 'client' ? <Link to={paths.kooker(booking.kookerId)}>{kookerName(booking)}</Link> : kookerName(booking)}
        {booking.kooker.city && ` · ${booking.kooker.city}`}
      </Line>
      {viewer === 'client' && booking.contacts.kookerPhone && (
        <Line term="Téléphone du Kooker">
          <a href={telHref(booking.contacts.kookerPhone)}>{booking.contacts.kookerPhone}</a>
        </Line>
      )}
      {viewer === 'client' && withheldUntil && (
        <Line term="Téléphone du Kooker" variant="text">
          Donné {withheldUntil}, quand une annulation ne sera plus remboursée en entier.
        </Line>
      )}
      <Line term="Client">{clientFullName(booking)}</Line>
      {viewer === 'kooker' && booking.contacts.client.phone && (
        <Line term="Téléphone du client">
          <a href={telHref(booking.contacts.client.phone)}>{booking.contacts.client.phone}</a>
        </Line>
      )}
      {booking.contactsStatus === 'unpaid' && (
        <Line term="Coordonnées" variant="text">
          Données une fois la réservation payée.
        </Line>
      )}
      {booking.contactsStatus === 'erased' && (
        <Line term="Coordonnées" variant="text">
          {booking.status === 'cancelled'
            ? 'Retirées : la réservation est annulée.'
            : booking.status === 'expired'
              ? 'Aucune : la réservation n’a pas été payée.'
              : `Retirées ${CONTACTS_KEPT_AFTER_END_DAYS} jours après la prestation.`}
        </Line>
      )}
      <Line term="Date et heure">{bookingWhen(booking)}</Line>
      <Line term="Lieu">{placeText(booking, viewer)}</Line>
      <Line term="Participants">
        {participantsLabel(booking.participants)}
        {booked !== booking.participants && ` (${booked} à la réservation)`}
      </Line>
      <Line term="Prix par personne">{formatCents(booking.service.pricePerPerson)}</Line>
      <Line term="Total" variant="total">
        {formatCents(amounts.total)}
      </Line>
      {amounts.refund > 0 && <Line term="Remboursé">{formatCents(amounts.refund)}</Line>}
      {viewer === 'kooker' && <Line term="Votre rémunération (après commission)">{formatCents(amounts.kookerPayout)}</Line>}
    </dl>
  );
}
