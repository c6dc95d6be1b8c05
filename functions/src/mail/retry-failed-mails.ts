/**
 * Failed sends, tried again with a growing wait (docs/notifications.md « Nothing lost »): the
 * Trigger Email extension marks a failed send ERROR and never tries it again by itself; it sends
 * again a document set to RETRY. Every five minutes this job sets RETRY on each recent failure
 * whose wait is over: 5 minutes after the first attempt, 15 after the second, 45 after the
 * third; after the fourth, it stays ERROR with its reason for an operator
 * (docs/exploitation.md « Courriels »). Never retried: a refusal the SMTP server gives as final
 * (a 5xx reply: an address that does not exist), and a send cut off mid-way (the lease expired:
 * it may have gone, and a mail never goes twice).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collectionOf } from '../shared/db';

export const MAX_ATTEMPTS = 4;
const MINUTE_MS = 60_000;
/** The wait after the `attempts`-th failed attempt: 5, 15, 45 minutes. */
export const waitAfter = (attempts: number) => 5 * 3 ** (attempts - 1) * MINUTE_MS;
/** How far back the job looks: past the longest wait, with room for a late run. */
const LOOK_BACK_MS = 2 * waitAfter(MAX_ATTEMPTS - 1);

const LEASE_EXPIRED = 'Message processing lease expired.';

interface FailedDelivery {
  state?: unknown;
  attempts?: unknown;
  error?: unknown;
  endTime?: { toMillis(): number } | null;
}

/** Whether a delivery is to be tried again now. */
export function isRetryDue(delivery: FailedDelivery | undefined, now: Date): boolean {
  if (delivery?.state !== 'ERROR') return false;
  const attempts = typeof delivery.attempts === 'number' ? delivery.attempts : 0;
  if (attempts < 1 || attempts >= MAX_ATTEMPTS) return false;
  const error = String(delivery.error ?? '');
  if (error.includes(LEASE_EXPIRED) || /\b5\d\d\b/.test(error)) return false;
  const endedAt = delivery.endTime?.toMillis();
  return endedAt !== undefined && now.getTime() - endedAt >= waitAfter(attempts);
}

/** Sets RETRY on every recent failure whose wait is over; resolves with how many. */
export async function retryFailedMails(db: Firestore, now: Date): Promise<{ retried: number }> {
  const recent = await collectionOf(db, 'mail')
    .where('delivery.state', '==', 'ERROR')
    .where('delivery.endTime', '>=', Timestamp.fromMillis(now.getTime() - LOOK_BACK_MS))
    .get();
  let retried = 0;
  for (const doc of recent.docs) {
    if (!isRetryDue(doc.data().delivery ?? undefined, now)) continue;
    // Only if nobody changed it meanwhile (an operator's RETRY, the extension at work).
    const done = await db.runTransaction(async (transaction) => {
      const fresh = await transaction.get(doc.ref);
      if (!isRetryDue(fresh.data()?.delivery ?? undefined, now)) return false;
      transaction.update(doc.ref, { 'delivery.state': 'RETRY' });
      return true;
    });
    if (done) retried += 1;
  }
  return { retried };
}
