import type { AcceptOfferInput } from '@kookers/domain/offers';
import { callableErrorMessage, isCallableRefusal } from '../../../lib/callable-error';
import toast from '../../../lib/toast';
import type { CreateBookingAnswer } from './payment-calls';
import { handOverPayment } from './payment-handoff';

const CALL_TIMEOUT_MS = 30_000;
const RETRY_AFTER_MS = 1_000;
const UNSURE =
  'La réservation n’a pas pu être confirmée : la connexion a été interrompue. Réessayez, ou voyez dans Mon profil › Historique si elle a été enregistrée : une même offre n’est jamais payée deux fois.';

/** The key of each offer's acceptance whose outcome is unknown: « Accepter et payer » again retries that attempt. */
const unsettledKeys = new Map<string, string>();

type Call = (input: AcceptOfferInput) => Promise<{ data: CreateBookingAnswer }>;

/**
 * « Accepter et payer » an offer (docs/reservations.md, « Demander une offre »): createBooking with
 * the offer instead of a slot, the same booking and payment as the panel's. Resolves with the
 * booking, whose page takes the payment (api/payment-handoff.ts; an acceptance already paying
 * resumes that booking); or null after showing the function's French refusal: under its field
 * when `showRefusal` takes it (the address, at the client's), in a toast otherwise.
 */
export async function acceptOffer(
  request: Omit<AcceptOfferInput, 'idempotencyKey'>,
  showRefusal?: (message: string) => boolean,
): Promise<{ bookingId: string } | null> {
  const idempotencyKey = unsettledKeys.get(request.offerId) ?? crypto.randomUUID();
  unsettledKeys.set(request.offerId, idempotencyKey);
  toast.loading('Réservation en cours…', { id: 'booking' });
  try {
    const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), import('../../../lib/functions')]);
    const createBooking: Call = httpsCallable<AcceptOfferInput, CreateBookingAnswer>(functions, 'createBooking', {
      timeout: CALL_TIMEOUT_MS,
    });
    const input = { ...request, idempotencyKey };
    const { bookingId, payment } = await createBooking(input).then(
      ({ data }) => data,
      async (error: unknown) => {
        // Unknown outcome: once more with the same key, which finds the booking a lost answer made.
        if (isCallableRefusal(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
        return (await createBooking(input)).data;
      },
    );
    unsettledKeys.delete(request.offerId);
    handOverPayment(bookingId, payment);
    toast.dismiss('booking');
    return { bookingId };
  } catch (error) {
    const message = callableErrorMessage(error, UNSURE);
    if (isCallableRefusal(error)) {
      unsettledKeys.delete(request.offerId);
      if (showRefusal?.(message)) {
        toast.dismiss('booking');
        return null;
      }
    }
    toast.error(message, { id: 'booking' });
    return null;
  }
}
