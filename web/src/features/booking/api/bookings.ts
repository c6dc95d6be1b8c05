import type { CancelBookingInput } from '@kookers/domain/booking-input';
import { collections, type Booking } from '@kookers/domain/model';
import { collection, doc, limit, onSnapshot, orderBy, query, where, type Unsubscribe } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { converters } from '../../../lib/converters';
import { firestore } from '../../../lib/firestore';
import { functions } from '../../../lib/functions';
import type { Viewer } from '../booking-format';

const bookings = collection(firestore, collections.bookings.name).withConverter(converters.bookings);

/**
 * Follows one booking live (a cancellation or the completion shows at once). The rules let only
 * its client and its Kooker read it: anyone else, like an id that does not exist, gets
 * `permission-denied`.
 */
export function watchBooking(id: string, onBooking: (booking: Booking | null) => void, onError: (error: Error) => void): Unsubscribe {
  return onSnapshot(doc(bookings, id), (snapshot) => onBooking(snapshot.data() ?? null), onError);
}

/**
 * Follows the `max` latest bookings of a client or a Kooker, latest start first (indexes
 * clientId/kookerId ↑ startAt ↓). One more is read to know whether more exist.
 */
export function watchBookingsOf(
  viewer: Viewer,
  uid: string,
  max: number,
  onBookings: (bookings: Booking[], hasMore: boolean) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const mine = query(bookings, where(viewer === 'client' ? 'clientId' : 'kookerId', '==', uid), orderBy('startAt', 'desc'), limit(max + 1));
  return onSnapshot(
    mine,
    (snapshot) => {
      const found = snapshot.docs.map((booking) => booking.data());
      onBookings(found.slice(0, max), found.length > max);
    },
    onError,
  );
}

export interface CancelResult {
  status: 'cancelled';
  /** Cents given back to the client. */
  refund: number;
  percent: number;
}

/**
 * Cancels a booking through the `cancelBooking` function, which applies the 48 h rule and the
 * refund tiers as of the moment it runs (a preview may be refused a minute later: its French
 * message says why).
 */
export async function cancelBooking(input: CancelBookingInput): Promise<CancelResult> {
  const call = httpsCallable<CancelBookingInput, CancelResult>(functions, 'cancelBooking', { timeout: 30_000 });
  return (await call(input)).data;
}
