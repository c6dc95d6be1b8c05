/**
 * `lowerParticipants` (docs/reservations.md, « Moins de participants »), decided on the booking as
 * the function's transaction read it. Pure: the function reads, asks, and writes.
 */
import { decide, momentOf, UNDATED } from './booking-machine';
import type { LowerParticipantsInput } from './booking-input';
import { CONSENT_REFUSED, refundConsent } from '../money/consent';
import { BOOKING_CHANGE_REFUSED } from './decide-cancellation';
import { refused, SERVER_TIME, type Decision } from '../rules/decision';
import type { BookingChange } from './decision';
import type { Booking } from './model';
import { partiallyRefunded } from '../money/payments';

/** A call of lowerParticipants: its validated input, and who calls. */
export interface ParticipantsRequest extends LowerParticipantsInput {
  uid: string;
}

export type ParticipantsDecision = Decision<{
  /** Null for a retry of the change already made: nothing to write, the same answer. */
  change: BookingChange | null;
  answer: { participants: number; refund: number; percent: number };
}>;

/**
 * Whether the caller may lower the booking's participants at `now`, and what to write then: its
 * client only, as the state machine allows (booking-machine.ts, `decide`), for the refund the
 * client saw (domain/src/money/consent.ts); the commission and the payout recomputed on what is kept, the refund
 * recorded with the change. A call repeated once the change took effect (a retry after a lost
 * answer) writes nothing and answers the same.
 */
export function decideLowerParticipants(
  documents: { booking: Booking | null },
  request: ParticipantsRequest,
  now: Date,
): ParticipantsDecision {
  const { booking } = documents;
  if (!booking) return refused('not-found', BOOKING_CHANGE_REFUSED.missing);
  if (request.uid !== booking.clientId)
    return refused(
      'permission-denied',
      request.uid === booking.kookerId ? BOOKING_CHANGE_REFUSED.onlyClient : BOOKING_CHANGE_REFUSED.notYours,
    );
  const { startAt, endAt, ...moment } = momentOf(booking);
  if (!startAt || !endAt) return refused('failed-precondition', UNDATED);

  const last = booking.ledger.at(-1);
  if (booking.status === 'confirmed' && last?.participants?.to === request.participants && booking.participants === request.participants)
    return {
      ok: true,
      change: null,
      answer: { participants: request.participants, refund: last.amount, percent: last.participants.percent },
    };

  const decision = decide('lowerParticipants', 'client', { ...moment, startAt, endAt }, now, request.participants);
  if (!decision.allowed) return refused(decision.code, decision.reason);
  if (!decision.refund) return refused('internal', 'Le remboursement n’a pas pu être calculé.');
  const { refund, percent, commission, kookerPayout } = decision.refund;
  const refundChanged = refundConsent(request.expectedRefund, { refund, percent });
  if (refundChanged) return refused('failed-precondition', CONSENT_REFUSED.refund, refundChanged);

  const amounts = { total: booking.amounts.total, refund: booking.amounts.refund + refund, commission, kookerPayout };
  const money = partiallyRefunded(refund, amounts, { from: booking.participants, to: request.participants, percent });
  return {
    ok: true,
    change: {
      booking,
      update: { participants: request.participants, amounts, 'payment.status': money.paymentStatus, updatedAt: SERVER_TIME },
      movements: money.movements,
    },
    answer: { participants: request.participants, refund, percent },
  };
}
