import type { ContactMessageInput } from '@kookers/domain/contact';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { withTimeout } from '../../../lib/with-timeout';

const SEND_TIMEOUT_MS = 15_000;

/** Stores a contact message for the operators, who read them in the Firebase console. */
export async function sendContactMessage(message: ContactMessageInput): Promise<void> {
  await withTimeout(addDoc(collection(firestore, 'contactMessages'), { ...message, createdAt: serverTimestamp() }), SEND_TIMEOUT_MS);
}
