import { isFrenchPhone, PHONE_INVALID, PHONE_REQUIRED } from '@kookers/domain/accounts';
import { currentTerms, formatCents, TERMS_NOT_ACCEPTED } from '@kookers/domain/money';
import { formatEventAddress, type KookerArea } from '@kookers/domain/booking';
import { formatLongDate } from '@kookers/domain/rules';
import { allergenConflicts, dietaryLabels } from '@kookers/domain/kookers';
import type { Offer } from '@kookers/domain/offers';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFirestoreDocData } from 'reactfire';
import { Dialog } from '../../../components/ui/dialog';
import { EventAddressFields } from '../../../components/ui/event-address-fields';
import { LiveReadBoundary } from '../../../components/ui/live-read-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { loadCommuneData } from '../../../lib/commune-data';
import type { EventAddressErrors } from '../../../lib/event-address';
import toast from '../../../lib/toast';
import { useSession } from '../../auth/hooks/use-session';
import { acceptOffer } from '../api/accept-offer';
import { kookerRef } from '../api/bookings';
import { checkGuestDetails } from '../guest-details';
import { useGuestDetails } from '../hooks/use-guest-details';
import { addressFieldOfRefusal, offerAddressFill, offerCommuneError } from '../offer-address';
import { BookingConsent } from './booking-consent';
import { GuestPhoneField } from './guest-phone-field';
import './booking-panel.css';

interface AcceptOfferDialogProps {
  offer: Offer;
  onClose: () => void;
}

/**
 * « Accepter et payer » an offer (docs/reservations.md, « Demander une offre »): the recap and its
 * total, the menu's allergens the client named (acknowledged before paying), their phone, at their
 * place the street (the request named only the commune, which the address must stay in), « Avant
 * de payer » and the terms of sale, as the booking panel asks them; then the booking's page and
 * its payment step.
 */
export function AcceptOfferDialog({ offer, onClose }: AcceptOfferDialogProps) {
  return (
    <Dialog open title="Accepter et payer l’offre" onClose={onClose}>
      <LiveReadBoundary
        fallback={() => <p className="alert alert--error">Le profil du Kooker n’a pas pu être chargé. Rechargez la page.</p>}
      >
        <AcceptOffer offer={offer} onClose={onClose} />
      </LiveReadBoundary>
    </Dialog>
  );
}

