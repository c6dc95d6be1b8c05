import { CANCELLATION_REASON_MAX, bookingActions, momentOf, type Booking } from '@kookers/domain/booking';
import { formatCents } from '@kookers/domain/money';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { callableErrorMessage } from '../../../lib/callable-error';
import { participantsLabel } from '../../../lib/format';
import toast from '../../../lib/toast';
import type { CancelAsKooker } from '../api/upcoming-bookings';
import type { ScheduleQuestion } from '../hooks/use-schedule-check';
import { answeredText, clientOf, whenOf, whyText } from '../schedule-conflict-text';

type Choice = 'keep' | 'cancel';

const FAILED = 'L’annulation n’a pas abouti. Vérifiez votre connexion et réessayez.';

/** What cancelling gives the client now: the state machine's answer (all they still paid), or why it cannot be. */
const cancellationOf = (booking: Booking) => bookingActions(momentOf(booking), 'kooker', new Date()).cancel;

/**
 * The bookings a change of schedule, or a pause, leaves without a place (docs/reservations.md,
 * « Côté Kooker »): for each, keep it (the Kooker commits to honour it) or cancel it (the client
 * gets back everything they still paid and reads the reason). The chosen cancellations go through
 * `cancelBooking` one by one; only once they all succeeded may the change be saved, so a booking
 * is never left confirmed on a schedule that no longer holds it without the Kooker saying so.
 */
