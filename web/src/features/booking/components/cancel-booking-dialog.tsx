import type { Booking } from '@kookers/domain/booking';
import { formatCents, isConsentRefusal, type RefundPreview } from '@kookers/domain/money';
import { useState } from 'react';
import toast from '../../../lib/toast';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { callableErrorMessage } from '../../../lib/callable-error';
import { errorDetails } from '../../../lib/firebase-error';
import { cancelBooking } from '../api/bookings';
import { actionsOn, bookingWhen } from '../booking-format';
import { lateRefundNote, refundText } from '../cancellation-text';

const FAILED = 'L’annulation n’a pas abouti. Vérifiez votre connexion et réessayez.';

/**
 * The client's cancellation: the refund first (the state machine's answer, as of the moment the
 * dialog opens), then the confirmation. The server decides as of the moment it runs, and
 * cancels only for the refund shown here (docs/argent.md, « Ce que le client a accepté »): if a
 * tier ended meanwhile, its message and the new refund show here, to confirm again; if the 48 h
 * passed, its message says so.
 */
export function CancelBookingDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [preview, setPreview] = useState<RefundPreview>(() => {
    const cancel = actionsOn(booking, 'client', new Date()).cancel;
    return cancel.allowed ? cancel.refund : cancel;
  });
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setWorking(true);
    setError(null);
    try {
      if (!preview.allowed) return;
      const result = await cancelBooking({ bookingId: booking.id, expectedRefund: preview.refund });
      toast.success(
        result.refund > 0
          ? `Réservation annulée. Vous serez remboursé de ${formatCents(result.refund)} (${result.percent}\u00a0%).`
          : 'Réservation annulée.',
      );
      onClose();
    } catch (failure) {
      const details = errorDetails(failure);
      if (preview.allowed && isConsentRefusal(details) && details.reason === 'refund-changed') {
        // The server's refund, as of now: the one the next confirmation agrees to.
        setPreview({ ...preview, refund: details.refund, percent: details.percent });
      }
      setError(callableErrorMessage(failure, FAILED));
      setWorking(false);
    }
  };

  const close = () => {
    if (!working) onClose();
  };

  return (
    <Dialog
      open
      title="Annuler la réservation"
      size="small"
      onClose={close}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={close} disabled={working}>
            Garder ma réservation
          </button>
          {preview.allowed && (
            <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={working}>
              {working ? 'Annulation…' : 'Confirmer l’annulation'}
            </button>
          )}
        </>
      }
    >
      <p className={preview.allowed ? 'refund-preview' : 'alert alert--warning'}>{refundText(preview)}</p>
      <p>
        {booking.service.name}, {bookingWhen(booking)}.
      </p>
      {preview.allowed && preview.percent < 100 && <p className="booking-note">{lateRefundNote('du montant', booking.terms)}</p>}
      <FormAlert message={error} />
    </Dialog>
  );
}
