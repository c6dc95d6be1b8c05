import type { ReactNode } from 'react';

interface BookingListProps<T extends { id: string }> {
  title: string;
  items: readonly T[];
  empty: string;
  render: (item: T) => ReactNode;
}

/** A titled list of booking cards ('À venir', 'Passées'), or a line saying it is empty. */
export function BookingList<T extends { id: string }>({ title, items, empty, render }: BookingListProps<T>) {
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
