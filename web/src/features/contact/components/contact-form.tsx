import { CONTACT_LIMITS, CONTACT_SUBJECTS, contactMessageSchema } from '@kookers/domain/messaging';
import { Form, Formik } from 'formik';
import toast from '../../../lib/toast';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { callableErrorMessage } from '../../../lib/callable-error';
import { useHydrated } from '../../../lib/use-hydrated';
import { sendContactMessage } from '../api/send-contact-message';

const emptyMessage = { name: '', email: '', subject: '', message: '' };

/** The contact form: validated here, checked again and stored by the sendContactMessage function. */
export function ContactForm() {
  const hydrated = useHydrated();
  return (
    <Formik
      initialValues={emptyMessage}
      validationSchema={contactMessageSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          await sendContactMessage(contactMessageSchema.validateSync(values, { stripUnknown: true }));
          toast.success('Votre message a bien été envoyé. Nous vous répondrons au plus vite !');
          resetForm();
        } catch (error) {
          // The form keeps what was typed, so nothing is lost; a limit or a refusal says why.
          toast.error(callableErrorMessage(error, "Votre message n'a pas pu être envoyé. Vérifiez votre connexion et réessayez."));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Formulaire de contact">
          {/* The page is prerendered (decision 010): until the app has taken over the form, what
              someone typed would be reset by it, so the fields wait for it. */}
          <fieldset className="form form__fieldset" disabled={!hydrated}>
            <div className="form-row">
              <TextField name="name" label="Nom complet" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} />
              <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            </div>
            <SelectField name="subject" label="Sujet" placeholder="Sélectionnez un sujet" options={CONTACT_SUBJECTS} />
            <TextAreaField name="message" label="Message" rows={6} maxLength={CONTACT_LIMITS.messageMax} />
            <button type="submit" className="button button--primary button--large" disabled={isSubmitting}>
              {isSubmitting ? 'Envoi en cours...' : 'Envoyer le message'}
            </button>
          </fieldset>
        </Form>
      )}
    </Formik>
  );
}
