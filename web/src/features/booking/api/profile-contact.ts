import { collections } from '@kookers/domain/data';
import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { converters } from '../../../lib/converters';
import { firestore } from '../../../lib/firestore';

/** How the client is reached and where they live, from their private profile ('' when unknown). */
export interface ProfileContact {
  phone: string;
  address: string;
}

/**
 * The phone and address of the signed-in client's private profile (`users/{uid}`), which fill
 * the booking panel's 'Téléphone' and 'Adresse de la prestation' (docs/reservations.md, « Se
 * joindre », « Où »).
 */
export async function readProfileContact(uid: string): Promise<ProfileContact> {
  const user = (await getDoc(doc(firestore, collections.users.name, uid).withConverter(converters.users))).data();
  return { phone: user?.phone ?? '', address: user?.address ?? '' };
}

/** Saves the phone or the address given at booking into the private profile, when the client asks to. */
export async function saveProfileContact(uid: string, contact: Partial<ProfileContact>): Promise<void> {
  await updateDoc(doc(firestore, collections.users.name, uid), { ...contact, updatedAt: serverTimestamp() });
}
