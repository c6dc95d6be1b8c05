import type { Booking } from '@kookers/domain/booking';
import type { ReactNode } from 'react';
import { splitByTime } from '../booking-format';

interface BookingListsProps {
  bookings: readonly Booking[];
  now: Date;
  render: (booking: Booking) => ReactNode;
  /** More bookings than the page holds: offer to show them. */
  hasMore: boolean;
  onShowMore: () => void;
}

/**
 * A history of bookings, the client's or the Kooker's: 'À venir' and 'Passées' as of `now`, each
 * card drawn by `render`, and 'Afficher plus de réservations' while there are more.
 */
export function BookingLists({ bookings, now, render, hasMore, onShowMore }: BookingListsProps) {
  const { upcoming, past } = splitByTime(bookings, now);
  return (
    <>
      <BookingList title="À venir" items={upcoming} empty="Aucune réservation à venir." render={render} />
      <BookingList title="Passées" items={past} empty="Aucune réservation passée." render={render} />
      {hasMore && (
        <button type="button" className="button button--ghost" onClick={onShowMore}>
          Afficher plus de réservations
        </button>
      )}
    </>
  );
}

interface BookingListProps {
  title: string;
  items: readonly Booking[];
  empty: string;
  render: (booking: Booking) => ReactNode;
}

/** A titled list of booking cards ('À venir', 'Passées'), or a line saying it is empty. */
function BookingList({ title, items, empty, render }: BookingListProps) {
  return (
    <section className="booking-list" aria-label={title}>
      <h3 className="booking-list__title">
        {title} <span className="booking-list__count">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="booking-list__empty">{empty}</p>
      ) : (
        <ul className="booking-list__items">
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
