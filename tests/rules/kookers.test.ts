import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { card, seedWorld } from './fixtures';
import { dbAs, UID } from './roles';
import { useRulesEnvironment } from './rules-environment';

const environment = useRulesEnvironment();

const ALL_SPECIALTIES = [
  'Cuisine française', 'Cuisine italienne', 'Cuisine japonaise', 'Cuisine méditerranéenne', 'Cuisine végétarienne',
  'Cuisine végane', 'Pâtisserie française', 'Boulangerie', 'Cuisine du monde', 'Cuisine saine', 'Cuisine traditionnelle', 'Street food',
];

/** Kenza, a verified Kooker, edits her published profile. */
async function edit(fields: Record<string, unknown>) {
  // Each attempt starts from the same world.
  await environment().clearFirestore();
  await seedWorld(environment());
  return updateDoc(doc(dbAs(environment(), 'kooker'), `kookers/${UID.kooker}`), { ...fields, updatedAt: serverTimestamp() });
}

const allows = async (fields: Record<string, unknown>) => assertSucceeds(edit(fields));
const refuses = async (fields: Record<string, unknown>) => assertFails(edit(fields));

describe('kookers: reading', () => {
  it('shows a draft to its owner only', async () => {
    await seedWorld(environment());
    await assertSucceeds(getDoc(doc(dbAs(environment(), 'otherKooker'), `kookers/${UID.otherKooker}`)));
    await assertFails(getDoc(doc(dbAs(environment(), 'visitor'), `kookers/${UID.otherKooker}`)));
    await assertFails(getDoc(doc(dbAs(environment(), 'kooker'), `kookers/${UID.otherKooker}`)));
  });

  it('refuses a list that does not ask for published profiles only', async () => {
    await seedWorld(environment());
    await assertFails(getDocs(collection(dbAs(environment(), 'visitor'), 'kookers')));
  });
});

