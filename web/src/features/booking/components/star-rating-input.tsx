import { REVIEW_LIMITS } from '@kookers/domain/kookers';
import { useField } from 'formik';
import { useId } from 'react';

const RATINGS = Array.from(
  { length: REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin + 1 },
  (_, index) => REVIEW_LIMITS.ratingMin + index,
);
const WORDS: Record<number, string> = { 1: 'Décevant', 2: 'Moyen', 3: 'Bien', 4: 'Très bien', 5: 'Excellent' };

/**
 * A 1–5 star rating as native radio buttons under a legend: Tab reaches the group, the arrow
 * keys choose, as for any radio group; the stars are their labels.
 */
export function StarRatingInput({ name, legend }: { name: string; legend: string }) {
  const id = useId();
  const [field, meta, helpers] = useField<number>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <fieldset className="field star-input" aria-describedby={error ? `${id}-error` : `${id}-word`}>
      <legend className="field__label">{legend}</legend>
      <div className="star-input__stars">
        {RATINGS.map((rating) => (
          <span key={rating} className="star-input__choice">
            <input
              type="radio"
              id={`${id}-${rating}`}
              name={name}
              value={rating}
              checked={field.value === rating}
              onChange={() => void helpers.setValue(rating)}
              onBlur={() => void helpers.setTouched(true)}
              className="star-input__radio"
            />
            <label
              htmlFor={`${id}-${rating}`}
              className={rating <= field.value ? 'star-input__star star-input__star--on' : 'star-input__star'}
            >
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{rating > 1 ? `${rating} étoiles` : '1 étoile'}</span>
            </label>
          </span>
        ))}
        <span id={`${id}-word`} className="star-input__word">
          {WORDS[field.value] ?? ''}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
