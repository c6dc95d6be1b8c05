import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { BOOKING_REMINDER_HOURS_BEFORE } from '@kookers/domain/rules';
import { collectionOf } from '../shared/db';
import { bookingMail, bookingMailId, preferenceOf, recipientsOf, type BookingMailEvent } from './booking-mails';
import { addressFor, writeMailOnce } from './outbox';
import { siteOriginForMail } from './site-origin';

const HOUR_MS = 60 * 60 * 1000;
const REMINDER: BookingMailEvent = { kind: 'reminder' };

/**
 * The hourly job's reminders (docs/notifications.md): each confirmed booking that starts within
 * the next BOOKING_REMINDER_HOURS_BEFORE hours gets one reminder per party. Seen again by the next
 * runs, it is never sent twice: its mail's id names the booking and the party (writeMailOnce).
 * Bookings are made at least BOOKING_MIN_LEAD_HOURS ahead, so each is reminded within the hour
 * after its reminder is due. A party who
 * turned reminders off in 'Mon profil' gets none.
 */
export async function remindBookings(db: Firestore, auth: Auth, now: Date): Promise<{ reminded: number }> {
  const soon = await collectionOf(db, 'bookings')
    .where('status', '==', 'confirmed')
    .where('startAt', '>', Timestamp.fromDate(now))
    .where('startAt', '<=', Timestamp.fromMillis(now.getTime() + BOOKING_REMINDER_HOURS_BEFORE * HOUR_MS))
    .orderBy('startAt')
    .get();
  if (soon.empty) return { reminded: 0 };
  const origin = await siteOriginForMail();
  let reminded = 0;
  for (const doc of soon.docs) {
    const booking = doc.data();
    for (const side of recipientsOf(REMINDER)) {
      const to = await addressFor(db, auth, side === 'client' ? booking.clientId : booking.kookerId, preferenceOf(REMINDER));
      if (
        to &&
        (await writeMailOnce(db, bookingMailId(booking.id, REMINDER, side), to, bookingMail(booking, REMINDER, side, { origin, now, to })))
      ) {
        reminded += 1;
      }
    }
  }
  return { reminded };
}
