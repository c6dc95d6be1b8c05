import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { decide, momentOf, bookingFromData } from '@kookers/domain/booking';
import { releasePayout } from '../payments/ledger';
import { moveEach } from '../shared/in-batches';

const PAGE_SIZE = 200;
const CONCURRENT = 10;

/**
 * The hourly job (`complete` in domain/src/booking/booking-machine.ts): every confirmed booking whose end
 * has passed at `now` becomes completed, and the Kooker's payout is released in the ledger. Each
 * booking is moved in its own transaction, which reads it again: a booking cancelled meanwhile
 * is left as it is, and a second run (or two at once) finds nothing more to do.
 */
export async function completeBookings(db: Firestore, now: Date): Promise<{ completed: number }> {
  const due = db.collection('bookings').where('status', '==', 'confirmed').where('endAt', '<=', Timestamp.fromDate(now)).orderBy('endAt');
  // A page with nothing moved (all cancelled meanwhile, or completed by another run) ends the job.
  return { completed: await moveEach(due, (id) => completeOne(db, id, now), { pageSize: PAGE_SIZE, concurrency: CONCURRENT }) };
}

async function completeOne(db: Firestore, bookingId: string, now: Date): Promise<boolean> {
  const ref = db.collection('bookings').doc(bookingId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (!data) return false;
    const booking = bookingFromData(snapshot.id, data);
    const { startAt, endAt, ...moment } = momentOf(booking);
    if (!startAt || !endAt) return false;
    const decision = decide('complete', 'platform', { ...moment, startAt, endAt }, now);
    if (!decision.allowed) return false;
    const money = releasePayout(booking.id, booking.ledger, booking.amounts, now);
    transaction.update(ref, { status: decision.to, payout: money.payout, ledger: money.ledger, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}
