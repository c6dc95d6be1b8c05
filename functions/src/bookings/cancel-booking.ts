import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall, type CallableRequest } from 'firebase-functions/https';
import { maskedForMember } from '@kookers/domain/messaging';
import { cancelBookingSchema, decideCancellation, type CancelBookingInput } from '@kookers/domain/booking';
import { answered, parse } from '../shared/parse';
import { documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { bookingUpdate, refusalError } from './decisions';
import { slotLockId } from './slot-lock';
import { carryOutQuietly } from '../payments/carry-out';

/**
 * Cancels a booking (docs/reservations.md, `cancelByClient` / `cancelByKooker` in
 * domain/src/booking/booking-machine.ts): its client until 48 h before the start, refunded 100 % from 7
 * days before and 50 % after (of the participants still booked); its Kooker any time before the
 * start, with a reason the client reads, refunded all they still paid. The refund is computed as of the moment this runs, and must be the one
 * the caller saw (`expectedRefund`, domain/src/money/consent.ts), or nothing changes; the amounts split
 * again on what is kept, the refund and the Kooker's share recorded in the ledger. A client's
 * cancellation offers the slot again (its lock deleted; the availability trigger rebuilds the
 * slots); a Kooker's keeps it closed (the lock stays, marked `closedByKooker`). A second
 * cancellation is refused. Returns `{ status, refund, percent }`.
 */
export const cancelBooking = onCall((request) =>
  answered(
    () => cancelBookingCall(getFirestore(), request, new Date()),
    (message, error) => logger.error(message, { function: 'cancelBooking', error: String(error) }),
  ),
);

/** The callable's work, for a request's session and payload, at `now`. */
export function cancelBookingCall(db: Firestore, request: Pick<CallableRequest<unknown>, 'auth' | 'data'>, now: Date) {
  const { uid } = requireVerifiedUser(request);
  return cancel(db, uid, maskedForMember('cancelBookingSchema', parse(cancelBookingSchema, request.data), true), now);
}

/** The work, in one transaction: read the booking, decide (decideCancellation, domain/src/booking/decide-cancellation.ts), write. */
export async function cancel(db: Firestore, uid: string, input: CancelBookingInput, now: Date) {
  const ref = documentOf(db, 'bookings', input.bookingId);
  const answer = await db.runTransaction(async (transaction) => {
    const decision = decideCancellation({ booking: (await transaction.get(ref)).data() ?? null }, { ...input, uid }, now);
    if (!decision.ok) throw refusalError(decision.refusal);
    const { change, lock } = decision;
    transaction.update(ref, bookingUpdate(change, now));
    const lockRef = documentOf(db, 'slotLocks', slotLockId(change.booking.kookerId, change.booking.date, change.booking.time));
    if (lock === 'delete') transaction.delete(lockRef);
    else transaction.set(lockRef, { closedByKooker: true }, { merge: true });
    return decision.answer;
  });
  // The refund is asked of the processor once the cancellation is written (carry-out.ts).
  await carryOutQuietly(db, input.bookingId, now);
  return answer;
}
