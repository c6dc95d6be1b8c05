import { decide, momentOf, type Booking } from '@kookers/domain/booking';
import { isConsentRefusal, formatCents } from '@kookers/domain/money';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { callableErrorMessage } from '../../../lib/callable-error';
import { errorDetails } from '../../../lib/firebase-error';
import { participantsLabel } from '../../../lib/format';
import toast from '../../../lib/toast';
import { lowerParticipants } from '../api/bookings';
import { bookingWhen } from '../booking-format';
import { lateRefundNote } from '../cancellation-text';

const FAILED = 'La modification n’a pas abouti. Vérifiez votre connexion et réessayez.';

/** The refund of lowering to `to` at `now`, as the state machine computes it, or why not. */
function previewOf(booking: Booking, to: number, now: Date) {
  const { startAt, endAt, ...moment } = momentOf(booking);
  if (!startAt || !endAt) return { allowed: false as const, reason: 'Cette réservation est incomplète : contactez-nous.' };
  const decision = decide('lowerParticipants', 'client', { ...moment, startAt, endAt }, now, to);
  return decision.allowed && decision.refund
    ? decision.refund
    : { allowed: false as const, reason: decision.allowed ? FAILED : decision.reason };
}

/**
 * 'Modifier les participants': the client lowers the number of guests, until 48 h before
 * (docs/argent.md, « Moins de participants »). Each choice shows its refund and the new total
 * paid, as of the moment the dialog opened; the server decides again when it runs and changes
 * the booking only for the refund shown here: if a tier ended meanwhile, its message and the new
 * refund show, to confirm again.
 */
export function LowerParticipantsDialog({
  booking,
  min,
  max,
  onClose,
}: {
  booking: Booking;
  min: number;
  max: number;
  onClose: () => void;
}) {
  const ids = useId();
  const [openedAt] = useState(() => new Date());
  const [participants, setParticipants] = useState(max);
  // The server's refund, when it answered with another one than the preview (refund-changed).
  const [serverRefund, setServerRefund] = useState<{ participants: number; refund: number; percent: number } | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const computed = previewOf(booking, participants, openedAt);
  const preview =
    computed.allowed && serverRefund?.participants === participants
      ? { ...computed, refund: serverRefund.refund, percent: serverRefund.percent }
      : computed;
  const choices = Array.from({ length: max - min + 1 }, (_, index) => max - index);

  const confirm = async () => {
    if (!preview.allowed) return;
    setWorking(true);
    setError(null);
    try {
      const result = await lowerParticipants({ bookingId: booking.id, participants, expectedRefund: preview.refund });
      toast.success(
        `Réservation modifiée : ${participantsLabel(result.participants)}. Vous serez remboursé de ${formatCents(result.refund)} (${result.percent}\u00a0%).`,
      );
      onClose();
    } catch (failure) {
      const details = errorDetails(failure);
      if (isConsentRefusal(details) && details.reason === 'refund-changed') {
        setServerRefund({ participants, refund: details.refund, percent: details.percent });
      }
      setError(callableErrorMessage(failure, FAILED));
      setWorking(false);
    }
  };

  const close = () => {
    if (!working) onClose();
  };

  const removed = booking.participants - participants;
  const paidAfter = preview.allowed ? booking.amounts.total - booking.amounts.refund - preview.refund : null;
  return (
    <Dialog
      open
      title="Modifier les participants"
      size="small"
      onClose={close}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={close} disabled={working}>
            Ne rien changer
          </button>
          {preview.allowed && (
            <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={working}>
              {working ? 'Modification…' : 'Confirmer la modification'}
            </button>
          )}
        </>
      }
    >
      <p>
        {booking.service.name}, {bookingWhen(booking)} : {participantsLabel(booking.participants)} aujourd’hui.
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-participants`}>
          Nouveau nombre de participants
        </label>
        <select
          id={`${ids}-participants`}
          className="field__input"
          value={participants}
          disabled={working}
          onChange={(event) => {
            setParticipants(Number(event.currentTarget.value));
            setError(null);
          }}
        >
          {choices.map((count) => (
            <option key={count} value={count}>
              {participantsLabel(count)}
            </option>
          ))}
        </select>
      </div>
      {preview.allowed ? (
        <p className="refund-preview" aria-live="polite">
          {`Vous serez remboursé de ${formatCents(preview.refund)} (${preview.percent}\u00a0%) pour ${participantsLabel(removed)} en moins ; vous aurez payé ${formatCents(paidAfter ?? 0)} en tout.`}
        </p>
      ) : (
        <p className="alert alert--warning">{preview.reason}</p>
      )}
      {preview.allowed && preview.percent < 100 && (
        <p className="booking-note">{lateRefundNote('du prix des participants en moins', booking.terms)}</p>
      )}
      <FormAlert message={error} />
    </Dialog>
  );
}
