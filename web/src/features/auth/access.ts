import { paths } from '../../config/paths';

/** What the app knows of the visitor's session. */
export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; emailVerified: boolean; isKooker: boolean };

/** Which visitors a route admits. */
export type Audience = 'guest' | 'verified' | 'kooker';

export type AccessDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string; notice?: 'already-signed-in' };

/**
 * Decides what a guarded route does for a session (docs/roles.md): guest-only pages send a user
 * who arrives signed in to their profile, with a notice; protected pages send a visitor to the
 * login page, an unverified user home, and a non-Kooker away from the Kooker pages to their
 * profile. A visitor who signs in *on* a guest page stays: that page sends them on itself.
 */
export function decideAccess(session: Session, audience: Audience, signedInOnArrival = true): AccessDecision {
  if (session.status === 'loading') return { kind: 'wait' };
  if (audience === 'guest') {
    if (session.status === 'signed-out' || !signedInOnArrival) return { kind: 'allow' };
    return { kind: 'redirect', to: paths.settings, notice: 'already-signed-in' };
  }
  if (session.status === 'signed-out') return { kind: 'redirect', to: paths.login };
  if (!session.emailVerified) return { kind: 'redirect', to: paths.home };
  if (audience === 'kooker' && !session.isKooker) return { kind: 'redirect', to: paths.settings };
  return { kind: 'allow' };
}

/**
 * Where to go after signing in: back to the page the visitor was sent away from, if it is a
 * page of ours, else their profile. Never an outside address (no open redirect).
 */
export function returnPathFrom(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return paths.settings;
}
