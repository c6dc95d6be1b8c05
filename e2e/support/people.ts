// The people of a browser journey: accounts, a published Kooker and bookings made through the
// real functions, for one run (ids unique to it), removed after. Each spec makes its own with
// `peopleFor(RUN)` and calls `removeAll` in `test.afterAll`.
import { collectionPath, documentPath } from '@kookers/domain/data';
import { WEEKDAYS, addDays, parisDateOf, parisInstant, TERMS_VERSION } from '@kookers/domain/rules';
import {
  frenchPhoneToE164,
  imageIdFor,
  insuranceEndDay,
  kookerToData,
  newKookerProfile,
  ONBOARDING_STEPS,
  type KookerProfile,
} from '@kookers/domain/kookers';
import { modelSamples } from '@kookers/domain/testing';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminFirestore, PASSWORD, uniqueEmail } from './admin';
import { pixelImageData } from './pixel-image';
import { logIn } from './session';
import { EVENT_TIMEOUT } from './payment';
import { expect, type Browser, type Page } from './test';

export interface Account {
  uid: string;
  email: string;
}

export const CLIENT_PHONE = '06 12 34 56 78';
export const CLIENT_ADDRESS = '4 place du Marché, 29180 Locronan';
export const KOOKER_PHONE = '07 81 22 43 65';
/** The one service of a Kooker made by `createKooker`, at 45 € per person. */
const SERVICE_ID = 'service-1';
const PRICE_PER_PERSON = 4500;

const FUNCTIONS = 'http://127.0.0.1:5001/demo-kookers/europe-west1';
const { kooker: sampleKooker } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));

/** The fields a Kooker writes in onboarding (ONBOARDING_STEPS), as `profile` has them. */
export function onboardingFieldsOf(profile: KookerProfile): Record<string, unknown> {
  return Object.fromEntries(ONBOARDING_STEPS.flatMap((step) => step.fields).map((field) => [field, profile[field]]));
}

/** A Paris date counted from today. */
export const day = (offset: number) => addDays(parisDateOf(new Date()), offset);

/** The last day of cover of the people's Kookers' insurance: valid for years (docs/produit.md, « Qui est le Kooker »). */
const INSURED_UNTIL = `${Number(day(0).slice(0, 4)) + 3}-12-31`;

export interface KookerOptions {
  firstName?: string;
  lastName?: string;
  bio?: string;
  /** A portrait photo, which the rules ask of a profile that is published again. */
  portrait?: boolean;
  service?: { name?: string; additionalInfo?: string; allergens?: string[] };
  /** How many guests they welcome (8 unless told): a request for an offer may ask up to it. */
  maxGuests?: number;
  /** Their tax data for the DAC7 report, complete unless false: without it the weekly payout keeps their balance (docs/argent.md). */
  taxProfile?: boolean;
}

/** A new browser session signed in as that account (one per person in a test). */
export async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, account.email);
  return page;
}