describe('kookers: the owner’s edits', () => {
  // One onboarding step per write, as the app saves them (the rules' 1000-expression budget).
  it('accepts the experience step at its list limits: 12 specialties, 10 certificates of 120 characters', async () => {
    await allows({
      specialties: ALL_SPECIALTIES,
      certificates: Array.from({ length: 10 }, (_, i) => `${'c'.repeat(119)}${i}`),
      experience: 'e'.repeat(2000),
    });
  });

  it('accepts the services at their limit: 5 services of 3 photos (saved on their own)', async () => {
    await allows({ specialtyCards: ['a', 'b', 'c', 'd', 'e'].map((id) => card(id, { photos: ['p1', 'p2', 'p3'] })) });
  });

  it('accepts the rates at their limits', async () => {
    await allows({ serviceArea: 50, pricePerHour: 10000, minimumDuration: 4, maxGuests: 20, availableDays: ['monday', 'sunday'] });
  });

  it('refuses a sixth service, a fourth photo, a 13th or unknown specialty, an 11th or too long certificate', async () => {
    await refuses({ specialtyCards: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => card(id)) });
    await refuses({ specialtyCards: [card('a', { photos: ['p1', 'p2', 'p3', 'p4'] })] });
    await refuses({ specialties: [...ALL_SPECIALTIES, 'Cuisine française'] });
    await refuses({ specialties: ['Cuisine moléculaire'] });
    await refuses({ certificates: Array.from({ length: 11 }, (_, i) => `CAP ${i}`) });
    await refuses({ certificates: ['c'.repeat(121)] });
  });

  it('bounds the service area to 5–50 km in steps of 5', async () => {
    await allows({ serviceArea: 5 });
    await allows({ serviceArea: 50 });
    for (const serviceArea of [0, 55, 7, '20', 20.5]) await refuses({ serviceArea });
  });

  it('bounds the hourly rate to 20–100 € in steps of 5 €, in cents', async () => {
    await allows({ pricePerHour: 2000 });
    await allows({ pricePerHour: 10000 });
    for (const pricePerHour of [1500, 10500, 2250, 35]) await refuses({ pricePerHour });
  });

  it('takes only the listed durations, guest counts and days', async () => {
    await allows({ minimumDuration: 4, maxGuests: 20, availableDays: ['sunday'] });
    await refuses({ minimumDuration: 5 });
    await refuses({ maxGuests: 9 });
    await refuses({ availableDays: ['dimanche'] });
    await refuses({ availableDays: 'monday' });
  });

  it('takes typical hours on the hour, start before end', async () => {
    await allows({ typicalHours: { start: '00:00', end: '23:00' } });
    await refuses({ typicalHours: { start: '10:30', end: '20:00' } });
    await refuses({ typicalHours: { start: '20:00', end: '10:00' } });
    await refuses({ typicalHours: { start: '24:00', end: '23:00' } });
    await refuses({ typicalHours: { start: '10:00', end: '20:00', pause: '14:00' } });
  });

  it('checks every field of a service', async () => {
    await allows({ specialtyCards: [card('a', { pricePerPerson: 100 }), card('b', { pricePerPerson: 100000, photos: [] })] });
    await refuses({ specialtyCards: [card('a', { pricePerPerson: 99 })] });
    await refuses({ specialtyCards: [card('a', { pricePerPerson: 100001 })] });
    await refuses({ specialtyCards: [card('a', { pricePerPerson: 35.5 })] });
    await refuses({ specialtyCards: [card('a', { name: '' })] });
    await refuses({ specialtyCards: [card('a', { name: 'n'.repeat(81) })] });
    await refuses({ specialtyCards: [card('a', { additionalInfo: 'i'.repeat(1001) })] });
    await refuses({ specialtyCards: [card('a', { requiredEquipment: 'e'.repeat(301) })] });
    await refuses({ specialtyCards: [card('a', { photos: [''] })] });
    await refuses({ specialtyCards: [card('a', { discount: 10 })] });
    const { requiredEquipment: _equipment, ...withoutEquipment } = card('a');
    await refuses({ specialtyCards: [withoutEquipment] });
  });

  it('bounds the texts and image ids', async () => {
    await allows({ bio: 'b'.repeat(2000), firstName: 'f'.repeat(50), profileImage: null, coverImage: 'i'.repeat(64) });
    await refuses({ bio: 'b'.repeat(2001) });
    await refuses({ experience: 'e'.repeat(2001) });
    await refuses({ firstName: 'f'.repeat(51) });
    await refuses({ lastName: 'l'.repeat(51) });
    await refuses({ city: 'c'.repeat(81) });
    await refuses({ coverImage: 'i'.repeat(65) });
    await refuses({ profileImage: 42 });
  });

  it('never lets the owner write what functions keep', async () => {
    await refuses({ rating: 5 });
    await refuses({ reviewCount: 100 });
    await refuses({ minPricePerPerson: 100 });
    await refuses({ searchTokens: ['meilleur'] });
    await refuses({ cityKey: 'paris' });
    await refuses({ createdAt: serverTimestamp() });
  });

  it('refuses an edit dated by the client instead of the server', async () => {
    await seedWorld(environment());
    const ref = doc(dbAs(environment(), 'kooker'), `kookers/${UID.kooker}`);
    await assertFails(updateDoc(ref, { bio: 'Sans date' }));
    await assertFails(updateDoc(ref, { bio: 'Date client', updatedAt: Timestamp.fromDate(new Date('2020-01-01')) }));
  });

  it('refuses a Kooker whose email is not verified, and a client without the Kooker claim', async () => {
    await seedWorld(environment());
    const unverified = environment().authenticatedContext(UID.kooker, { email_verified: false, isKooker: true }).firestore();
    await assertFails(updateDoc(doc(unverified, `kookers/${UID.kooker}`), { bio: 'x', updatedAt: serverTimestamp() }));
    const notKooker = environment().authenticatedContext(UID.kooker, { email_verified: true }).firestore();
    await assertFails(updateDoc(doc(notKooker, `kookers/${UID.kooker}`), { bio: 'x', updatedAt: serverTimestamp() }));
  });
});

describe('kookers: publishing', () => {
  const draftRef = () => doc(dbAs(environment(), 'otherKooker'), `kookers/${UID.otherKooker}`);

  it('saves a draft step by step without the essentials', async () => {
    await seedWorld(environment());
    await assertSucceeds(updateDoc(draftRef(), { firstName: 'Olivier', city: 'Lyon', updatedAt: serverTimestamp() }));
  });

  it('refuses to publish a profile without its essentials', async () => {
    await seedWorld(environment());
    await assertFails(updateDoc(draftRef(), { firstName: 'Olivier', published: true, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(draftRef(), { published: 'oui', updatedAt: serverTimestamp() }));
  });

  it('publishes a complete profile, and unpublishes it', async () => {
    await seedWorld(environment());
    const complete = {
      firstName: 'Olivier',
      lastName: 'Roux',
      city: 'Lyon',
      bio: 'Chef à domicile.',
      specialties: ['Cuisine française'],
      specialtyCards: [card('menu')],
      availableDays: ['saturday'],
      typicalHours: { start: '18:00', end: '23:00' },
      serviceArea: 20,
      pricePerHour: 4000,
      minimumDuration: 3,
      maxGuests: 6,
    };
    await assertSucceeds(updateDoc(draftRef(), { ...complete, published: true, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(draftRef(), { published: false, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(draftRef(), { ...complete, specialtyCards: [], published: true, updatedAt: serverTimestamp() }));
  });
});
