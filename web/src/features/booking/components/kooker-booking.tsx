import { COMMUNE_REQUIRED, eventAreaCheck, formatEventAddress, parseEventAddress, bookingAmounts } from '@kookers/domain/booking';
import { ADDRESS_REQUIRED, BOOKING_ADDRESS_MAX, allergenConflicts, type KookerProfile, type KookerService } from '@kookers/domain/kookers';
import { minPricePerPersonOf } from '@kookers/domain/search';
import { isFrenchPhone, PHONE_INVALID, PHONE_REQUIRED } from '@kookers/domain/accounts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { COMMUNES_UNAVAILABLE, loadCommuneData } from '../../../lib/commune-data';
import toast from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import type { Session } from '../../auth/access';
import { useSession } from '../../auth/hooks/use-session';
import type { ProfileContact } from '../api/profile-contact';
import { requestBooking } from '../api/book';
import { isCompleteSelection } from '../booking-selection';
import { bookableSlots, hasFreeSlotWithin } from '../free-slots';
import { useAvailability } from '../hooks/use-availability';
import { useBookingSelection } from '../hooks/use-booking-selection';
import { useMediaQuery } from '../hooks/use-media-query';
import { BookingBar } from './booking-bar';
import { BookingPanel } from './booking-panel';
import { EMPTY_GUEST_DETAILS, GuestDetailsFields, type GuestDetails, type GuestDetailsErrors } from './guest-details-fields';

/**
 * Where the panel sits beside the profile; below, a bottom bar opens it in a dialog. Same as the
 * CSS. The HTML rendered on the server, and so the first render, is the phone's.
 */
const SIDE_PANEL_QUERY = '(min-width: 64rem)';

/** What a Kooker's page offers to book, and what the page needs to place it. */
export interface KookerBooking {
  /** The panel, for the column beside the profile on a wide screen; null on a phone. */
  aside: ReactNode;
  /** On a phone, the bottom bar and the panel's dialog; null on a wide screen. */
  below: ReactNode;
  /** 'Réserver' in the page's header: brings the panel into view. */
  open: () => void;
  /** 'Réserver' on a service: chooses it and brings the panel into view. */
  book: (serviceId: string) => void;
}

interface KookerBookingContext {
  profile: Pick<KookerProfile, 'id' | 'maxGuests' | 'city' | 'cityInsee' | 'serviceArea'>;
  services: KookerService[];
  session: Session;
  /** The Kooker looking at their own page: the panel is shown disabled. */
  viewerIsOwner: boolean;
}

/**
 * Booking a Kooker from their page: the panel (service, free days and slots, participants,
 * summary, 'Réserver'), its selection kept in the URL, the free slots read once then live, and
 * the request. The route composes it with the profile (features never import each other).
 */
