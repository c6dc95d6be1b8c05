import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  verifyPasswordResetCode,
  type ActionCodeSettings,
  type User,
} from 'firebase/auth';
import { paths } from '../../../config/paths';
import { auth } from '../session-source';
import { followAuth } from '../session-store';
import { hasErrorCode } from '../../../lib/firebase-error';

// Account actions that need Firebase Auth only: the verification banner and the navbar load them
// on demand on every page, so nothing here may pull in Firestore (sign-up, which does, lives in
// sign-up.ts).

// Whoever signs in here (or signs up, or changes their account: those modules import this one) is
// followed by the whole app at once (session-store.ts); a failed load is the store's to handle.
void followAuth().catch(() => undefined);

/** Where Firebase Auth's emails send the user back, once the action is done. */
export function continueTo(path: string): ActionCodeSettings {
  return { url: `${window.location.origin}${path}` };
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

export async function logOut(): Promise<void> {
  await signOut(auth);
}

/**
 * Sends the password-reset email. An address without an account gets the same answer as any
 * other, so the form cannot tell who has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email, continueTo(paths.login));
  } catch (error) {
    if (!hasErrorCode(error, 'auth/user-not-found')) throw error;
  }
}

export async function resendVerificationEmail(user: User): Promise<void> {
  await sendEmailVerification(user, continueTo(paths.home));
}

/**
 * Applies the verification link. If the verified account is the one signed in here, its token
 * is refreshed so the whole app sees it verified at once.
 */
export async function verifyEmail(oobCode: string): Promise<void> {
  await applyActionCode(auth, oobCode);
  await refreshSession();
}

/**
 * Applies the link 'Changer d’adresse email' sent to the new address: the address changes now.
 * Firebase ends the sessions of the account when its address changes: this one is signed out
 * too, and the member signs in again with the new address.
 */
export async function confirmEmailChange(oobCode: string): Promise<void> {
  await applyActionCode(auth, oobCode);
  await signOut(auth);
}

/**
 * Applies the link Firebase sends to the old address after a change of address: the account gets
 * its old address back (whoever changed it, perhaps not its owner). Resolves with that address.
 * Signed out here too: the sessions of the account end with the change.
 */
export async function restoreEmail(oobCode: string): Promise<string> {
  const { data } = await checkActionCode(auth, oobCode);
  await applyActionCode(auth, oobCode);
  await signOut(auth);
  return data.email ?? '';
}

/** Reloads the signed-in user and its ID token (email verification, new claims). */
export async function refreshSession(): Promise<User | null> {
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  await user.getIdToken(true);
  return user;
}

/** The email a reset link is for; fails if the link is expired or used. */
export function emailOfResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(auth, oobCode);
}

export function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  return confirmPasswordReset(auth, oobCode, newPassword);
}
