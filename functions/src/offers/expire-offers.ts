/**
 * Closes what time has ended (docs/reservations.md, « Demander une offre »): open and answered
 * requests past `expiresAt` (an answered request's offer keeps its own validity), and sent offers
 * past `validUntil` that no booking awaiting its payment holds (that booking's end decides:
 * offer-on-booking.ts). Each in a transaction that reads it again. Run by the scheduler
 * (schedules.ts), and on the local platform by its scheduler.
 */
import { FieldValue, Timestamp, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { offerExpired, OFFER_TRANSITIONS, requestExpired, REQUEST_TRANSITIONS } from '@kookers/domain/offers';
import { collectionOf } from '../shared/db';

const PAGE = 200;

/**
 * Closes each document the query found that is still due at `now` (read again in its own
 * transaction: a client may have accepted, a Kooker withdrawn, since the query): the count closed.
 * A failure is logged and leaves the others to close.
 */
async function closeEach<T>(
  db: Firestore,
  found: QuerySnapshot<T>,
  stillDue: (model: T) => boolean,
  update: Record<string, unknown>,
  what: string,
): Promise<number> {
  let closed = 0;
  for (const snapshot of found.docs) {
    try {
      const done = await db.runTransaction(async (transaction) => {
        const model = (await transaction.get(snapshot.ref)).data();
        if (!model || !stillDue(model)) return false;
        transaction.update(snapshot.ref.withConverter(null), { ...update, updatedAt: FieldValue.serverTimestamp() });
        return true;
      });
      if (done) closed += 1;
    } catch (error) {
      logger.error(`${what} à fermer`, { id: snapshot.id, error: String(error) });
    }
  }
  return closed;
}

export async function expireOffers(db: Firestore, now: Date): Promise<{ requests: number; offers: number }> {
  const at = Timestamp.fromDate(now);
  const [requests, offers] = await Promise.all([
    collectionOf(db, 'offerRequests').where('status', 'in', ['open', 'answered']).where('expiresAt', '<=', at).limit(PAGE).get(),
    collectionOf(db, 'offers').where('status', '==', 'sent').where('validUntil', '<=', at).limit(PAGE).get(),
  ]);
  return {
    requests: await closeEach(
      db,
      requests,
      (request) => requestExpired(request, now),
      // expireRequest from open, expireAnsweredRequest from answered: both end expired.
      { status: REQUEST_TRANSITIONS.expireRequest.to },
      'Demande',
    ),
    offers: await closeEach(
      db,
      offers,
      (offer) => offerExpired(offer, now),
      { status: OFFER_TRANSITIONS.expireOffer.to, closedAt: FieldValue.serverTimestamp() },
      'Offre',
    ),
  };
}
