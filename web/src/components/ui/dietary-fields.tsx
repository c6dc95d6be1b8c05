import { DIETARY_NOTE_MAX, DIETS, type AllergenId, type DietId } from '@kookers/domain/kookers';
import { useId } from 'react';
import { AllergenChoices } from './allergen-choices';
import './guest-fields.css';

/** What the guests cannot eat (docs/reservations.md, « Allergies et régimes »). */
interface Dietary {
  allergens: AllergenId[];
  diets: DietId[];
  note: string;
}

interface DietaryFieldsProps {
  value: Dietary;
  onChange: (patch: Partial<Dietary>) => void;
}

/**
 * 'Allergies des convives', 'Régimes' and the note, the same lists and limit in the booking
 * panel and in a request for an offer.
 */
export function DietaryFields({ value, onChange }: DietaryFieldsProps) {
  const ids = useId();
  return (
    <>
      <AllergenChoices legend="Allergies des convives" value={value.allergens} onChange={(allergens) => onChange({ allergens })} />
      <fieldset className="guest-details__group">
        <legend className="field__label">Régimes</legend>
        <div className="guest-details__options">
          {DIETS.map((diet) => (
            <label key={diet.id} className="field__checkbox">
              <input
                type="checkbox"
                checked={value.diets.includes(diet.id)}
                onChange={(event) =>
                  onChange({
                    diets: event.currentTarget.checked ? [...value.diets, diet.id] : value.diets.filter((other) => other !== diet.id),
                  })
                }
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
    </>
  );
}
