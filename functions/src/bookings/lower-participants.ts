import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/https';
import {
  lowerParticipantsSchema,
  type LowerParticipantsInput,
  decide,
  momentOf,
  CONSENT_REFUSED,
  refundConsent,
  bookingFromData,
} from '@kookers/domain/booking';
import { partialRefund } from '../payments/ledger';
import { answered, parse } from '../shared/parse';
import { requireVerifiedUser } from '../shared/guards';

/**
 * Lowers a booking's participants (docs/argent.md, « Moins de participants »; `lowerParticipants`
 * in domain/src/booking/booking-machine.ts): its client, until 48 h before the start, down to the
 * minimum. The price of the guests removed is refunded by the cancellation tiers as of the moment
 * this runs, and must be the refund the caller saw (`expectedRefund`, domain/src/booking/consent.ts), or
 * nothing changes. The commission and the Kooker's payout are recomputed on what is kept, the
 * refund recorded in the ledger; the booking stays confirmed, its slot taken. A call repeated
 * once it took effect (a retry after a lost answer) changes nothing and answers the same.
 * Returns `{ participants, refund, percent }`.
 */
export const lowerParticipants = onCall((request) =>
  answered(
    () => {
      const { uid } = requireVerifiedUser(request);
      return lower(getFirestore(), uid, parse(lowerParticipantsSchema, request.data), new Date());
    },
    (message, error) => logger.error(message, { function: 'lowerParticipants', error: String(error) }),
  ),
);

/** The work, for a verified user and a valid payload, at `now`. */
export async function lower(db: Firestore, uid: string, input: LowerParticipantsInput, now: Date) {
  const ref = db.collection('bookings').doc(input.bookingId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (!data) throw new HttpsError('not-found', 'Cette réservation n’existe pas.');
    const booking = bookingFromData(snapshot.id, data);
    if (uid !== booking.clientId) {
      throw new HttpsError(
        'permission-denied',
        uid === booking.kookerId ? 'Seul le client peut modifier le nombre de participants.' : 'Cette réservation n’est pas la vôtre.',
      );
    }
    const { startAt, endAt, ...moment } = momentOf(booking);
    if (!startAt || !endAt) throw new HttpsError('failed-precondition', 'Cette réservation est incomplète : contactez-nous.');

    // A retry of the change that already took effect: the same answer, nothing written again.
    const last = booking.ledger.at(-1);
    if (
      booking.status === 'confirmed' &&
      last?.participants &&
      last.participants.to === input.participants &&
      booking.participants === input.participants
    )
      return { participants: input.participants, refund: last.amount, percent: last.participants.percent };

    const decision = decide('lowerParticipants', 'client', { ...moment, startAt, endAt }, now, input.participants);
    if (!decision.allowed) throw new HttpsError(decision.code, decision.reason);
    if (!decision.refund) throw new HttpsError('internal', 'Le remboursement n’a pas pu être calculé.');
    const { refund: refunded, percent, commission, kookerPayout } = decision.refund;
    const refundChanged = refundConsent(input.expectedRefund, { refund: refunded, percent });
    if (refundChanged) throw new HttpsError('failed-precondition', CONSENT_REFUSED.refund, refundChanged);

    const amounts = { total: booking.amounts.total, refund: booking.amounts.refund + refunded, commission, kookerPayout };
    const change = { from: booking.participants, to: input.participants, percent };
    const money = partialRefund(booking.id, booking.ledger, refunded, amounts, now, change);
    transaction.update(ref, {
      participants: input.participants,
      amounts,
      'payment.status': money.paymentStatus,
      ledger: money.ledger,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { participants: input.participants, refund: refunded, percent };
  });
}
