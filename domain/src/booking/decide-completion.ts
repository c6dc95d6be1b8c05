/**
 * `complete` (docs/reservations.md, « Terminer »), decided on the booking as the hourly job's
 * transaction read it again. Pure: the job reads, asks, and writes.
 */
import { decide, momentOf, UNDATED } from './booking-machine';
import { BOOKING_CHANGE_REFUSED } from './decide-cancellation';
import { refused, SERVER_TIME, type Decision } from '../rules/decision';
import type { BookingChange } from './decision';
import type { Booking } from './model';
import { completedEarning } from '../money/payments';

/**
 * Whether the booking is completed at `now` (confirmed, its end passed), and what to write then:
 * the Kooker's share earned, held for the complaint window (domain/src/money/payments.ts). A booking cancelled or completed meanwhile is
 * refused: the job leaves it as it is.
 */
export function decideCompletion(documents: { booking: Booking | null }, now: Date): Decision<{ change: BookingChange }> {
  const { booking } = documents;
  if (!booking) return refused('not-found', BOOKING_CHANGE_REFUSED.missing);
  const { startAt, endAt, ...moment } = momentOf(booking);
  if (!startAt || !endAt) return refused('failed-precondition', UNDATED);
  const decision = decide('complete', 'platform', { ...moment, startAt, endAt }, now);
  if (!decision.allowed) return refused(decision.code, decision.reason);
  const { payout, movements } = completedEarning(booking.amounts, now);
  return { ok: true, change: { booking, update: { status: decision.to, payout, updatedAt: SERVER_TIME }, movements } };
}
