import { PASSWORD_MIN_LENGTH, changePasswordSchema } from '@kookers/domain/rules';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import toast from '../../../lib/toast';
import { accountErrorMessage } from '../account-errors';
import { changePassword } from '../api/account-security';

const initialValues = { currentPassword: '', password: '', confirmPassword: '' };

/** 'Changer de mot de passe': the current one, then a new one under the sign-up's rules. */
export function ChangePasswordForm() {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="account-section__part" aria-labelledby="changer-mot-de-passe">
      <h3 id="changer-mot-de-passe" className="account-section__title">
        Changer de mot de passe
      </h3>
      <Formik
        initialValues={initialValues}
        validationSchema={changePasswordSchema}
        onSubmit={async (values, { resetForm }) => {
          setFailure(null);
          try {
            const { currentPassword, password } = changePasswordSchema.cast(values);
            await changePassword(currentPassword, password);
            resetForm();
            toast.success('Votre mot de passe a été changé.');
          } catch (error) {
            setFailure(accountErrorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate aria-label="Changer de mot de passe">
            <FormAlert message={failure} />
            <TextField
              name="currentPassword"
              id="mot-de-passe-actuel"
              label="Mot de passe actuel"
              type="password"
              autoComplete="current-password"
            />
            <TextField
              name="password"
              id="nouveau-mot-de-passe"
              label="Nouveau mot de passe"
              type="password"
              autoComplete="new-password"
              hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
            />
            <TextField
              name="confirmPassword"
              id="confirmer-nouveau-mot-de-passe"
              label="Confirmer le nouveau mot de passe"
              type="password"
              autoComplete="new-password"
            />
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Changement…' : 'Changer de mot de passe'}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
