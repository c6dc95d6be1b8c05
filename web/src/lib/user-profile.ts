import { type EmailPreferences, EMPTY_USER_PROFILE, type UserProfileInput } from '@kookers/domain/accounts';
import { serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreDocData } from 'reactfire';
import { documentOf } from './store';
import { withTimeout } from './with-timeout';

const SAVE_TIMEOUT_MS = 15_000;

/** The signed-in user's private profile (`users/{uid}`), live; `undefined` while loading or if it does not exist. */
export function useUserProfile(uid: string) {
  const ref = useMemo(() => documentOf('users', uid), [uid]);
  return useFirestoreDocData(ref);
}

/**
 * Saves fields of the private profile ('Mon profil': all four, or the emails chosen; the Kooker's
 * first step: the phone and address). A profile that sign-up could not create (it went offline
 * right after creating the account) is created now.
 */
export async function saveUserProfile(
  uid: string,
  profile: Partial<UserProfileInput> & { emails?: EmailPreferences },
  exists: boolean,
): Promise<void> {
  // Without the converter: the server dates the write, and an update writes only the fields given.
  const ref = documentOf('users', uid).withConverter(null);
  const write = exists
    ? updateDoc(ref, { ...profile, updatedAt: serverTimestamp() })
    : setDoc(ref, { ...EMPTY_USER_PROFILE, ...profile, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  await withTimeout(write, SAVE_TIMEOUT_MS);
}
