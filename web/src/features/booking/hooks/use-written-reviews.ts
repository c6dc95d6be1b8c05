import type { Booking, Review } from '@kookers/domain/model';
import { useCallback, useEffect, useState } from 'react';
import { loadReviewedBookings, watchWrittenReviews } from '../api/reviews';
import { useLive } from './use-live';

/** The reviews the user wrote, live, newest first. */
export function useWrittenReviews(uid: string) {
  const subscribe = useCallback((onValue: (reviews: Review[]) => void, onError: (error: Error) => void) => watchWrittenReviews(uid, onValue, onError), [uid]);
  return useLive(`reviews:${uid}`, subscribe);
}

/**
 * The bookings those reviews were about (the Kooker's name lives there), read once per set of
 * reviews; an empty map until then, or if they cannot be read (the reviews still show).
 */
export function useReviewedBookings(ids: readonly string[]): Map<string, Booking> {
  const key = ids.join(',');
  const [found, setFound] = useState<{ key: string; bookings: Map<string, Booking> }>({ key: '', bookings: new Map() });
  useEffect(() => {
    if (key === '') return;
    let active = true;
    loadReviewedBookings(key.split(',')).then(
      (bookings) => active && setFound({ key, bookings }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [key]);
  return found.bookings;
}
