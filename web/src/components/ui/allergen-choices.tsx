import { ALLERGENS, type AllergenId } from '@kookers/domain/kookers';
import './guest-fields.css';

interface AllergenChoicesProps {
  legend: string;
  value: readonly AllergenId[];
  onChange: (allergens: AllergenId[]) => void;
  /** A line under the legend. */
  hint?: string;
}

/**
 * The regulation's fourteen allergens as boxes (domain/src/kookers/dietary.ts): the guests' in
 * the booking panel and a request for an offer, the menu's in an offer.
 */
export function AllergenChoices({ legend, value, onChange, hint }: AllergenChoicesProps) {
  return (
    <fieldset className="guest-details__group">
      <legend className="field__label">{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      <div className="guest-details__options">
        {ALLERGENS.map((allergen) => (
          <label key={allergen.id} className="field__checkbox">
            <input
              type="checkbox"
              checked={value.includes(allergen.id)}
              onChange={(event) =>
                onChange(event.currentTarget.checked ? [...value, allergen.id] : value.filter((other) => other !== allergen.id))
              }
            />
            <span>{allergen.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
