import { formatDay, insuranceDateProblem, insuranceSchema, insuranceState, type InsuranceInput } from '@kookers/domain/kookers';
import { Form, Formik, type FormikErrors } from 'formik';
import { useId, useState } from 'react';
import { ValidationError } from 'yup';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/form-field';
import { callableErrorMessage } from '../../../../lib/callable-error';
import toast from '../../../../lib/toast';
import { declareInsurance } from '../../api/identity';

const FAILED = 'Votre assurance n’a pas pu être enregistrée. Vérifiez votre connexion et réessayez.';

/** Every French message of the form: the shared schema's, and the date's against today (Paris). */
function validate(values: InsuranceInput, today: string): FormikErrors<InsuranceInput> {
  const errors: FormikErrors<InsuranceInput> = {};
  const trimmed = { ...values, insurer: values.insurer.trim(), contractNumber: values.contractNumber.trim() };
  try {
    insuranceSchema.validateSync(trimmed, { abortEarly: false, strict: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner) {
      const path = inner.path as keyof InsuranceInput | undefined;
      if (path && !errors[path]) errors[path] = inner.message;
    }
  }
  const dateProblem = insuranceDateProblem(values.validUntil, today);
  if (dateProblem) errors.validUntil = dateProblem;
  return errors;
}

/**
 * The civil liability insurance (docs/produit.md, « Qui est le Kooker »): insurer, contract number
 * and last day of cover, declared through declareInsurance. A renewed contract is declared the same
 * way, and lets a profile paused at the end of the last one be published again.
 */
export function InsuranceSection({
  validUntil,
  today,
  onAnswered,
}: {
  validUntil: string | null;
  today: string;
  onAnswered: (fields: { insuranceValidUntil: string }) => void;
}) {
  const ids = useId();
  const [error, setError] = useState<string | null>(null);
  const state = insuranceState(validUntil, today);

  /** Resolves true once declared; the form then empties, ready for the next contract. */
  const submit = async (values: InsuranceInput): Promise<boolean> => {
    setError(null);
    try {
      const declared = await declareInsurance({
        insurer: values.insurer.trim(),
        contractNumber: values.contractNumber.trim(),
        validUntil: values.validUntil,
      });
      onAnswered({ insuranceValidUntil: declared.validUntil });
      toast.success('Votre assurance est enregistrée.');
      return true;
    } catch (failure) {
      setError(callableErrorMessage(failure, FAILED));
      return false;
    }
  };

  return (
    <section className="identity-section" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="identity-section__title">
        Votre assurance responsabilité civile
      </h3>
      <p className="field__hint">
        Elle couvre les dommages que vous pourriez causer chez vos clients ou à vos convives (assurance habitation avec option, ou
        responsabilité civile professionnelle). Son attestation indique l’assureur, le numéro de contrat et la date de fin.
      </p>
      {state.kind === 'valid' && <p className="identity-section__saved">Déclarée jusqu’au {formatDay(state.validUntil)}.</p>}
      {state.kind === 'expiring' && (
        <p className="alert alert--warning">
          Votre assurance se termine le {formatDay(state.validUntil)} : déclarez votre contrat renouvelé avant cette date, sinon votre
          profil sera mis en pause.
        </p>
      )}
      {state.kind === 'expired' && (
        <p className="alert alert--error">
          Votre assurance a pris fin le {formatDay(state.validUntil)} : déclarez votre nouveau contrat pour publier à nouveau votre profil.
        </p>
      )}
      <Formik
        initialValues={{ insurer: '', contractNumber: '', validUntil: '' }}
        validate={(values) => validate(values, today)}
        onSubmit={async (values, { resetForm }) => {
          if (await submit(values)) resetForm();
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate aria-label="Votre assurance">
            <FormAlert message={error} />
            <TextField
              id={`${ids}-insurer`}
              name="insurer"
              label="Assureur"
              autoComplete="organization"
              maxLength={80}
              placeholder="MAIF, AXA…"
            />
            <TextField
              id={`${ids}-contract`}
              name="contractNumber"
              label="Numéro de contrat"
              autoComplete="off"
              maxLength={40}
              hint="Tel qu’il figure sur votre attestation d’assurance."
            />
            <TextField id={`${ids}-until`} name="validUntil" label="Date de fin du contrat" type="date" min={today} />
            <div>
              <button type="submit" className="button button--secondary" disabled={isSubmitting}>
                {isSubmitting ? 'Enregistrement…' : state.kind === 'missing' ? 'Déclarer mon assurance' : 'Déclarer un nouveau contrat'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
