import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import { auth } from '../session-source';

// Asking the password again before what changes an account or where its money goes: its address
// or password (features/account), its deletion, its payout account (features/money). The
// functions that check a recent sign-in (RECENT_SIGN_IN_MS, domain/src/accounts/accounts.ts) read
// the new sign-in in the ID token Firebase issues here.

function signedInUser(): User {
  const user = auth.currentUser;
  if (!user?.email) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
  return user;
}

/** Signs in again with the current password; fails with Firebase Auth's error (passwordCheckErrorMessage says it in French). */
export async function reauthenticate(password: string): Promise<User> {
  const user = signedInUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
  return user;
}
