import { forgotPasswordSchema } from '@kookers/domain/rules';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import toast from '../../../lib/toast';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { requestPasswordReset } from '../api/account';
import { ResultCard } from './result-card';

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <ResultCard icon="✉" title="Email envoyé !">
        <p>Vérifiez votre boîte de réception et suivez les instructions pour réinitialiser votre mot de passe.</p>
        <p className="field__hint">Envoyé à {sentTo}. Pensez à regarder dans vos courriers indésirables.</p>
        <Link to={paths.login} className="button button--primary button--block">
          Retour à la connexion
        </Link>
      </ResultCard>
    );
  }

  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordSchema}
      onSubmit={async (values) => {
        const { email } = forgotPasswordSchema.cast(values);
        try {
          await requestPasswordReset(email);
          toast.success('Un email de réinitialisation vous a été envoyé');
          setSentTo(email);
        } catch {
          toast.error("Une erreur s'est produite");
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form" noValidate aria-label="Mot de passe oublié">
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
            {isSubmitting ? 'Envoi en cours...' : 'Envoyer le lien de réinitialisation'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
