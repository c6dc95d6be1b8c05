import { changeEmailSchema } from '@kookers/domain/rules';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { accountErrorMessage } from '../account-errors';
import { changeEmail } from '../api/account-security';

const initialValues = { currentPassword: '', email: '' };

/** 'Changer d’adresse email': the change happens once the member follows the link sent to the new address. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className="account-section__part" aria-labelledby="changer-email">
      <h3 id="changer-email" className="account-section__title">
        Changer d’adresse email
      </h3>
      <p className="field__hint">
        Adresse actuelle : <strong>{currentEmail}</strong>
      </p>
      <Formik
        initialValues={initialValues}
        validationSchema={changeEmailSchema}
        onSubmit={async (values, { resetForm }) => {
          setFailure(null);
          setSentTo(null);
          const { currentPassword, email } = changeEmailSchema.cast(values);
          if (email.toLowerCase() === currentEmail.toLowerCase()) {
            setFailure('C’est déjà votre adresse email.');
            return;
          }
          try {
            await changeEmail(currentPassword, email);
            resetForm();
            setSentTo(email);
          } catch (error) {
            setFailure(accountErrorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate aria-label="Changer d’adresse email">
            <FormAlert message={failure} />
            {sentTo && (
              <div className="alert alert--success" role="status">
                Un lien vient d’être envoyé à <strong>{sentTo}</strong>. Votre adresse ne change qu’une fois ce lien ouvert : jusque-là,
                continuez à vous connecter avec <strong>{currentEmail}</strong>.
              </div>
            )}
            <TextField
              name="currentPassword"
              id="email-mot-de-passe-actuel"
              label="Mot de passe actuel"
              type="password"
              autoComplete="current-password"
            />
            <TextField name="email" id="nouvel-email" label="Nouvelle adresse email" type="email" autoComplete="email" inputMode="email" />
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Envoi du lien…' : 'Changer d’adresse'}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
