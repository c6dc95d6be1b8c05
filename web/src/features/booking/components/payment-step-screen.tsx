import { formatCents } from '@kookers/domain/money';
import { PAYMENT_REFUSED, type Booking } from '@kookers/domain/booking';
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { kookerName } from '../booking-format';
import { paramsWithSelection, searchOf } from '../booking-selection';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { usePaymentPhase } from '../hooks/use-payment-phase';
import { holdCountdown, holdReminder, paymentScreen, type CardElementProps } from '../payment-step-state';

// The simulated card element exists only where the build talks to the emulators. __LOCAL_PLATFORM__
// is a literal (web/vite.config.ts): a production build drops this import, and its chunk is never
// emitted. Stripe's Payment Element is to take its place there, with the same props
// (docs/decisions/017-paiements-par-carte.md).
const CardElement: ComponentType<CardElementProps> | null = __LOCAL_PLATFORM__
  ? lazy(() => import('./simulated-card-element').then((module) => ({ default: module.SimulatedCardElement })))
  : null;

const HOLD_ENDED = 'Le temps de paiement est écoulé, le créneau a été libéré.';

/** The Kooker's page with the booking's choice, to book the slot again if it is still free. */
function backToKooker(booking: Booking): string {
  const selection = { serviceId: booking.service.id, date: booking.date, time: booking.time, participants: booking.participants };
  return `${paths.kooker(booking.kookerId)}${searchOf(paramsWithSelection(new URLSearchParams(), selection))}`;
}

/**
 * The top of the booking page for its client while the booking waits for its payment, or once it
 * expired unpaid: the total, the slot's hold and its countdown, the card element, « Abandonner »;
 * then « Paiement en cours de confirmation… » until the processor's event confirms the booking
 * (the page, which follows it live, then shows the usual confirmation).
 */
export function PaymentStepScreen({ booking }: { booking: Booking }) {
  const now = useNow(1000);
  const heading = useRef<HTMLHeadingElement>(null);
  const { phase, outcome, restart, abandon, abandoning } = usePaymentPhase(booking);
  const [asking, setAsking] = useState(false);
  const countdown = booking.holdUntil ? holdCountdown(booking.holdUntil.toDate(), now) : null;
  const screen = paymentScreen(booking, phase, countdown?.ended ?? false);
  useFocusOnChange(heading, screen);
  const total = formatCents(booking.amounts.total);

  if (screen === 'expired' || screen === 'abandoned' || screen === 'hold-ended') {
    return (
      <header className="page__header">
        <h1 ref={heading} tabIndex={-1} className="booking-confirmation__heading">
          Réservation non payée
        </h1>
        <p className="page__lead">{screen === 'abandoned' ? PAYMENT_REFUSED.abandoned : HOLD_ENDED}</p>
        <Link to={backToKooker(booking)} className="button button--primary">
          Revenir au profil de {kookerName(booking)}
        </Link>
      </header>
    );
  }

  if (screen === 'confirming') {
    return (
      <header className="page__header">
        <h1 ref={heading} tabIndex={-1} className="booking-confirmation__heading">
          Paiement en cours de confirmation…
        </h1>
        <div className="payment-step__confirming" role="status">
          <span className="spinner__circle" aria-hidden="true" />
          <p>
            Votre paiement est accepté : votre réservation auprès de {kookerName(booking)} sera confirmée dans quelques secondes.
            {countdown?.ended && ' Cela prend plus longtemps que prévu : la confirmation arrivera d’ici quelques minutes, avec un e-mail.'}
          </p>
        </div>
      </header>
    );
  }

  return (
    <>
      <header className="page__header">
        <h1 ref={heading} tabIndex={-1} className="booking-confirmation__heading">
          Payer votre réservation
        </h1>
        <p className="page__lead">Votre réservation est confirmée dès que votre paiement est accepté.</p>
      </header>
      <section className="card booking-confirmation__card payment-step" aria-labelledby="paiement-titre">
        <h2 id="paiement-titre">Paiement par carte</h2>
        <p className="payment-step__total">
          <span>Total à payer</span> <strong>{total}</strong>
        </p>
        {countdown && (
          <p className="payment-step__hold">
            Créneau réservé pour vous jusqu’à <strong>{countdown.until}</strong>{' '}
            <span className="payment-step__left">(encore {countdown.minutesLeft} min)</span>
          </p>
        )}
        <p className="visually-hidden" role="status">
          {countdown ? holdReminder(countdown.minutesLeft) : ''}
        </p>
        {phase.kind === 'starting' && <Spinner label="Préparation du paiement…" />}
        {phase.kind === 'start-failed' && (
          <div className="alert alert--error" role="alert">
            {phase.message}{' '}
            <button type="button" className="link-button" onClick={restart}>
              Réessayer
            </button>
          </div>
        )}
        {phase.kind === 'paying' && (
          <>
            <FormAlert message={phase.failure} />
            {CardElement ? (
              <Suspense fallback={<Spinner label="Chargement du formulaire de carte…" />}>
                <CardElement bookingId={booking.id} start={phase.start} amount={total} disabled={abandoning} onOutcome={outcome} />
              </Suspense>
            ) : (
              <p className="alert alert--warning">Le paiement par carte n’est pas encore ouvert : réessayez plus tard.</p>
            )}
          </>
        )}
        <div className="payment-step__actions">
          <button type="button" className="button button--ghost" onClick={() => setAsking(true)} disabled={abandoning}>
            Abandonner
          </button>
        </div>
      </section>
      <ConfirmDialog
        open={asking}
        title="Abandonner le paiement ?"
        message="Votre réservation ne sera pas faite et le créneau sera libéré. Rien n’est débité."
        confirmLabel="Abandonner le paiement"
        working={abandoning}
        onConfirm={() => void abandon().then((done) => done && setAsking(false))}
        onCancel={() => !abandoning && setAsking(false)}
      />
    </>
  );
}