export function useKookerBooking({ profile, services: read, session, viewerIsOwner }: KookerBookingContext): KookerBooking {
  const navigate = useNavigate();
  const location = useLocation();
  const sidePanel = useMediaQuery(SIDE_PANEL_QUERY);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const now = useNow();
  // Prices the booking function answered with, changed since the page was read: the panel
  // shows them, and the next 'Réserver' agrees to them (docs/argent.md).
  const [newPrices, setNewPrices] = useState<ReadonlyMap<string, number>>(new Map());
  const services = useMemo(
    () => read.map((service) => ({ ...service, pricePerPerson: newPrices.get(service.id) ?? service.pricePerPerson })),
    [read, newPrices],
  );
  const updatedPrices = useMemo(() => new Set(newPrices.keys()), [newPrices]);

  // The full SDK and its live listener come once the visitor uses the panel (a service is
  // chosen, by them or by the URL they came back with), and stay.
  const [live, setLive] = useState(false);
  const availability = useAvailability(profile.id, sidePanel || dialogOpen || live, live);
  const slots = useMemo(() => (availability.slots ? bookableSlots(availability.slots, now) : null), [availability.slots, now]);
  const { selection, change, staleTime } = useBookingSelection({
    serviceIds: services.map((service) => service.id),
    maxGuests: profile.maxGuests,
    slots,
  });
  if (!live && selection.serviceId !== null) setLive(true);

  // The client's phone, allergies and note; the phone comes from their profile once they use the panel.
  const { user } = useSession();
  const uid = session.status === 'signed-in' ? (user?.uid ?? null) : null;
  const [guest, setGuest] = useState<GuestDetails>(EMPTY_GUEST_DETAILS);
  const [guestErrors, setGuestErrors] = useState<GuestDetailsErrors>({});
  const [profileContact, setProfileContact] = useState<ProfileContact | null>(null);
  // The profile's phone and address on their way: a 'Réserver' pressed before they arrive waits for them.
  const profileContactLoad = useRef<Promise<ProfileContact> | null>(null);
  useEffect(() => {
    if (uid === null || !live) return;
    let current = true;
    const load = import('../api/profile-contact')
      .then(({ readProfileContact }) => readProfileContact(uid))
      .catch(() => ({ phone: '', address: '' }));
    profileContactLoad.current = load;
    void load.then((contact) => {
      if (!current) return;
      setProfileContact(contact);
      // The address fills the panel once the communes are here (EventAddressFields).
      setGuest((details) => ({ ...details, phone: details.phone === '' ? contact.phone : details.phone }));
      setGuestErrors((errors) => ({ ...errors, phone: contact.phone === '' ? errors.phone : undefined }));
    });
    return () => {
      current = false;
    };
  }, [uid, live]);
  const changeGuest = useCallback((patch: Partial<GuestDetails>) => {
    setGuest((details) => ({ ...details, ...patch }));
    setGuestErrors((errors) => ({
      phone: 'phone' in patch ? undefined : errors.phone,
      street: 'street' in patch ? undefined : errors.street,
      commune: 'commune' in patch ? undefined : errors.commune,
      acknowledged: 'acknowledged' in patch || 'allergens' in patch ? undefined : errors.acknowledged,
    }));
  }, []);

  const cheapest = minPricePerPersonOf(services);
  const chosenService = services.find((service) => service.id === selection.serviceId) ?? null;
  const availableThisWeek = useMemo(() => slots !== null && hasFreeSlotWithin(slots, now), [slots, now]);

  const open = () => {
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

  const book = (serviceId: string) => {
    change({ serviceId });
    open();
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
    const service = services.find((candidate) => candidate.id === selection.serviceId);
    if (!service) return;
    const saved = (await profileContactLoad.current) ?? { phone: '', address: '' };
    const phone = guest.phone.trim() !== '' ? guest.phone.trim() : saved.phone.trim();
    // At the client's, where (docs/reservations.md, « Où »): the street and the commune picked,
    // inside the Kooker's area; at the Kooker's, their address comes with the booking.
    const atClient = service.location === 'client';
    // Loaded by the address fields already; the server checks the area again.
    const communes = atClient ? await loadCommuneData().catch(() => null) : null;
    // 'Réserver' pressed before the profile's address filled the fields: read it now.
    let { street, commune } = guest;
    if (communes && commune === null && street.trim() === '' && saved.address.trim() !== '') {
      ({ street, commune } = parseEventAddress(communes, saved.address));
    }
    const area = communes && commune ? eventAreaCheck(communes, profile, commune.commune) : null;
    const address = atClient && commune ? formatEventAddress(street, commune) : '';
    const conflicts = allergenConflicts(guest.allergens, service.allergens);
    const errors: GuestDetailsErrors = {
      phone: phone === '' ? PHONE_REQUIRED : isFrenchPhone(phone) ? undefined : PHONE_INVALID,
      street: !atClient
        ? undefined
        : street.trim() === ''
          ? ADDRESS_REQUIRED
          : address.length > BOOKING_ADDRESS_MAX
            ? `L’adresse ne peut pas dépasser ${BOOKING_ADDRESS_MAX} caractères.`
            : undefined,
      commune: !atClient
        ? undefined
        : communes === null
          ? COMMUNES_UNAVAILABLE
          : commune === null
            ? COMMUNE_REQUIRED
            : area && !area.inside
              ? area.message
              : undefined,
      acknowledged:
        conflicts.length > 0 && !guest.acknowledged
          ? 'Cochez cette case pour réserver malgré tout, ou choisissez une autre prestation.'
          : undefined,
    };
    setGuestErrors(errors);
    if (errors.phone || errors.street || errors.commune || errors.acknowledged) return;
    const { serviceId, participants } = selection;
    setSubmitting(true);
    try {
      const outcome = await requestBooking({
        kookerId: profile.id,
        serviceId,
        date: selection.date,
        time: selection.time,
        participants,
        expectedTotal: bookingAmounts(service.pricePerPerson, participants).total,
        phone,
        ...(atClient ? { address } : {}),
        allergens: guest.allergens,
        diets: guest.diets,
        dietaryNote: guest.note.trim(),
        allergensAcknowledged: conflicts.length > 0,
      });
      if (outcome && 'bookingId' in outcome) {
        if (uid !== null && profileContact !== null) {
          const changes = {
            ...(guest.savePhone && phone !== profileContact.phone ? { phone } : {}),
            ...(guest.saveAddress && address !== '' && address !== profileContact.address ? { address } : {}),
          };
          if (Object.keys(changes).length > 0) void saveContact(uid, changes);
        }
        navigate(paths.booking(outcome.bookingId));
      } else if (outcome) setNewPrices((prices) => new Map(prices).set(serviceId, outcome.newPricePerPerson));
    } finally {
      setSubmitting(false);
    }
  };

  const panelProps = {
    services,
    kooker: profile,
    maxGuests: profile.maxGuests,
    updatedPrices,
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
    guestFields:
      uid !== null && chosenService ? (
        <GuestDetailsFields
          value={guest}
          onChange={changeGuest}
          errors={guestErrors}
          profile={profileContact}
          location={chosenService.location}
          kooker={profile}
          serviceName={chosenService.name}
          menuAllergens={chosenService.allergens}
        />
      ) : null,
  };

  if (sidePanel) return { aside: <BookingPanel {...panelProps} showHeading panelRef={panel} />, below: null, open, book };
  const below = (
    <>
      <BookingBar
        cheapest={cheapest}
        chosen={
          chosenService && isCompleteSelection(selection)
            ? { pricePerPerson: chosenService.pricePerPerson, participants: selection.participants }
            : null
        }
        onOpen={() => setDialogOpen(true)}
      />
      <Dialog open={dialogOpen} title="Réserver une prestation" onClose={() => setDialogOpen(false)}>
        <BookingPanel {...panelProps} showHeading={false} />
      </Dialog>
    </>
  );
  return { aside: null, below, open, book };
}

/** Saves the phone or the address given at booking into 'Mon profil', as the client asked; a failure is only told. */
async function saveContact(uid: string, contact: Partial<ProfileContact>): Promise<void> {
  try {
    const { saveProfileContact } = await import('../api/profile-contact');
    await saveProfileContact(uid, contact);
  } catch {
    toast.error('Vos coordonnées n’ont pas pu être enregistrées dans votre profil : modifiez-les dans Mon profil.', {
      id: 'booking-contact',
    });
  }
}
