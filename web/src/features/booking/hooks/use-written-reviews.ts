import type { Booking, Review } from '@kookers/domain/model';
import { useEffect, useMemo, useState } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { loadReviewedBookings, writtenReviewsQuery } from '../api/reviews';

/** The reviews the user wrote, live, newest first (reactfire; a refused read throws to the LiveReadBoundary). */
export function useWrittenReviews(uid: string): { status: 'loading' } | { status: 'ready'; data: Review[] } {
  const written = useMemo(() => writtenReviewsQuery(uid), [uid]);
  const { status, data } = useFirestoreCollectionData(written);
  return status === 'loading' ? { status } : { status: 'ready', data };
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
