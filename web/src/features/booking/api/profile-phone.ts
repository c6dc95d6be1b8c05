import { collections } from '@kookers/domain/model';
import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { converters } from '../../../lib/converters';
import { firestore } from '../../../lib/firestore';

/**
 * The phone of the signed-in client's private profile (`users/{uid}`), which fills the booking
 * panel's 'Téléphone'; '' when they have none (docs/reservations.md, « Se joindre »).
 */
export async function readProfilePhone(uid: string): Promise<string> {
  const snapshot = await getDoc(doc(firestore, collections.users.name, uid).withConverter(converters.users));
  return snapshot.data()?.phone ?? '';
}

/** Saves the phone given at booking into the private profile, when the client asks to. */
export async function saveProfilePhone(uid: string, phone: string): Promise<void> {
  await updateDoc(doc(firestore, collections.users.name, uid), { phone, updatedAt: serverTimestamp() });
}