export function ScheduleConflictsDialog({ question, cancel }: { question: ScheduleQuestion; cancel: CancelAsKooker }) {
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { change, conflicts } = question;
  const pause = change.kind === 'pause';
  // Each booking's refund, as the dialog opens (a Kooker's does not change with time).
  const [cancellations] = useState(() => new Map(conflicts.map(({ booking }) => [booking.id, cancellationOf(booking)])));
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // Cancelled already, when a later one failed: not asked again.
  const [done, setDone] = useState<Booking[]>([]);

  useEffect(() => {
    if (error) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  const open = conflicts.filter(({ booking }) => !done.some((cancelled) => cancelled.id === booking.id));
  const toCancel = open.filter(({ booking }) => choices[booking.id] === 'cancel').map(({ booking }) => booking);
  const saveLabel = pause ? 'mettre en pause' : 'enregistrer';

  const close = () => {
    if (working) return;
    if (done.length > 0)
      toast.success(
        `${answeredText(done, 0)} ${pause ? 'Votre profil n’est pas mis en pause.' : 'Vos disponibilités n’ont pas été enregistrées.'}`,
      );
    question.settle(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const unanswered = open.filter(({ booking }) => choices[booking.id] === undefined);
    setChoiceError(unanswered.length > 0 ? 'Choisissez, pour chaque réservation, de la garder ou de l’annuler.' : null);
    const trimmed = reason.trim();
    const missingReason = toCancel.length > 0 && trimmed === '';
    setReasonError(missingReason ? `Indiquez ${toCancel.length === 1 ? 'au client' : 'aux clients'} la raison de l’annulation` : null);
    if (unanswered.length > 0 || missingReason) {
      // On a phone the field to fix may be out of sight, below or above: bring it there.
      const first = unanswered[0];
      const field = first
        ? formRef.current?.querySelector<HTMLInputElement>(`input[name="${ids}-${first.booking.id}"]`)
        : formRef.current?.querySelector<HTMLTextAreaElement>('textarea');
      field?.focus();
      return;
    }

    setWorking(true);
    const cancelled = [...done];
    for (const booking of toCancel) {
      // The refund as of now, by the state machine: the function refuses any other.
      const cancellation = cancellationOf(booking);
      const failure = !cancellation.allowed
        ? cancellation.reason
        : await cancel({ bookingId: booking.id, reason: trimmed, expectedRefund: cancellation.refund.refund }).then(
            () => null,
            (reasonOfFailure: unknown) => callableErrorMessage(reasonOfFailure, FAILED),
          );
      if (failure !== null) {
        setDone(cancelled);
        setError(
          `La réservation de ${clientOf(booking)} (${whenOf(booking)}) n’a pas été annulée : ${failure} ` +
            'Rien d’autre n’est enregistré : réessayez, ou choisissez de la garder.',
        );
        setWorking(false);
        return;
      }
      cancelled.push(booking);
    }
    toast.success(answeredText(cancelled, open.length - toCancel.length));
    question.settle(true);
  };

  return (
    <Dialog
      open
      title={pause ? 'Vos réservations à venir' : 'Des réservations sont concernées'}
      onClose={close}
      footer={
        <div className="schedule-conflicts__footer">
          <button type="button" className="button button--ghost" onClick={close} disabled={working}>
            {pause ? 'Ne pas mettre en pause' : 'Ne rien changer'}
          </button>
          <button
            type="submit"
            form={`${ids}-form`}
            className={`button ${toCancel.length > 0 ? 'button--danger' : 'button--primary'}`}
            disabled={working}
          >
            {working
              ? 'Annulation…'
              : toCancel.length === 0
                ? pause
                  ? 'Mettre en pause'
                  : 'Enregistrer'
                : `Annuler ${toCancel.length === 1 ? 'la réservation' : `${toCancel.length} réservations`} et ${saveLabel}`}
          </button>
        </div>
      }
    >
      <p>
        {pause
          ? 'En pause, votre profil n’apparaît plus dans la recherche, mais vos réservations confirmées restent dues.'
          : conflicts.length === 1
            ? 'Cette réservation confirmée n’entre plus dans vos disponibilités.'
            : `Ces ${conflicts.length} réservations confirmées n’entrent plus dans vos disponibilités.`}{' '}
        Pour chacune, choisissez : la garder, et vous vous engagez à assurer la prestation, ou l’annuler, et le client est remboursé
        intégralement.
      </p>
      <div ref={alertRef}>
        <FormAlert message={error} />
      </div>
      <form ref={formRef} id={`${ids}-form`} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <ul className="schedule-conflicts" aria-label="Réservations concernées">
          {conflicts.map((conflict) => {
            const { booking } = conflict;
            const client = clientOf(booking);
            const when = whenOf(booking);
            const why = whyText(conflict, change);
            const cancellation = cancellations.get(booking.id);
            const isDone = done.some((cancelled) => cancelled.id === booking.id);
            return (
              <li key={booking.id} className="schedule-conflict">
                <div className="schedule-conflict__what">
                  <p className="schedule-conflict__client">{client}</p>
                  <p>
                    {booking.service.name} ·{' '}
                    <span className="schedule-conflict__participants">{participantsLabel(booking.participants)}</span>
                  </p>
                  <p>{when}</p>
                  {why && <p className="schedule-conflict__why">{why}</p>}
                </div>
                {isDone ? (
                  <p className="schedule-conflict__done" role="status">
                    Annulée : {client} est remboursé(e) intégralement.
                  </p>
                ) : (
                  <fieldset className="schedule-conflict__choice" disabled={working}>
                    <legend className="visually-hidden">
                      Réservation de {client}, {when}
                    </legend>
                    {(['keep', 'cancel'] as const).map((choice) => (
                      <label key={choice} className="choice">
                        <input
                          type="radio"
                          name={`${ids}-${booking.id}`}
                          value={choice}
                          checked={choices[booking.id] === choice}
                          disabled={choice === 'cancel' && !cancellation?.allowed}
                          onChange={() => {
                            setChoices((current) => ({ ...current, [booking.id]: choice }));
                            setChoiceError(null);
                          }}
                        />
                        <span>
                          {choice === 'keep' ? 'Garder' : 'Annuler'}
                          <span className="field__hint">
                            {choice === 'keep'
                              ? 'Vous assurez la prestation.'
                              : cancellation?.allowed
                                ? `Remboursement intégral : ${formatCents(cancellation.refund.refund)}.`
                                : (cancellation?.reason ?? '')}
                          </span>
                        </span>
                      </label>
                    ))}
                  </fieldset>
                )}
              </li>
            );
          })}
        </ul>
        {choiceError && (
          <p className="field__error" role="alert">
            {choiceError}
          </p>
        )}
        {toCancel.length > 0 && (
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-reason`}>
              Motif de l’annulation (transmis {toCancel.length === 1 ? 'au client' : 'aux clients'})
            </label>
            <textarea
              id={`${ids}-reason`}
              className="field__input"
              rows={3}
              value={reason}
              maxLength={CANCELLATION_REASON_MAX}
              required
              disabled={working}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(null);
              }}
            />
            {reasonError && (
              <p id={`${ids}-reason-error`} className="field__error" role="alert">
                {reasonError}
              </p>
            )}
          </div>
        )}
      </form>
    </Dialog>
  );
}
