import type {
  CalendarFeedUrlInput,
  CalendarFeedUrlResult,
  CancelBookingInput,
  CancelBookingResult,
  LowerParticipantsInput,
  LowerParticipantsResult,
} from '@kookers/domain/booking';
import { limit, orderBy, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import { collectionOf, documentOf } from '../../../lib/store';
import type { Viewer } from '../booking-format';

/**
 * One booking, to follow live (a cancellation or the completion shows at once). The rules let
 * only its client and its Kooker read it: anyone else, like an id that does not exist, gets
 * `permission-denied`.
 */
export const bookingRef = (id: string) => documentOf('bookings', id);

/** A Kooker's public profile: who the contract of an accepted offer is made with (components/accept-offer-dialog.tsx). */
export const kookerRef = (id: string) => documentOf('kookers', id);

/**
 * The `count` latest bookings of a client or a Kooker, latest start first (indexes
 * clientId/kookerId ↑ startAt ↓).
 */
export function bookingsOfQuery(viewer: Viewer, uid: string, count: number) {
  return query(
    collectionOf('bookings'),
    where(viewer === 'client' ? 'clientId' : 'kookerId', '==', uid),
    orderBy('startAt', 'desc'),
    limit(count),
  );
}

/**
 * Cancels a booking through the `cancelBooking` function, which applies the 48 h rule and the
 * refund tiers as of the moment it runs (a preview may be refused a minute later: its French
 * message says why).
 */
export async function cancelBooking(input: CancelBookingInput): Promise<CancelBookingResult> {
  const call = httpsCallable<CancelBookingInput, CancelBookingResult>(functions, 'cancelBooking', { timeout: 30_000 });
  return (await call(input)).data;
}

/**
 * Lowers a booking's participants through the `lowerParticipants` function, which refunds the
 * guests removed by the tiers as of the moment it runs, and only the refund the client saw.
 */
export async function lowerParticipants(input: LowerParticipantsInput): Promise<LowerParticipantsResult> {
  const call = httpsCallable<LowerParticipantsInput, LowerParticipantsResult>(functions, 'lowerParticipants', { timeout: 30_000 });
  return (await call(input)).data;
}

/**
 * The private address of the Kooker's calendar feed (docs/notifications.md, « Le calendrier
 * d'un Kooker »); `regenerate` makes a new one and the old one stops working.
 */
export async function calendarFeedUrl(regenerate: boolean): Promise<string> {
  const call = httpsCallable<CalendarFeedUrlInput, CalendarFeedUrlResult>(functions, 'calendarFeedUrl', { timeout: 30_000 });
  return (await call({ regenerate })).data.url;
}
