/**
 * What a booking's changes do to offers (docs/reservations.md, « Demander une offre »): the offer
 * a booking was made from becomes `accepted` once the booking is paid, and is released when the
 * payment was not made in time (open again until it expires); and the Kooker's other open offers
 * that day say whether a booking now overlaps them (`clash`), so that the client reads why before
 * trying to accept.
 */
import { getFirestore, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { offerClash, OFFER_TRANSITIONS } from '@kookers/domain/offers';
import { holdsItsTime } from '@kookers/domain/money';
import type { Booking } from '@kookers/domain/booking';
import { addDays } from '@kookers/domain/rules';
import { collectionOf, documentOf, modelOf } from '../shared/db';
import type { WrittenEvent } from '../shared/trigger-events';

/** The offer follows its booking: accepted once paid, released once the payment's hold ended unpaid. */
export async function followOffer(db: Firestore, booking: Booking, now: Date): Promise<void> {
  if (!booking.offerId) return;
  const ref = documentOf(db, 'offers', booking.offerId);
  await db.runTransaction(async (transaction) => {
    const offer = (await transaction.get(ref)).data();
    if (!offer || offer.status !== 'sent' || offer.bookingId !== booking.id) return;
    if (booking.status === 'confirmed')
      transaction.update(ref, {
        status: OFFER_TRANSITIONS.accept.to,
        clash: null,
        closedAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    else if (booking.status === 'expired') {
      const over = (offer.validUntil?.toMillis() ?? 0) <= now.getTime();
      transaction.update(ref, {
        bookingId: null,
        ...(over ? { status: OFFER_TRANSITIONS.expireOffer.to, closedAt: FieldValue.serverTimestamp() } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
  });
}

/** The days whose offers and bookings may overlap something of `date`: an evening can run past midnight. */
const daysAround = (date: string) => [addDays(date, -1), date, addDays(date, 1)];

/**
 * The Kooker's open offers around that day (the day before and after too: an evening offer or
 * booking can run past midnight), each told whether a booking that holds the Kooker's time now
 * overlaps it, or the day is blocked.
 */
export async function markClashes(db: Firestore, kookerId: string, date: string, now: Date): Promise<number> {
  const offers = await collectionOf(db, 'offers')
    .where('kookerId', '==', kookerId)
    .where('status', '==', 'sent')
    .where('date', 'in', daysAround(date))
    .get();
  if (offers.empty) return 0;
  const days = [...new Set(offers.docs.flatMap((snapshot) => daysAround(snapshot.data().date)))];
  const [kooker, bookings] = await Promise.all([
    documentOf(db, 'kookers', kookerId).get(),
    collectionOf(db, 'bookings').where('kookerId', '==', kookerId).where('date', 'in', days).get(),
  ]);
  const held = bookings.docs
    .map((snapshot) => snapshot.data())
    .filter((booking) => holdsItsTime(booking, now))
    .map((booking) => ({ id: booking.id, startMs: booking.startAt?.toMillis() ?? 0, endMs: booking.endAt?.toMillis() ?? 0 }));
  const blocked = kooker.data()?.blockedDates ?? [];
  let changed = 0;
  for (const snapshot of offers.docs) {
    const clash = offerClash(snapshot.data(), held, blocked);
    if (clash === snapshot.data().clash) continue;
    changed += 1;
    await snapshot.ref.update({ clash, updatedAt: FieldValue.serverTimestamp() });
  }
  return changed;
}

export async function offerOnBooking(event: WrittenEvent<'bookings'>): Promise<void> {
  const before = modelOf('bookings', event.data?.before);
  const after = modelOf('bookings', event.data?.after);
  const booking = after ?? before;
  // Only a booking made, or whose status changed, moves an offer.
  if (!booking || (before && after && before.status === after.status)) return;
  const db = getFirestore();
  const now = new Date();
  if (after) await followOffer(db, after, now);
  await markClashes(db, booking.kookerId, booking.date, now);
}

/** A Kooker blocked or unblocked days: their open offers on those days say whether they can still be accepted. */
export async function offerOnProfile(event: WrittenEvent<'kookers'>): Promise<void> {
  const before = modelOf('kookers', event.data?.before)?.blockedDates ?? [];
  const after = modelOf('kookers', event.data?.after)?.blockedDates ?? [];
  const changed = [...after.filter((date) => !before.includes(date)), ...before.filter((date) => !after.includes(date))];
  if (changed.length === 0) return;
  const db = getFirestore();
  const now = new Date();
  await Promise.all(changed.map((date) => markClashes(db, event.params.uid, date, now)));
}
