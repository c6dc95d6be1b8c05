import { getDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { documentOf } from '../../../lib/store';
import type { ProfileContact } from '../guest-details';

/**
 * The phone and address of the signed-in client's private profile (`users/{uid}`), which fill
 * the booking panel's 'Téléphone' and 'Adresse de la prestation' (docs/reservations.md, « Se
 * joindre », « Où »).
 */
export async function readProfileContact(uid: string): Promise<ProfileContact> {
  const user = (await getDoc(documentOf('users', uid))).data();
  return { phone: user?.phone ?? '', address: user?.address ?? '', phoneVerified: (user?.verifiedPhone ?? '') !== '' };
}

/** Saves the phone or the address given at booking into the private profile, when the client asks to. */
export async function saveProfileContact(uid: string, contact: Partial<Pick<ProfileContact, 'phone' | 'address'>>): Promise<void> {
  await updateDoc(documentOf('users', uid), { ...contact, updatedAt: serverTimestamp() });
}
