import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collectionOf } from '../shared/db';

/** What an account is known by: its uid, and its address with whether it is verified. */
export interface AccountIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/**
 * The contact messages that are an account's (docs/modele-de-donnees.md, « Données personnelles
 * d'un compte », the registry's `contact` finder): those sent while signed in as it, and those a visitor sent from its address — only
 * once that address is verified: anyone can create an account with someone else's address, and
 * must not read, through their export, what its owner wrote to us. Read for « Télécharger mes
 * données », deleted with the account.
 */
export async function ownContactMessages(db: Firestore, account: AccountIdentity): Promise<QueryDocumentSnapshot[]> {
  const messages = collectionOf(db, 'contactMessages').withConverter(null);
  const [signedIn, fromAddress] = await Promise.all([
    messages.where('uid', '==', account.uid).get(),
    account.email && account.emailVerified ? messages.where('email', '==', account.email).get() : null,
  ]);
  // A message another account sent from the same address is that account's.
  const visitors = fromAddress?.docs.filter((message) => !message.get('uid')) ?? [];
  return [...signedIn.docs, ...visitors];
}
