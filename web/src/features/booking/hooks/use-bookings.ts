import type { Booking } from '@kookers/domain/model';
import { useCallback, useState } from 'react';
import { watchBooking, watchBookingsOf } from '../api/bookings';
import type { Viewer } from '../booking-format';
import { useLive } from './use-live';

const PAGE_SIZE = 50;

/** One booking, live; null when it does not exist. */
export function useBooking(id: string) {
  const subscribe = useCallback((onValue: (booking: Booking | null) => void, onError: (error: Error) => void) => watchBooking(id, onValue, onError), [id]);
  return useLive(`booking:${id}`, subscribe);
}

/** The latest bookings of a client or a Kooker, live, 50 more at each `showMore`. */
export function useBookingsOf(viewer: Viewer, uid: string) {
  const [max, setMax] = useState(PAGE_SIZE);
  const subscribe = useCallback(
    (onValue: (page: { bookings: Booking[]; hasMore: boolean }) => void, onError: (error: Error) => void) =>
      watchBookingsOf(viewer, uid, max, (bookings, hasMore) => onValue({ bookings, hasMore }), onError),
    [viewer, uid, max],
  );
  const state = useLive(`${viewer}:${uid}`, subscribe);
  return { ...state, showMore: () => setMax((n) => n + PAGE_SIZE) };
}
