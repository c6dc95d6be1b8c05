import { useSession } from './use-session';

/** The signed-in, verified user's id, or null (signed out, not verified yet, or still loading). */
export function useVerifiedUid(): string | null {
  const { session, user } = useSession();
  return session.status === 'signed-in' && session.emailVerified && user ? user.uid : null;
}
