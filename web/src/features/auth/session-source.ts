import { onIdTokenChanged } from 'firebase/auth';
import { auth } from '../../lib/auth';
import { SIGNED_OUT, setSession } from './session-store';

/**
 * Follows Firebase Auth from the moment this module loads (session-store.ts loads it after the
 * first paint; the account actions import it too). As reactfire's useSigninCheck did with
 * `requiredClaims: { isKooker: true }`: every ID token change (sign-in, sign-out, refresh after
 * becomeKooker or an email verification) reads the token's claims; `isKooker` is the custom
 * claim only the becomeKooker function sets. An answer overtaken by a newer change is dropped.
 */
let latest = 0;
onIdTokenChanged(auth, (user) => {
  const change = ++latest;
  if (!user) {
    setSession(SIGNED_OUT);
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
    () => change === latest && setSession(SIGNED_OUT),
  );
});

export { auth };
