import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from '../session-store';

export type { SessionState };

/**
 * The visitor's session from Firebase Auth (session-store.ts). 'loading' until it is known, and
 * always while prerendered HTML hydrates. `isKooker` is the ID token's custom claim, which only
 * the becomeKooker function sets; the session follows token refreshes.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot);
}
