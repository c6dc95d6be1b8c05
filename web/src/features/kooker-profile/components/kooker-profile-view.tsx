import { kookerPageDescription, kookerPageTitle } from '@kookers/domain/kooker-page';
import { useMemo, useRef, useState } from 'react';
import toast from '../../../lib/toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import type { Session } from '../../auth/access';
import type { KookerPageData } from '../api/kooker';
import { requestBooking } from '../api/book';
import { isCompleteSelection } from '../booking-selection';
import { bookableSlots, hasFreeSlotWithin } from '../free-slots';
import { useAvailability } from '../hooks/use-availability';
import { useBookingSelection } from '../hooks/use-booking-selection';
import { useMediaQuery } from '../hooks/use-media-query';
import { useMetaDescription } from '../hooks/use-meta-description';
import { useNow } from '../../../lib/use-now';
import { cheapestPrice } from '../profile-format';
import { AboutSections } from './about-sections';
import { BookingBar } from './booking-bar';
import { BookingPanel } from './booking-panel';
import { PreviewBanner } from './preview-banner';
import { ProfileFacts } from './profile-facts';
import { ProfileHeader } from './profile-header';
import { ReviewsSection } from './reviews-section';
import { ServicesSection } from './services-section';

/**
 * Where the panel sits beside the profile; below, a bottom bar opens it in a dialog. Same as the
 * CSS. The HTML rendered on the server, and so the first render, is the phone's.
 */
const SIDE_PANEL_QUERY = '(min-width: 64rem)';

interface KookerProfileViewProps {
  data: KookerPageData;
  session: Session;
  viewerIsOwner: boolean;
}

/** A Kooker's public profile, with the booking panel. */
export function KookerProfileView({ data, session, viewerIsOwner }: KookerProfileViewProps) {
  const { profile, services } = data;
  useDocumentTitle(kookerPageTitle(profile));
  useMetaDescription(kookerPageDescription(profile.bio));
  const navigate = useNavigate();
  const location = useLocation();
  const sidePanel = useMediaQuery(SIDE_PANEL_QUERY);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const now = useNow();

  // The full SDK and its live listener come once the visitor uses the panel (a service is
  // chosen, by them or by the URL they came back with), and stay.
  const [live, setLive] = useState(false);
  const availability = useAvailability(profile.id, sidePanel || dialogOpen || live, live);
  const slots = useMemo(() => (availability.slots ? bookableSlots(availability.slots, now) : null), [availability.slots, now]);
  const { selection, change, staleTime } = useBookingSelection({ serviceIds: services.map((service) => service.id), maxGuests: profile.maxGuests, slots });
  if (!live && selection.serviceId !== null) setLive(true);

  const cheapest = cheapestPrice(services);
  const chosenService = services.find((service) => service.id === selection.serviceId) ?? null;
  const availableThisWeek = useMemo(() => slots !== null && hasFreeSlotWithin(slots, now), [slots, now]);

  const openPanel = () => {
    if (!sidePanel) {
      setDialogOpen(true);
      return;
    }
    const element = panel.current;
    if (!element) return;
    const reduceMotion = globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    element.focus({ preventScroll: true });
  };

  const bookService = (serviceId: string) => {
    change({ serviceId });
    openPanel();
  };

  const submit = async () => {
    if (!isCompleteSelection(selection) || viewerIsOwner || session.status === 'loading') return;
    if (session.status === 'signed-out') {
      // The login page sends the visitor back here, selection included (it is in the URL).
      navigate(paths.login, { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    if (!session.emailVerified) {
      toast.error('Confirmez d’abord votre adresse email : cliquez sur le lien que nous vous avons envoyé.', { id: 'booking-unverified' });
      return;
    }
    setSubmitting(true);
    try {
      const bookingId = await requestBooking({ kookerId: profile.id, serviceId: selection.serviceId, date: selection.date, time: selection.time, participants: selection.participants });
      if (bookingId) navigate(paths.booking(bookingId));
    } finally {
      setSubmitting(false);
    }
  };

  const panelProps = {
    services,
    maxGuests: profile.maxGuests,
    selection,
    slots,
    slotsFailed: availability.failed,
    onRetrySlots: availability.retry,
    now,
    staleTime,
    availableThisWeek,
    ownProfile: viewerIsOwner,
    submitting,
    onChange: change,
    onSubmit: () => void submit(),
  };

  return (
    <div className="kooker-profile">
      {!profile.published && <PreviewBanner />}
      <ProfileHeader profile={profile} onBook={openPanel} />
      <div className="container kooker-profile__facts">
        <ProfileFacts profile={profile} cheapest={cheapest} />
      </div>
      <div className="container kooker-profile__layout">
        <div className="kooker-profile__main">
          <AboutSections profile={profile} />
          <ServicesSection services={services} onBook={bookService} />
          <ReviewsSection profile={profile} />
        </div>
        {sidePanel && (
          <aside className="kooker-profile__aside">
            <div className="card booking-aside">
              <BookingPanel {...panelProps} showHeading panelRef={panel} />
            </div>
          </aside>
        )}
      </div>
      {!sidePanel && (
        <>
          <BookingBar
            cheapest={cheapest}
            chosen={chosenService && isCompleteSelection(selection) ? { pricePerPerson: chosenService.pricePerPerson, participants: selection.participants } : null}
            onOpen={() => setDialogOpen(true)}
          />
          <Dialog open={dialogOpen} title="Réserver une prestation" onClose={() => setDialogOpen(false)}>
            <BookingPanel {...panelProps} showHeading={false} />
          </Dialog>
        </>
      )}
    </div>
  );
}
