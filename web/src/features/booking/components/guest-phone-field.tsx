import { FULL_REFUND_MIN_DAYS } from '@kookers/domain/rules';
import { useId } from 'react';

interface GuestPhoneFieldProps {
  value: string;
  savePhone: boolean;
  error: string | undefined;
  /** The phone of the client's profile; null while unknown. */
  profilePhone: string | null;
  /** The profile's phone is verified by SMS: kept, not offered to replace (docs/produit.md, « Qui est le Kooker »). */
  phoneVerified: boolean;
  onChange: (patch: { phone?: string; savePhone?: boolean }) => void;
}

/**
 * 'Téléphone' at booking (docs/reservations.md, « Se joindre »): filled from the profile, with the
 * offer to save a new number into it. The booking panel's and an accepted offer's.
 */
export function GuestPhoneField({ value, savePhone, error, profilePhone, phoneVerified, onChange }: GuestPhoneFieldProps) {
  const ids = useId();
  const describedBy = [`${ids}-phone-hint`, error ? `${ids}-phone-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${ids}-phone`}>
        Téléphone
      </label>
      <input
        id={`${ids}-phone`}
        className="field__input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange({ phone: event.currentTarget.value })}
      />
      <p id={`${ids}-phone-hint`} className="field__hint">
        Le Kooker le verra une fois la réservation faite, pour vous joindre. Vous recevrez le sien {FULL_REFUND_MIN_DAYS} jours avant la
        prestation (dès la réservation si elle est plus proche).
      </p>
      {error && (
        <p id={`${ids}-phone-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      {profilePhone !== null && !phoneVerified && value.trim() !== '' && value.trim() !== profilePhone && (
        <label className="field__checkbox guest-details__save">
          <input type="checkbox" checked={savePhone} onChange={(event) => onChange({ savePhone: event.currentTarget.checked })} />
          <span>Enregistrer ce numéro dans mon profil</span>
        </label>
      )}
    </div>
  );
}
