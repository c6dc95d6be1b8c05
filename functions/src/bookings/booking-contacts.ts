import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { contactFieldsAt, contactsStepAt, kookerContactPhone } from '@kookers/domain/booking';
import { CONTACTS_KEPT_AFTER_END_DAYS, FULL_REFUND_MIN_DAYS } from '@kookers/domain/rules';
import { collectionOf, documentOf } from '../shared/db';
import { moveEach } from '../shared/in-batches';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGES = { pageSize: 200, concurrency: 10 };

/**
 * The hourly job of a booking's contacts (docs/reservations.md, « Se joindre »;
 * domain/src/booking/booking-contacts.ts): a confirmed booking whose client can no longer cancel for a
 * full refund receives the Kooker's phone and, at the Kooker's, their address, as their private
 * profile holds them now (mailOnBooking then mails them to the client); a booking completed
 * CONTACTS_KEPT_AFTER_END_DAYS days ago loses both parties' phones and the private address. Each
 * booking in its own transaction, which reads it again: a second run, or two at once, change
 * nothing more.
 */
export async function shareAndEraseContacts(db: Firestore, now: Date): Promise<{ shared: number; erased: number }> {
  const bookings = collectionOf(db, 'bookings');
  const toShare = bookings
    .where('status', '==', 'confirmed')
    .where('contactsStatus', '==', 'withheld')
    .where('startAt', '<', Timestamp.fromMillis(now.getTime() + FULL_REFUND_MIN_DAYS * DAY_MS))
    .orderBy('startAt');
  const toErase = bookings
    .where('status', '==', 'completed')
    .where('contactsStatus', '==', 'shared')
    .where('endAt', '<=', Timestamp.fromMillis(now.getTime() - CONTACTS_KEPT_AFTER_END_DAYS * DAY_MS))
    .orderBy('endAt');
  const move = (id: string) => moveContacts(db, id, now);
  return {
    shared: await moveEach(toShare, move, PAGES),
    erased: await moveEach(toErase, move, PAGES),
  };
}

/**
 * One booking's contacts, read → decided (contactsStepAt) → written in one transaction, as the rule
 * shows them now (contactFieldsAt): the client's as the booking holds them, the Kooker's phone and,
 * at the Kooker's, address from their private profile as it is now; or both parties' erased.
 * Whether it wrote.
 */
async function moveContacts(db: Firestore, bookingId: string, now: Date): Promise<boolean> {
  const ref = documentOf(db, 'bookings', bookingId);
  return db.runTransaction(async (transaction) => {
    const booking = (await transaction.get(ref)).data();
    if (!booking) return false;
    const step = contactsStepAt(booking, now);
    if (!step) return false;
    const kooker = step === 'share' ? (await transaction.get(documentOf(db, 'users', booking.kookerId))).data() : undefined;
    const fields = contactFieldsAt(
      booking,
      {
        clientPhone: booking.contacts.client.phone,
        clientAddress: booking.place.location === 'client' ? booking.place.address : '',
        kookerPhone: kooker && kookerContactPhone(kooker),
        kookerAddress: kooker?.address,
      },
      now,
    );
    transaction.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}
