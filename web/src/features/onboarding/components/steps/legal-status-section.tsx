import {
  LEGAL_STATUS_LABELS,
  legalStatusSchema,
  legalStatusText,
  type KookerLegalStatus,
  type LegalStatusInput,
} from '@kookers/domain/kookers';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/form-field';
import { callableErrorMessage } from '../../../../lib/callable-error';
import toast from '../../../../lib/toast';
import { setLegalStatus } from '../../api/identity';

const FAILED = 'Votre statut n’a pas pu être enregistré. Vérifiez votre connexion et réessayez.';

/**
 * Particulier, or professionnel with a SIRET (docs/produit.md, « Qui est le Kooker »): the client
 * reads it before paying. The SIRET's key is checked here and by setLegalStatus, which never
 * stores a SIRET that fails it; whether the establishment exists (the INSEE directory) is not asked yet.
 */
export function LegalStatusSection({
  saved,
  onAnswered,
}: {
  saved: KookerLegalStatus | null;
  onAnswered: (fields: { legalStatus: KookerLegalStatus }) => void;
}) {
  const ids = useId();
  const [error, setError] = useState<string | null>(null);
  const initial: LegalStatusInput = { kind: saved?.kind ?? 'individual', siret: saved?.kind === 'professional' ? saved.siret : '' };

  const submit = async (values: LegalStatusInput) => {
    setError(null);
    const input: LegalStatusInput =
      values.kind === 'professional' ? { kind: 'professional', siret: values.siret ?? '' } : { kind: 'individual' };
    try {
      onAnswered(await setLegalStatus(input));
      toast.success('Votre statut est enregistré.');
    } catch (failure) {
      setError(callableErrorMessage(failure, FAILED));
    }
  };

  return (
    <section className="identity-section" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="identity-section__title">
        Votre statut
      </h3>
      {saved && <p className="identity-section__saved">Enregistré : {legalStatusText(saved)}</p>}
      <Formik initialValues={initial} validationSchema={legalStatusSchema} onSubmit={submit} enableReinitialize>
        {({ values, setFieldValue, isSubmitting }) => (
          <Form className="form" noValidate aria-label="Votre statut">
            <FormAlert message={error} />
            <fieldset className="field">
              <legend className="field__label">Vous cuisinez pour vos clients en tant que…</legend>
              <ul className="choice-list">
                {(['individual', 'professional'] as const).map((kind) => (
                  <li key={kind}>
                    <label className="choice">
                      <input
                        type="radio"
                        name="kind"
                        value={kind}
                        checked={values.kind === kind}
                        onChange={() => void setFieldValue('kind', kind)}
                      />
                      <span>
                        {LEGAL_STATUS_LABELS[kind]}
                        <span className="field__hint">
                          {kind === 'individual'
                            ? 'Vous cuisinez à titre personnel, sans entreprise.'
                            : 'Vous avez une entreprise (micro-entreprise, société…) immatriculée avec un SIRET.'}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            {values.kind === 'professional' && (
              <TextField
                id={`${ids}-siret`}
                name="siret"
                label="Numéro SIRET"
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                placeholder="732 829 320 00074"
                hint="14 chiffres, avec ou sans espaces. Nous vérifions sa clé de contrôle ; sa présence dans le répertoire de l’INSEE n’est pas encore vérifiée."
              />
            )}
            <div>
              <button type="submit" className="button button--secondary" disabled={isSubmitting}>
                {isSubmitting ? 'Enregistrement…' : 'Enregistrer mon statut'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
