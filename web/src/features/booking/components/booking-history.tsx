import type { Booking } from '@kookers/domain/booking';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LiveReadBoundary, reloadPage } from '../../../components/ui/live-read-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useBookingsOf } from '../hooks/use-bookings';
import { useDialogTarget } from '../hooks/use-dialog-target';
import { useNow } from '../../../lib/use-now';
import { BookingLists } from './booking-list';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ClientBookingCard } from './client-booking-card';
import { LoadError } from '../../../components/ui/load-error';
import { LowerParticipantsDialog } from './lower-participants-dialog';
import { ReviewDialog } from './review-dialog';
import '../booking.css';

type Action = { kind: 'cancel' | 'review'; booking: Booking } | { kind: 'lower'; booking: Booking; min: number; max: number };

/** 'Historique': the client's bookings, upcoming then past, with fewer participants, cancel and review. */
export function BookingHistory({ uid }: { uid: string }) {
  return (
    <LiveReadBoundary fallback={() => <LoadError message="Vos réservations n’ont pas pu être chargées." onRetry={reloadPage} />}>
      <History uid={uid} />
    </LiveReadBoundary>
  );
}

function History({ uid }: { uid: string }) {
  const bookings = useBookingsOf('client', uid);
  const now = useNow();
  const container = useRef<HTMLDivElement>(null);
  const { target: action, open, close } = useDialogTarget<Action>(container);
  // The stars of reviews published here, until each booking's own copy arrives.
  const [published, setPublished] = useState<ReadonlyMap<string, number>>(new Map());

  if (bookings.status === 'loading') return <Spinner label="Chargement de vos réservations…" />;
  if (bookings.data.bookings.length === 0) {
    return (
      <div className="empty-state">
        <p>Vous n’avez pas encore de réservation.</p>
        <Link to={paths.search} className="button button--primary button--small">
          Trouver un Kooker
        </Link>
      </div>
    );
  }

  const card = (booking: Booking) => (
    <ClientBookingCard
      booking={booking}
      reviewRating={booking.review?.rating ?? published.get(booking.id) ?? null}
      now={now}
      onCancel={(target) => open({ kind: 'cancel', booking: target })}
      onLower={(target, range) => open({ kind: 'lower', booking: target, ...range })}
      onReview={(target) => open({ kind: 'review', booking: target })}
    />
  );
  return (
    <div className="booking-history" ref={container} tabIndex={-1}>
      <BookingLists
        bookings={bookings.data.bookings}
        now={now}
        render={card}
        hasMore={bookings.data.hasMore}
        onShowMore={bookings.showMore}
      />
      {action?.kind === 'cancel' && <CancelBookingDialog booking={action.booking} onClose={close} />}
      {action?.kind === 'lower' && <LowerParticipantsDialog booking={action.booking} min={action.min} max={action.max} onClose={close} />}
      {action?.kind === 'review' && (
        <ReviewDialog
          booking={action.booking}
          uid={uid}
          onPublished={(rating) => setPublished((before) => new Map(before).set(action.booking.id, rating))}
          onClose={close}
        />
      )}
    </div>
  );
}
