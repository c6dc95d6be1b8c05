import { FULL_REFUND_MIN_DAYS } from '@kookers/domain/rules';
import {
  ALLERGENS,
  allergenConflicts,
  DIETARY_NOTE_MAX,
  dietaryLabels,
  DIETS,
  type AllergenId,
  type ServiceLocation,
} from '@kookers/domain/kookers';
import type { KookerArea } from '@kookers/domain/booking';
import { useId } from 'react';
import type { GuestDetails, GuestDetailsErrors } from '../guest-details';
import { EventAddressFields } from './event-address-fields';

interface GuestDetailsFieldsProps {
  value: GuestDetails;
  onChange: (patch: Partial<GuestDetails>) => void;
  errors: GuestDetailsErrors;
  /** The phone and address of the client's profile; null while unknown. */
  profile: { phone: string; address: string } | null;
  /** Where the chosen service takes place: the address is asked at the client's only. */
  location: ServiceLocation;
  /** The Kooker's commune and area, which the address must lie in. */
  kooker: KookerArea;
  serviceName: string;
  /** The allergens the chosen service's menu contains. */
  menuAllergens: readonly AllergenId[];
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((other) => other !== item));

/**
 * The booking panel's 'Vos coordonnées' and 'Allergies et régimes': the phone the Kooker will
 * call (filled from the profile), the allergens and diets of the guests and a note, and, when the
 * menu contains a ticked allergen, a warning the client confirms before 'Réserver'.
 */
export function GuestDetailsFields({
  value,
  onChange,
  errors,
  profile,
  location,
  kooker,
  serviceName,
  menuAllergens,
}: GuestDetailsFieldsProps) {
  const ids = useId();
  const conflicts = allergenConflicts(value.allergens, menuAllergens);
  const told = value.allergens.length + value.diets.length > 0 || value.note !== '';
  const describedBy = [`${ids}-phone-hint`, errors.phone ? `${ids}-phone-error` : null].filter(Boolean).join(' ');
  return (
    <div className="guest-details">
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
          value={value.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ phone: event.currentTarget.value })}
        />
        <p id={`${ids}-phone-hint`} className="field__hint">
          Le Kooker le verra une fois la réservation faite, pour vous joindre. Vous recevrez le sien {FULL_REFUND_MIN_DAYS} jours avant la
          prestation (dès la réservation si elle est plus proche).
        </p>
        {errors.phone && (
          <p id={`${ids}-phone-error`} className="field__error" role="alert">
            {errors.phone}
          </p>
        )}
        {profile !== null && value.phone.trim() !== '' && value.phone.trim() !== profile.phone && (
          <label className="field__checkbox guest-details__save">
            <input type="checkbox" checked={value.savePhone} onChange={(event) => onChange({ savePhone: event.currentTarget.checked })} />
            <span>Enregistrer ce numéro dans mon profil</span>
          </label>
        )}
      </div>

      {location === 'client' ? (
        <EventAddressFields value={value} onChange={onChange} errors={errors} profileAddress={profile?.address ?? null} kooker={kooker} />
      ) : (
        <p className="field__hint">La prestation a lieu chez le Kooker : son adresse vous sera donnée dès la réservation faite.</p>
      )}

      <details className="guest-details__dietary" open={told || undefined}>
        <summary>Allergies, régimes, message au Kooker</summary>
        <fieldset className="guest-details__group">
          <legend className="field__label">Allergies des convives</legend>
          <div className="guest-details__options">
            {ALLERGENS.map((allergen) => (
              <label key={allergen.id} className="field__checkbox">
                <input
                  type="checkbox"
                  checked={value.allergens.includes(allergen.id)}
                  onChange={(event) =>
                    onChange({ allergens: toggled(value.allergens, allergen.id, event.currentTarget.checked), acknowledged: false })
                  }
                />
                <span>{allergen.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="guest-details__group">
          <legend className="field__label">Régimes</legend>
          <div className="guest-details__options">
            {DIETS.map((diet) => (
              <label key={diet.id} className="field__checkbox">
                <input
                  type="checkbox"
                  checked={value.diets.includes(diet.id)}
                  onChange={(event) => onChange({ diets: toggled(value.diets, diet.id, event.currentTarget.checked) })}
                />
                <span>{diet.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-note`}>
            Message au Kooker
          </label>
          <textarea
            id={`${ids}-note`}
            className="field__input"
            rows={3}
            maxLength={DIETARY_NOTE_MAX}
            value={value.note}
            aria-describedby={`${ids}-note-hint`}
            onChange={(event) => onChange({ note: event.currentTarget.value })}
          />
          <p id={`${ids}-note-hint`} className="field__hint">
            Âge des enfants, intolérances, occasion… ({value.note.length}/{DIETARY_NOTE_MAX})
          </p>
        </div>
      </details>

      {conflicts.length > 0 && (
        <div className="alert alert--warning guest-details__conflict" role="alert">
          <p>
            Le menu de « {serviceName} » contient : {dietaryLabels(conflicts).join(', ')}.
          </p>
          <label className="field__checkbox">
            <input
              type="checkbox"
              checked={value.acknowledged}
              aria-invalid={errors.acknowledged ? true : undefined}
              aria-describedby={errors.acknowledged ? `${ids}-ack-error` : undefined}
              onChange={(event) => onChange({ acknowledged: event.currentTarget.checked })}
            />
            <span>J’ai vu que le menu contient {conflicts.length > 1 ? 'ces allergènes' : 'cet allergène'} et je réserve quand même.</span>
          </label>
          {errors.acknowledged && (
            <p id={`${ids}-ack-error`} className="field__error">
              {errors.acknowledged}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
