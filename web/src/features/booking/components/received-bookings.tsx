import type { Booking } from '@kookers/domain/booking';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { LiveReadBoundary, reloadPage } from '../../../components/ui/live-read-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { ACCOUNT_TABS, paths } from '../../../config/paths';
import { isReceived } from '../booking-format';
import { useBookingsOf } from '../hooks/use-bookings';
import { useDialogTarget } from '../hooks/use-dialog-target';
import { useNow } from '../../../lib/use-now';
import { BookingLists } from './booking-list';
import { CalendarFeedCard } from './calendar-feed-card';
import { KookerCancelDialog } from './kooker-cancel-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { ReceivedBookingCard } from './received-booking-card';
import '../booking.css';

/**
 * 'Réservations reçues': a Kooker's bookings, upcoming then past, cancellation with a reason, and
 * the address of their calendar feed; what they earn is in 'Revenus' (features/money/components/kooker-earnings.tsx).
 */
export function ReceivedBookings({ uid }: { uid: string }) {
  return (
    <LiveReadBoundary fallback={() => <LoadError message="Les réservations reçues n’ont pas pu être chargées." onRetry={reloadPage} />}>
      <Received uid={uid} />
    </LiveReadBoundary>
  );
}

function Received({ uid }: { uid: string }) {
  const bookings = useBookingsOf('kooker', uid);

  const now = useNow();
  const container = useRef<HTMLDivElement>(null);
  const { target, open, close } = useDialogTarget<Booking>(container);

  if (bookings.status === 'loading') return <Spinner label="Chargement des réservations reçues…" />;
  // Filtered here rather than in the query, whose index orders by start only (firestore.indexes.json).
  const received = bookings.data.bookings.filter(isReceived);
  if (received.length === 0 && !bookings.data.hasMore) {
    return (
      <div className="booking-history">
        <p className="empty-state">Vous n’avez pas encore reçu de réservation. Elles apparaîtront ici dès qu’un client réservera.</p>
        <CalendarFeedCard />
      </div>
    );
  }

  const card = (booking: Booking) => <ReceivedBookingCard booking={booking} now={now} onCancel={open} />;
  return (
    <div className="booking-history" ref={container} tabIndex={-1}>
      <p className="booking-note">
        Votre solde, vos versements, vos relevés et factures : <Link to={paths.settingsTab(ACCOUNT_TABS.earnings)}>Revenus</Link>.
      </p>
      <BookingLists bookings={received} now={now} render={card} hasMore={bookings.data.hasMore} onShowMore={bookings.showMore} />
      <CalendarFeedCard />
      {target && <KookerCancelDialog booking={target} onClose={close} />}
    </div>
  );
}
