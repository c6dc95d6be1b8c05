import { BLOCKED_DATES_MAX, type AvailabilityStep, dailySlotTimes } from '@kookers/domain/kookers';
import { WEEKDAYS, addDays, timeOfHour } from '@kookers/domain/rules';
import { getIn, type FormikProps } from 'formik';
import Calendar from 'react-calendar';
import 'react-calendar/dist/Calendar.css';
import { formatLongDate } from '../../../../lib/format';

const HOURS = Array.from({ length: 24 }, (_, hour) => timeOfHour(hour));
/** How far ahead a Kooker may block days. */
const BLOCKABLE_DAYS = 365;

/** `yyyy-MM-dd` of a calendar tile (react-calendar gives local midnight). */
const dateKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dateOf = (key: string) => new Date(`${key}T12:00:00`);

interface AvailabilityStepProps {
  form: FormikProps<AvailabilityStep>;
  /** Hours, from the previous step: the slots a day offers depend on it. */
  minimumDuration: number;
  /** Paris date of today. */
  today: string;
}

/** Step 4: the days and hours the Kooker cooks, and the days they take off. */
export function AvailabilityStepFields({ form, minimumDuration, today }: AvailabilityStepProps) {
  const { values, setFieldValue, errors, touched } = form;
  const slots = dailySlotTimes(values.typicalHours, minimumDuration);
  const hoursError =
    typeof errors.typicalHours === 'string'
      ? errors.typicalHours
      : (getIn(errors, 'typicalHours.start') ?? getIn(errors, 'typicalHours.end'));
  const blockedError = typeof errors.blockedDates === 'string' && touched.blockedDates !== undefined ? errors.blockedDates : undefined;

  function toggleDay(day: string, checked: boolean) {
    const next = checked ? [...values.availableDays, day] : values.availableDays.filter((d) => d !== day);
    void setFieldValue(
      'availableDays',
      WEEKDAYS.map((d) => d.value).filter((d) => next.includes(d)),
    );
  }

  function toggleBlocked(date: string) {
    const blocked = values.blockedDates.includes(date)
      ? values.blockedDates.filter((d) => d !== date)
      : [...values.blockedDates, date].sort();
    void setFieldValue('blockedDates', blocked);
    void form.setFieldTouched('blockedDates', true, false);
  }

  return (
    <>
      <fieldset className="field">
        <legend className="field__label">Jours disponibles</legend>
        <p className="field__hint">Au moins un pour publier.</p>
        <ul className="choice-grid choice-grid--days">
          {WEEKDAYS.map((day) => (
            <li key={day.value}>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={values.availableDays.includes(day.value)}
                  onChange={(event) => toggleDay(day.value, event.currentTarget.checked)}
                />
                <span>{day.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="field">
        <legend className="field__label">Horaires habituels</legend>
        <div className="form-row">
          {(['start', 'end'] as const).map((edge) => (
            <div className="field" key={edge}>
              <label className="field__label field__label--small" htmlFor={`typicalHours-${edge}`}>
                {edge === 'start' ? 'De' : 'À'}
              </label>
              <select
                id={`typicalHours-${edge}`}
                className="field__input"
                value={values.typicalHours[edge]}
                aria-invalid={hoursError ? true : undefined}
                aria-describedby={hoursError ? 'typicalHours-error' : 'typicalHours-slots'}
                onChange={(event) => void setFieldValue(`typicalHours.${edge}`, event.currentTarget.value)}
              >
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {hour}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        {hoursError ? (
          <p id="typicalHours-error" className="field__error" role="alert">
            {hoursError}
          </p>
        ) : (
          <p id="typicalHours-slots" className="field__hint">
            {slots.length > 0
              ? `Créneaux proposés (prestations de ${minimumDuration} h) : ${slots.join(', ')}.`
              : `Ces horaires ne laissent aucun créneau de ${minimumDuration} h.`}
          </p>
        )}
      </fieldset>

      <fieldset className="field blocked-dates">
        <legend className="field__label">Jours bloqués</legend>
        <p className="field__hint">
          Vacances, imprévus : cliquez sur un jour pour le bloquer ou le débloquer. Aucun créneau n’y est proposé.
        </p>
        <Calendar
          locale="fr-FR"
          minDate={dateOf(today)}
          maxDate={dateOf(addDays(today, BLOCKABLE_DAYS))}
          minDetail="year"
          value={null}
          onClickDay={(date) => toggleBlocked(dateKey(date))}
          tileClassName={({ date, view }) =>
            view === 'month' && values.blockedDates.includes(dateKey(date)) ? 'calendar__tile--blocked' : null
          }
          prev2Label={null}
          next2Label={null}
        />
        {values.blockedDates.length > 0 ? (
          <ul className="tags blocked-dates__list" aria-label="Jours bloqués">
            {values.blockedDates.map((date) => (
              <li key={date} className="tag tag--removable">
                {formatLongDate(date)}
                <button type="button" onClick={() => toggleBlocked(date)} aria-label={`Débloquer le ${formatLongDate(date)}`}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="field__hint">Aucun jour bloqué.</p>
        )}
        {blockedError && (
          <p className="field__error" role="alert">
            {blockedError}
          </p>
        )}
        <p className="visually-hidden">Vous pouvez bloquer jusqu’à {BLOCKED_DATES_MAX} jours.</p>
      </fieldset>
    </>
  );
}
