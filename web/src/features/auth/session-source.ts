import { onIdTokenChanged } from 'firebase/auth';
import { auth } from '../../lib/auth';
import type { SessionState } from './session-state';

let followed = false;

/**
 * Follows Firebase Auth from then on, telling `setSession` the signed-in session, or null when
 * signed out (session-store.ts gives its setter when it loads this module, so that this module
 * never imports its loader). As reactfire's
 * useSigninCheck did with `requiredClaims: { isKooker: true }`: every ID token change (sign-in,
 * sign-out, refresh after becomeKooker or an email verification) reads the token's claims;
 * `isKooker` is the custom claim only the becomeKooker function sets. An answer overtaken by a
 * newer change is dropped. Once: a second call changes nothing.
 */
export function followAuthChanges(setSession: (next: SessionState | null) => void): void {
  if (followed) return;
  followed = true;
  let latest = 0;
  onIdTokenChanged(auth, (user) => {
    const change = ++latest;
    if (!user) {
      setSession(null);
      return;
    }
    user.getIdTokenResult().then(
      (token) => {
        if (change !== latest) return;
        setSession({
          session: { status: 'signed-in', emailVerified: user.emailVerified, isKooker: token.claims.isKooker === true },
          user,
        });
      },
      () => change === latest && setSession(null),
    );
  });
}

export { auth };
