import type { User } from 'firebase/auth';
import type { Session } from './access';

/**
 * The visitor's session and their Firebase user: what the session store holds (session-store.ts)
 * and what the Auth listener gives it (session-source.ts). Types only, so that neither module
 * imports the other, and the first chunk gets nothing more.
 */
export interface SessionState {
  session: Session;
  user: User | null;
}
