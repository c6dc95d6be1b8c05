import { expect, test } from './support/test';
import { documentPath } from '@kookers/domain/data';
import { WEEKDAYS } from '@kookers/domain/rules';
import { imageIdFor, kookerToData, newKookerProfile } from '@kookers/domain/kookers';
import { modelSamples } from '@kookers/domain/testing';
import { suspensionNotice } from '@kookers/domain/operations';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminFirestore, PASSWORD, uniqueEmail } from './support/admin';
import { pixelImageData } from './support/pixel-image';
import { onboardingFieldsOf } from './support/people';
import { logIn } from './support/session';

// A Kooker suspended by an operator in the console (docs/exploitation.md, « Suspendre un
// Kooker »): on « Profil Kooker » they read why, and cannot publish; once the operator removes
// the field, they can again. The Kooker is made for the run and removed after.
const { kooker: sampleKooker } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
const REASON = 'Plusieurs clients signalent des paiements demandés hors de Kookers';

let uid = '';

test.afterAll(async () => {
  if (!uid) return;
  const batch = adminFirestore.batch();
  batch.delete(adminFirestore.doc(documentPath('services', uid, 'service-1')));
  batch.delete(adminFirestore.doc(documentPath('kookers', uid)));
  batch.delete(adminFirestore.doc(documentPath('availability', uid)));
  batch.delete(adminFirestore.doc(documentPath('images', imageIdFor(uid, 'portrait'))));
  batch.delete(adminFirestore.doc(documentPath('users', uid)));
  await batch.commit();
  await adminAuth.deleteUser(uid);
});

test('a suspended Kooker reads why on their profile page and cannot publish until the operator lifts it', async ({ page }, testInfo) => {
  const email = uniqueEmail('suspendu');
  ({ uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true }));
  await adminAuth.setCustomUserClaims(uid, { isKooker: true });
  const now = new Date();
  await adminFirestore.doc(documentPath('users', uid)).set({
    firstName: 'Yann',
    lastName: 'Le Bihan',
    phone: '07 81 22 43 65',
    address: '4 place du Marché, 29180 Locronan',
    isKooker: true,
    createdAt: now,
    updatedAt: now,
  });
  const photo = imageIdFor(uid, 'portrait');
  const batch = adminFirestore.batch();
  batch.set(adminFirestore.doc(documentPath('images', photo)), pixelImageData(photo, uid));
  batch.set(adminFirestore.doc(documentPath('kookers', uid)), {
    // A new profile as becomeKooker writes it, onboarding's fields and the identity step's checks.
    ...kookerToData(newKookerProfile(uid)),
    ...onboardingFieldsOf(sampleKooker),
    legalStatus: sampleKooker.legalStatus,
    phoneVerifiedAt: sampleKooker.phoneVerifiedAt,
    phoneVerifiedOn: sampleKooker.phoneVerifiedOn,
    insuranceValidUntil: sampleKooker.insuranceValidUntil,
    insuranceEndsAt: sampleKooker.insuranceEndsAt,
    firstName: 'Yann',
    lastName: 'Le Bihan',
    city: 'Locronan',
    cityInsee: '29134',
    bio: 'Crêpier depuis vingt ans, je vous apprends le froment et le sarrasin chez vous.',
    availableDays: WEEKDAYS.map((weekday) => weekday.value),
    typicalHours: { start: '10:00', end: '18:00' },
    minimumDuration: 4,
    blockedDates: [],
    profileImage: photo,
    coverImage: null,
    published: true,
    createdAt: now,
    updatedAt: now,
  });
  batch.set(adminFirestore.doc(documentPath('services', uid, 'service-1')), {
    name: 'Atelier crêpes et galettes',
    serviceArea: 'Finistère',
    pricePerPerson: 4500,
    additionalInfo: '',
    requiredEquipment: '',
    photos: [],
    allergens: ['gluten', 'oeufs', 'lait'],
    location: 'client',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();

  // The operator, in the console.
  await adminFirestore.doc(documentPath('kookers', uid)).update({ suspension: { reason: REASON } });
  await expect
    .poll(async () => (await adminFirestore.doc(documentPath('kookers', uid)).get()).get('published'), {
      timeout: 20_000,
      message: 'suspensionOnKooker unpublishes the profile',
    })
    .toBe(false);

  await logIn(page, email);
  await page.goto('/kooker-settings');
  const notice = page.getByRole('alert').filter({ hasText: 'Votre profil est suspendu' });
  await expect(notice).toContainText(suspensionNotice(REASON));
  await expect(notice.getByRole('button', { name: 'Publier mon profil' })).toBeDisabled();
  await expect(notice.getByRole('link', { name: 'Nous écrire' })).toHaveAttribute('href', '/contact');
  await notice.screenshot({ path: testInfo.outputPath('profil-suspendu.png') });
  await page.screenshot({ path: testInfo.outputPath('profil-suspendu-page.png') });

  // Lifted: the profile may be published again, from the same page.
  await adminFirestore.doc(documentPath('kookers', uid)).update({ suspension: FieldValue.delete() });
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Publier mon profil' }).click();
  await expect
    .poll(async () => (await adminFirestore.doc(documentPath('kookers', uid)).get()).get('published'), { timeout: 10_000 })
    .toBe(true);
});
