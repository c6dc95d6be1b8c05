import { getFirestore } from 'firebase-admin/firestore';
import { dataOf, unchangedFields } from '../shared/changes';
import { documentOf } from '../shared/db';
import { rebuildAvailability } from './rebuild-availability';
import type { WrittenEvent } from '../shared/trigger-events';

/** The booking fields that decide which slots it takes. */
const AVAILABILITY_FROM_BOOKING = ['kookerId', 'clientId', 'status', 'startAt', 'endAt'] as const;

const ids = (...values: unknown[]) => new Set(values.filter((id): id is string => typeof id === 'string' && id !== ''));

/**
 * Rebuilds the free slots of the Kooker of a booking when it is made, cancelled, completed,
 * moved or deleted (both Kookers' if it changed hands), and of its client when the client is a
 * Kooker too: their own booking takes their time (docs/reservations.md). Writes that leave its
 * parties, time and status alone (a payout released, a refund recorded) are ignored.
 */
export async function availabilityOnBooking(event: WrittenEvent<'bookings'>): Promise<void> {
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  if (unchangedFields(before, after, AVAILABILITY_FROM_BOOKING)) return;
  const db = getFirestore();
  const kookerIds = ids(before?.kookerId, after?.kookerId);
  const clientIds = [...ids(before?.clientId, after?.clientId)].filter((id) => !kookerIds.has(id));
  // A client without a Kooker profile has no slots: no availability document is made for them.
  const clientKookers = await Promise.all(clientIds.map(async (id) => ((await documentOf(db, 'kookers', id).get()).exists ? [id] : [])));
  const now = new Date();
  await Promise.all([...kookerIds, ...clientKookers.flat()].map((kookerId) => rebuildAvailability(db, kookerId, now)));
}
