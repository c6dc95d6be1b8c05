import { firebaseSettingsFrom } from '../../lib/firebase-config';
import type { SessionState } from './session-state';

export type { SessionState };

const LOADING: SessionState = { session: { status: 'loading' }, user: null };
const SIGNED_OUT: SessionState = { session: { status: 'signed-out' }, user: null };

/**
 * The visitor's session, outside React so that it can start before the app hydrates and be read
 * by every component (hooks/use-session.ts). It is 'loading' when the prerendered pages are
 * built and while the browser hydrates them, so the first render in the browser is the HTML
 * that was served (docs/decisions/010-first-paint.md).
 */
let current: SessionState = LOADING;
const listeners = new Set<() => void>();

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): SessionState => current,
  /** What the prerendered HTML shows, and what hydration must render. */
  getServerSnapshot: (): SessionState => LOADING,
};

function setSession(next: SessionState): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

let following: Promise<void> | null = null;

/**
 * Loads Firebase Auth (its own chunk) and follows the session from then on, giving the module this
 * store's setter as it loads (no import goes back from it to here). Idempotent; the account
 * actions (api/account.ts) call it too, so a visitor who signs in on this page is followed.
 */
export function followAuth(): Promise<void> {
  following ??= import('./session-source').then(
    // Null: signed out.
    ({ followAuthChanges }) => followAuthChanges((next) => setSession(next ?? SIGNED_OUT)),
    (error: unknown) => {
      // The chunk could not be downloaded (offline, a new version deployed): the visitor is
      // treated as signed out, and the next call tries again.
      following = null;
      setSession(SIGNED_OUT);
      throw error;
    },
  );
  return following;
}

/**
 * Where Firebase Auth keeps the signed-in user with browserLocalPersistence (lib/auth.ts):
 * `firebase:authUser:<apiKey>:<app name>` in localStorage (@firebase/auth, _persistenceKeyName).
 */
export function storedUserKey(apiKey: string | undefined, appName = '[DEFAULT]'): string {
  return `firebase:authUser:${apiKey ?? ''}:${appName}`;
}

function hasStoredUser(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    // Storage blocked: Firebase Auth could not have kept a session either.
    return false;
  }
}

/**
 * Starts the session once the page is painted (app/main.tsx). A visitor whose browser keeps no
 * Firebase user is signed out: known at once, without downloading the Auth SDK. Otherwise the
 * SDK loads and restores the session. If another tab signs in later, this tab follows it.
 */
export function startSession(env: Record<string, string | boolean | undefined> = import.meta.env): void {
  const key = storedUserKey(firebaseSettingsFrom(env, window.location.hostname).options.apiKey);
  if (hasStoredUser(key)) {
    void followAuth().catch(() => undefined);
    return;
  }
  setSession(SIGNED_OUT);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null) return;
    window.removeEventListener('storage', onStorage);
    void followAuth().catch(() => undefined);
  };
  window.addEventListener('storage', onStorage);
}
