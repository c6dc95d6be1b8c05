import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { modelOf } from '../shared/db';
import { bookingMail, bookingMailEvents, bookingMailId, preferenceOf, recipientsOf } from './booking-mails';
import { addressFor, writeMailOnce } from './outbox';
import { siteOriginForMail } from './site-origin';
import type { WrittenEvent } from '../shared/trigger-events';

/**
 * Tells the parties of a booking what happened to it (docs/notifications.md): a `mail` document
 * per event and party, in the Trigger Email extension's format, which the extension sends in
 * production and the local delivery sends to MailDev. The document's id comes from the event and
 * the party, and it is created, never overwritten: a retried trigger sends nothing twice. A
 * party without an email address (an account deleted since), or who turned the review request
 * off, is skipped.
 */
export async function mailOnBooking(event: WrittenEvent<'bookings'>): Promise<void> {
  const id = event.params.bookingId;
  const before = modelOf('bookings', event.data?.before);
  const after = modelOf('bookings', event.data?.after);
  const events = bookingMailEvents(before, after);
  if (!after || events.length === 0) return;

  const db = getFirestore();
  const origin = await siteOriginForMail();
  const now = new Date(event.time);
  for (const mailEvent of events) {
    for (const side of recipientsOf(mailEvent)) {
      const to = await addressFor(db, getAuth(), side === 'client' ? after.clientId : after.kookerId, preferenceOf(mailEvent));
      if (to) await writeMailOnce(db, bookingMailId(id, mailEvent, side), to, bookingMail(after, mailEvent, side, { origin, now, to }));
    }
  }
}
