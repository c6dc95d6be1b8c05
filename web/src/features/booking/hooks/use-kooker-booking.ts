import type { KookerProfile, KookerService } from '@kookers/domain/kookers';
import { useState } from 'react';
import { useNow } from '../../../lib/use-now';
import type { Session } from '../../auth/access';
import { useSession } from '../../auth/hooks/use-session';
import type { BookingSelection } from '../booking-selection';
import { useBookingSelection } from './use-booking-selection';
import { useBookingSlots, type BookingSlots } from './use-booking-slots';
import { useBookingSubmission, type BookingSubmission } from './use-booking-submission';
import { useGuestDetails, type GuestDetailsState } from './use-guest-details';
import { usePanelPlacement, type PanelPlacement } from './use-panel-placement';
import { usePriceConsent } from './use-price-consent';

type BookedKooker = Pick<
  KookerProfile,
  'id' | 'firstName' | 'lastName' | 'legalStatus' | 'maxGuests' | 'city' | 'cityInsee' | 'serviceArea'
>;

interface KookerBookingContext {
  profile: BookedKooker;
  services: KookerService[];
  session: Session;
  /** The Kooker looking at their own page: the panel is shown disabled. */
  viewerIsOwner: boolean;
}

/** Everything the booking panel of a Kooker's page draws (components/kooker-booking.tsx), and its two 'Réserver'. */
export interface KookerBooking {
  kooker: BookedKooker;
  placement: PanelPlacement;
  /** At the prices the client is asked to agree to. */
  services: KookerService[];
  updatedPrices: ReadonlySet<string>;
  selection: BookingSelection;
  change: (patch: Partial<BookingSelection>) => void;
  /** A time the URL asked for that is no longer free. */
  staleTime: string | null;
  chosenService: KookerService | null;
  slots: BookingSlots;
  now: Date;
  /** The signed-in client's details; null for a visitor. */
  guest: GuestDetailsState | null;
  submission: BookingSubmission;
  viewerIsOwner: boolean;
  /** 'Réserver' in the page's header: brings the panel into view. */
  open: () => void;
  /** 'Réserver' on a service: chooses it and brings the panel into view. */
  book: (serviceId: string) => void;
}

/**
 * Booking a Kooker from their page (docs/reservations.md): where the panel sits, its selection
 * kept in the URL, the free slots read once then live, the client's details and the prices they
 * agree to, and the request. The route composes it with the profile (features never import each
 * other); the components draw it.
 */
export function useKookerBooking({ profile, services: read, session, viewerIsOwner }: KookerBookingContext): KookerBooking {
  const now = useNow();
  const placement = usePanelPlacement();
  const prices = usePriceConsent(read);
  // The full SDK and its live listener come once the visitor uses the panel (a service is
  // chosen, by them or by the URL they came back with), and stay.
  const [used, setUsed] = useState(false);
  const slots = useBookingSlots(profile.id, placement.sidePanel || placement.dialogOpen || used, used, now);
  const { selection, change, staleTime } = useBookingSelection({
    serviceIds: prices.services.map((service) => service.id),
    maxGuests: profile.maxGuests,
    slots: slots.slots,
  });
  if (!used && selection.serviceId !== null) setUsed(true);

  const { user } = useSession();
  const uid = session.status === 'signed-in' ? (user?.uid ?? null) : null;
  const guest = useGuestDetails(uid, used);
  const submission = useBookingSubmission({
    kooker: profile,
    services: prices.services,
    selection,
    session,
    uid,
    viewerIsOwner,
    guest,
    onPriceChanged: prices.priceChanged,
  });

  const book = (serviceId: string) => {
    change({ serviceId });
    placement.open();
  };

  return {
    kooker: profile,
    placement,
    services: prices.services,
    updatedPrices: prices.updatedPrices,
    selection,
    change,
    staleTime,
    chosenService: prices.services.find((service) => service.id === selection.serviceId) ?? null,
    slots,
    now,
    guest: uid === null ? null : guest,
    submission,
    viewerIsOwner,
    open: placement.open,
    book,
  };
}