function AcceptOffer({ offer, onClose }: AcceptOfferDialogProps) {
  const ids = useId();
  const navigate = useNavigate();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const kooker = useFirestoreDocData(useMemo(() => kookerRef(offer.kookerId), [offer.kookerId]));
  const guest = useGuestDetails(uid, true);
  const [acknowledged, setAcknowledged] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ ack?: string; terms?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const conflicts = allergenConflicts(offer.dietary.allergens, offer.allergens);

  if (kooker.status === 'loading') return <Spinner label="Chargement…" />;
  const party = kooker.data ?? { firstName: 'le Kooker', lastName: '', legalStatus: null };
  const atClient = offer.location === 'client';
  // Without the Kooker's commune, nothing is measured: createBooking checks the area again.
  const area: KookerArea = {
    city: kooker.data?.city ?? '',
    cityInsee: kooker.data?.cityInsee ?? '',
    serviceArea: kooker.data?.serviceArea ?? 0,
  };

  const submit = async () => {
    const saved = await guest.saved();
    const phone = guest.value.phone.trim() !== '' ? guest.value.phone.trim() : saved.phone.trim();
    const phoneError = phone === '' ? PHONE_REQUIRED : isFrenchPhone(phone) ? undefined : PHONE_INVALID;
    const next = {
      ack:
        conflicts.length > 0 && !acknowledged
          ? 'Cochez cette case pour accepter malgré tout, ou demandez un autre menu au Kooker.'
          : undefined,
      terms: accepted ? undefined : TERMS_NOT_ACCEPTED,
    };
    // At the client's, the street now, in the commune the request named (docs/reservations.md,
    // « Demander une offre »): the address fields, or the profile's address when they are not filled yet.
    let address = '';
    let addressErrors: EventAddressErrors = {};
    if (atClient) {
      const check = checkGuestDetails({
        guest: guest.value,
        saved: { phone, address: offerAddressFill(saved.address, offer.address) },
        service: { location: 'client', allergens: [] },
        kooker: area,
        communes: await loadCommuneData().catch(() => null),
      });
      address = check.ok ? check.address : '';
      const picked = guest.value.commune;
      addressErrors = {
        street: check.errors.street,
        commune: check.errors.commune ?? (picked ? offerCommuneError(formatEventAddress('', picked), offer.address) : undefined),
      };
    }
    guest.showErrors({ phone: phoneError, ...addressErrors });
    setErrors(next);
    if (phoneError || addressErrors.street || addressErrors.commune || next.ack || next.terms) return;
    setSubmitting(true);
    try {
      const outcome = await acceptOffer(
        {
          offerId: offer.id,
          expectedTotal: offer.total,
          termsVersion: currentTerms().version,
          phone,
          ...(atClient ? { address } : {}),
          ...(conflicts.length > 0 ? { allergensAcknowledged: true } : {}),
        },
        (message) => {
          const field = addressFieldOfRefusal(message, offer.address);
          if (field !== null) guest.showErrors(field === 'street' ? { street: message } : { commune: message });
          return field !== null;
        },
      );
      if (!outcome) return;
      if (uid !== null && guest.value.savePhone && guest.profile !== null && !guest.profile.phoneVerified && phone !== guest.profile.phone)
        void savePhone(uid, phone);
      onClose();
      navigate(paths.booking(outcome.bookingId));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="accept-offer guest-details">
      <dl className="accept-offer__recap">
        <dt>Offre</dt>
        <dd>{offer.title}</dd>
        <dt>Date</dt>
        <dd>
          {formatLongDate(offer.date)} à {offer.time}, {offer.durationHours} h
        </dd>
        <dt>Participants</dt>
        <dd>
          {offer.participants} × {formatCents(offer.pricePerPerson)}
        </dd>
        <dt>Total</dt>
        <dd className="accept-offer__total">{formatCents(offer.total)}</dd>
      </dl>
      {conflicts.length > 0 && (
        <div className="alert alert--warning guest-details__conflict" role="alert">
          <p>
            Le menu de « {offer.title} » contient : {dietaryLabels(conflicts).join(', ')}, que vous avez signalé dans votre demande.
          </p>
          <label className="field__checkbox">
            <input
              type="checkbox"
              checked={acknowledged}
              aria-invalid={errors.ack ? true : undefined}
              aria-describedby={errors.ack ? `${ids}-ack-error` : undefined}
              onChange={(event) => {
                setAcknowledged(event.currentTarget.checked);
                setErrors((shown) => ({ ...shown, ack: undefined }));
              }}
            />
            <span>J’ai vu que le menu contient {conflicts.length > 1 ? 'ces allergènes' : 'cet allergène'} et j’accepte quand même.</span>
          </label>
          {errors.ack && (
            <p id={`${ids}-ack-error`} className="field__error">
              {errors.ack}
            </p>
          )}
        </div>
      )}
      <GuestPhoneField
        value={guest.value.phone}
        savePhone={guest.value.savePhone}
        error={guest.errors.phone}
        profilePhone={guest.profile?.phone ?? null}
        phoneVerified={guest.profile?.phoneVerified ?? false}
        onChange={guest.change}
      />
      {atClient && (
        <EventAddressFields
          value={guest.value}
          onChange={guest.change}
          errors={guest.errors}
          profileAddress={guest.profile === null ? null : offerAddressFill(guest.profile.address, offer.address)}
          kooker={area}
          offerSave={false}
          streetHint="Le Kooker la lira une fois la réservation payée, jamais avant."
        />
      )}
      <BookingConsent
        kooker={party}
        accepted={accepted}
        error={errors.terms ?? null}
        onChange={(value) => {
          setAccepted(value);
          if (value) setErrors((shown) => ({ ...shown, terms: undefined }));
        }}
      />
      <p className="accept-offer__actions">
        <button type="button" className="button button--primary button--large" disabled={submitting} onClick={() => void submit()}>
          {submitting ? 'Réservation en cours…' : `Accepter et payer ${formatCents(offer.total)}`}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose} disabled={submitting}>
          Annuler
        </button>
      </p>
      <p className="field__hint">Vous payez à l’étape suivante, par carte : la réservation est confirmée à votre paiement.</p>
    </div>
  );
}

/** Saves a new phone into 'Mon profil', as the client asked; a failure is only told. */
async function savePhone(uid: string, phone: string): Promise<void> {
  try {
    const { saveProfileContact } = await import('../api/profile-contact');
    await saveProfileContact(uid, { phone });
  } catch {
    toast.error('Votre numéro n’a pas pu être enregistré dans votre profil : modifiez-le dans Mon profil.', { id: 'booking-contact' });
  }
}
