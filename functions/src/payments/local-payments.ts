/**
 * The local platform's side of the simulated processor (docs/decisions/017-paiements-par-carte.md,
 * « Le prestataire simulé »): the card element's confirmation and the 3-D Secure step, which
 * Stripe.js does in the browser in production, and the delivery of the simulated events to the
 * webhook, signed as Stripe signs them. index.ts exports these only when the functions run on the
 * emulators: a deploy never sees them, and they refuse to run anywhere else.
 */
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';
import { failureMessage } from '@kookers/domain/money';
import { simulatedAuthenticationSchema, simulatedCardSchema } from '@kookers/domain/booking';
import { answered, parse } from '../shared/parse';
import { documentOf, triggerPath } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { isLocalPlatform, processor } from './adapter';
import { ProcessorRefusal, type ProcessorPayment } from './processor';
import { signedHeader, type SimulatedProcessor } from './simulated-processor';

function simulated(): SimulatedProcessor {
  const current = processor();
  if (!isLocalPlatform() || current.name !== 'simulated') throw new HttpsError('failed-precondition', 'Paiement simulé indisponible ici.');
  return current as SimulatedProcessor;
}

/** The card element's answer: where the payment stands, and the French reason of a decline. */
function answer(payment: ProcessorPayment) {
  const declined = payment.state === 'pending' && payment.failureCode !== null;
  return { state: declined ? ('failed' as const) : payment.state, message: declined ? failureMessage(payment.failureCode) : null };
}

async function ownPayment(bookingId: string, uid: string): Promise<string> {
  const booking = (await documentOf(getFirestore(), 'bookings', bookingId).get()).data();
  if (!booking || booking.clientId !== uid) throw new HttpsError('not-found', 'Cette réservation n’existe pas.');
  if (booking.status !== 'awaiting-payment') throw new HttpsError('failed-precondition', 'Cette réservation n’attend pas de paiement.');
  const reference = booking.payment.reference || booking.ledger.find((entry) => entry.type === 'payment')?.reference;
  if (!reference) throw new HttpsError('failed-precondition', 'Le paiement n’a pas encore été préparé : rechargez la page.');
  return reference;
}

const refusalToError = (error: unknown) => {
  if (error instanceof ProcessorRefusal) throw new HttpsError('failed-precondition', error.message);
  throw error;
};

export const simulatedCardPayment = onCall((request) =>
  answered(
    async () => {
      const { uid } = requireVerifiedUser(request);
      const input = parse(simulatedCardSchema, request.data);
      const paymentId = await ownPayment(input.bookingId, uid);
      const payment = await simulated()
        .confirmCard({ paymentId, ...input }, new Date())
        .catch(refusalToError);
      return answer(payment);
    },
    (message, error) => logger.error(message, { function: 'simulatedCardPayment', error: String(error) }),
  ),
);

export const simulatedAuthentication = onCall((request) =>
  answered(
    async () => {
      const { uid } = requireVerifiedUser(request);
      const input = parse(simulatedAuthenticationSchema, request.data);
      const paymentId = await ownPayment(input.bookingId, uid);
      const payment = await simulated().authenticate(paymentId, input.clientSecret, input.approve, new Date()).catch(refusalToError);
      return answer(payment);
    },
    (message, error) => logger.error(message, { function: 'simulatedAuthentication', error: String(error) }),
  ),
);

/** Where the Functions emulator serves the webhook. */
function webhookUrl(): string {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-kookers';
  return `http://127.0.0.1:5001/${project}/europe-west1/processorWebhook`;
}

/**
 * Sends one simulated delivery to the webhook once its time comes, signed at that moment, and
 * records the answer (a delivery answered 500 is not sent again here: the retry job finds what it left).
 */
export const deliverSimulatedEvent = onDocumentCreated(triggerPath('simulatedEvents'), async (event) => {
  if (!isLocalPlatform()) return;
  const delivery = event.data?.data();
  if (!delivery) return;
  const wait = (delivery.deliverAt as Timestamp | undefined)?.toMillis() ?? 0;
  const delay = Math.min(Math.max(0, wait - Date.now()), 30_000);
  await new Promise((resolve) => setTimeout(resolve, delay));
  const payload = String(delivery.payload ?? '');
  const response = await fetch(webhookUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signedHeader(payload, new Date()) },
    body: payload,
  }).catch((error: unknown) => {
    logger.error('Événement simulé non livré', { error: String(error) });
    return null;
  });
  await event.data?.ref.update({ delivered: true, status: response?.status ?? 0 });
});
