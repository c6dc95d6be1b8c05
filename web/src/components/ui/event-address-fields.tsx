import { eventAreaCheck, formatEventAddress, parseEventAddress, type KookerArea } from '@kookers/domain/booking';
import { BOOKING_ADDRESS_MAX } from '@kookers/domain/kookers';
import { useEffect, useId, useRef } from 'react';
import { useCommuneData } from '../../lib/commune-data';
import type { EventAddress, EventAddressErrors } from '../../lib/event-address';
import { CommuneField } from './commune-field';
import './guest-fields.css';

interface EventAddressFieldsProps {
  value: EventAddress;
  onChange: (patch: Partial<EventAddress>) => void;
  errors: EventAddressErrors;
  /** The address of the client's profile ('' when none); null while unknown. */
  profileAddress: string | null;
  kooker: KookerArea;
  /** Offers to save an address typed that differs from the profile's (the booking panel does; a request for an offer does not). */
  offerSave?: boolean;
  /** Who reads the address, and when: under the street, or under the commune when there is no street. */
  streetHint?: string;
  /**
   * Asks the street too; without it, only the commune (`value.street` is then not read): what a
   * Kooker learns of a request before the booking is paid (docs/reservations.md, « Demander une offre »).
   */
  withStreet?: boolean;
}

/** "5,2 km". */
const km = (value: number) => `${String(value).replace('.', ',')} km`;

/**
 * 'Adresse de la prestation' for a service at the client's (the booking panel, « Accepter et payer »
 * an offer; only its commune for « Demander une offre »): the street, then the commune picked
 * among the suggestions (the list of communes loads with this field, never with the page), filled
 * from the profile's address, and at once whether it lies inside the Kooker's service area — the
 * same check `createBooking` makes (domain/src/booking/event-address.ts).
 */
export function EventAddressFields({
  value,
  onChange,
  errors,
  profileAddress,
  kooker,
  offerSave = true,
  streetHint = 'Le Kooker la verra une fois la réservation faite, jamais avant.',
  withStreet = true,
}: EventAddressFieldsProps) {
  const ids = useId();
  const { data } = useCommuneData();

  // The profile's address, once, when both it and the communes are here and nothing was typed.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || data === null || profileAddress === null) return;
    filled.current = true;
    if (profileAddress === '' || (withStreet && value.street !== '') || value.commune !== null) return;
    const parsed = parseEventAddress(data, profileAddress);
    if (withStreet) onChange({ street: parsed.street, commune: parsed.commune });
    else if (parsed.commune !== null) onChange({ commune: parsed.commune });
  }, [data, profileAddress, value.street, value.commune, onChange, withStreet]);

  const area = data !== null && value.commune !== null ? eventAreaCheck(data, kooker, value.commune.commune) : null;
  const communeError = errors.commune ?? (area && !area.inside ? area.message : undefined);
  const communeHint =
    !area?.inside || area.distanceKm === null
      ? 'Tapez les premières lettres ou le code postal, puis choisissez dans la liste.'
      : area.distanceKm === 0
        ? `La commune de ce Kooker : dans sa zone.`
        : `À ${km(area.distanceKm)} de ${kooker.city} : dans la zone de ce Kooker (${km(kooker.serviceArea)}).`;
  const line = value.commune ? formatEventAddress(withStreet ? value.street : '', value.commune) : '';
  const streetDescribedBy = [`${ids}-street-hint`, errors.street ? `${ids}-street-error` : null].filter(Boolean).join(' ');

  // One field: its label says it all, no group around it.
  if (!withStreet) {
    return (
      <div className="guest-details__group event-address">
        <CommuneField
          id={`${ids}-commune`}
          label="Commune de la prestation"
          hint={communeHint}
          error={communeError}
          describedBy={`${ids}-reader-hint`}
          value={value.commune}
          onChange={(commune) => onChange({ commune })}
        />
        <p id={`${ids}-reader-hint`} className="field__hint">
          {streetHint}
        </p>
      </div>
    );
  }

  return (
    <fieldset className="guest-details__group event-address">
      <legend className="field__label">Adresse de la prestation</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-street`}>
          Numéro et rue
        </label>
        <input
          id={`${ids}-street`}
          className="field__input"
          type="text"
          autoComplete="address-line1"
          maxLength={BOOKING_ADDRESS_MAX - 40}
          value={value.street}
          aria-invalid={errors.street ? true : undefined}
          aria-describedby={streetDescribedBy}
          onChange={(event) => onChange({ street: event.currentTarget.value })}
        />
        <p id={`${ids}-street-hint`} className="field__hint">
          {streetHint}
        </p>
        {errors.street && (
          <p id={`${ids}-street-error`} className="field__error" role="alert">
            {errors.street}
          </p>
        )}
      </div>
      <CommuneField
        id={`${ids}-commune`}
        label="Commune"
        hint={communeHint}
        error={communeError}
        value={value.commune}
        onChange={(commune) => onChange({ commune })}
      />
      {offerSave && profileAddress !== null && line !== '' && line !== profileAddress && (
        <label className="field__checkbox guest-details__save">
          <input type="checkbox" checked={value.saveAddress} onChange={(event) => onChange({ saveAddress: event.currentTarget.checked })} />
          <span>Enregistrer cette adresse dans mon profil</span>
        </label>
      )}
    </fieldset>
  );
}
