import { EMPTY_USER_PROFILE } from '@kookers/domain/accounts';
import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { serverTimestamp, setDoc } from 'firebase/firestore';
import { paths } from '../../../config/paths';
import { documentOf } from '../../../lib/store';
import { withTimeout } from '../../../lib/with-timeout';
import { auth } from '../session-source';
import { continueTo } from './account';

const PROFILE_WRITE_TIMEOUT_MS = 10_000;

/**
 * Creates the account, its private profile and sends the verification email. Only the account
 * creation can fail the sign-up: a missing profile is created again from 'Mon profil', and the
 * verification email can be sent again from the banner.
 */
export async function signUp(email: string, password: string): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  const profile = { ...EMPTY_USER_PROFILE, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
  await Promise.allSettled([
    // Firestore keeps a write pending while offline: do not hold the sign-up for it.
    withTimeout(setDoc(documentOf('users', user.uid).withConverter(null), profile), PROFILE_WRITE_TIMEOUT_MS),
    sendEmailVerification(user, continueTo(paths.home)),
  ]);
}
