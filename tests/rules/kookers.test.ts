import { collectionPath, documentPath } from '@kookers/domain/data';
import { ACCEPTED_NAMES, REFUSED_NAMES } from '@kookers/domain/testing';
import {
  BIO_MIN_TO_PUBLISH,
  BLOCKED_DATES_MAX,
  CERTIFICATES_MAX,
  KOOKER_SPECIALTIES,
  KOOKER_TEXT_LIMITS,
  MAX_GUESTS_OPTIONS,
  MINIMUM_DURATION_HOURS,
  PRICE_PER_HOUR_CENTS,
  SERVICE_AREA_KM,
} from '@kookers/domain/kookers';
import { WEEKDAYS, addDays } from '@kookers/domain/rules';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { identityChecks, image, KENZA_PHOTO, KENZA_PROFILE, OLIVIER_PHOTO, seedWorld } from './fixtures';
import { dbAs, UID } from './roles';
import { useRulesEnvironment } from './rules-environment';

const environment = useRulesEnvironment();

const ALL_DAYS = WEEKDAYS.map((day) => day.value);
const blockedDays = (count: number) => Array.from({ length: count }, (_, i) => addDays('2027-01-01', i));

/** Kenza, a verified Kooker, edits her published profile. */
async function edit(fields: Record<string, unknown>) {
  // Each attempt starts from the same world.
  await environment().clearFirestore();
  await seedWorld(environment());
  return updateDoc(doc(dbAs(environment(), 'kooker'), documentPath('kookers', UID.kooker)), { ...fields, updatedAt: serverTimestamp() });
}

const allows = async (fields: Record<string, unknown>) => assertSucceeds(edit(fields));
const refuses = async (fields: Record<string, unknown>) => assertFails(edit(fields));

describe('kookers: reading', () => {
  it('shows a draft to its owner only', async () => {
    await seedWorld(environment());
    await assertSucceeds(getDoc(doc(dbAs(environment(), 'otherKooker'), documentPath('kookers', UID.otherKooker))));
    await assertFails(getDoc(doc(dbAs(environment(), 'visitor'), documentPath('kookers', UID.otherKooker))));
    await assertFails(getDoc(doc(dbAs(environment(), 'kooker'), documentPath('kookers', UID.otherKooker))));
  });

  it('refuses a list that does not ask for published profiles only', async () => {
    await seedWorld(environment());
    await assertFails(getDocs(collection(dbAs(environment(), 'visitor'), collectionPath('kookers'))));
  });
});

