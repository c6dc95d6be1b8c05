import type { Booking } from '@kookers/domain/booking';
import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { reviewedBookingsQuery } from '../api/reviews';

/**
 * The bookings the user reviewed, each with its review, live, newest review first (reactfire; a
 * refused read throws to the LiveReadBoundary).
 */
export function useReviewedBookings(uid: string): { status: 'loading' } | { status: 'ready'; data: Booking[] } {
  const reviewed = useMemo(() => reviewedBookingsQuery(uid), [uid]);
  const { status, data } = useFirestoreCollectionData(reviewed);
  return status === 'loading' ? { status } : { status: 'ready', data };
}
