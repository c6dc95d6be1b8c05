import { PASSWORD_MIN_LENGTH, signUpSchema } from '@kookers/domain/rules';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import toast from '../../../lib/toast';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { signUp } from '../api/sign-up';
import { signUpErrorMessage } from '../auth-errors';

const initialValues = { email: '', password: '', confirmPassword: '', acceptTerms: false };

export function SignUpForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={signUpSchema}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          const { email, password } = signUpSchema.cast(values);
          await signUp(email, password);
          toast.success(
            'Un email de confirmation vient de vous être envoyé. Veuillez cliquer sur le lien pour finaliser votre inscription.',
            { duration: 8000 },
          );
          navigate(paths.settings, { replace: true });
        } catch (error) {
          setFailure(signUpErrorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form" noValidate aria-label="Inscription">
          <FormAlert message={failure} />
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <TextField
            name="password"
            label="Mot de passe"
            type="password"
            autoComplete="new-password"
            hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          />
          <TextField name="confirmPassword" label="Confirmer le mot de passe" type="password" autoComplete="new-password" />
          <CheckboxField name="acceptTerms">
            J&apos;accepte les <Link to={paths.terms}>conditions générales</Link> et la{' '}
            <Link to={paths.privacy}>politique de confidentialité</Link>
          </CheckboxField>
          <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
            {isSubmitting ? 'Inscription en cours...' : "S'inscrire"}
          </button>
        </Form>
      )}
    </Formik>
  );
}
