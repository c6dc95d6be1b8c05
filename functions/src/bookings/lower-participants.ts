import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/https';
import { decideLowerParticipants, lowerParticipantsSchema, type LowerParticipantsInput } from '@kookers/domain/booking';
import { answered, parse } from '../shared/parse';
import { documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { bookingUpdate, refusalError } from './decisions';
import { carryOutQuietly } from '../payments/carry-out';

/**
 * Lowers a booking's participants (docs/argent.md, « Moins de participants »; `lowerParticipants`
 * in domain/src/booking/booking-machine.ts): its client, until 48 h before the start, down to the
 * minimum. The price of the guests removed is refunded by the cancellation tiers as of the moment
 * this runs, and must be the refund the caller saw (`expectedRefund`, domain/src/money/consent.ts), or
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

/** The work, for a verified user and a valid payload, at `now`, in one transaction: read, decide (decideLowerParticipants), write. */
export async function lower(db: Firestore, uid: string, input: LowerParticipantsInput, now: Date) {
  const ref = documentOf(db, 'bookings', input.bookingId);
  const answer = await db.runTransaction(async (transaction) => {
    const decision = decideLowerParticipants({ booking: (await transaction.get(ref)).data() ?? null }, { ...input, uid }, now);
    if (!decision.ok) throw refusalError(decision.refusal);
    if (decision.change) transaction.update(ref, bookingUpdate(decision.change, now));
    return decision.answer;
  });
  // The refund is asked of the processor once written (carry-out.ts).
  await carryOutQuietly(db, input.bookingId, now);
  return answer;
}
