import { MAX_GUESTS_OPTIONS, MINIMUM_DURATION_HOURS, PRICE_PER_HOUR_CENTS, SERVICE_AREA_KM, type RatesStep } from '@kookers/domain/kookers';
import { formatCents } from '@kookers/domain/money';
import type { FormikProps } from 'formik';

interface RangeProps {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  display: string;
  /** What the value is for, read with it. */
  hint?: string;
  onChange: (value: number) => void;
}

/** A slider that shows its value from the start. */
function Range({ id, label, min, max, step, value, display, hint, onChange }: RangeProps) {
  return (
    <div className="field">
      <div className="range__head">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <output className="range__value" htmlFor={id} aria-live="polite">
          {display}
        </output>
      </div>
      <input
        id={id}
        className="range"
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface ChoiceProps {
  id: string;
  label: string;
  value: number;
  options: readonly number[];
  format: (value: number) => string;
  onChange: (value: number) => void;
}

function NumberSelect({ id, label, value, options, format, onChange }: ChoiceProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        {options.map((option) => (
          <option key={option} value={option}>
            {format(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Step 3: service area, hourly rate, minimum duration and capacity (the services follow, outside this form). */
export function RatesStepFields({ form }: { form: FormikProps<RatesStep> }) {
  const { values, setFieldValue } = form;
  return (
    <>
      <Range
        id="serviceArea"
        label="Zone d’intervention"
        min={SERVICE_AREA_KM.min}
        max={SERVICE_AREA_KM.max}
        step={SERVICE_AREA_KM.step}
        value={values.serviceArea}
        display={`${values.serviceArea} km`}
        onChange={(value) => void setFieldValue('serviceArea', value)}
      />
      <Range
        id="pricePerHour"
        label="Tarif horaire"
        min={PRICE_PER_HOUR_CENTS.min / 100}
        max={PRICE_PER_HOUR_CENTS.max / 100}
        step={PRICE_PER_HOUR_CENTS.step / 100}
        value={values.pricePerHour / 100}
        display={`${formatCents(values.pricePerHour)} / h`}
        hint="Pour les demandes sur mesure : il s’affiche sur votre profil et suggère le prix de vos offres (votre temps, ingrédients en plus)."
        onChange={(euros) => void setFieldValue('pricePerHour', euros * 100)}
      />
      <div className="form-row">
        <NumberSelect
          id="minimumDuration"
          label="Durée minimum d’une prestation"
          value={values.minimumDuration}
          options={MINIMUM_DURATION_HOURS}
          format={(hours) => `${hours} h`}
          onChange={(value) => void setFieldValue('minimumDuration', value)}
        />
        <NumberSelect
          id="maxGuests"
          label="Nombre maximum d’invités"
          value={values.maxGuests}
          options={MAX_GUESTS_OPTIONS}
          format={(guests) => `${guests} personnes`}
          onChange={(value) => void setFieldValue('maxGuests', value)}
        />
      </div>
    </>
  );
}
