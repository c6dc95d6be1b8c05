import type { ReactNode } from 'react';
import type { Session } from '../../auth/access';
import { useSession } from '../../auth/hooks/use-session';
import type { KookerPageData } from '../api/kooker';
import { useKookerPage } from '../hooks/use-kooker-page';
import { ProfileError } from './profile-error';
import { ProfileSkeleton } from './profile-skeleton';
import '../kooker-profile.css';

interface KookerProfilePageProps {
  id: string;
  /** The app's 404 page, shown for an unknown id or someone else's draft. */
  notFound: ReactNode;
  /** The page once read: the route composes the profile with the booking panel. */
  render: (page: KookerPage) => ReactNode;
}

/** A Kooker's page as read, and who is looking at it. */
export interface KookerPage {
  data: KookerPageData;
  session: Session;
  viewerIsOwner: boolean;
}

/**
 * `/kookers/:id`: a published Kooker's profile for everyone; a draft only for its owner, as a
 * preview. Anyone else gets the 404 page, as for an id that does not exist.
 */
export function KookerProfilePage({ id, notFound, render }: KookerProfilePageProps) {
  const { session, user } = useSession();
  const viewerIsOwner = user?.uid === id;
  const { state, retry } = useKookerPage(id, session.status === 'signed-in', viewerIsOwner);

  if (state.status === 'loading') return <ProfileSkeleton />;
  if (state.status === 'error') return <ProfileError onRetry={retry} />;
  if (state.status === 'not-found' || (!state.data.profile.published && !viewerIsOwner)) {
    // Until the session is known, a profile hidden from this visitor may still be their own draft.
    return session.status === 'loading' ? <ProfileSkeleton /> : notFound;
  }
  return render({ data: state.data, session, viewerIsOwner });
}
