import { paths } from '../../config/paths';

/** What the app knows of the visitor's session. */
export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; emailVerified: boolean; isKooker: boolean };

/** Which visitors a route admits. */
export type Audience = 'guest' | 'verified' | 'kooker';

export type AccessDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * Decides what a guarded route does for a session (SPEC.md §5): guest-only pages send a
 * signed-in user to their profile; protected pages send a visitor to the login page, an
 * unverified user home, and a non-Kooker away from the Kooker pages to their profile.
 */
export function decideAccess(session: Session, audience: Audience): AccessDecision {
  if (session.status === 'loading') return { kind: 'wait' };
  if (audience === 'guest') {
    return session.status === 'signed-in' ? { kind: 'redirect', to: paths.settings } : { kind: 'allow' };
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
