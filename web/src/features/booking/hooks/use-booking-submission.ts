import { bookingAmounts, currentTerms, type KookerArea } from '@kookers/domain/booking';
import { SERVICE_IDS, type KookerService } from '@kookers/domain/kookers';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { loadCommuneData } from '../../../lib/commune-data';
import toast from '../../../lib/toast';
import type { Session } from '../../auth/access';
import { requestBooking } from '../api/book';
import { isCompleteSelection, type BookingSelection } from '../booking-selection';
import { checkGuestDetails, type ProfileContact } from '../guest-details';
import type { GuestDetailsState } from './use-guest-details';

interface SubmissionContext {
  kooker: KookerArea & { id: string };
  /** At the prices the client agreed to (usePriceConsent). */
  services: readonly KookerService[];
  selection: BookingSelection;
  session: Session;
  /** The signed-in client's uid; null for a visitor. */
  uid: string | null;
  /** The Kooker looking at their own page: nothing is sent. */
  viewerIsOwner: boolean;
  guest: GuestDetailsState;
  /** The booking function answered that the service's price changed. */
  onPriceChanged: (serviceId: string, pricePerPerson: number) => void;
}

/** 'Réserver et payer', and whether its request is on its way. */
export interface BookingSubmission {
  submitting: boolean;
  submit: () => void;
}

/**
 * 'Réserver et payer' with a complete selection: a visitor goes to the login page (and comes back
 * with the selection, which is in the URL); an unverified client is told to confirm their address;
 * a client's details are checked (checkGuestDetails), then the booking is requested
 * (api/book.ts). Booked: the booking's page, where the client pays, and the phone or address
 * saved into 'Mon profil' as the client asked; a changed price: the panel shows it, for the next
 * 'Réserver et payer'.
 */
export function useBookingSubmission(context: SubmissionContext): BookingSubmission {
  const { kooker, services, selection, session, uid, viewerIsOwner, guest, onPriceChanged } = context;
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);

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
    const serviceId = SERVICE_IDS.find((id) => id === selection.serviceId);
    if (!service || !serviceId) return;
    const saved = await guest.saved();
    // At the client's, where (docs/reservations.md, « Où »): the communes are loaded by the
    // address fields already; the server checks the area again.
    const communes = service.location === 'client' ? await loadCommuneData().catch(() => null) : null;
    const check = checkGuestDetails({ guest: guest.value, saved, service, kooker, communes });
    guest.showErrors(check.errors);
    if (!check.ok) return;
    const { participants } = selection;
    setSubmitting(true);
    try {
      const outcome = await requestBooking({
        kookerId: kooker.id,
        serviceId,
        date: selection.date,
        time: selection.time,
        participants,
        expectedTotal: bookingAmounts(service.pricePerPerson, participants, currentTerms().commissionPercent).total,
        phone: check.phone,
        ...(service.location === 'client' ? { address: check.address } : {}),
        allergens: guest.value.allergens,
        diets: guest.value.diets,
        dietaryNote: guest.value.note.trim(),
        allergensAcknowledged: check.acknowledged,
      });
      if (outcome && 'bookingId' in outcome) {
        if (uid !== null && guest.profile !== null) {
          const changes = {
            ...(guest.value.savePhone && check.phone !== guest.profile.phone ? { phone: check.phone } : {}),
            ...(guest.value.saveAddress && check.address !== '' && check.address !== guest.profile.address
              ? { address: check.address }
              : {}),
          };
          if (Object.keys(changes).length > 0) void saveContact(uid, changes);
        }
        navigate(paths.booking(outcome.bookingId));
      } else if (outcome) onPriceChanged(serviceId, outcome.newPricePerPerson);
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, submit: () => void submit() };
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
