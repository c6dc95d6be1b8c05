import { answerComplaintSchema, COMPLAINT_ANSWER_MAX } from '@kookers/domain/booking';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/form-field';
import { callableErrorMessage } from '../../../lib/callable-error';
import toast from '../../../lib/toast';
import { answerComplaint } from '../api/payments';
import { complaintAnswerFormSchema } from '../complaint';

const FAILED = 'Votre réponse n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.';

/** The Kooker's answer to an open complaint (answerComplaint), read by Kookers' team and by the client. */
export function ComplaintAnswerForm({ bookingId }: { bookingId: string }) {
  const ids = useId();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: { answer: string }) => {
    setError(null);
    try {
      await answerComplaint(answerComplaintSchema.validateSync({ bookingId, answer: values.answer }));
      toast.success('Votre réponse est envoyée à l’équipe Kookers.');
    } catch (failure) {
      setError(callableErrorMessage(failure, FAILED));
    }
  };

  return (
    <Formik initialValues={{ answer: '' }} validationSchema={complaintAnswerFormSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form complaint__answer-form" noValidate aria-label="Votre réponse au signalement">
          <FormAlert message={error} />
          <TextAreaField
            id={`${ids}-answer`}
            name="answer"
            label="Votre réponse"
            rows={4}
            maxLength={COMPLAINT_ANSWER_MAX}
            hint="Lue par l’équipe Kookers, qui décide, et par le client."
          />
          <div>
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Envoi…' : 'Envoyer ma réponse'}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
