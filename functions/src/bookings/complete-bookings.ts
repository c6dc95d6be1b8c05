import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { decideCompletion } from '@kookers/domain/booking';
import { collectionOf, documentOf } from '../shared/db';
import { moveEach } from '../shared/in-batches';
import { bookingUpdate } from './decisions';

const PAGE_SIZE = 200;
const CONCURRENT = 10;

/**
 * The hourly job (`complete` in domain/src/booking/booking-machine.ts): every confirmed booking whose end
 * has passed at `now` becomes completed, and the Kooker's share earned, held 48 h for a complaint
 * (docs/argent.md, « Le solde du Kooker »). Each
 * booking is moved in its own transaction, which reads it again: a booking cancelled meanwhile
 * is left as it is, and a second run (or two at once) finds nothing more to do.
 */
export async function completeBookings(db: Firestore, now: Date): Promise<{ completed: number }> {
  const due = collectionOf(db, 'bookings')
    .where('status', '==', 'confirmed')
    .where('endAt', '<=', Timestamp.fromDate(now))
    .orderBy('endAt');
  // A page with nothing moved (all cancelled meanwhile, or completed by another run) ends the job.
  return { completed: await moveEach(due, (id) => completeOne(db, id, now), { pageSize: PAGE_SIZE, concurrency: CONCURRENT }) };
}

/** One booking, in its own transaction: read, decide (decideCompletion), write. Whether it wrote. */
async function completeOne(db: Firestore, bookingId: string, now: Date): Promise<boolean> {
  const ref = documentOf(db, 'bookings', bookingId);
  return db.runTransaction(async (transaction) => {
    const decision = decideCompletion({ booking: (await transaction.get(ref)).data() ?? null }, now);
    if (decision.ok) transaction.update(ref, bookingUpdate(decision.change, now));
    return decision.ok;
  });
}
