import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { documentOf } from '../shared/db';

/** What a member who is not a Kooker reads when they ask for a Kooker's money (docs/roles.md). */
export const ONLY_KOOKERS = 'Réservé aux Kookers : devenez Kooker pour recevoir des paiements.';

/**
 * The caller must be a Kooker (docs/roles.md): their private profile says so (`users/{uid}.isKooker`,
 * written by becomeKooker only). Resolves with that profile.
 */
export async function requireKooker(db: Firestore, uid: string) {
  const user = (await documentOf(db, 'users', uid).get()).data();
  if (!user?.isKooker) throw new HttpsError('permission-denied', ONLY_KOOKERS);
  return user;
}
