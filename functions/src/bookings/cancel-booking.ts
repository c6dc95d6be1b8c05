import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import {
  cancelBookingSchema,
  type CancelBookingInput,
  decide,
  momentOf,
  CONSENT_REFUSED,
  refundConsent,
  bookingFromData,
} from '@kookers/domain/booking';
import { answered, parse } from '../shared/parse';
import { requireVerifiedUser } from '../shared/guards';
import { cancellationUpdate } from './cancellation';
import { slotLockId } from './slot-lock';

/**
 * Cancels a booking (docs/reservations.md, `cancelByClient` / `cancelByKooker` in
 * domain/src/booking/booking-machine.ts): its client until 48 h before the start, refunded 100 % from 7
 * days before and 50 % after (of the participants still booked); its Kooker any time before the
 * start, with a reason the client reads, refunded all they still paid. The refund is computed as of the moment this runs, and must be the one
 * the caller saw (`expectedRefund`, domain/src/booking/consent.ts), or nothing changes; the amounts split
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
  return cancel(db, uid, parse(cancelBookingSchema, request.data), now);
}

export async function cancel(db: Firestore, uid: string, input: CancelBookingInput, now: Date) {
  const ref = db.collection('bookings').doc(input.bookingId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (!data) throw new HttpsError('not-found', 'Cette réservation n’existe pas.');
    const booking = bookingFromData(snapshot.id, data);
    const actor = uid === booking.clientId ? 'client' : uid === booking.kookerId ? 'kooker' : null;
    if (!actor) throw new HttpsError('permission-denied', 'Cette réservation n’est pas la vôtre.');
    const reason = input.reason?.trim() ?? '';
    if (actor === 'kooker' && reason === '')
      throw new HttpsError('invalid-argument', 'Indiquez la raison de l’annulation : le client la lira.');
    const { startAt, endAt, ...moment } = momentOf(booking);
    if (!startAt || !endAt) throw new HttpsError('failed-precondition', 'Cette réservation est incomplète : contactez-nous.');

    const decision = decide(actor === 'client' ? 'cancelByClient' : 'cancelByKooker', actor, { ...moment, startAt, endAt }, now);
    if (!decision.allowed) throw new HttpsError(decision.code, decision.reason);
    const {
      refund: refunded,
      commission,
      kookerPayout,
      percent,
    } = decision.refund ?? { refund: 0, commission: 0, kookerPayout: 0, percent: 0 };
    const refundChanged = refundConsent(input.expectedRefund, { refund: refunded, percent });
    if (refundChanged) throw new HttpsError('failed-precondition', CONSENT_REFUSED.refund, refundChanged);
    // What was refunded when the participants were lowered stays refunded (docs/argent.md).
    const amounts = { total: booking.amounts.total, refund: booking.amounts.refund + refunded, commission, kookerPayout };
    transaction.update(
      ref,
      cancellationUpdate(booking, { to: decision.to, refunded, amounts, by: actor, reason: actor === 'kooker' ? reason : null, at: now }),
    );
    // The client's cancellation offers the slot again; the Kooker's keeps it closed: they said
    // they cannot make it (docs/reservations.md).
    const lock = db.collection('slotLocks').doc(slotLockId(booking.kookerId, booking.date, booking.time));
    if (actor === 'client') transaction.delete(lock);
    else transaction.set(lock, { closedByKooker: true }, { merge: true });
    return { status: decision.to, refund: refunded, percent };
  });
}
