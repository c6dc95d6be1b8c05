/**
 * What a decision on a booking answers besides the words every decision shares
 * (domain/src/rules/decision.ts): what changes on the booking, and the money that moves as
 * movements that the payments module carries out and records in the ledger
 * (domain/src/money/payments.ts).
 */
import type { Movement } from '../money/booking-money';
import type { ServerTime, Written } from '../rules/decision';
import type { Booking } from './model';

/**
 * What a decision changes on a booking: its fields, a nested one by its dotted path; the ledger
 * aside, appended by the payments module from the decision's movements (domain/src/money/payments.ts).
 */
export type BookingUpdate = Partial<Written<Omit<Booking, 'id' | 'payment' | 'ledger'>>> & {
  'payment.status'?: Booking['payment']['status'];
  'payment.paidAt'?: Date | ServerTime;
  'payment.failure'?: string | null;
  'payout.status'?: Booking['payout']['status'];
  'complaint.status'?: NonNullable<Booking['complaint']>['status'];
  'contacts.client.phone'?: string;
  'contacts.kookerPhone'?: string;
  'place.address'?: string;
};

/** A change of a booking: the booking as read, what changes on it, and the money that moves (its ledger grows by these). */
export interface BookingChange {
  booking: Booking;
  update: BookingUpdate;
  movements: Movement[];
}
