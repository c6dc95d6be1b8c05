import { FieldValue, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { contactsStepAt } from '@kookers/domain/booking-contacts';
import { bookingFromData, userFromData } from '@kookers/domain/model';
import { CONTACTS_KEPT_AFTER_END_DAYS, FULL_REFUND_MIN_DAYS } from '@kookers/domain/rules';
import { mapConcurrently } from '../shared/in-batches';
import { ERASED_CONTACTS } from './cancellation';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE_SIZE = 200;
const CONCURRENT = 10;

/**
 * The hourly job of a booking's contacts (docs/reservations.md, « Se joindre »;
 * domain/src/booking-contacts.ts): a confirmed booking whose client can no longer cancel for a
 * full refund receives the Kooker's phone and, at the Kooker's, their address, as their private
 * profile holds them now (mailOnBooking then mails them to the client); a booking completed
 * CONTACTS_KEPT_AFTER_END_DAYS days ago loses both parties' phones and the private address. Each
 * booking in its own transaction, which reads it again: a second run, or two at once, change
 * nothing more.
 */
export async function shareAndEraseContacts(db: Firestore, now: Date): Promise<{ shared: number; erased: number }> {
  const bookings = db.collection('bookings');
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
  return {
    shared: await eachPage(toShare, (id) => moveContacts(db, id, now)),
    erased: await eachPage(toErase, (id) => moveContacts(db, id, now)),
  };
}

/** Runs `task` on every booking of `query`, a page at a time, until a page moves nothing; resolves with how many moved. */
async function eachPage(query: Query, task: (bookingId: string) => Promise<boolean>): Promise<number> {
  let moved = 0;
  for (;;) {
    const page = await query.select().limit(PAGE_SIZE).get();
    const count = (await mapConcurrently(page.docs, CONCURRENT, (doc) => task(doc.id))).filter(Boolean).length;
    moved += count;
    if (page.size < PAGE_SIZE || count === 0) return moved;
  }
}

/**
 * One booking's contacts, read → decided (contactsStepAt) → written in one transaction: the
 * Kooker's phone and, at the Kooker's, address from their private profile as it is now, or both
 * parties' erased. Whether it wrote.
 */
async function moveContacts(db: Firestore, bookingId: string, now: Date): Promise<boolean> {
  const ref = db.collection('bookings').doc(bookingId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    const booking = bookingFromData(bookingId, snapshot.data() ?? {});
    const step = contactsStepAt(booking, now);
    if (step === 'erase') transaction.update(ref, { ...ERASED_CONTACTS, updatedAt: FieldValue.serverTimestamp() });
    if (step === 'share') {
      const kooker = userFromData(booking.kookerId, (await transaction.get(db.collection('users').doc(booking.kookerId))).data() ?? {});
      transaction.update(ref, {
        'contacts.kookerPhone': kooker.phone,
        ...(booking.place.location === 'kooker' ? { 'place.address': kooker.address.trim() } : {}),
        contactsStatus: 'shared',
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return step !== null;
  });
}