describe('kookers: the owner’s edits', () => {
  it('accepts a whole profile in one write, every text and list at its limit (within the rules’ budget)', async () => {
    await allows({
      firstName: 'f'.repeat(KOOKER_TEXT_LIMITS.name),
      lastName: 'l'.repeat(KOOKER_TEXT_LIMITS.name),
      city: 'c'.repeat(KOOKER_TEXT_LIMITS.city),
      cityInsee: '2A004',
      bio: 'b'.repeat(KOOKER_TEXT_LIMITS.bio),
      experience: 'e'.repeat(KOOKER_TEXT_LIMITS.experience),
      specialties: [...KOOKER_SPECIALTIES],
      certificates: Array.from({ length: CERTIFICATES_MAX }, (_, i) => `${'c'.repeat(KOOKER_TEXT_LIMITS.certificate - 1)}${i}`),
      serviceArea: SERVICE_AREA_KM.max,
      pricePerHour: PRICE_PER_HOUR_CENTS.max,
      minimumDuration: Math.max(...MINIMUM_DURATION_HOURS),
      maxGuests: Math.max(...MAX_GUESTS_OPTIONS),
      availableDays: ALL_DAYS,
      typicalHours: { start: '00:00', end: '23:00' },
      blockedDates: blockedDays(BLOCKED_DATES_MAX),
      profileImage: KENZA_PROFILE,
      coverImage: KENZA_PHOTO,
    });
  });

  it('takes the 12 specialties, each once, and nothing else', async () => {
    await refuses({ specialties: [...KOOKER_SPECIALTIES, 'Cuisine française'] });
    await refuses({ specialties: ['Cuisine moléculaire'] });
    await refuses({ specialties: ['Boulangerie', 'Boulangerie'] });
    await refuses({ specialties: 'Boulangerie' });
  });

  it('takes up to 10 distinct certificates of 1 to 120 characters on one line', async () => {
    await allows({ certificates: [] });
    await allows({ certificates: ['CAP Cuisine', 'Hygiène alimentaire (HACCP) — 2019'] });
    await refuses({ certificates: Array.from({ length: CERTIFICATES_MAX + 1 }, (_, i) => `CAP ${i}`) });
    await refuses({ certificates: ['c'.repeat(KOOKER_TEXT_LIMITS.certificate + 1)] });
    await refuses({ certificates: ['CAP', 'CAP'] });
    await refuses({ certificates: ['   '] });
    await refuses({ certificates: [''] });
    await refuses({ certificates: ['CAP', 42] });
    await refuses({ certificates: 'CAP Cuisine' });
  });

  it('bounds the service area to 5–50 km in steps of 5', async () => {
    await allows({ serviceArea: SERVICE_AREA_KM.min });
    await allows({ serviceArea: SERVICE_AREA_KM.max });
    for (const serviceArea of [0, SERVICE_AREA_KM.max + SERVICE_AREA_KM.step, 7, '20', 20.5]) await refuses({ serviceArea });
  });

  it('bounds the hourly rate to 20–100 € in steps of 5 €, in cents', async () => {
    await allows({ pricePerHour: PRICE_PER_HOUR_CENTS.min });
    await allows({ pricePerHour: PRICE_PER_HOUR_CENTS.max });
    for (const pricePerHour of [
      PRICE_PER_HOUR_CENTS.min - PRICE_PER_HOUR_CENTS.step,
      PRICE_PER_HOUR_CENTS.max + PRICE_PER_HOUR_CENTS.step,
      2250,
      35,
    ]) {
      await refuses({ pricePerHour });
    }
  });

  it('takes only the listed durations, guest counts and days, each day once', async () => {
    await allows({ minimumDuration: 4, maxGuests: 20, availableDays: ['sunday'] });
    await refuses({ minimumDuration: 5 });
    await refuses({ maxGuests: 9 });
    await refuses({ availableDays: ['dimanche'] });
    await refuses({ availableDays: ['monday', 'monday'] });
    await refuses({ availableDays: 'monday' });
  });

  it('takes typical hours on the hour, start before end', async () => {
    await allows({ typicalHours: { start: '08:00', end: '23:00' } });
    await refuses({ typicalHours: { start: '10:30', end: '20:00' } });
    await refuses({ typicalHours: { start: '20:00', end: '10:00' } });
    await refuses({ typicalHours: { start: '24:00', end: '23:00' } });
    await refuses({ typicalHours: { start: '10:00', end: '20:00', pause: '14:00' } });
    await refuses({ typicalHours: { start: '10:00' } });
  });

  it('takes up to 90 distinct blocked days written yyyy-MM-dd', async () => {
    await allows({ blockedDates: [] });
    await allows({ blockedDates: ['2026-12-24', '2026-12-25'] });
    await refuses({ blockedDates: blockedDays(BLOCKED_DATES_MAX + 1) });
    await refuses({ blockedDates: ['2026-12-24', '2026-12-24'] });
    for (const date of ['24/12/2026', '2026-13-01', '2026-12-32', '2026-12-1', '', 20261224]) await refuses({ blockedDates: [date] });
    await refuses({ blockedDates: ['2026-12-24,2026-12-25'] });
    await refuses({ blockedDates: ['2026-12-24,2026-12-25', '2026-12-26', ''] });
    await refuses({ blockedDates: '2026-12-24' });
  });

  it('takes as the city’s commune an INSEE code (Corsica’s with a letter), or none', async () => {
    for (const code of ['69123', '2A004', '2B033', '97411', '']) await allows({ cityInsee: code });
    for (const code of ['6912', '691234', '2C004', 'lyon', ' 69123', 69123, null]) await refuses({ cityInsee: code });
  });

  it('bounds the texts', async () => {
    await refuses({ bio: 'b'.repeat(KOOKER_TEXT_LIMITS.bio + 1) });
    await refuses({ experience: 'e'.repeat(KOOKER_TEXT_LIMITS.experience + 1) });
    await refuses({ firstName: 'f'.repeat(KOOKER_TEXT_LIMITS.name + 1) });
    await refuses({ lastName: 'l'.repeat(KOOKER_TEXT_LIMITS.name + 1) });
    await refuses({ city: 'c'.repeat(KOOKER_TEXT_LIMITS.city + 1) });
    await refuses({ firstName: 42 });
  });

  it('takes as first and last name what the form takes, as the private profile does', async () => {
    for (const name of ACCEPTED_NAMES.filter(Boolean)) await allows({ firstName: name, lastName: name });
    for (const [name] of REFUSED_NAMES) {
      await refuses({ firstName: name });
      await refuses({ lastName: name });
    }
  });

  it('takes as profile and cover photo only the Kooker’s own photos that exist, or none', async () => {
    await allows({ profileImage: KENZA_PHOTO, coverImage: KENZA_PROFILE });
    await allows({ coverImage: null });
    await refuses({ profileImage: null });
    await refuses({ coverImage: OLIVIER_PHOTO });
    await refuses({ profileImage: OLIVIER_PHOTO });
    // Her own id, but nobody has created that photo.
    await refuses({ coverImage: `${UID.kooker}_pas-encore` });
    await refuses({ coverImage: 'photo-sans-proprietaire' });
    await refuses({ coverImage: `${UID.kooker}_a_b` });
    await refuses({ profileImage: 42 });
  });

  it('never lets the owner write what functions keep, or old fields', async () => {
    await refuses({ rating: 5 });
    await refuses({ reviewCount: 100 });
    await refuses({ minPricePerPerson: 100 });
    await refuses({ searchTokens: ['meilleur'] });
    await refuses({ reach: ['75056', '75056@0'] });
    await refuses({ location: { lat: 48.86, lon: 2.35 } });
    await refuses({ cityKey: 'paris' });
    await refuses({ createdAt: serverTimestamp() });
    await refuses({ specialtyCards: [] });
  });

  it('refuses an edit dated by the client instead of the server', async () => {
    await seedWorld(environment());
    const ref = doc(dbAs(environment(), 'kooker'), documentPath('kookers', UID.kooker));
    await assertFails(updateDoc(ref, { city: 'Aix-en-Provence' }));
    await assertFails(updateDoc(ref, { city: 'Aix-en-Provence', updatedAt: Timestamp.fromDate(new Date('2020-01-01')) }));
  });

  it('refuses a Kooker whose email is not verified, a client without the Kooker claim, another Kooker', async () => {
    await seedWorld(environment());
    const change = { city: 'Aix-en-Provence', updatedAt: serverTimestamp() };
    const unverified = environment().authenticatedContext(UID.kooker, { email_verified: false, isKooker: true }).firestore();
    await assertFails(updateDoc(doc(unverified, documentPath('kookers', UID.kooker)), change));
    const notKooker = environment().authenticatedContext(UID.kooker, { email_verified: true }).firestore();
    await assertFails(updateDoc(doc(notKooker, documentPath('kookers', UID.kooker)), change));
    await assertFails(updateDoc(doc(dbAs(environment(), 'otherKooker'), documentPath('kookers', UID.kooker)), change));
  });
});

