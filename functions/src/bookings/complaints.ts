/**
 * « Signaler un problème » (docs/argent.md): the client of a completed booking reports, within 48 h
 * of its end, what went wrong — the Kooker's share stays held until Kookers' team decides, a refund
 * (`operatorCancellation`) or its release (`operatorRelease`, docs/exploitation.md) — and the Kooker
 * answers once. Each callable reads the booking, asks the domain (decide-complaint.ts), writes in one
 * transaction, then mails the other party once (the mail's id names the complaint).
 */
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall, type CallableRequest } from 'firebase-functions/https';
import {
  answerComplaintSchema,
  decideAnswerComplaint,
  decideReportProblem,
  reportProblemSchema,
  type Booking,
  type ComplaintResult,
} from '@kookers/domain/booking';
import { maskedForMember } from '@kookers/domain/messaging';
import { complaintAnsweredMail, complaintMailId, complaintReportedMail } from '../mail/complaint-mails';
import { addressFor, writeMailOnce } from '../mail/outbox';
import { siteOriginForMail } from '../mail/site-origin';
import { documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { answered, parse } from '../shared/parse';
import { refusalError, written } from './decisions';

type Request = Pick<CallableRequest<unknown>, 'auth' | 'data'>;

/** The client reports a problem: `{ bookingId, reason, text }` (reportProblemSchema). Answers `{ status: 'open' }`. */
export const reportProblem = onCall((request) =>
  answered(
    () => reportProblemCall(getFirestore(), getAuth(), request, new Date()),
    (message, error) => logger.error(message, { function: 'reportProblem', error: String(error) }),
  ),
);

/** The Kooker answers the open complaint of their booking: `{ bookingId, answer }`. Answers `{ status: 'open' }`. */
export const answerComplaint = onCall((request) =>
  answered(
    () => answerComplaintCall(getFirestore(), getAuth(), request, new Date()),
    (message, error) => logger.error(message, { function: 'answerComplaint', error: String(error) }),
  ),
);

/** reportProblem's work, for a request's session and payload, at `now`. */
export async function reportProblemCall(db: Firestore, auth: Auth, request: Request, now: Date): Promise<ComplaintResult> {
  const { uid } = requireVerifiedUser(request);
  const input = maskedForMember('reportProblemSchema', parse(reportProblemSchema, request.data), true);
  const ref = documentOf(db, 'bookings', input.bookingId);
  await db.runTransaction(async (transaction) => {
    const decision = decideReportProblem((await transaction.get(ref)).data() ?? null, { ...input, uid }, now);
    if (!decision.ok) throw refusalError(decision.refusal);
    transaction.update(ref.withConverter(null), written(decision.update));
  });
  await tell(db, auth, input.bookingId, 'reported');
  return { status: 'open' };
}

/** answerComplaint's work, for a request's session and payload, at `now`. */
export async function answerComplaintCall(db: Firestore, auth: Auth, request: Request, now: Date): Promise<ComplaintResult> {
  const { uid } = requireVerifiedUser(request);
  const input = maskedForMember('answerComplaintSchema', parse(answerComplaintSchema, request.data), true);
  const ref = documentOf(db, 'bookings', input.bookingId);
  await db.runTransaction(async (transaction) => {
    const decision = decideAnswerComplaint((await transaction.get(ref)).data() ?? null, { ...input, uid }, now);
    if (!decision.ok) throw refusalError(decision.refusal);
    transaction.update(ref.withConverter(null), written(decision.update));
  });
  await tell(db, auth, input.bookingId, 'answered');
  return { status: 'open' };
}

/**
 * Mails the other party the complaint as written (read again after the transaction), once: a mail
 * that cannot be written is logged, never undoes the complaint.
 */
async function tell(db: Firestore, auth: Auth, bookingId: string, event: 'reported' | 'answered'): Promise<void> {
  try {
    const booking: Booking | undefined = (await documentOf(db, 'bookings', bookingId).get()).data();
    if (!booking?.complaint) return;
    const to = await addressFor(db, auth, event === 'reported' ? booking.kookerId : booking.clientId);
    if (!to) return;
    const origin = await siteOriginForMail();
    const mail = event === 'reported' ? complaintReportedMail(booking, origin) : complaintAnsweredMail(booking, origin);
    await writeMailOnce(db, complaintMailId(bookingId, event), to, mail);
  } catch (error) {
    logger.error('Courriel du signalement non écrit', { bookingId, event, error: String(error) });
  }
}
