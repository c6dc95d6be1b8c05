import { useParams } from 'react-router-dom';
import { KookerBookingAside, KookerBookingBelow } from '../../features/booking/components/kooker-booking';
import { useKookerBooking } from '../../features/booking/hooks/use-kooker-booking';
import { KookerProfilePage, type KookerPage } from '../../features/kooker-profile/components/kooker-profile-page';
import { KookerProfileView } from '../../features/kooker-profile/components/kooker-profile-view';
import { useAskQuestion } from '../../features/messages/hooks/use-ask-question';
import { NotFoundPage } from './not-found';

/** The profile with its booking panel and 'Poser une question': three features, composed here. */
function ProfileWithBooking({ data, session, viewerIsOwner }: KookerPage) {
  const booking = useKookerBooking({ profile: data.profile, services: data.services, session, viewerIsOwner });
  const ask = useAskQuestion(data.profile.id, session, viewerIsOwner);
  // The panel beside the profile on a wide screen; on a phone, the bottom bar and its dialog.
  const { sidePanel } = booking.placement;
  const slots = {
    aside: sidePanel ? <KookerBookingAside booking={booking} /> : null,
    below: sidePanel ? null : <KookerBookingBelow booking={booking} />,
    open: booking.open,
    book: booking.book,
  };
  return <KookerProfileView data={data} booking={slots} ask={ask} offers={!viewerIsOwner} />;
}

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id: another Kooker's page starts from scratch (loading, selection, dialogs).
  return <KookerProfilePage key={id} id={id} notFound={<NotFoundPage />} render={(page) => <ProfileWithBooking {...page} />} />;
}
