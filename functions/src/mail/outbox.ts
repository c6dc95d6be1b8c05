import { emailPreferencesFromData, type EmailPreferences } from '@kookers/domain/accounts';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { CalendarAttachment } from './calendar';
import type { MailContent } from './layout';

/**
 * Where to send a mail to the account `uid`: its address, or null when it has none (an account
 * deleted since) or when the mail is an optional one (`preference`) its owner turned off in
 * 'Mon profil' (`users/{uid}.emails`, docs/notifications.md « Ce que chacun choisit »).
 */
export async function addressFor(
  db: Firestore,
  auth: Auth,
  uid: string,
  preference: keyof EmailPreferences | null = null,
): Promise<string | null> {
  if (preference) {
    const user = await db.collection('users').doc(uid).get();
    if (!emailPreferencesFromData(user.get('emails'))[preference]) return null;
  }
  try {
    return (await auth.getUser(uid)).email ?? null;
  } catch (error) {
    logger.warn('Destinataire introuvable', { uid, error: String(error) });
    return null;
  }
}

/**
 * Writes a mail for the Trigger Email extension (docs/notifications.md) under an id that names
 * its event and recipient, created, never overwritten: resolves false when it was already
 * written (a retried trigger, a job run twice), so that nothing is sent twice.
 */
export async function writeMailOnce(
  db: Firestore,
  id: string,
  to: string,
  mail: MailContent & { attachments?: readonly CalendarAttachment[] },
): Promise<boolean> {
  const { subject, text, html, attachments = [] } = mail;
  try {
    await db.collection('mail').doc(id).create({ to, message: { subject, text, html, attachments } });
    return true;
  } catch (error) {
    // ALREADY_EXISTS: written before; the mail is already on its way.
    if ((error as { code?: number }).code === 6) return false;
    throw error;
  }
}
