import { allergenConflicts, dietaryLabels, type AllergenId, type ServiceLocation } from '@kookers/domain/kookers';
import type { KookerArea } from '@kookers/domain/booking';
import { useId } from 'react';
import type { GuestDetails, GuestDetailsErrors, ProfileContact } from '../guest-details';
import { DietaryFields } from '../../../components/ui/dietary-fields';
import { EventAddressFields } from '../../../components/ui/event-address-fields';
import { GuestPhoneField } from './guest-phone-field';

interface GuestDetailsFieldsProps {
  value: GuestDetails;
  onChange: (patch: Partial<GuestDetails>) => void;
  errors: GuestDetailsErrors;
  /** The phone and address of the client's profile; null while unknown. */
  profile: ProfileContact | null;
  /** Where the chosen service takes place: the address is asked at the client's only. */
  location: ServiceLocation;
  /** The Kooker's commune and area, which the address must lie in. */
  kooker: KookerArea;
  serviceName: string;
  /** The allergens the chosen service's menu contains. */
  menuAllergens: readonly AllergenId[];
}

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
  return (
    <div className="guest-details">
      <GuestPhoneField
        value={value.phone}
        savePhone={value.savePhone}
        error={errors.phone}
        profilePhone={profile?.phone ?? null}
        phoneVerified={profile?.phoneVerified ?? false}
        onChange={onChange}
      />

      {location === 'client' ? (
        <EventAddressFields value={value} onChange={onChange} errors={errors} profileAddress={profile?.address ?? null} kooker={kooker} />
      ) : (
        <p className="field__hint">La prestation a lieu chez le Kooker : son adresse vous sera donnée dès la réservation faite.</p>
      )}

      <details className="guest-details__dietary" open={told || undefined}>
        <summary>Allergies, régimes, message au Kooker</summary>
        <DietaryFields
          value={value}
          // A new allergen ticked asks for the menu's consent again.
          onChange={(patch) => onChange('allergens' in patch ? { ...patch, acknowledged: false } : patch)}
        />
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
