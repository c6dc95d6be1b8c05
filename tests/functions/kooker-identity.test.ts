// Who the Kooker is, against the emulators (docs/produit.md, « Qui est le Kooker »; docs/exploitation.md,
// « Les assurances des Kookers »): setLegalStatus, confirmPhoneVerification and declareInsurance as
// the app calls them, and the daily check of the insurances — a reminder 30 days before, once; a
// pause at the end, the bookings kept and createBooking refusing; a renewal.
import { bookingToData, BOOKING_REFUSED, type CreateBookingInput } from '@kookers/domain/booking';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { SIRET_INVALID } from '@kookers/domain/kookers';
import { addDays, parisDateOf, parisInstant, TERMS_VERSION } from '@kookers/domain/rules';
import { modelSamples } from '@kookers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { createBookingCall } from '../../functions/src/bookings/create-booking';
import {
  confirmPhoneVerificationCall,
  declareInsuranceCall,
  IDENTITY_REFUSED,
  setLegalStatusCall,
} from '../../functions/src/kookers/identity-callables';
import { checkInsurances } from '../../functions/src/kookers/insurance-checks';
import { admin } from '../support/clients';
import { db, defined, publishedProfile, service, useEmptyEmulators } from './helpers';
import { caller, member } from './money-fixtures';

useEmptyEmulators();

const profileOf = async (uid: string) => (await db().doc(documentPath('kookers', uid)).get()).data() ?? {};
const userOf = async (uid: string) => (await db().doc(documentPath('users', uid)).get()).data() ?? {};
const mailsTo = async (uid: string) => (await db().collection(collectionPath('mail')).get()).docs.filter((doc) => doc.id.includes(uid));

