import type { CancelBookingInput, Booking } from '@kookers/domain/booking';
import { getDocsFromServer } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { withTimeout } from '../../../lib/with-timeout';
import { upcomingBookingsQuery } from './upcoming-bookings-query';

const READ_TIMEOUT_MS = 15_000;

/**
 * Cancels a booking as its Kooker: the `cancelBooking` function, which the route gives this
 * feature from the booking feature (docs/contribuer.md: a route composes features).
 */
export type CancelAsKooker = (input: CancelBookingInput) => Promise<unknown>;

/**
 * The Kooker's confirmed bookings that start after `now`, soonest first, read from the server,
 * never from a cache: a change of schedule is checked against what is really booked
 * (docs/reservations.md, « Côté Kooker »).
 */
export async function readUpcomingBookings(uid: string, now: Date): Promise<Booking[]> {
  const snapshot = await withTimeout(getDocsFromServer(upcomingBookingsQuery(firestore, uid, now)), READ_TIMEOUT_MS);
  return snapshot.docs.map((document) => document.data());
}
