import { FieldValue } from 'firebase-admin/firestore';
import type { Booking, BookingAmounts, BookingStatus } from '@kookers/domain/booking';
import { refund } from '../payments/ledger';

/**
 * What a booking keeps of the parties' phones and private address once they must no longer read
 * each other's (domain/src/booking/booking-contacts.ts): nothing. Their names stay.
 */
export const ERASED_CONTACTS = {
  'contacts.client.phone': '',
  'contacts.kookerPhone': '',
  'place.address': '',
  contactsStatus: 'erased',
} as const;

/**
 * What a cancellation writes on its booking, whoever cancels (docs/reservations.md): the new
 * status, the amounts after `refunded` goes back to the client, the payment, payout and ledger
 * that follow (docs/argent.md), who cancelled, when and why; and neither party's phone nor the
 * private address stays on it (docs/reservations.md, « Se joindre »).
 */
export function cancellationUpdate(
  booking: Pick<Booking, 'id' | 'ledger'>,
  change: {
    to: BookingStatus;
    refunded: number;
    amounts: BookingAmounts;
    by: NonNullable<Booking['cancelledBy']>;
    reason: string | null;
    at: Date;
  },
) {
  const money = refund(booking.id, booking.ledger, change.refunded, change.amounts, change.at);
  return {
    status: change.to,
    amounts: change.amounts,
    'payment.status': money.paymentStatus,
    payout: money.payout,
    ledger: money.ledger,
    cancelledBy: change.by,
    cancelledAt: FieldValue.serverTimestamp(),
    cancellationReason: change.reason,
    ...ERASED_CONTACTS,
    updatedAt: FieldValue.serverTimestamp(),
  };
}