describe('kookers: publishing, pausing and editing live', () => {
  const olivier = () => dbAs(environment(), 'otherKooker');
  const draftRef = () => doc(olivier(), documentPath('kookers', UID.otherKooker));
  /** Everything publishing needs (his service and photo are in the seeded world). */
  const complete = {
    firstName: 'Olivier',
    lastName: 'Roux',
    city: 'Lyon',
    profileImage: OLIVIER_PHOTO,
    bio: 'b'.repeat(BIO_MIN_TO_PUBLISH),
    specialties: ['Cuisine française'],
    availableDays: ['saturday'],
    typicalHours: { start: '18:00', end: '23:00' },
    serviceArea: 20,
    pricePerHour: 4000,
    minimumDuration: 3,
    maxGuests: 6,
  };

  async function publish(fields: Record<string, unknown>, { withoutService = false } = {}) {
    await environment().clearFirestore();
    await seedWorld(environment(), withoutService ? [documentPath('services', UID.otherKooker, 'service-1')] : []);
    return updateDoc(draftRef(), { ...fields, updatedAt: serverTimestamp() });
  }

  it('saves a draft step by step without the essentials', async () => {
    await seedWorld(environment());
    await assertSucceeds(updateDoc(draftRef(), { firstName: 'Olivier', city: 'Lyon', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(draftRef(), { serviceArea: 20, pricePerHour: 4000, updatedAt: serverTimestamp() }));
  });

  it('publishes a complete profile, pauses it and publishes it again', async () => {
    await assertSucceeds(publish({ ...complete, published: true }));
    await assertSucceeds(updateDoc(draftRef(), { published: false, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(draftRef(), { published: true, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(draftRef(), { published: 'oui', updatedAt: serverTimestamp() }));
  });

  it('refuses to publish a profile that lacks any one essential', async () => {
    const lacking: Array<Record<string, unknown>> = [
      { firstName: '   ' },
      { lastName: '' },
      { city: ' ' },
      { profileImage: null },
      { bio: 'b'.repeat(BIO_MIN_TO_PUBLISH - 1) },
      { bio: ` ${' '.repeat(BIO_MIN_TO_PUBLISH)} ` },
      { specialties: [] },
      { availableDays: [] },
      // 18:00–20:00 leaves no room for a 3-hour slot.
      { typicalHours: { start: '18:00', end: '20:00' } },
    ];
    for (const change of lacking) await assertFails(publish({ ...complete, ...change, published: true }));
    // A rate left as the new profile holds it (0), and one missing altogether.
    for (const rate of ['serviceArea', 'pricePerHour', 'maxGuests'] as const) {
      const { [rate]: _rate, ...withoutRate } = complete;
      await assertFails(publish({ ...withoutRate, published: true }));
    }
    await assertFails(publish({ ...complete, published: true, maxGuests: deleteField() }));
    await assertFails(publish({ ...complete, published: true }, { withoutService: true }));
  });

  it('keeps a published profile publishable: a live edit that removes an essential is refused', async () => {
    await refuses({ bio: 'Trop court.' });
    await refuses({ specialties: [] });
    await refuses({ typicalHours: { start: '19:00', end: '20:00' } });
    await allows({ bio: 'b'.repeat(BIO_MIN_TO_PUBLISH), published: true });
  });
});

describe('kookers: who the Kooker is (docs/produit.md, « Qui est le Kooker »)', () => {
  const admin = async (path: string, fields: Record<string, unknown>) =>
    environment().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore() as unknown as Firestore, path), fields);
    });
  const olivier = () => doc(dbAs(environment(), 'otherKooker'), documentPath('kookers', UID.otherKooker));
  const kenza = () => doc(dbAs(environment(), 'kooker'), documentPath('kookers', UID.kooker));
  /** Olivier's draft with everything else publishing needs (his service and photo are in the seeded world). */
  const complete = {
    firstName: 'Olivier',
    lastName: 'Roux',
    city: 'Lyon',
    profileImage: OLIVIER_PHOTO,
    bio: 'b'.repeat(BIO_MIN_TO_PUBLISH),
    specialties: ['Cuisine française'],
    availableDays: ['saturday'],
    typicalHours: { start: '18:00', end: '23:00' },
    serviceArea: 20,
    pricePerHour: 4000,
    minimumDuration: 3,
    maxGuests: 6,
  };
  const yesterday = () => Timestamp.fromMillis(Date.now() - 24 * 60 * 60 * 1000);

  /** Olivier publishes his complete draft, whose checks the functions changed first. */
  async function publishWith(checks: Record<string, unknown>) {
    await environment().clearFirestore();
    await seedWorld(environment());
    await admin(documentPath('kookers', UID.otherKooker), checks);
    return updateDoc(olivier(), { ...complete, published: true, updatedAt: serverTimestamp() });
  }

  it('refuses to publish without a status, a verified phone, or an insurance that still covers', async () => {
    await assertFails(publishWith({ legalStatus: deleteField() }));
    await assertFails(publishWith({ phoneVerifiedAt: deleteField() }));
    await assertFails(publishWith({ insuranceEndsAt: deleteField() }));
    // As a new profile holds them until the functions write them.
    await assertFails(publishWith({ legalStatus: null }));
    await assertFails(publishWith({ phoneVerifiedAt: null }));
    await assertFails(publishWith({ insuranceEndsAt: null }));
    await assertFails(publishWith({ insuranceEndsAt: '2099-12-31' }));
    await assertFails(publishWith({ insuranceEndsAt: yesterday() }));
    // All three, written by the functions: published.
    await assertSucceeds(publishWith({}));
    await assertSucceeds(publishWith({ legalStatus: { kind: 'individual' } }));
  });

  it('never lets the Kooker write the checks themselves, on their profile or their private profile', async () => {
    await refuses({ legalStatus: { kind: 'individual' } });
    await refuses({ legalStatus: null });
    await refuses({ phoneVerifiedAt: serverTimestamp() });
    await refuses({ phoneVerifiedOn: '2026-11-26' });
    await refuses({ insuranceValidUntil: '2098-12-31' });
    await refuses({ insuranceEndsAt: Timestamp.fromDate(new Date('2199-01-01T00:00:00Z')) });
    const own = doc(dbAs(environment(), 'kooker'), documentPath('users', UID.kooker));
    await assertFails(updateDoc(own, { verifiedPhone: '+33612345678', updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(own, { insurance: { insurer: 'MAIF', contractNumber: 'RC-1', validUntil: '2099-12-31' }, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(updateDoc(own, { phone: '06 12 34 56 78', updatedAt: serverTimestamp() }));
  });

  it('lets a profile whose insurance ended be edited and paused, not published again until a renewal', async () => {
    await environment().clearFirestore();
    await seedWorld(environment());
    await admin(documentPath('kookers', UID.kooker), {
      ...identityChecks(),
      insuranceEndsAt: yesterday(),
      insuranceValidUntil: '2026-01-01',
    });
    // Online, it is the daily job's to pause it (docs/exploitation.md, « Les assurances des Kookers »).
    await assertSucceeds(updateDoc(kenza(), { bio: 'b'.repeat(BIO_MIN_TO_PUBLISH), updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(kenza(), { published: false, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(kenza(), { city: 'Aix-en-Provence', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(kenza(), { published: true, updatedAt: serverTimestamp() }));
    // The renewed contract, declared through declareInsurance.
    await admin(documentPath('kookers', UID.kooker), {
      insuranceEndsAt: Timestamp.fromDate(new Date('2099-12-31T23:00:00Z')),
      insuranceValidUntil: '2099-12-31',
    });
    await assertSucceeds(updateDoc(kenza(), { published: true, updatedAt: serverTimestamp() }));
  });
});

describe('kookers: a suspension by Kookers’ team (docs/exploitation.md, « Suspendre un Kooker »)', () => {
  const kenza = () => doc(dbAs(environment(), 'kooker'), documentPath('kookers', UID.kooker));
  /** Kenza's complete profile, suspended and unpublished by an operator in the console (the Admin SDK). */
  async function suspend() {
    await environment().clearFirestore();
    await seedWorld(environment());
    await environment().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore() as unknown as Firestore, documentPath('kookers', UID.kooker)), {
        published: false,
        suspension: { reason: 'Plusieurs signalements.' },
        // Verified and insured: only the suspension keeps her from publishing again.
        ...identityChecks(),
      });
    });
  }

  it('refuses to republish while the suspension is there, and allows it again once the operator removes it', async () => {
    await suspend();
    await assertFails(updateDoc(kenza(), { published: true, updatedAt: serverTimestamp() }));
    // Her other edits, unpublished, go on.
    await assertSucceeds(updateDoc(kenza(), { city: 'Aix-en-Provence', updatedAt: serverTimestamp() }));
    await environment().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore() as unknown as Firestore, documentPath('kookers', UID.kooker)), { suspension: deleteField() });
    });
    await assertSucceeds(updateDoc(kenza(), { published: true, updatedAt: serverTimestamp() }));
  });

  it('never lets the Kooker write, change or remove a suspension', async () => {
    await refuses({ suspension: { reason: 'Je me suspends.' } });
    await refuses({ suspension: null });
    await suspend();
    await assertFails(updateDoc(kenza(), { suspension: deleteField(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(kenza(), { suspension: null, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(kenza(), { suspension: deleteField(), published: true, updatedAt: serverTimestamp() }));
  });

  it('hides the suspended profile from everyone but its owner', async () => {
    await suspend();
    await assertFails(getDoc(doc(dbAs(environment(), 'visitor'), documentPath('kookers', UID.kooker))));
    await assertFails(getDoc(doc(dbAs(environment(), 'client'), documentPath('services', UID.kooker, 'service-1'))));
    await assertSucceeds(getDoc(kenza()));
  });
});

describe('kookers: photos in a draft', () => {
  it('lets a draft point at its own new photo once it exists', async () => {
    await seedWorld(environment());
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(
        doc(context.firestore() as unknown as Firestore, documentPath('images', `${UID.otherKooker}_couverture`)),
        image(UID.otherKooker),
      );
    });
    const ref = doc(dbAs(environment(), 'otherKooker'), documentPath('kookers', UID.otherKooker));
    await assertSucceeds(updateDoc(ref, { coverImage: `${UID.otherKooker}_couverture`, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { profileImage: KENZA_PROFILE, updatedAt: serverTimestamp() }));
    await environment().withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore() as unknown as Firestore, documentPath('images', `${UID.otherKooker}_couverture`)));
    });
    // An edit that leaves the cover as it is does not look its photo up again.
    await assertSucceeds(updateDoc(ref, { city: 'Lyon', updatedAt: serverTimestamp() }));
  });
});

describe(collectionPath('availability'), () => {
  it('shows a published Kooker’s free slots to everyone, one Kooker at a time, and never lists them', async () => {
    await seedWorld(environment());
    for (const role of ['visitor', 'client', 'otherKooker'] as const)
      await assertSucceeds(getDoc(doc(dbAs(environment(), role), documentPath('availability', UID.kooker))));
    // A list would give away the id of every Kooker who has not published.
    await assertFails(getDocs(collection(dbAs(environment(), 'visitor'), collectionPath('availability'))));
    await assertFails(getDocs(collection(dbAs(environment(), 'kooker'), collectionPath('availability'))));
  });

  it('keeps the slots of a profile that is not published to its owner', async () => {
    await seedWorld(environment());
    await environment().withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore() as unknown as Firestore, documentPath('availability', UID.otherKooker)), {
        slots: {},
        updatedAt: Timestamp.now(),
      }),
    );
    await assertFails(getDoc(doc(dbAs(environment(), 'visitor'), documentPath('availability', UID.otherKooker))));
    await assertFails(getDoc(doc(dbAs(environment(), 'kooker'), documentPath('availability', UID.otherKooker))));
    await assertSucceeds(getDoc(doc(dbAs(environment(), 'otherKooker'), documentPath('availability', UID.otherKooker))));
    // Kenza pauses: her slots leave the public with her profile.
    const kenza = dbAs(environment(), 'kooker');
    await assertSucceeds(updateDoc(doc(kenza, documentPath('kookers', UID.kooker)), { published: false, updatedAt: serverTimestamp() }));
    await assertFails(getDoc(doc(dbAs(environment(), 'client'), documentPath('availability', UID.kooker))));
    await assertSucceeds(getDoc(doc(kenza, documentPath('availability', UID.kooker))));
  });
});
