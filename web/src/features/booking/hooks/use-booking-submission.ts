import { bookingAmounts, currentTerms, TERMS_NOT_ACCEPTED } from '@kookers/domain/money';
import type { KookerArea } from '@kookers/domain/booking';
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

/** 'Réserver et payer', whether its request is on its way, and the terms of sale ticked above it. */
export interface BookingSubmission {
  submitting: boolean;
  submit: () => void;
  /** The box « J’ai lu et j’accepte les conditions générales de vente » (components/booking-consent.tsx). */
  terms: { accepted: boolean; error: string | null; accept: (accepted: boolean) => void };
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
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const accept = (value: boolean) => {
    setAccepted(value);
    if (value) setTermsError(null);
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
    const serviceId = SERVICE_IDS.find((id) => id === selection.serviceId);
    if (!service || !serviceId) return;
    const saved = await guest.saved();
    // At the client's, where (docs/reservations.md, « Où »): the communes are loaded by the
    // address fields already; the server checks the area again.
    const communes = service.location === 'client' ? await loadCommuneData().catch(() => null) : null;
    const check = checkGuestDetails({ guest: guest.value, saved, service, kooker, communes });
    guest.showErrors(check.errors);
    // A client books only once they accepted the terms of sale (a visitor ticks them once back
    // from the login page); every error shows at once.
    setTermsError(accepted ? null : TERMS_NOT_ACCEPTED);
    if (!check.ok || !accepted) return;
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
        // The version the box accepted: the one this page shows (docs/reservations.md, « Ce que le client accepte »).
        termsVersion: currentTerms().version,
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
            ...(guest.value.savePhone && !guest.profile.phoneVerified && check.phone !== guest.profile.phone ? { phone: check.phone } : {}),
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

  return { submitting, submit: () => void submit(), terms: { accepted, error: termsError, accept } };
}

/** Saves the phone or the address given at booking into 'Mon profil', as the client asked; a failure is only told. */
async function saveContact(uid: string, contact: Partial<Pick<ProfileContact, 'phone' | 'address'>>): Promise<void> {
  try {
    const { saveProfileContact } = await import('../api/profile-contact');
    await saveProfileContact(uid, contact);
  } catch {
    toast.error('Vos coordonnées n’ont pas pu être enregistrées dans votre profil : modifiez-les dans Mon profil.', {
      id: 'booking-contact',
    });
  }
}
