import { useParams } from 'react-router-dom';
import { useKookerBooking } from '../../features/booking/components/kooker-booking';
import { KookerProfilePage, type KookerPage } from '../../features/kooker-profile/components/kooker-profile-page';
import { KookerProfileView } from '../../features/kooker-profile/components/kooker-profile-view';
import { useAskQuestion } from '../../features/messages/hooks/use-ask-question';
import { NotFoundPage } from './not-found';

/** The profile with its booking panel and 'Poser une question': three features, composed here. */
function ProfileWithBooking({ data, session, viewerIsOwner }: KookerPage) {
  const booking = useKookerBooking({ profile: data.profile, services: data.services, session, viewerIsOwner });
  const ask = useAskQuestion(data.profile.id, session, viewerIsOwner);
  return <KookerProfileView data={data} booking={booking} ask={ask} />;
}

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id: another Kooker's page starts from scratch (loading, selection, dialogs).
  return <KookerProfilePage key={id} id={id} notFound={<NotFoundPage />} render={(page) => <ProfileWithBooking {...page} />} />;
}
