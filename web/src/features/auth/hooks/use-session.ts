import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';
import type { Session } from '../access';

export interface SessionState {
  session: Session;
  user: User | null;
}

/**
 * The visitor's session from Firebase Auth. `isKooker` is the ID token's custom claim, which
 * only the becomeKooker function sets; the check follows token refreshes.
 */
export function useSession(): SessionState {
  const { status, data } = useSigninCheck({ requiredClaims: { isKooker: true }, suspense: false });
  if (status === 'loading' || data === undefined) return { session: { status: 'loading' }, user: null };
  if (status === 'error' || !data.signedIn) return { session: { status: 'signed-out' }, user: null };
  return {
    session: { status: 'signed-in', emailVerified: data.user.emailVerified, isKooker: data.hasRequiredClaims },
    user: data.user,
  };
}
