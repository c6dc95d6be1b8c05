import { getDoc } from 'firebase/firestore';
import { documentOf } from '../../../lib/store';

/**
 * The address of the signed-in client's private profile, which fills a request's address as it
 * fills the booking panel's (docs/reservations.md, « Où »); loaded after the form shows.
 */
export async function readClientAddress(uid: string): Promise<string> {
  return (await getDoc(documentOf('users', uid))).data()?.address ?? '';
}
