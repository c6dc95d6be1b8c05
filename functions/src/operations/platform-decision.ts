import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { decideByPlatform, bookingFromData, formatCents } from '@kookers/domain/booking';
import { platformSettlement, settlementProblem, type OperatorCancellation, type OperatorLogEntry } from '@kookers/domain/operations';
import { slotLockId } from '../bookings/slot-lock';
import { cancellationUpdate } from '../bookings/cancellation';
import { refundSettled } from '../payments/ledger';
import { logInTransaction } from './operator-log';

export interface PlatformOutcome {
  outcome: 'done' | 'already' | 'refused';
  /** What happened, in French, for the operator's log. */
  detail: string;
}

interface Options {
  /** What the client reads as the reason of a cancellation (the operator's own, or the suspension's sentence). */
  cancellationReason: string;
  /**
   * Decide only a booking still confirmed when read in the decision's transaction: a suspension
   * cancels bookings to come, never refunds again one its client or Kooker settled meanwhile.
   */
  onlyIfConfirmed?: boolean;
  /** The log entry to write with the decision, in the same transaction. */
  log?: { id: string; entry: Pick<OperatorLogEntry, 'action' | 'target' | 'reason'> };
}

/**
 * Kookers' team decides a booking (docs/reservations.md, `cancelByPlatform`,
 * `refundCompletedByPlatform`, `refundCancelledByPlatform`): a confirmed booking is cancelled,
 * `refundPercent` of what the client still paid given back, the rest split again and the Kooker's
 * share paid out, the slot offered again; a settled one (completed, or cancelled by its client
 * or Kooker) refunds the client again, taken back from the Kooker's payout (docs/argent.md). One
 * decision per booking, kept in `platformDecision`: the same one again is already done, another
 * one is refused; so is one that would leave a negative commission (settlementProblem: a booking
 * corrected by hand). Decided on the booking as read in the transaction. All in one transaction
 * with its log entry.
 */
export async function decideForBooking(
  db: Firestore,
  bookingId: string,
  request: OperatorCancellation,
  now: Date,
  options: Options,
): Promise<PlatformOutcome> {
  const ref = db.collection('bookings').doc(bookingId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (!data) return { outcome: 'refused', detail: 'Cette réservation n’existe pas.' };
    const booking = bookingFromData(snapshot.id, data);
    const earlier = booking.platformDecision;
    if (earlier && earlier.refundPercent === request.refundPercent)
      return {
        outcome: 'already',
        detail: `Déjà fait : l’équipe Kookers a déjà décidé de cette réservation à ${earlier.refundPercent} % (${formatCents(earlier.refund)} remboursés). Rien n’a changé.`,
      };
    if (options.onlyIfConfirmed && booking.status !== 'confirmed')
      return { outcome: 'refused', detail: `Cette réservation n’est plus confirmée (${booking.status}) : elle est laissée telle quelle.` };
    const decision = decideByPlatform(booking.status, earlier !== null);
    if (!decision.allowed)
      return { outcome: 'refused', detail: `${decision.reason} Décision en place : ${earlier?.refundPercent ?? 0} %.` };

    const cancelling = decision.name === 'cancelByPlatform';
    const released = !cancelling && booking.payout.status === 'released';
    const settlement = platformSettlement(booking.amounts, request.refundPercent, released);
    const problem = settlementProblem(settlement);
    if (problem) return { outcome: 'refused', detail: problem };
    const { amounts } = settlement;
    const platformDecision = {
      reason: request.reason,
      refundPercent: request.refundPercent,
      refund: settlement.refund,
      clawback: settlement.clawback,
      at: FieldValue.serverTimestamp(),
    };
    let detail: string;
    if (cancelling) {
      transaction.update(ref, {
        ...cancellationUpdate(booking, {
          to: decision.to,
          refunded: settlement.refund,
          amounts,
          by: 'platform',
          reason: options.cancellationReason,
          at: now,
        }),
        platformDecision,
      });
      // The slot is offered again, as after a client's cancellation: the Kooker did not say they cannot make it.
      transaction.delete(db.collection('slotLocks').doc(slotLockId(booking.kookerId, booking.date, booking.time)));
      detail = `Réservation annulée par l’équipe Kookers : ${formatCents(settlement.refund)} remboursés au client (${request.refundPercent} %), ${formatCents(amounts.kookerPayout)} versés au Kooker, ${formatCents(amounts.commission)} de commission.`;
    } else {
      const money = refundSettled(booking.id, booking.ledger, settlement.refund, settlement.clawback, amounts, now);
      transaction.update(ref, {
        amounts,
        'payment.status': money.paymentStatus,
        ledger: money.ledger,
        platformDecision,
        updatedAt: FieldValue.serverTimestamp(),
      });
      detail = `Remboursement par l’équipe Kookers après ${booking.status === 'completed' ? 'la prestation' : 'l’annulation'} : ${formatCents(settlement.refund)} remboursés au client (${request.refundPercent} % de ce qu’il avait payé), ${formatCents(settlement.clawback)} repris sur la part du Kooker.`;
    }
    if (options.log) logInTransaction(db, transaction, options.log.id, { ...options.log.entry, outcome: 'done', detail });
    return { outcome: 'done', detail };
  });
}
