import { newPasswordFormSchema, PASSWORD_MIN_LENGTH } from '@kookers/domain/rules';
import { Form, Formik } from 'formik';
import toast from '../../../lib/toast';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { resetPassword } from '../api/account';
import { actionCodeErrorMessage } from '../auth-errors';

/** The second half of a password reset: the link's code is checked, the user picks a new password. */
export function NewPasswordForm({ oobCode, email }: { oobCode: string; email: string }) {
  const navigate = useNavigate();
  return (
    <Formik
      initialValues={{ password: '', confirmPassword: '' }}
      validationSchema={newPasswordFormSchema}
      onSubmit={async (values) => {
        try {
          await resetPassword(oobCode, values.password);
          toast.success('Votre mot de passe a été modifié. Vous pouvez vous connecter.');
          navigate(paths.login, { replace: true, state: { email } });
        } catch (error) {
          toast.error(actionCodeErrorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form" noValidate aria-label="Nouveau mot de passe">
          <p>
            Choisissez un nouveau mot de passe pour <strong>{email}</strong>.
          </p>
          <TextField
            name="password"
            label="Nouveau mot de passe"
            type="password"
            autoComplete="new-password"
            hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          />
          <TextField name="confirmPassword" label="Confirmer le mot de passe" type="password" autoComplete="new-password" />
          <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
            {isSubmitting ? 'Enregistrement...' : 'Enregistrer le mot de passe'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
