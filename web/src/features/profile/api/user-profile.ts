import { EMPTY_USER_PROFILE, type UserProfileInput } from '@kookers/domain/user-profile';
import {
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentReference,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreDocData } from 'reactfire';
import { firestore } from '../../../lib/firestore';
import { withTimeout } from '../../../lib/with-timeout';

export interface UserProfile extends UserProfileInput {
  isKooker: boolean;
}

const SAVE_TIMEOUT_MS = 15_000;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads `users/{uid}` defensively: a field that is missing or of the wrong type reads as empty. */
const userProfileConverter: FirestoreDataConverter<UserProfile> = {
  toFirestore: (profile) => profile,
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    return {
      firstName: text(data.firstName),
      lastName: text(data.lastName),
      phone: text(data.phone),
      address: text(data.address),
      isKooker: data.isKooker === true,
    };
  },
};

function userRef(uid: string): DocumentReference<UserProfile> {
  return doc(firestore, 'users', uid).withConverter(userProfileConverter);
}

/** The signed-in user's private profile, live; `undefined` while loading or if it does not exist. */
export function useUserProfile(uid: string) {
  const ref = useMemo(() => userRef(uid), [uid]);
  return useFirestoreDocData(ref);
}

/**
 * Saves the profile's four fields. A profile that sign-up could not create (it went offline
 * right after creating the account) is created now.
 */
export async function saveUserProfile(uid: string, profile: UserProfileInput, exists: boolean): Promise<void> {
  const ref = doc(firestore, 'users', uid);
  const write = exists
    ? updateDoc(ref, { ...profile, updatedAt: serverTimestamp() })
    : setDoc(ref, { ...EMPTY_USER_PROFILE, ...profile, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  await withTimeout(write, SAVE_TIMEOUT_MS);
}
