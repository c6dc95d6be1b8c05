import { BIO_MIN_TO_PUBLISH, CERTIFICATES_MAX, KOOKER_SPECIALTIES, KOOKER_TEXT_LIMITS, type ExperienceStep } from '@kookers/domain/kookers';
import { FieldArray, getIn, type FormikProps } from 'formik';
import { TextAreaField } from '../../../../components/ui/form-field';

/** Step 2: presentation, experience, specialties and certificates. */
export function ExperienceStepFields({ form }: { form: FormikProps<ExperienceStep> }) {
  const { values, setFieldValue, errors, touched } = form;
  const bioLength = values.bio.trim().length;
  const specialtiesError = typeof errors.specialties === 'string' && touched.specialties ? errors.specialties : undefined;

  function toggle(specialty: string, checked: boolean) {
    const next = checked ? [...values.specialties, specialty] : values.specialties.filter((s) => s !== specialty);
    // Kept in the catalog's order, whatever the order of the clicks.
    void setFieldValue(
      'specialties',
      KOOKER_SPECIALTIES.filter((s) => next.includes(s)),
    );
  }

  return (
    <>
      <TextAreaField
        name="bio"
        label="Présentation"
        rows={6}
        maxLength={KOOKER_TEXT_LIMITS.bio}
        placeholder="Qui êtes-vous, que cuisinez-vous, comment se passe un moment avec vous ?"
        hint={`${bioLength} / ${KOOKER_TEXT_LIMITS.bio} caractères — au moins ${BIO_MIN_TO_PUBLISH} pour publier.`}
      />
      <TextAreaField
        name="experience"
        label="Expérience"
        rows={4}
        maxLength={KOOKER_TEXT_LIMITS.experience}
        placeholder="Vos années en cuisine, vos restaurants, vos voyages…"
        hint="Facultatif."
      />
      <fieldset className="field">
        <legend className="field__label">Spécialités</legend>
        <p className="field__hint">Au moins une pour publier.</p>
        <ul className="choice-grid">
          {KOOKER_SPECIALTIES.map((specialty) => (
            <li key={specialty}>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={values.specialties.includes(specialty)}
                  onChange={(event) => toggle(specialty, event.currentTarget.checked)}
                />
                <span>{specialty}</span>
              </label>
            </li>
          ))}
        </ul>
        {specialtiesError && (
          <p className="field__error" role="alert">
            {specialtiesError}
          </p>
        )}
      </fieldset>
      <FieldArray name="certificates">
        {({ push, remove }) => (
          <fieldset className="field">
            <legend className="field__label">Certificats et formations</legend>
            <p className="field__hint">Facultatif : CAP, formation en hygiène alimentaire, école de cuisine…</p>
            <ul className="list-editor">
              {values.certificates.map((_, index) => {
                const name = `certificates[${index}]`;
                const error = getIn(touched, name) ? (getIn(errors, name) as string | undefined) : undefined;
                return (
                  <li key={index} className="list-editor__item">
                    <input
                      className="field__input"
                      aria-label={`Certificat ${index + 1}`}
                      maxLength={KOOKER_TEXT_LIMITS.certificate}
                      {...form.getFieldProps(name)}
                      aria-invalid={error ? true : undefined}
                    />
                    <button type="button" className="button button--ghost button--small" onClick={() => remove(index)}>
                      Retirer<span className="visually-hidden"> le certificat {index + 1}</span>
                    </button>
                    {error && (
                      <p className="field__error" role="alert">
                        {error}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
            {typeof errors.certificates === 'string' && (
              <p className="field__error" role="alert">
                {errors.certificates}
              </p>
            )}
            {values.certificates.length < CERTIFICATES_MAX && (
              <button type="button" className="button button--secondary button--small" onClick={() => push('')}>
                Ajouter un certificat
              </button>
            )}
          </fieldset>
        )}
      </FieldArray>
    </>
  );
}
