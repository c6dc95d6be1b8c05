import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { dataOf, unchangedFields } from '../shared/changes';
import { rebuildAvailability } from './rebuild-availability';

/** The booking fields that decide which slots it takes. */
const AVAILABILITY_FROM_BOOKING = ['kookerId', 'status', 'startAt', 'endAt'] as const;

/**
 * Rebuilds the free slots of the Kooker of a booking when it is made, cancelled, completed,
 * moved or deleted (both Kookers' if it changed hands). Writes that leave its time and status
 * alone (a payout released, a refund recorded) are ignored.
 */
export const availabilityOnBooking = onDocumentWritten('bookings/{bookingId}', async (event) => {
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  if (unchangedFields(before, after, AVAILABILITY_FROM_BOOKING)) return;
  const kookerIds = new Set([before?.kookerId, after?.kookerId].filter((id): id is string => typeof id === 'string' && id !== ''));
  const now = new Date();
  await Promise.all([...kookerIds].map((kookerId) => rebuildAvailability(getFirestore(), kookerId, now)));
});
