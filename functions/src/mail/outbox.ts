import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '@kookers/domain/accounts';
import type { MailDocument } from '@kookers/domain/messaging';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { documentOf } from '../shared/db';
import { isFirestoreError } from '../shared/firestore-error';
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
    const user = await documentOf(db, 'users', uid).get();
    if (!(user.data()?.emails ?? DEFAULT_EMAIL_PREFERENCES)[preference]) return null;
  }
  try {
    return (await auth.getUser(uid)).email ?? null;
  } catch (error) {
    logger.warn('Destinataire introuvable', { uid, error: String(error) });
    return null;
  }
}

/** A mail's `mail` document, as the Trigger Email extension takes it (`delivery` is the extension's). */
export function mailDocument(id: string, to: string, mail: MailContent & { attachments?: readonly CalendarAttachment[] }): MailDocument {
  const { subject, text, html, attachments = [] } = mail;
  return { id, to, message: { subject, text, html, attachments: [...attachments] }, delivery: null };
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
  try {
    await documentOf(db, 'mail', id).create(mailDocument(id, to, mail));
    return true;
  } catch (error) {
    // Written before: the mail is already on its way.
    if (isFirestoreError(error, 'already-exists')) return false;
    throw error;
  }
}
