/**
 * Closes what time has ended (docs/reservations.md, « Demander une offre »): open requests past
 * `expiresAt`, and sent offers past `validUntil` that no booking awaiting its payment holds (that
 * booking's end decides: offer-on-booking.ts). Each in a transaction that reads it again. Run by
 * the scheduler (schedules.ts), and on the local platform by its scheduler.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { offerExpired, OFFER_TRANSITIONS, requestExpired, REQUEST_TRANSITIONS } from '@kookers/domain/offers';
import { collectionOf } from '../shared/db';

const PAGE = 200;

export async function expireOffers(db: Firestore, now: Date): Promise<{ requests: number; offers: number }> {
  const at = Timestamp.fromDate(now);
  const [requests, offers] = await Promise.all([
    collectionOf(db, 'offerRequests').where('status', '==', 'open').where('expiresAt', '<=', at).limit(PAGE).get(),
    collectionOf(db, 'offers').where('status', '==', 'sent').where('validUntil', '<=', at).limit(PAGE).get(),
  ]);
  let closedRequests = 0;
  let closedOffers = 0;
  for (const snapshot of requests.docs) {
    try {
      const closed = await db.runTransaction(async (transaction) => {
        const request = (await transaction.get(snapshot.ref)).data();
        if (!request || !requestExpired(request, now)) return false;
        transaction.update(snapshot.ref, { status: REQUEST_TRANSITIONS.expireRequest.to, updatedAt: FieldValue.serverTimestamp() });
        return true;
      });
      if (closed) closedRequests += 1;
    } catch (error) {
      logger.error('Demande à fermer', { requestId: snapshot.id, error: String(error) });
    }
  }
  for (const snapshot of offers.docs) {
    try {
      const closed = await db.runTransaction(async (transaction) => {
        const offer = (await transaction.get(snapshot.ref)).data();
        if (!offer || !offerExpired(offer, now)) return false;
        transaction.update(snapshot.ref, {
          status: OFFER_TRANSITIONS.expireOffer.to,
          closedAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        return true;
      });
      if (closed) closedOffers += 1;
    } catch (error) {
      logger.error('Offre à fermer', { offerId: snapshot.id, error: String(error) });
    }
  }
  return { requests: closedRequests, offers: closedOffers };
}
