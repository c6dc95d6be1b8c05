import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { BOOKING_CALLS_PER_HOUR_MAX } from '@kookers/domain/rules';
import { documentOf } from './db';

const HOUR_MS = 60 * 60 * 1000;

/** How often each throttled callable may be called by one user per clock hour, and what a refused caller reads. */
const LIMITS = {
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
} as const;

/** The counters of `uid` for the current hour, one per throttled callable: what a deleted account leaves in `callLimits`. */
export function callLimitRefs(db: Firestore, uid: string, now: Date) {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return (Object.keys(LIMITS) as Array<keyof typeof LIMITS>).map((name) => documentOf(db, 'callLimits', `${name}-${hour}-${uid}`));
}

/**
 * Counts a call of `name` by `uid` in the current clock hour, or refuses it with
 * `resource-exhausted` once the hour's limit is reached (docs/reservations.md, « Usage loyal »).
 * The counters live in `callLimits` (functions only, closed to browsers by the rules), one per
 * callable, user and hour; they can be deleted once their hour is over (a TTL policy on `expiresAt`).
 */
export async function throttle(db: Firestore, uid: string, name: keyof typeof LIMITS, now: Date): Promise<void> {
  const { perHour, message } = LIMITS[name];
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const counter = documentOf(db, 'callLimits', `${name}-${hour}-${uid}`);
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
