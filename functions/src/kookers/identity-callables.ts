/**
 * « Statut, téléphone et assurance », the fifth step of 'Devenir Kooker' (docs/produit.md, « Qui
 * est le Kooker »): three callables, because the browser cannot be trusted with any of them — a
 * SIRET whose key fails is never stored (the rules could count 14 digits, not check the key), the
 * verified phone is read from the caller's Auth account (never from what the browser says), and an
 * insurance's last day is checked against today in Paris. Each writes the public part on
 * `kookers/{uid}` (what the client reads: the status, the dates) and the private part on
 * `users/{uid}` (the number, the insurer and the contract), which the rules keep from the browser.
 */
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import {
  frenchPhoneToE164,
  insuranceDateProblem,
  insuranceEndDay,
  insuranceSchema,
  legalStatusOf,
  legalStatusSchema,
  nationalPhone,
  SIRET_INVALID,
  type KookerLegalStatus,
} from '@kookers/domain/kookers';
import { parisDateOf, parisInstant } from '@kookers/domain/rules';
import { requireKooker } from '../payments/kooker-caller';
import { documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { answered, parse } from '../shared/parse';

export const IDENTITY_REFUSED = {
  noProfile: 'Votre profil Kooker est introuvable : rechargez la page.',
  noPhone: 'Aucun numéro n’est vérifié sur votre compte : demandez un code par SMS, puis saisissez-le.',
  notFrench: 'Seuls les numéros français sont acceptés : vérifiez un numéro en 06, 07 ou 01 à 09.',
} as const;

const log = (name: string) => (message: string, error: unknown) => logger.error(message, { function: name, error: String(error) });

/** The caller, a verified Kooker whose public profile exists. */
async function kookerCaller(db: Firestore, request: Pick<CallableRequest<unknown>, 'auth'>): Promise<string> {
  const { uid } = requireVerifiedUser(request);
  await requireKooker(db, uid);
  if (!(await documentOf(db, 'kookers', uid).get()).exists) throw new HttpsError('failed-precondition', IDENTITY_REFUSED.noProfile);
  return uid;
}

/** Sets the caller's legal status: `{ kind: 'individual' }` or `{ kind: 'professional', siret }`. Answers the status stored. */
export const setLegalStatus = onCall((request) => answered(() => setLegalStatusCall(getFirestore(), request), log('setLegalStatus')));

export async function setLegalStatusCall(
  db: Firestore,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data'>,
): Promise<{ legalStatus: KookerLegalStatus }> {
  const uid = await kookerCaller(db, request);
  const input = parse(legalStatusSchema, request.data);
  let legalStatus: KookerLegalStatus;
  try {
    legalStatus = legalStatusOf(input);
  } catch {
    throw new HttpsError('invalid-argument', SIRET_INVALID);
  }
  await documentOf(db, 'kookers', uid).withConverter(null).update({ legalStatus, updatedAt: FieldValue.serverTimestamp() });
  return { legalStatus };
}

/**
 * Records that the caller's phone was verified by SMS: the number is the one Firebase Auth holds
 * on their account (linked or changed by the app with Auth's phone verification), read here with
 * the Admin SDK. The profile gets the date; the private profile the number, which also becomes the
 * phone a client receives once booked. Answers the number as French readers write it, and the day.
 */
export const confirmPhoneVerification = onCall((request) =>
  answered(() => confirmPhoneVerificationCall(getFirestore(), getAuth(), request, new Date()), log('confirmPhoneVerification')),
);

export async function confirmPhoneVerificationCall(
  db: Firestore,
  auth: Auth,
  request: Pick<CallableRequest<unknown>, 'auth'>,
  now: Date,
): Promise<{ phone: string; verifiedOn: string }> {
  const uid = await kookerCaller(db, request);
  const { phoneNumber } = await auth.getUser(uid);
  if (!phoneNumber) throw new HttpsError('failed-precondition', IDENTITY_REFUSED.noPhone);
  const e164 = frenchPhoneToE164(phoneNumber);
  if (!e164) throw new HttpsError('failed-precondition', IDENTITY_REFUSED.notFrench);
  const verifiedOn = parisDateOf(now);
  const phone = nationalPhone(e164);
  const batch = db.batch();
  batch.update(documentOf(db, 'kookers', uid).withConverter(null), {
    phoneVerifiedAt: FieldValue.serverTimestamp(),
    phoneVerifiedOn: verifiedOn,
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.update(documentOf(db, 'users', uid).withConverter(null), { verifiedPhone: e164, phone, updatedAt: FieldValue.serverTimestamp() });
  await batch.commit();
  return { phone, verifiedOn };
}

/**
 * Declares the caller's civil liability insurance: insurer, contract number and last day of cover,
 * a day after today (Paris) within ten years. A new declaration replaces the last one: a renewed
 * contract lets a Kooker paused at its expiry publish again (docs/exploitation.md, « Les assurances des Kookers »).
 */
export const declareInsurance = onCall((request) =>
  answered(() => declareInsuranceCall(getFirestore(), request, new Date()), log('declareInsurance')),
);

export async function declareInsuranceCall(
  db: Firestore,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data'>,
  now: Date,
): Promise<{ validUntil: string }> {
  const uid = await kookerCaller(db, request);
  const input = parse(insuranceSchema, request.data);
  const problem = insuranceDateProblem(input.validUntil, parisDateOf(now));
  if (problem) throw new HttpsError('invalid-argument', problem);
  const endsAt = parisInstant(insuranceEndDay(input.validUntil), '00:00');
  if (!endsAt)
    throw new HttpsError('invalid-argument', 'Cette date n’existe pas : indiquez le jour, le mois et l’année de fin de votre contrat.');
  const insurance = { insurer: input.insurer.trim(), contractNumber: input.contractNumber.trim(), validUntil: input.validUntil };
  const batch = db.batch();
  batch.update(documentOf(db, 'kookers', uid).withConverter(null), {
    insuranceValidUntil: input.validUntil,
    insuranceEndsAt: Timestamp.fromDate(endsAt),
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.update(documentOf(db, 'users', uid).withConverter(null), { insurance, updatedAt: FieldValue.serverTimestamp() });
  await batch.commit();
  return { validUntil: input.validUntil };
}