export function peopleFor(run: string) {
  const accounts: Account[] = [];
  const kookerIds: string[] = [];

  /** A verified account and its private profile, as sign-up and 'Mon profil' leave one. */
  async function createAccount(
    label: string,
    firstName: string,
    lastName: string,
    { isKooker = false, phone, address = CLIENT_ADDRESS }: { isKooker?: boolean; phone?: string; address?: string } = {},
  ): Promise<Account> {
    const email = uniqueEmail(`${run}-${label}`);
    const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
    if (isKooker) await adminAuth.setCustomUserClaims(uid, { isKooker: true });
    const now = new Date();
    await adminFirestore.doc(documentPath('users', uid)).set({
      firstName,
      lastName,
      phone: phone ?? (isKooker ? KOOKER_PHONE : CLIENT_PHONE),
      address,
      isKooker,
      // What the identity step's functions keep private: the number verified by SMS, the insurance.
      ...(isKooker
        ? {
            verifiedPhone: frenchPhoneToE164(phone ?? KOOKER_PHONE),
            insurance: { insurer: 'MAIF', contractNumber: 'RC-2026-00042', validUntil: INSURED_UNTIL },
          }
        : {}),
      createdAt: now,
      updatedAt: now,
    });
    accounts.push({ uid, email });
    return { uid, email };
  }

  /**
   * A published Kooker in Locronan (a town no other test searches), working every day
   * 10:00–18:00 in 4-hour slots (10:00 and 14:00), one service at 45 € per person at the
   * client's home, no review yet. Waits until the functions have built their free slots.
   */
  async function createKooker(label: string, options: KookerOptions = {}): Promise<Account> {
    const { firstName = 'Yann', lastName = 'Le Bihan', bio, portrait = false, service = {} } = options;
    const account = await createAccount(label, firstName, lastName, { isKooker: true });
    kookerIds.push(account.uid);
    const batch = adminFirestore.batch();
    const photo = portrait ? imageIdFor(account.uid, 'portrait') : null;
    if (photo) {
      batch.set(adminFirestore.doc(documentPath('images', photo)), pixelImageData(photo, account.uid));
    }
    // A new profile as becomeKooker writes it, what onboarding writes, and the identity step's
    // checks: no field the product would not write (the functions derive the search's).
    batch.set(adminFirestore.doc(documentPath('kookers', account.uid)), {
      ...kookerToData(newKookerProfile(account.uid)),
      ...onboardingFieldsOf(sampleKooker),
      firstName,
      lastName,
      ...(bio ? { bio } : {}),
      city: 'Locronan',
      cityInsee: '29134',
      availableDays: WEEKDAYS.map((weekday) => weekday.value),
      typicalHours: { start: '10:00', end: '18:00' },
      minimumDuration: 4,
      maxGuests: options.maxGuests ?? 8,
      blockedDates: [],
      profileImage: photo,
      coverImage: null,
      published: true,
      // Who the Kooker is, as the functions write it: a private person, verified and insured.
      legalStatus: { kind: 'individual' },
      phoneVerifiedAt: FieldValue.serverTimestamp(),
      phoneVerifiedOn: day(0),
      insuranceValidUntil: INSURED_UNTIL,
      insuranceEndsAt: Timestamp.fromDate(parisInstant(insuranceEndDay(INSURED_UNTIL), '00:00') ?? new Date(`${INSURED_UNTIL}T23:00:00Z`)),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (options.taxProfile !== false)
      batch.set(adminFirestore.doc(documentPath('taxProfiles', account.uid)), {
        firstNames: firstName,
        lastName,
        birthDate: '1984-06-02',
        street: '3 rue du Prieuré',
        postalCode: '29180',
        city: 'Locronan',
        country: 'FR',
        tin: '1234567890123',
        complete: true,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        accountDeletedAt: null,
        retainUntil: null,
        payoutAccount: null,
      });
    batch.set(adminFirestore.doc(documentPath('services', account.uid, SERVICE_ID)), {
      name: service.name ?? 'Atelier crêpes et galettes',
      serviceArea: 'Finistère',
      pricePerPerson: PRICE_PER_PERSON,
      additionalInfo: service.additionalInfo ?? '',
      requiredEquipment: '',
      photos: [],
      allergens: service.allergens ?? [],
      location: 'client',
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    await batch.commit();
    const availability = adminFirestore.doc(documentPath('availability', account.uid));
    await expect
      .poll(async () => ((await availability.get()).get('slots') as Record<string, string[]> | undefined)?.[day(10)] ?? [], {
        // The run's first Kooker waits for the trigger's instance to start, seconds on a busy machine.
        timeout: 45_000,
        message: 'the functions build the free slots',
      })
      .toContain('14:00');
    // And the search's fields, from the service's price (the card's « À partir de »).
    await expect
      .poll(async () => (await adminFirestore.doc(documentPath('kookers', account.uid)).get()).get('minPricePerPerson'), {
        timeout: 45_000,
        message: 'the functions derive the search fields',
      })
      .toBe(PRICE_PER_PERSON);
    return account;
  }

  /** Calls a function as that account, the way the SDK does: an ID token from the Auth emulator, `{ data }` in, `{ result }` out. */
  async function callAs<T>(account: Account, name: string, data: Record<string, unknown>): Promise<T> {
    const signIn = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: PASSWORD, returnSecureToken: true }),
      },
    );
    const { idToken } = (await signIn.json()) as { idToken: string };
    const response = await fetch(`${FUNCTIONS}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data }),
    });
    const body = (await response.json()) as { result?: T; error?: unknown };
    if (!response.ok || body.result === undefined) throw new Error(`${name} refused: ${JSON.stringify(body.error)}`);
    return body.result;
  }

  /**
   * A booking made and paid through the functions as the client, the way the panel and the card
   * element call them (10 days ahead at 14:00 for 2 unless told): createBooking holds the slot and
   * starts the payment, the simulated card element confirms it with Stripe's test card 4242…, and the
   * processor's event, through the webhook, confirms the booking a second later
   * (docs/decisions/017-paiements-par-carte.md, « Réserver en deux temps »). Resolves once it is confirmed.
   */
  async function bookAs(client: Account, kooker: Account, date = day(10), time = '14:00', participants = 2): Promise<string> {
    const { bookingId, payment } = await callAs<{ bookingId: string; payment: { clientSecret: string } }>(client, 'createBooking', {
      kookerId: kooker.uid,
      serviceId: SERVICE_ID,
      date,
      time,
      participants,
      // The service's price, as the panel would show it.
      expectedTotal: PRICE_PER_PERSON * participants,
      // The terms of sale ticked above « Réserver et payer ».
      termsVersion: TERMS_VERSION,
      phone: CLIENT_PHONE,
      address: CLIENT_ADDRESS,
      idempotencyKey: `${run}-${Math.random().toString(36).slice(2, 10)}`,
    });
    const answer = await callAs<{ state: string }>(client, 'simulatedCardPayment', {
      bookingId,
      clientSecret: payment.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(answer.state, 'the test card 4242… is accepted').toBe('succeeded');
    await expect
      .poll(async () => (await adminFirestore.doc(documentPath('bookings', bookingId)).get()).get('status'), {
        timeout: EVENT_TIMEOUT,
        message: 'the processor’s event confirms the paid booking',
      })
      .toBe('confirmed');
    return bookingId;
  }

  /** Removes everything the run made: the Kookers' documents, bookings and payouts, then the accounts (some a test may have deleted). */
  async function removeAll(): Promise<void> {
    for (const kookerId of kookerIds) {
      const owned = await Promise.all(
        [
          collectionPath('bookings'),
          collectionPath('reviews'),
          collectionPath('slotLocks'),
          collectionPath('payouts'),
          collectionPath('offerRequests'),
          collectionPath('offers'),
        ].map((path) => adminFirestore.collection(path).where('kookerId', '==', kookerId).get()),
      );
      const batch = adminFirestore.batch();
      for (const snapshot of owned) for (const document of snapshot.docs) batch.delete(document.ref);
      batch.delete(adminFirestore.doc(documentPath('services', kookerId, SERVICE_ID)));
      batch.delete(adminFirestore.doc(documentPath('kookers', kookerId)));
      batch.delete(adminFirestore.doc(documentPath('availability', kookerId)));
      batch.delete(adminFirestore.doc(documentPath('payoutAccounts', kookerId)));
      batch.delete(adminFirestore.doc(documentPath('taxProfiles', kookerId)));
      batch.delete(adminFirestore.doc(documentPath('images', imageIdFor(kookerId, 'portrait'))));
      await batch.commit();
    }
    for (const { uid } of accounts) {
      const notices = await adminFirestore.collection(collectionPath('messageNotices')).where('uid', '==', uid).get();
      await Promise.all(notices.docs.map((notice) => notice.ref.delete()));
      await adminFirestore.doc(documentPath('inboxes', uid)).delete();
      await adminFirestore.doc(documentPath('users', uid)).delete();
      await adminAuth.deleteUser(uid).catch(() => undefined);
    }
  }

  return { createAccount, createKooker, callAs, bookAs, removeAll };
}

/** A French mobile number no other journey uses, as people type it: « 06 12 34 56 78 ». */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  return `06 ${digits.replace(/(\d{2})(?=\d)/g, '$1 ')}`;
}

/**
 * The last SMS code the Auth emulator "sent" to `phone` (E.164): it sends none, and lists them on
 * its REST endpoint (docs/produit.md, « Qui est le Kooker »).
 */
export async function smsCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch('http://127.0.0.1:9099/emulator/v1/projects/demo-kookers/verificationCodes');
        const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: Array<{ phoneNumber: string; code: string }> };
        code = verificationCodes.filter((sent) => sent.phoneNumber === phone).at(-1)?.code;
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code ?? '';
}
