import { createHash } from 'node:crypto';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import {
  CONTACT_LIMIT_MESSAGES,
  CONTACT_RATE_LIMITS,
  contactAdmission,
  contactCallSchema,
  contactRateKeyOf,
  contactRateWindow,
} from '@kookers/domain/messaging';
import { collectionOf, documentOf } from '../shared/db';
import { isFirestoreError } from '../shared/firestore-error';
import { answered, parse } from '../shared/parse';

/**
 * Every message of a window writes the same `…-tous` counter: concurrent senders contend for
 * it, and the SDK's default of 5 attempts turned away messages well within the limits.
 */
const MAX_ATTEMPTS = 25;

/**
 * The caller's address, as Google's front end saw it: Cloud Functions (Cloud Run) appends the
 * client's address to `X-Forwarded-For`, after whatever the client may have put there itself,
 * so the last entry is the one a client cannot choose. Without the header (the emulator, a
 * direct connection), the socket's address.
 */
export function callerAddress(rawRequest: Pick<CallableRequest['rawRequest'], 'headers' | 'ip'> | undefined): string {
  const forwarded = rawRequest?.headers?.['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.at(-1) ?? rawRequest?.ip ?? 'inconnue';
}

/**
 * Addresses are personal data: the counters are named by a hash, never by the address; an
 * IPv6 address counts for its /64 network (contactRateKeyOf).
 */
function addressKey(address: string): string {
  return createHash('sha256')
    .update(`kookers-contact:${contactRateKeyOf(address)}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * Takes a contact message for the operators (read in the Firebase console, docs/exploitation.md),
 * tied to the caller's account when they are signed in,
 * at most CONTACT_RATE_LIMITS.perAddress per address per window; past CONTACT_RATE_LIMITS.total
 * in all, still taken but marked `flood` for the operators, and refused past `ceiling`. The
 * counters and the message are written in one transaction: a refused message counts for
 * nothing, and a counted one is stored.
 */
export async function sendContactMessageCall(
  db: Firestore,
  request: Pick<CallableRequest<unknown>, 'data' | 'rawRequest' | 'auth'>,
  now: Date,
): Promise<{ messageId: string }> {
  const message = parse(contactCallSchema, request.data);
  const window = contactRateWindow(now.getTime());
  // The counters can be deleted once their window is over (a TTL policy on `expiresAt`).
  const expiresAt = Timestamp.fromMillis((window + 1) * CONTACT_RATE_LIMITS.windowMs);
  // The counters of a window live in `contactLimits` (functions only; no rule lets a browser in).
  const byAddress = documentOf(db, 'contactLimits', `${window}-${addressKey(callerAddress(request.rawRequest))}`);
  const byAll = documentOf(db, 'contactLimits', `${window}-tous`);
  const stored = collectionOf(db, 'contactMessages').doc();
  try {
    await db.runTransaction(
      async (transaction) => {
        const [address, all] = await Promise.all([transaction.get(byAddress), transaction.get(byAll)]);
        const admission = contactAdmission(address.data()?.count ?? 0, all.data()?.count ?? 0);
        if (admission === 'address' || admission === 'ceiling')
          throw new HttpsError('resource-exhausted', CONTACT_LIMIT_MESSAGES[admission]);
        // Increments: past the writer, which would write the counts read.
        transaction.set(byAddress.withConverter(null), { count: FieldValue.increment(1), expiresAt }, { merge: true });
        transaction.set(byAll.withConverter(null), { count: FieldValue.increment(1), expiresAt }, { merge: true });
        transaction.create(stored, {
          id: stored.id,
          // Sent while signed in: the account's, for its export and its deletion.
          uid: request.auth?.uid ?? null,
          ...message,
          flood: admission === 'flood',
          createdAt: FieldValue.serverTimestamp(),
        });
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    // A flood makes the shared counter contended: past the retries, say so, as a limit.
    if (isFirestoreError(error, 'aborted')) throw new HttpsError('resource-exhausted', CONTACT_LIMIT_MESSAGES.ceiling);
    throw error;
  }
  return { messageId: stored.id };
}

export const sendContactMessage = onCall((request) =>
  answered(
    () => sendContactMessageCall(getFirestore(), request, new Date()),
    (message, error) => logger.error(message, { function: 'sendContactMessage', error: String(error) }),
  ),
);
