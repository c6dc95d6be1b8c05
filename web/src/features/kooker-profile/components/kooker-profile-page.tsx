import type { ReactNode } from 'react';
import { useSession } from '../../auth/hooks/use-session';
import { useKookerPage } from '../hooks/use-kooker-page';
import { KookerProfileView } from './kooker-profile-view';
import { ProfileError } from './profile-error';
import { ProfileSkeleton } from './profile-skeleton';
import '../kooker-profile.css';

interface KookerProfilePageProps {
  id: string;
  /** The app's 404 page, shown for an unknown id or someone else's draft. */
  notFound: ReactNode;
}

/**
 * `/kookers/:id`: a published Kooker's profile for everyone; a draft only for its owner, as a
 * preview. Anyone else gets the 404 page, as for an id that does not exist.
 */
export function KookerProfilePage({ id, notFound }: KookerProfilePageProps) {
  const { session, user } = useSession();
  const viewerIsOwner = user?.uid === id;
  const { state, retry } = useKookerPage(id, session.status === 'signed-in', viewerIsOwner);

  if (state.status === 'loading') return <ProfileSkeleton />;
  if (state.status === 'error') return <ProfileError onRetry={retry} />;
  if (state.status === 'not-found' || (!state.data.profile.published && !viewerIsOwner)) {
    // Until the session is known, a profile hidden from this visitor may still be their own draft.
    return session.status === 'loading' ? <ProfileSkeleton /> : notFound;
  }
  return <KookerProfileView data={state.data} session={session} viewerIsOwner={viewerIsOwner} />;
}
