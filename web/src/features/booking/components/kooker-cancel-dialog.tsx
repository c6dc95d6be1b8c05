import { CANCELLATION_REASON_MAX, type Booking } from '@kookers/domain/booking';
import { formatCents } from '@kookers/domain/money';
import { useId, useState, type FormEvent } from 'react';
import toast from '../../../lib/toast';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { callableErrorMessage } from '../../../lib/callable-error';
import { cancelBooking } from '../api/bookings';
import { clientFullName } from '../../../lib/format';
import { actionsOn, bookingWhen } from '../booking-format';

const FAILED = 'L’annulation n’a pas abouti. Vérifiez votre connexion et réessayez.';

/**
 * A Kooker cancels a booking: a reason the client will read is required; the client gets back
 * everything they still paid (the state machine's refund: fewer participants refunded earlier
 * are not paid twice).
 */
export function KookerCancelDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const ids = useId();
  const [refund] = useState(() => {
    const cancel = actionsOn(booking, 'kooker', new Date()).cancel;
    return cancel.allowed ? cancel.refund.refund : booking.amounts.total - booking.amounts.refund;
  });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setReasonError('Indiquez au client la raison de l’annulation');
      return;
    }
    setReasonError(null);
    setError(null);
    setWorking(true);
    try {
      await cancelBooking({ bookingId: booking.id, reason: trimmed, expectedRefund: refund });
      toast.success(`Réservation annulée. ${clientFullName(booking)} est remboursé(e) intégralement.`);
      onClose();
    } catch (failure) {
      setError(callableErrorMessage(failure, FAILED));
      setWorking(false);
    }
  };

  return (
    <Dialog
      open
      title="Annuler la réservation"
      size="small"
      onClose={() => !working && onClose()}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={working}>
            Garder la réservation
          </button>
          <button type="submit" form={`${ids}-form`} className="button button--danger" disabled={working}>
            {working ? 'Annulation…' : 'Confirmer l’annulation'}
          </button>
        </>
      }
    >
      <p className="refund-preview">
        {clientFullName(booking)} sera remboursé(e) intégralement (100&nbsp;%), soit {formatCents(refund)}.
      </p>
      <p>
        {booking.service.name}, {bookingWhen(booking)}.
      </p>
      <FormAlert message={error} />
      <form id={`${ids}-form`} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-reason`}>
            Motif de l’annulation (transmis au client)
          </label>
          <textarea
            id={`${ids}-reason`}
            className="field__input"
            rows={4}
            value={reason}
            maxLength={CANCELLATION_REASON_MAX}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${ids}-error` : undefined}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {reasonError && (
            <p id={`${ids}-error`} className="field__error" role="alert">
              {reasonError}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
