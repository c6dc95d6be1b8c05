import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN, reportProblemSchema, type Booking } from '@kookers/domain/booking';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { callableErrorMessage } from '../../../lib/callable-error';
import toast from '../../../lib/toast';
import { reportProblem } from '../api/payments';
import { bookingWhen, formatParisMoment, kookerName } from '../booking-format';
import { COMPLAINT_REASON_OPTIONS, complaintFormSchema, type ComplaintFormValues } from '../complaint';

const INITIAL: ComplaintFormValues = { reason: '', text: '' };
const FAILED = 'Votre signalement n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.';

/**
 * « Signaler un problème » on a service that ended (complaint.ts): what happened, in a few words,
 * sent to Kookers' team (reportProblem); the Kooker's share stays held until they decide.
 */
export function ReportProblemDialog({ booking, until, onClose }: { booking: Booking; until: Date; onClose: () => void }) {
  const ids = useId();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (values: ComplaintFormValues) => {
    setError(null);
    setWorking(true);
    try {
      // Checked by the form already; the callable's own schema types the request.
      await reportProblem(reportProblemSchema.validateSync({ bookingId: booking.id, ...values }));
      toast.success('Votre signalement est envoyé à l’équipe Kookers.');
      onClose();
    } catch (failure) {
      setError(callableErrorMessage(failure, FAILED));
      setWorking(false);
    }
  };

  return (
    <Dialog
      open
      title="Signaler un problème"
      onClose={() => !working && onClose()}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={working}>
            Annuler
          </button>
          <button type="submit" form={`${ids}-form`} className="button button--primary" disabled={working}>
            {working ? 'Envoi…' : 'Envoyer le signalement'}
          </button>
        </>
      }
    >
      <p>
        {booking.service.name} avec {kookerName(booking)}, {bookingWhen(booking)}. Vous pouvez signaler un problème jusqu’au{' '}
        {formatParisMoment(until)} ; la rémunération du Kooker reste retenue le temps que l’équipe Kookers l’examine.
      </p>
      <FormAlert message={error} />
      <Formik initialValues={INITIAL} validationSchema={complaintFormSchema} onSubmit={submit}>
        <Form id={`${ids}-form`} className="form" noValidate aria-label="Votre signalement">
          <SelectField
            id={`${ids}-reason`}
            name="reason"
            label="Ce qui s’est passé"
            placeholder="Choisissez un motif"
            options={COMPLAINT_REASON_OPTIONS}
          />
          <TextAreaField
            id={`${ids}-text`}
            name="text"
            label="En quelques mots"
            rows={4}
            maxLength={COMPLAINT_TEXT_MAX}
            hint={`Au moins ${COMPLAINT_TEXT_MIN} caractères. Lu par l’équipe Kookers ; le Kooker le lit aussi et peut y répondre.`}
          />
        </Form>
      </Formik>
    </Dialog>
  );
}
