import { bookingFromData } from '@kookers/domain/model';
import type { BookingSide } from '@kookers/domain/booking-text';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { dataOf } from '../shared/changes';
import { bookingMail, bookingMailEvents, bookingMailId } from './booking-mails';
import { siteOriginForMail } from './site-origin';

const SIDES: readonly BookingSide[] = ['client', 'kooker'];

/**
 * Tells both parties of a booking what happened to it (docs/notifications.md): a `mail`
 * document per event and party, in the Trigger Email extension's format, which the extension
 * sends in production and the local delivery sends to MailDev. The document's id comes from the
 * event and the party, and it is created, never overwritten: a retried trigger sends nothing
 * twice. A party without an email address (an account deleted since) is skipped.
 */
export const mailOnBooking = onDocumentWritten('bookings/{bookingId}', async (event) => {
  const beforeData = dataOf(event.data?.before);
  const afterData = dataOf(event.data?.after);
  const id = event.params.bookingId;
  const before = beforeData ? bookingFromData(id, beforeData) : null;
  const after = afterData ? bookingFromData(id, afterData) : null;
  const events = bookingMailEvents(before, after);
  if (!after || events.length === 0) return;

  const db = getFirestore();
  const origin = await siteOriginForMail();
  const now = new Date(event.time);
  const recipients = await Promise.all(
    SIDES.map(async (side) => ({ side, to: await emailOf(side === 'client' ? after.clientId : after.kookerId) })),
  );
  for (const mailEvent of events) {
    for (const { side, to } of recipients) {
      if (!to) continue;
      const { attachments, ...message } = bookingMail(after, mailEvent, side, { origin, now, to });
      try {
        await db
          .collection('mail')
          .doc(bookingMailId(id, mailEvent, side))
          .create({ to, message: { ...message, attachments } });
      } catch (error) {
        // ALREADY_EXISTS: a retried trigger; the mail is already on its way.
        if ((error as { code?: number }).code !== 6) throw error;
      }
    }
  }
});

async function emailOf(uid: string): Promise<string | null> {
  try {
    return (await getAuth().getUser(uid)).email ?? null;
  } catch (error) {
    logger.warn('Destinataire introuvable', { uid, error: String(error) });
    return null;
  }
}
