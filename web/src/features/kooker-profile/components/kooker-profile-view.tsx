import { OwnerOnlyImages } from '../../../components/ui/stored-image';
import { kookerPageDescription, kookerPageTitle } from '@kookers/domain/pages';
import { minPricePerPersonOf } from '@kookers/domain/search';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import type { KookerPageData } from '../api/kooker';
import { useMetaDescription } from '../hooks/use-meta-description';
import { AboutSections } from './about-sections';
import { OfferInvite } from './offer-invite';
import { PreviewBanner } from './preview-banner';
import { ProfileChecks } from './profile-checks';
import { ProfileFacts } from './profile-facts';
import { ProfileHeader } from './profile-header';
import { ProfileReport } from './profile-report';
import { ReviewsSection } from './reviews-section';
import { ServicesSection } from './services-section';

/** What the route gives the page to book this Kooker (the booking feature's panel, placed here). */
interface BookingSlots {
  /** The panel for the column beside the profile, on a wide screen; null on a phone. */
  aside: ReactNode;
  /** Below the page, on a phone: the bottom bar and its dialog; null on a wide screen. */
  below: ReactNode;
  /** 'Réserver' in the header. */
  open: () => void;
  /** 'Réserver' on a service. */
  book: (serviceId: string) => void;
}

interface KookerProfileViewProps {
  data: KookerPageData;
  booking: BookingSlots;
  /** 'Poser une question' (the messaging feature, placed here by the route); null on the Kooker's own page. */
  ask: (() => void) | null;
  /** « Demander une offre »: false on the Kooker's own page. */
  offers: boolean;
}

/** A Kooker's public profile, with the booking panel the route composes into it. */
export function KookerProfileView({ data, booking, ask, offers }: KookerProfileViewProps) {
  const { profile, services } = data;
  useDocumentTitle(kookerPageTitle(profile));
  useMetaDescription(kookerPageDescription(profile.bio));
  const cheapest = minPricePerPersonOf(services);

  return (
    // A draft is seen by its owner only, and its photos are not served to the public.
    <OwnerOnlyImages ownerOnly={!profile.published}>
      <div className="kooker-profile">
        {!profile.published && <PreviewBanner />}
        <ProfileHeader profile={profile} onBook={booking.open} onAsk={ask} />
        <div className="container kooker-profile__facts">
          <ProfileFacts profile={profile} cheapest={cheapest} />
          <ProfileChecks profile={profile} />
        </div>
        <div className="container kooker-profile__layout">
          <div className="kooker-profile__main">
            <AboutSections profile={profile} />
            <ServicesSection services={services} kooker={profile} onBook={booking.book} />
            {offers && !booking.aside && <OfferInvite profile={profile} />}
            <ReviewsSection profile={profile} />
            <ProfileReport profile={profile} />
          </div>
          {booking.aside && (
            <aside className="kooker-profile__aside">
              <div className="card booking-aside">{booking.aside}</div>
              {offers && <OfferInvite profile={profile} />}
            </aside>
          )}
        </div>
        {booking.below}
      </div>
    </OwnerOnlyImages>
  );
}
