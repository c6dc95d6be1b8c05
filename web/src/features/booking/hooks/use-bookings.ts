import type { Booking } from '@kookers/domain/booking';
import { useMemo, useState } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { bookingRef, bookingsOfQuery } from '../api/bookings';
import type { Viewer } from '../booking-format';

const PAGE_SIZE = 50;

/**
 * One booking, live (reactfire; a refused read throws to the screen's LiveReadBoundary): null
 * when it does not exist.
 */
export function useBooking(id: string): { status: 'loading' } | { status: 'ready'; data: Booking | null } {
  const ref = useMemo(() => bookingRef(id), [id]);
  const { status, data } = useFirestoreDocData(ref);
  return status === 'loading' ? { status } : { status: 'ready', data: data ?? null };
}

interface BookingsPage {
  bookings: Booking[];
  hasMore: boolean;
}

/**
 * The latest bookings of a client or a Kooker, live, 50 more at each `showMore` (one more is read
 * to know whether more exist). While a longer list loads, the current one stays on screen.
 */
export function useBookingsOf(viewer: Viewer, uid: string) {
  const [max, setMax] = useState(PAGE_SIZE);
  const mine = useMemo(() => bookingsOfQuery(viewer, uid, max + 1), [viewer, uid, max]);
  const { status, data } = useFirestoreCollectionData(mine);
  const [shown, setShown] = useState<{ rows: Booking[]; page: BookingsPage } | null>(null);
  if (status === 'success' && data !== shown?.rows)
    setShown({ rows: data, page: { bookings: data.slice(0, max), hasMore: data.length > max } });
  const showMore = () => setMax((n) => n + PAGE_SIZE);
  return shown === null ? ({ status: 'loading', showMore } as const) : ({ status: 'ready', data: shown.page, showMore } as const);
}
