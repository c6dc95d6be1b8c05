import { loginSchema } from '@kookers/domain/rules';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { returnPathFrom } from '../access';
import { signIn } from '../api/account';
import { loginErrorMessage } from '../auth-errors';

/** An email handed over by the page that sent the visitor here (a password just reset). */
function emailFrom(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state) {
    const { email } = state as { email: unknown };
    if (typeof email === 'string') return email;
  }
  return '';
}

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ email: emailFrom(location.state), password: '' }}
      validationSchema={loginSchema}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          const { email, password } = loginSchema.cast(values);
          await signIn(email, password);
          navigate(returnPathFrom(location.state), { replace: true });
        } catch (error) {
          setFailure(loginErrorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form" noValidate aria-label="Connexion">
          <FormAlert message={failure} />
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <TextField name="password" label="Mot de passe" type="password" autoComplete="current-password" />
          <p className="auth-form__row">
            <Link to={paths.forgotPassword}>Mot de passe oublié ?</Link>
          </p>
          <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
            {isSubmitting ? 'Connexion en cours...' : 'Se connecter'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
