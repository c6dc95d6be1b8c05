import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  bookingsToCancelOnSuspension,
  operatorLogId,
  readSuspension,
  SUSPENSION_DECISION,
  suspensionDetail,
  suspensionRefusedDetail,
  unpublishedOnSuspension,
} from '@kookers/domain/operations';
import { addressFor, writeMailOnce } from '../mail/outbox';
import { suspensionMail } from '../mail/profile-mails';
import { settleEndedHold } from '../payments/jobs';
import { siteOriginForMail } from '../mail/site-origin';
import { documentPath } from '@kookers/domain/data';
import { dataOf, unchangedFields } from '../shared/changes';
import { collectionOf, documentOf } from '../shared/db';
import { logOnce } from './operator-log';
import { decideForBooking } from './platform-decision';
import type { WrittenEvent } from '../shared/trigger-events';

export interface SuspensionOutcome {
  outcome: 'done' | 'refused';
  detail: string;
  /** The bookings this run cancelled. */
  cancelled: string[];
}

/** Tells the Kooker, once per console write (the mail's id names the event). */
async function mailKooker(db: Firestore, auth: Auth, kookerId: string, logId: string, change: Parameters<typeof suspensionMail>[1]) {
  const to = await addressFor(db, auth, kookerId);
  if (!to) return;
  const firstName = (await documentOf(db, 'kookers', kookerId).get()).data()?.firstName ?? '';
  await writeMailOnce(db, `kooker-${kookerId}-${logId}`, to, suspensionMail({ firstName }, change, await siteOriginForMail()));
}

/**
 * A booking to come of a suspended Kooker, cancelled by the platform and refunded in full —
 * only if it is still confirmed when read in the decision's transaction (its client may have
 * cancelled meanwhile, settled at their tier: it is not refunded again). The suspension's reason
 * is the Kooker's to read, never the client's: the booking keeps SUSPENSION_CANCELLATION_REASON as
 * the reason of the cancellation and of the decision.
 */
export function cancelForSuspension(db: Firestore, bookingId: string, now: Date) {
  return decideForBooking(db, bookingId, SUSPENSION_DECISION.request, now, SUSPENSION_DECISION.options);
}

/**
 * `kookers/{id}.suspension = { reason }`, written by an operator in the console
 * (docs/exploitation.md, « Suspendre un Kooker ») : the profile is unpublished at once (out of
 * search, its page and its slots, by the triggers that follow `published`), every booking still
 * awaiting its payment is released (its payment cancelled, the booking expired), and every booking
 * still to come with the Kooker is cancelled by the platform, the client refunded in full and
 * both parties mailed (mailOnBooking), and the Kooker told why. The rules keep the Kooker from publishing again while the
 * field is there. Idempotent: a second run finds the profile unpublished and the bookings
 * cancelled, and its log entry written.
 */
export async function suspendKooker(
  db: Firestore,
  auth: Auth,
  kookerId: string,
  value: unknown,
  eventId: string,
  now: Date,
): Promise<SuspensionOutcome> {
  const id = operatorLogId('suspendKooker', eventId);
  const target = documentPath('kookers', kookerId);
  const checked = readSuspension(value);
  if (!checked.ok) {
    const typed = (value as { reason?: unknown } | null)?.reason;
    const detail = suspensionRefusedDetail(checked.detail);
    await logOnce(db, id, { action: 'suspendKooker', target, reason: typeof typed === 'string' ? typed : '', outcome: 'refused', detail });
    return { outcome: 'refused', detail, cancelled: [] };
  }
  const { reason } = checked.value;
  const profile = documentOf(db, 'kookers', kookerId);
  const unpublished = await db.runTransaction(async (transaction) => {
    const change = unpublishedOnSuspension((await transaction.get(profile)).data() ?? null);
    if (change) transaction.update(profile, change);
    return change !== null;
  });

  // First the bookings still awaiting their payment: each payment cancelled at the processor and
  // the booking expired — or, the processor saying it succeeded, confirmed, then cancelled below
  // with the others; one that succeeds anyway later is refunded in full (events.ts).
  const awaiting = await collectionOf(db, 'bookings').where('kookerId', '==', kookerId).where('status', '==', 'awaiting-payment').get();
  const released: string[] = [];
  for (const snapshot of awaiting.docs) {
    if ((await settleEndedHold(db, snapshot.data(), now, 'suspension')) === 'expired') released.push(snapshot.id);
  }
  const confirmed = await collectionOf(db, 'bookings').where('kookerId', '==', kookerId).where('status', '==', 'confirmed').get();
  const upcoming = bookingsToCancelOnSuspension(
    confirmed.docs.map((booking) => booking.data()),
    now,
  );
  const cancelled: string[] = [];
  const leftAlone: string[] = [];
  // Each in its own transaction, decided on the booking as that transaction reads it.
  for (const bookingId of upcoming) {
    const result = await cancelForSuspension(db, bookingId, now);
    if (result.outcome === 'done') cancelled.push(bookingId);
    else leftAlone.push(`${bookingId} (${result.detail})`);
  }
  const detail = suspensionDetail({ unpublished, cancelled, leftAlone, released });
  await logOnce(db, id, { action: 'suspendKooker', target, reason, outcome: 'done', detail });
  await mailKooker(db, auth, kookerId, id, { kind: 'suspended', reason });
  return { outcome: 'done', detail, cancelled };
}

/** The operator removed `suspension`: the Kooker may publish again (the rules allow it), which the log says. */
async function liftSuspension(db: Firestore, auth: Auth, kookerId: string, eventId: string): Promise<void> {
  const id = operatorLogId('liftSuspension', eventId);
  await logOnce(db, id, {
    action: 'liftSuspension',
    target: documentPath('kookers', kookerId),
    reason: '',
    outcome: 'done',
    detail:
      'Suspension levée : le Kooker peut republier son profil depuis « Profil Kooker » (un courriel le lui dit). Les réservations annulées le restent.',
  });
  await mailKooker(db, auth, kookerId, id, { kind: 'lifted' });
}

/** Acts when `suspension` is written, changed or removed; every other write of a profile returns at once. */
export async function suspensionOnKooker(event: WrittenEvent<'kookers'>): Promise<void> {
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  if (!after || unchangedFields(before, after, ['suspension'])) return;
  const db = getFirestore();
  const suspension = after.suspension;
  if (suspension === undefined || suspension === null) {
    if (before?.suspension !== undefined && before.suspension !== null) await liftSuspension(db, getAuth(), event.params.uid, event.id);
    return;
  }
  await suspendKooker(db, getAuth(), event.params.uid, suspension, event.id, new Date(event.time));
}
