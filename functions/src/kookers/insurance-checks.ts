/**
 * The daily check of the Kookers' insurances (docs/exploitation.md, « Les assurances des
 * Kookers »), a job of schedules.ts:
 * - an insurance whose last day is INSURANCE_REMINDER_DAYS days away or less: the Kooker is
 *   mailed once (the mail's id names the Kooker and the contract's last day);
 * - an insurance that ended: a published profile is paused — `published: false`, as a pause by
 *   the Kooker, so it leaves the search, its slots and createBooking refuses it (an unpublished
 *   Kooker cannot be booked); the bookings already made stay — and the Kooker is mailed once;
 * - a profile published before the status, the verified phone and the insurance were asked: paused
 *   the same way, the Kooker mailed once with what is missing.
 * The Kooker publishes again once the rules find all three (a renewed insurance: declareInsurance).
 * Safe to run twice: a pause is written only to a profile still published and still lacking, read
 * in its transaction, and each mail is written once.
 */
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { insuranceState, INSURANCE_REMINDER_DAYS, publishProblems, type KookerProfile } from '@kookers/domain/kookers';
import { parisDateOf } from '@kookers/domain/rules';
import { addressFor, writeMailOnce } from '../mail/outbox';
import { identityMissingMail, insuranceExpiredMail, insuranceReminderMail } from '../mail/profile-mails';
import { siteOriginForMail } from '../mail/site-origin';
import { collectionOf, documentOf } from '../shared/db';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InsuranceCheckOutcome {
  /** Reminders written (not already sent). */
  reminded: number;
  /** Profiles paused because their insurance ended. */
  pausedForInsurance: number;
  /** Profiles paused because they were published without the checks. */
  pausedForMissing: number;
}

/** What a published profile lacks of the identity step on `today`, as publishProblems says it. */
function identityProblems(profile: KookerProfile, today: string): string[] {
  // Only the identity step's items: the rest was checked when it was published.
  return publishProblems(profile, [{ id: 'service-1' }], today)
    .filter((problem) => problem.step === 'identity')
    .map((problem) => problem.missing);
}

/** Pauses the profile if, read again in the transaction, it is still published and `stillLacking`. */
async function pause(db: Firestore, kookerId: string, stillLacking: (profile: KookerProfile) => boolean): Promise<boolean> {
  const ref = documentOf(db, 'kookers', kookerId);
  return db.runTransaction(async (transaction) => {
    const profile = (await transaction.get(ref)).data();
    if (!profile?.published || !stillLacking(profile)) return false;
    transaction.update(ref.withConverter(null), { published: false, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

export async function checkInsurances(db: Firestore, auth: Auth, now: Date): Promise<InsuranceCheckOutcome> {
  const today = parisDateOf(now);
  const outcome: InsuranceCheckOutcome = { reminded: 0, pausedForInsurance: 0, pausedForMissing: 0 };
  let origin: string | null = null;
  const mail = async (kookerId: string, id: string, content: (origin: string) => Parameters<typeof writeMailOnce>[3]) => {
    const to = await addressFor(db, auth, kookerId);
    if (!to) return false;
    origin ??= await siteOriginForMail();
    return writeMailOnce(db, id, to, content(origin));
  };

  // Every insurance that ends within the reminder's window, or has ended (a single-field index).
  const horizon = Timestamp.fromMillis(now.getTime() + (INSURANCE_REMINDER_DAYS + 1) * DAY_MS);
  const ending = await collectionOf(db, 'kookers').where('insuranceEndsAt', '<=', horizon).get();
  for (const doc of ending.docs) {
    const profile = doc.data();
    const state = insuranceState(profile.insuranceValidUntil, today);
    const validUntil = profile.insuranceValidUntil ?? '';
    if (state.kind === 'expiring') {
      const sent = await mail(doc.id, `kooker-${doc.id}-insurance-${validUntil}-reminder`, (o) =>
        insuranceReminderMail(profile, validUntil, o),
      );
      if (sent) outcome.reminded += 1;
    } else if (state.kind === 'expired') {
      const paused = await pause(db, doc.id, (read) => insuranceState(read.insuranceValidUntil, today).kind === 'expired');
      if (paused) outcome.pausedForInsurance += 1;
      await mail(doc.id, `kooker-${doc.id}-insurance-${validUntil}-expired`, (o) => insuranceExpiredMail(profile, validUntil, o));
    }
  }

  // Profiles published before the checks were asked (none has its fields: no query finds them by
  // an absent field, so every published profile is read, a few fields each).
  const published = await collectionOf(db, 'kookers').where('published', '==', true).get();
  for (const doc of published.docs) {
    const profile = doc.data();
    const missing = identityProblems(profile, today);
    // An insurance that ended is the first loop's (its own mail); here, what was never given.
    const neverGiven =
      missing.length > 0 && (profile.legalStatus === null || profile.phoneVerifiedAt === null || profile.insuranceValidUntil === null);
    if (!neverGiven) continue;
    if (await pause(db, doc.id, (read) => identityProblems(read, today).length > 0)) outcome.pausedForMissing += 1;
    await mail(doc.id, `kooker-${doc.id}-identity-missing`, (o) => identityMissingMail(profile, missing, o));
  }
  return outcome;
}
