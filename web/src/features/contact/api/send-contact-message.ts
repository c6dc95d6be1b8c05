import type { ContactMessageInput } from '@kookers/domain/messaging';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';

/**
 * Sends a contact message to the operators (the sendContactMessage function stores it, within
 * its hourly limits; they read it in the Firebase console). Rejects with the function's error.
 */
export async function sendContactMessage(message: ContactMessageInput): Promise<void> {
  await httpsCallable<ContactMessageInput, { messageId: string }>(functions, 'sendContactMessage', { timeout: 15_000 })(message);
}
