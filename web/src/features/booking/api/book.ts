import { isConsentRefusal } from '@kookers/domain/money';
import type { CreateBookingInput } from '@kookers/domain/booking';
import toast from '../../../lib/toast';
import { callableErrorMessage, isCallableRefusal } from '../../../lib/callable-error';
import { errorDetails } from '../../../lib/firebase-error';
import type { CreateBookingAnswer } from './payment-calls';
import { handOverPayment } from './payment-handoff';

/**
 * What a visitor asks to book: the createBooking callable's input (domain/src/booking/booking-input.ts)
 * but its idempotency key, which each attempt adds.
 */
type BookingAsk = Omit<CreateBookingInput, 'idempotencyKey'>;

/**
 * What came of a request: the booking made, waiting for its payment (handed to the booking page:
 * api/payment-handoff.ts); or the service's price, changed since the page was read (the panel
 * shows the new total, for the client to agree to); or nothing (the refusal was shown).
 */
export type BookingOutcome = { bookingId: string } | { newPricePerPerson: number } | null;

const CALL_TIMEOUT_MS = 30_000;
/** A failure whose outcome is unknown is tried again once, after this pause, before telling the client. */
const RETRY_AFTER_MS = 1_000;
const UNSURE =
  'La réservation n’a pas pu être confirmée : la connexion a été interrompue. Réessayez, ou voyez dans Mon profil › Historique si elle a été enregistrée : une même demande n’est jamais payée deux fois.';

/**
 * The idempotency key of each booking attempt whose outcome is unknown (the network failed, the
 * call timed out), by selection: pressing 'Réserver' again for the same selection retries the
 * same attempt, and the function answers with the booking the first call may have made.
 */
const unsettledKeys = new Map<string, string>();
/** The call under way for a selection: a double click joins it. */
const inFlight = new Map<string, Promise<BookingOutcome>>();

const attemptOf = (request: BookingAsk) =>
  [request.kookerId, request.serviceId, request.date, request.time, request.participants, request.expectedTotal].join('|');

/**
 * Books through the `createBooking` function, called when a signed-in, verified client presses
 * 'Réserver et payer' with a complete selection. Resolves with the booking's id, for its page,
 * where the client pays (the slot held meanwhile: docs/decisions/017-paiements-par-carte.md); with the new price when the service's price changed; or null after showing the
 * function's French refusal (the panel keeps the selection: it lives in the URL).
 */
export function requestBooking(request: BookingAsk): Promise<BookingOutcome> {
  const attempt = attemptOf(request);
  const running = inFlight.get(attempt);
  if (running) return running;
  const call = book(request, attempt).finally(() => inFlight.delete(attempt));
  inFlight.set(attempt, call);
  return call;
}

type Call = (input: CreateBookingInput) => Promise<{ data: CreateBookingAnswer }>;

async function book(request: BookingAsk, attempt: string): Promise<BookingOutcome> {
  const idempotencyKey = unsettledKeys.get(attempt) ?? crypto.randomUUID();
  unsettledKeys.set(attempt, idempotencyKey);
  toast.loading('Réservation en cours…', { id: 'booking' });
  try {
    // The Functions SDK comes with the first booking, not with the profile page.
    const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), import('../../../lib/functions')]);
    const createBooking: Call = httpsCallable<CreateBookingInput, CreateBookingAnswer>(functions, 'createBooking', {
      timeout: CALL_TIMEOUT_MS,
    });
    const { bookingId, payment } = await callOnceMore(createBooking, { ...request, idempotencyKey });
    unsettledKeys.delete(attempt);
    handOverPayment(bookingId, payment);
    toast.dismiss('booking');
    return { bookingId };
  } catch (error) {
    // Refused: nothing was booked, the next attempt is a new one. Otherwise the outcome is
    // unknown and the key is kept for the client's retry.
    if (isCallableRefusal(error)) unsettledKeys.delete(attempt);
    toast.error(callableErrorMessage(error, UNSURE), { id: 'booking' });
    const details = errorDetails(error);
    return isConsentRefusal(details) && details.reason === 'price-changed' ? { newPricePerPerson: details.pricePerPerson } : null;
  }
}

/**
 * Calls, and when the outcome is unknown calls once more with the same key: if the first call
 * booked the slot but its answer was lost, the slot has left the panel meanwhile, and only this
 * retry can still find the booking it made.
 */
async function callOnceMore(createBooking: Call, input: CreateBookingInput): Promise<CreateBookingAnswer> {
  try {
    return (await createBooking(input)).data;
  } catch (error) {
    if (isCallableRefusal(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return (await createBooking(input)).data;
  }
}