/** The HttpsError a call is refused with. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpsError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('The call succeeded, but a refusal was expected.');
}

describe('setLegalStatus', () => {
  it('stores a professional’s SIRET as its 14 digits once its key holds, a private person as such', async () => {
    const kooker = await member('Claire', { kooker: true });
    await expect(setLegalStatusCall(db(), caller(kooker, { kind: 'professional', siret: '732 829 320 00074' }))).resolves.toEqual({
      legalStatus: { kind: 'professional', siret: '73282932000074' },
    });
    expect((await profileOf(kooker)).legalStatus).toEqual({ kind: 'professional', siret: '73282932000074' });
    await setLegalStatusCall(db(), caller(kooker, { kind: 'individual' }));
    expect((await profileOf(kooker)).legalStatus).toEqual({ kind: 'individual' });
  });

  it('never stores a SIRET whose key fails, and refuses a member who is not a Kooker', async () => {
    const kooker = await member('Claire', { kooker: true });
    expect(await refusal(setLegalStatusCall(db(), caller(kooker, { kind: 'professional', siret: '73282932000075' })))).toEqual({
      code: 'invalid-argument',
      message: SIRET_INVALID,
    });
    expect((await profileOf(kooker)).legalStatus).toBeNull();
    const client = await member('Camille');
    expect((await refusal(setLegalStatusCall(db(), caller(client, { kind: 'individual' })))).code).toBe('permission-denied');
  });
});

describe('confirmPhoneVerification', () => {
  it('reads the number from the Auth account, dates the profile and keeps the number private', async () => {
    const kooker = await member('Claire', { kooker: true });
    const now = new Date();
    expect(await refusal(confirmPhoneVerificationCall(db(), admin().auth, caller(kooker, {}), now))).toEqual({
      code: 'failed-precondition',
      message: IDENTITY_REFUSED.noPhone,
    });

    // What linkWithPhoneNumber leaves on the account once the SMS code is confirmed.
    await admin().auth.updateUser(kooker, { phoneNumber: '+33612345678' });
    await expect(confirmPhoneVerificationCall(db(), admin().auth, caller(kooker, {}), now)).resolves.toEqual({
      phone: '06 12 34 56 78',
      verifiedOn: parisDateOf(now),
    });
    const profile = await profileOf(kooker);
    expect(profile.phoneVerifiedAt).toBeInstanceOf(Timestamp);
    expect(profile.phoneVerifiedOn).toBe(parisDateOf(now));
    expect(JSON.stringify(profile)).not.toContain('612345678');
    expect(await userOf(kooker)).toMatchObject({ verifiedPhone: '+33612345678', phone: '06 12 34 56 78' });
  });

  it('refuses a number that is not French', async () => {
    const kooker = await member('Claire', { kooker: true });
    await admin().auth.updateUser(kooker, { phoneNumber: '+447911123456' });
    expect(await refusal(confirmPhoneVerificationCall(db(), admin().auth, caller(kooker, {}), new Date()))).toEqual({
      code: 'failed-precondition',
      message: IDENTITY_REFUSED.notFrench,
    });
    expect((await profileOf(kooker)).phoneVerifiedAt).toBeNull();
  });
});

describe('declareInsurance', () => {
  it('keeps the insurer and the contract private, and dates the end of cover at midnight in Paris after its last day', async () => {
    const kooker = await member('Claire', { kooker: true });
    const now = new Date();
    const validUntil = addDays(parisDateOf(now), 400);
    const input = { insurer: ' MAIF ', contractNumber: 'RC-2026/00042', validUntil };
    await expect(declareInsuranceCall(db(), caller(kooker, input), now)).resolves.toEqual({ validUntil });
    const profile = await profileOf(kooker);
    expect(profile.insuranceValidUntil).toBe(validUntil);
    expect((profile.insuranceEndsAt as Timestamp).toDate()).toEqual(parisInstant(addDays(validUntil, 1), '00:00'));
    expect(JSON.stringify(profile)).not.toContain('MAIF');
    expect((await userOf(kooker)).insurance).toEqual({ insurer: 'MAIF', contractNumber: 'RC-2026/00042', validUntil });
  });

  it('refuses an insurance that ended, a date that does not exist and a missing insurer, in French, writing nothing', async () => {
    const kooker = await member('Claire', { kooker: true });
    const now = new Date();
    const input = { insurer: 'MAIF', contractNumber: 'RC-1', validUntil: parisDateOf(now) };
    const ended = await refusal(declareInsuranceCall(db(), caller(kooker, input), now));
    expect(ended).toEqual({ code: 'invalid-argument', message: expect.stringMatching(/^Cette date est passée/) as unknown });
    expect((await refusal(declareInsuranceCall(db(), caller(kooker, { ...input, validUntil: '2031-02-30' }), now))).message).toMatch(
      /^Cette date n’existe pas/,
    );
    expect((await refusal(declareInsuranceCall(db(), caller(kooker, { ...input, insurer: '' }), now))).message).toBe(
      'Indiquez le nom de votre assureur.',
    );
    expect((await profileOf(kooker)).insuranceValidUntil).toBeNull();
    expect((await userOf(kooker)).insurance).toBeUndefined();
  });
});

describe('the daily check of the insurances', () => {
  /** A published Kooker whose insurance's last day is `validUntil`, with their status and verified phone. */
  async function insuredKooker(firstName: string, validUntil: string): Promise<string> {
    const uid = await member(firstName, { kooker: true });
    await db()
      .doc(documentPath('services', uid, 'service-1'))
      .set(service('Atelier pâtes fraîches', 45));
    await db()
      .doc(documentPath('kookers', uid))
      .set(
        publishedProfile({
          firstName,
          availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
          legalStatus: { kind: 'individual' },
          phoneVerifiedAt: Timestamp.now(),
          phoneVerifiedOn: '2026-11-03',
          insuranceValidUntil: validUntil,
          insuranceEndsAt: Timestamp.fromDate(defined(parisInstant(addDays(validUntil, 1), '00:00'), validUntil)),
        }),
      );
    return uid;
  }

  it('reminds a Kooker once, 30 days before the last day of their insurance, and leaves the profile online', async () => {
    const now = new Date();
    const today = parisDateOf(now);
    const soon = await insuredKooker('Claire', addDays(today, 30));
    const later = await insuredKooker('Lucie', addDays(today, 31));

    expect(await checkInsurances(db(), admin().auth, now)).toEqual({ reminded: 1, pausedForInsurance: 0, pausedForMissing: 0 });
    expect(await checkInsurances(db(), admin().auth, now)).toEqual({ reminded: 0, pausedForInsurance: 0, pausedForMissing: 0 });
    const mails = await mailsTo(soon);
    expect(mails.map((mail) => mail.id)).toEqual([`kooker-${soon}-insurance-${addDays(today, 30)}-reminder`]);
    expect(mails[0]?.get('message.subject')).toMatch(/^Votre assurance se termine le /);
    expect((await profileOf(soon)).published).toBe(true);
    expect(await mailsTo(later)).toEqual([]);
  });

  it('pauses a profile whose insurance ended, keeps its bookings, refuses new ones, and lets a renewal publish it again', async () => {
    const now = new Date();
    const today = parisDateOf(now);
    const kooker = await insuredKooker('Claire', addDays(today, -1));
    const client = await member('Camille');
    // A booking made before: it stays.
    const { booking: sample } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    await db()
      .doc(documentPath('bookings', 'booked-before'))
      .set(bookingToData({ ...sample, id: 'booked-before', kookerId: kooker, clientId: client, status: 'confirmed' }));

    expect(await checkInsurances(db(), admin().auth, now)).toEqual({ reminded: 0, pausedForInsurance: 1, pausedForMissing: 0 });
    expect(await checkInsurances(db(), admin().auth, now)).toEqual({ reminded: 0, pausedForInsurance: 0, pausedForMissing: 0 });
    expect((await profileOf(kooker)).published).toBe(false);
    expect((await db().doc(documentPath('bookings', 'booked-before')).get()).get('status')).toBe('confirmed');
    const mails = await mailsTo(kooker);
    expect(mails.map((mail) => mail.id)).toEqual([`kooker-${kooker}-insurance-${addDays(today, -1)}-expired`]);
    expect(mails[0]?.get('message.text')).toContain('déclarez votre nouveau contrat');

    // Nobody books a paused Kooker.
    const input: CreateBookingInput = {
      kookerId: kooker,
      serviceId: 'service-1',
      date: addDays(today, 5),
      time: '12:00',
      participants: 3,
      expectedTotal: 13_500,
      termsVersion: TERMS_VERSION,
      phone: '06 12 34 56 78',
      address: '12 rue Mercière, 69002 Lyon',
      idempotencyKey: `essai-${Date.now().toString(36)}`,
    };
    expect(await refusal(createBookingCall(db(), caller(client, input), now))).toEqual({
      code: 'not-found',
      message: BOOKING_REFUSED.kookerGone,
    });

    // The renewed contract: nothing is missing to publish again, and the next run leaves it alone.
    await declareInsuranceCall(db(), caller(kooker, { insurer: 'MAIF', contractNumber: 'RC-2027', validUntil: addDays(today, 365) }), now);
    const renewed = defined((await db().doc(documentPath('kookers', kooker)).get()).data(), 'profile');
    expect(renewed.insuranceValidUntil).toBe(addDays(today, 365));
    expect((renewed.insuranceEndsAt as Timestamp).toMillis()).toBeGreaterThan(now.getTime());
    await db().doc(documentPath('kookers', kooker)).update({ published: true });
    expect(await checkInsurances(db(), admin().auth, now)).toEqual({ reminded: 0, pausedForInsurance: 0, pausedForMissing: 0 });
    expect((await profileOf(kooker)).published).toBe(true);
  });

  it('pauses a profile published before the checks were asked, once, saying what is missing', async () => {
    const now = new Date();
    const uid = await member('Olivier', { kooker: true });
    await db()
      .doc(documentPath('kookers', uid))
      .set(publishedProfile({ firstName: 'Olivier' }));

    expect(await checkInsurances(db(), admin().auth, now)).toEqual({ reminded: 0, pausedForInsurance: 0, pausedForMissing: 1 });
    expect(await checkInsurances(db(), admin().auth, now)).toEqual({ reminded: 0, pausedForInsurance: 0, pausedForMissing: 0 });
    expect((await profileOf(uid)).published).toBe(false);
    const mails = await mailsTo(uid);
    expect(mails.map((mail) => mail.id)).toEqual([`kooker-${uid}-identity-missing`]);
    expect(mails[0]?.get('message.text')).toContain(
      'votre statut (particulier ou professionnel), un téléphone vérifié par SMS, une assurance responsabilité civile en cours de validité',
    );
  });
});
