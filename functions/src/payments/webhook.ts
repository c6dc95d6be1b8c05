/**
 * The processor's webhook (docs/decisions/017-paiements-par-carte.md, « Le webhook fait foi »):
 * each delivery verified — its signature, and its age (a capture replayed later is refused) —
 * before anything is read; a bad one answered 400 with nothing written; a genuine one processed
 * once (events.ts) and answered 200; an error answered 500, and the processor sends it again.
 * The simulated processor sends its events here too, signed the same way.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { processor } from './adapter';
import { processEvent } from './events';
import { InvalidEventError } from './processor';

/** The work of one delivery: the HTTP status and a short body. */
export async function handleDelivery(
  db: Firestore,
  rawBody: Buffer | string,
  signature: string,
  now: Date,
): Promise<{ status: number; body: string }> {
  let event;
  try {
    event = processor().verifyEvent(rawBody, signature, now);
  } catch (error) {
    if (error instanceof InvalidEventError || error instanceof SyntaxError) {
      logger.warn('Webhook refusé', { reason: error.message });
      return { status: 400, body: 'invalid' };
    }
    throw error;
  }
  if (!event) return { status: 200, body: 'ignored' };
  return { status: 200, body: await processEvent(db, event, now) };
}

export const processorWebhook = onRequest(async (request, response) => {
  if (request.method !== 'POST') {
    response.status(405).send('method');
    return;
  }
  try {
    const { status, body } = await handleDelivery(getFirestore(), request.rawBody, request.get('stripe-signature') ?? '', new Date());
    response.status(status).send(body);
  } catch (error) {
    logger.error('Webhook en erreur : le prestataire le renverra', { error: String(error) });
    response.status(500).send('error');
  }
});
