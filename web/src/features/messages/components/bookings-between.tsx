import { bookingWhen, type Booking } from '@kookers/domain/booking';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LiveReadBoundary } from '../../../components/ui/live-read-boundary';
import { paths } from '../../../config/paths';
import { useBookingsBetween } from '../hooks/use-conversations';

interface BookingsBetweenProps {
  uid: string;
  side: 'client' | 'kooker';
  otherId: string;
}

const STATUS: Record<Booking['status'], string> = {
  'awaiting-payment': 'Paiement en attente',
  confirmed: 'Confirmée',
  completed: 'Terminée',
  cancelled: 'Annulée',
  expired: 'Non payée',
};

/**
 * The bookings between the two, above their thread: what they are talking about. Nothing when
 * there is none, or when they cannot be read (the thread matters more than this list).
 */
export function BookingsBetween(props: BookingsBetweenProps) {
  return (
    <LiveReadBoundary fallback={() => null}>
      <Bookings {...props} />
    </LiveReadBoundary>
  );
}

function Bookings({ uid, side, otherId }: BookingsBetweenProps) {
  const titleId = useId();
  const bookings = useBookingsBetween(uid, side, otherId);
  if (bookings.status === 'loading' || bookings.data.length === 0) return null;
  return (
    <section className="conversation__bookings" aria-labelledby={titleId}>
      <h2 id={titleId} className="conversation__bookings-title">
        {bookings.data.length === 1 ? 'Votre réservation' : 'Vos réservations'}
      </h2>
      <ul>
        {bookings.data.map((booking) => (
          <li key={booking.id}>
            <Link to={paths.booking(booking.id)}>{booking.service.name}</Link>
            <span>
              {' '}
              · {bookingWhen(booking)} · {STATUS[booking.status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
