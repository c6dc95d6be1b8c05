import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { BOOKING_CALLS_PER_HOUR_MAX } from '@kookers/domain/rules';
import { documentOf } from './db';

const HOUR_MS = 60 * 60 * 1000;

/** How often each throttled callable may be called by one user per clock hour, and what a refused caller reads. */
export const CALL_LIMITS = {
  createBooking: {
    perHour: BOOKING_CALLS_PER_HOUR_MAX,
    message: 'Trop de demandes de réservation en une heure : réessayez un peu plus tard.',
  },
  // Each export reads every document of the account: a few per hour are plenty.
  exportMyData: {
    perHour: 5,
    message: 'Vous avez déjà téléchargé vos données plusieurs fois cette heure-ci : réessayez un peu plus tard.',
  },
  deleteMyAccount: {
    perHour: 10,
    message: 'Trop de tentatives de suppression en une heure : réessayez un peu plus tard.',
  },
  // Receipts, statements and invoices (docs/argent.md, « Reçus, relevés et factures »): each draws a
  // PDF, and a statement or an invoice reads all the Kooker's bookings. A sitting of downloads is
  // about a dozen documents; 30 still lets a Kooker fetch a whole year's (12 statements, 12
  // invoices) with a few retries, and bounds what a script can make the functions read and draw.
  moneyDocument: {
    perHour: 30,
    message: 'Trop de reçus, relevés et factures téléchargés en une heure : réessayez un peu plus tard.',
  },
  // The yearly DAC7 statement (docs/argent.md, « Déclaration DAC7 ») reads all the Kooker's
  // bookings: one is needed a year; 5 an hour let a Kooker fetch a few past years and retry.
  dac7Statement: {
    perHour: 5,
    message: 'Trop de relevés DAC7 téléchargés en une heure : réessayez un peu plus tard.',
  },
} as const;

export type ThrottledCallable = keyof typeof CALL_LIMITS;

/** The counter of `uid`'s calls of `name` in the clock hour of `now`. */
export function callLimitRef(db: Firestore, uid: string, name: ThrottledCallable, now: Date) {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return documentOf(db, 'callLimits', `${name}-${hour}-${uid}`);
}

/** The counters of `uid` for the current hour, one per throttled callable: what a deleted account leaves in `callLimits`. */
export function callLimitRefs(db: Firestore, uid: string, now: Date) {
  return (Object.keys(CALL_LIMITS) as ThrottledCallable[]).map((name) => callLimitRef(db, uid, name, now));
}

/**
 * Counts a call of `name` by `uid` in the current clock hour, or refuses it with
 * `resource-exhausted` once the hour's limit is reached (docs/reservations.md, « Usage loyal »).
 * The counters live in `callLimits` (functions only, closed to browsers by the rules), one per
 * callable, user and hour; they can be deleted once their hour is over (a TTL policy on `expiresAt`).
 */
export async function throttle(db: Firestore, uid: string, name: ThrottledCallable, now: Date): Promise<void> {
  const { perHour, message } = CALL_LIMITS[name];
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const counter = callLimitRef(db, uid, name, now);
  await db.runTransaction(async (transaction) => {
    const count = (await transaction.get(counter)).data()?.count ?? 0;
    if (count >= perHour) throw new HttpsError('resource-exhausted', message);
    // An increment: past the writer, which would write the count read.
    transaction.set(
      counter.withConverter(null),
      { count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis((hour + 1) * HOUR_MS) },
      { merge: true },
    );
  });
}
