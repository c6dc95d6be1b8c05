import type { Booking } from '@kookers/domain/booking';
import { useEffect, useReducer, useState } from 'react';
import { callableErrorMessage } from '../../../lib/callable-error';
import toast from '../../../lib/toast';
import { startedPayment } from '../api/payment-handoff';
import { abandonPayment, resumePayment } from '../api/payments';
import { nextPaymentPhase, type CardOutcome, type PaymentPhase } from '../payment-step-state';

const NOT_STARTED = 'Le paiement n’a pas pu être préparé. Vérifiez votre connexion et réessayez.';
const NOT_ABANDONED = 'Le paiement n’a pas pu être abandonné. Vérifiez votre connexion et réessayez.';

/** The phase of a payment this tab may have started (the booking panel hands it over), or the wait for it. */
function initialPhase(bookingId: string): PaymentPhase {
  const start = startedPayment(bookingId);
  return start ? nextPaymentPhase({ kind: 'starting' }, { type: 'started', start, lastFailure: null }) : { kind: 'starting' };
}

/**
 * The client's payment of a booking awaiting it (docs/decisions/017-paiements-par-carte.md): the
 * payment the panel started, or resumePayment's after a reload; each answer of the card element;
 * and giving up (abandonPayment). The booking itself, read live by the page, says when the
 * processor's event confirmed it, or when it expired.
 */
export function usePaymentPhase(booking: Booking) {
  const [phase, dispatch] = useReducer(nextPaymentPhase, booking.id, initialPhase);
  const [abandoning, setAbandoning] = useState(false);
  const awaiting = booking.status === 'awaiting-payment';
  const lastFailure = booking.payment.failure;

  useEffect(() => {
    if (phase.kind !== 'starting' || !awaiting) return;
    let current = true;
    resumePayment({ bookingId: booking.id }).then(
      (start) => current && dispatch({ type: 'started', start, lastFailure }),
      (error: unknown) => current && dispatch({ type: 'start-failed', message: callableErrorMessage(error, NOT_STARTED) }),
    );
    return () => {
      current = false;
    };
  }, [phase.kind, awaiting, booking.id, lastFailure]);

  /** Gives up paying; resolves true once the booking is expired (the page follows it). */
  const abandon = async (): Promise<boolean> => {
    setAbandoning(true);
    try {
      await abandonPayment({ bookingId: booking.id });
      return true;
    } catch (error) {
      toast.error(callableErrorMessage(error, NOT_ABANDONED), { id: 'payment-abandon' });
      return false;
    } finally {
      setAbandoning(false);
    }
  };

  return {
    phase,
    outcome: (outcome: CardOutcome) => dispatch({ type: 'outcome', outcome }),
    restart: () => dispatch({ type: 'restart' }),
    abandon,
    abandoning,
  };
}
