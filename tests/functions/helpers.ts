// Arranging and observing the functions' work through the emulators: profiles, services,
// photos and bookings written as an operator would (the Admin SDK, which fires the triggers),
// and a poll for what the triggers write.
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, expect } from 'vitest';
import { collections, documentPath, type CollectionName } from '@kookers/domain/data';
import { ledgerProblems } from '@kookers/domain/money';
import { bookingFromData, bookingToData, type Booking } from '@kookers/domain/booking';
import { modelSamples } from '@kookers/domain/testing';
import { triggerRunId } from '@kookers/domain/operations';
import { admin, closeAdmin } from '../support/clients';
import { useProcessor } from '../../functions/src/payments/adapter';
import { startPayment } from '../../functions/src/payments/payment-callables';
import { createSimulatedProcessor, TEST_CARDS } from '../../functions/src/payments/simulated-processor';
import { clearAuth, clearFirestore } from '../support/emulators';

/**
 * Each test starts on empty emulators; the Admin SDK apps are closed after the file. The functions'
 * work run in the test's own process talks to the simulated processor on the same emulated
 * database, as the Functions emulator's does.
 */
export function useEmptyEmulators(): void {
  beforeEach(async () => {
    await Promise.all([clearAuth(), clearFirestore()]);
    useProcessor(createSimulatedProcessor(db()));
  });
  afterAll(async () => {
    await closeAdmin();
  });
}

export function db(): Firestore {
  return admin().firestore;
}

const { booking: sampleBooking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));

/** The model's sample booking with `overrides`, stored at bookings/{id} as the functions store one. */
export async function storeSampleBooking(id: string, overrides: Partial<Booking> = {}): Promise<void> {
  await db()
    .doc(documentPath('bookings', id))
    .set(bookingToData({ ...sampleBooking, id, ...overrides }));
}

/**
 * A Kooker id of its own for each test: a trigger still running from the previous test can
 * only write to that test's documents. No underscore: image ids are `{ownerId}_{token}`.
 */
export function newKookerId(): string {
  return `kooker${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Reads until `accept` holds, polling every 100 ms (triggers run a moment after the write). The
 * wait follows what the triggers write: it fails only once `quietMs` have passed without the value
 * read changing — a trigger that writes step after step (a suspension cancelling bookings one by
 * one) is given the time it makes progress, on a busy machine too, and the first trigger of a run
 * the minute its worker may take to start while types, lint and unit tests load the machine (the
 * first test of the first suite waited more than 20 s for it) — and then with the last value read.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, quietMs = 60_000): Promise<T> {
  let value = await read();
  let seen = progressOf(value);
  let deadline = Date.now() + quietMs;
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`Still not as expected, and unchanged for ${quietMs} ms: ${seen}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
    const now = progressOf(value);
    if (now !== seen) {
      seen = now;
      deadline = Date.now() + quietMs;
    }
  }
  return value;
}

/**
 * Which writes of a collection wake a trigger (functions/src/triggers.ts): any write of most, a
 * creation of an outbox message, an update of a conversation.
 */
const TRIGGERED: Array<[CollectionName, (snapshot: DocumentSnapshot) => boolean]> = [
  ...(['bookings', 'kookers', 'services', 'reviews', 'reports', 'contactMessages'] as const).map(
    (name) => [name, () => true] as [CollectionName, (snapshot: DocumentSnapshot) => boolean],
  ),
  ['outbox', (snapshot) => snapshot.exists && Boolean(snapshot.createTime?.isEqual(snapshot.updateTime ?? snapshot.createTime))],
  ['conversations', (snapshot) => snapshot.exists && !snapshot.createTime?.isEqual(snapshot.updateTime ?? snapshot.createTime)],
];

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}$`).test(path);

/**
 * The version of a document its trigger marks done once all its handlers have ended
 * (functions/src/shared/handled-marker.ts), or null when its last write woke no trigger. A
 * document gone is waited for as `deleted` only if a trigger had seen it.
 */
function awaitedVersion(path: string, snapshot: DocumentSnapshot, marked: boolean): string | null {
  const wakes = TRIGGERED.find(([name]) => matches(collections[name].path, path))?.[1];
  if (!wakes?.(snapshot)) return null;
  if (!snapshot.exists) return marked ? 'deleted' : null;
  return snapshot.updateTime?.valueOf() ?? null;
}

/**
 * Resolves once the triggers have handled the last write of each document at `paths`, none they
 * started is still running, and a second read finds no newer write — the proof that a write changed
 * nothing more, without a sleep (docs/contribuer.md, « Attendre les déclencheurs »). Fails past
 * `deadlineMs`.
 */
export async function handledWrites(paths: string[], deadlineMs = 60_000): Promise<void> {
  const refs = paths.map((path) => db().doc(path));
  const markers = paths.map((path) => db().doc(documentPath('triggerRuns', triggerRunId(path))));
  const stampsOf = (snapshots: DocumentSnapshot[]) => snapshots.map((snapshot) => snapshot.updateTime?.valueOf() ?? 'absent').join();
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const [snapshots, marks] = await Promise.all([db().getAll(...refs), db().getAll(...markers)]);
    const pending = paths.filter((path, i) => {
      const started = (marks[i]?.get('started') ?? []) as string[];
      const done = (marks[i]?.get('done') ?? []) as string[];
      const awaited = awaitedVersion(path, snapshots[i] as DocumentSnapshot, Boolean(marks[i]?.exists));
      return (awaited !== null && !done.includes(awaited)) || started.some((version) => !done.includes(version));
    });
    if (pending.length === 0 && stampsOf(await db().getAll(...refs)) === stampsOf(snapshots)) return;
    if (Date.now() > deadline) throw new Error(`Triggers still running after ${deadlineMs} ms on: ${pending.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface SnapshotLike {
  exists?: boolean;
  updateTime?: Timestamp;
  readTime?: Timestamp;
  docs?: SnapshotLike[];
  id?: string;
}

/**
 * What a read says of the writes it saw, to tell progress: a document or a query snapshot by its
 * documents' update times (each read has its own read time, which is no progress); anything else as JSON.
 */
function progressOf(value: unknown): string {
  const snapshot = value as SnapshotLike | null;
  if (snapshot && typeof snapshot === 'object' && snapshot.readTime instanceof Timestamp) {
    const documents = snapshot.docs ?? [snapshot];
    return JSON.stringify(documents.map((document) => [document.id, document.exists, document.updateTime?.toMillis()]));
  }
  return JSON.stringify(value);
}

/**
 * The money of a booking, as every money test checks it once it has moved (docs/argent.md,
 * « Le registre (ledger) et les statuts »): amounts, ledger and statuses agree (ledgerProblems).
 * Resolves with the booking as stored.
 */
export async function expectBalanced(bookingId: string): Promise<DocumentData> {
  const data = (await db().doc(documentPath('bookings', bookingId)).get()).data();
  expect(data, documentPath('bookings', bookingId)).toBeDefined();
  expect(ledgerProblems(bookingFromData(bookingId, data ?? {})), documentPath('bookings', bookingId)).toEqual([]);
  return data ?? {};
}

/** A published profile with a schedule: Mondays and Wednesdays, 10:00–16:00, 2 h slots. */
export function publishedProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Claire',
    lastName: 'Dubois',
    city: 'Lyon',
    bio: 'Cuisinière lyonnaise, je partage les recettes de ma grand-mère depuis quinze ans.',
    experience: 'Quinze ans de tables d’hôtes.',
    specialties: ['Cuisine française'],
    certificates: [],
    serviceArea: 20,
    pricePerHour: 3500,
    minimumDuration: 2,
    maxGuests: 8,
    availableDays: ['monday', 'wednesday'],
    typicalHours: { start: '10:00', end: '16:00' },
    blockedDates: [],
    profileImage: null,
    coverImage: null,
    published: true,
    rating: 0,
    reviewCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    ...overrides,
  };
}

export function service(name: string, euros: number, photos: string[] = []): Record<string, unknown> {
  return {
    name,
    serviceArea: '',
    pricePerPerson: euros * 100,
    additionalInfo: '',
    requiredEquipment: '',
    photos,
    allergens: [],
    location: 'client',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** The first bytes of a PNG file, then some bytes: what serveImage must answer as is. */
export function pngBytes(seed: number, length = 64): Buffer {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return Buffer.from([...signature, ...Array.from({ length }, (_, i) => (seed * 31 + i * 7) % 256)]);
}

/** Stores a photo of a Kooker (`{ownerId}_{token}`), created at `createdAt` (now by default). */
export async function storeImage(ownerId: string, token: string, createdAt?: Date): Promise<string> {
  const id = `${ownerId}_${token}`;
  await db()
    .doc(documentPath('images', id))
    .set({
      ownerId,
      contentType: 'image/png',
      data: pngBytes(token.length).toString('base64'),
      width: 640,
      height: 480,
      smallData: pngBytes(token.length, 16).toString('base64'),
      smallWidth: 400,
      smallHeight: 300,
      createdAt: createdAt ? Timestamp.fromDate(createdAt) : FieldValue.serverTimestamp(),
    });
  return id;
}

export async function exists(path: string): Promise<boolean> {
  return (await db().doc(path).get()).exists;
}

export async function quotaCount(kookerId: string): Promise<number | undefined> {
  return (await db().doc(documentPath('imageQuotas', kookerId)).get()).get('count') as number | undefined;
}

/** Whether two reads of a document saw the same write (no write happened in between). */
export function sameWrite(a: { updateTime?: Timestamp }, b: { updateTime?: Timestamp }): boolean {
  return a.updateTime !== undefined && b.updateTime !== undefined && a.updateTime.isEqual(b.updateTime);
}

/** The value, or a failed test saying what was missing. */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing: ${what}`);
  return value;
}

/**
 * Hosting's rewrite of `source` in firebase.json (the function it leads to), and whether it
 * comes before the app's catch-all `**`, which would otherwise answer first.
 */
export function hostingRewrite(source: string): { function?: { functionId: string; region: string }; beforeCatchAll: boolean } {
  const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { rewrites: Array<{ source: string; function?: { functionId: string; region: string } }> };
  };
  const sources = config.hosting.rewrites.map((rewrite) => rewrite.source);
  const index = sources.indexOf(source);
  return { function: config.hosting.rewrites[index]?.function, beforeCatchAll: index >= 0 && index < sources.indexOf('**') };
}

/**
 * Pays a booking awaiting its payment as the browser does on the local platform: the simulated
 * card element with Stripe's test card (4242… unless told), then waits until the processor's event,
 * through the webhook, confirmed it (docs/decisions/017-paiements-par-carte.md).
 */
export async function payBooking(
  client: { call<Result>(name: string, data?: unknown): Promise<Result> },
  bookingId: string,
  cardNumber = '4242 4242 4242 4242',
): Promise<DocumentData> {
  const { clientSecret } = await client.call<{ clientSecret: string }>('resumePayment', { bookingId });
  const answer = await client.call<{ state: string }>('simulatedCardPayment', {
    bookingId,
    clientSecret,
    cardNumber,
    expiry: '12/34',
    cvc: '123',
  });
  expect(answer.state).toBe('succeeded');
  return eventually(
    async () => (await db().doc(documentPath('bookings', bookingId)).get()).data() ?? {},
    (booking) => booking.status === 'confirmed',
  );
}

/**
 * Pays, from the test's own process, a booking made by the functions' work run here (`book`,
 * `createBookingCall`): the payment asked of the simulated processor as createBooking asks it,
 * confirmed with Stripe's test card as the card element does, then waits until the processor's
 * event, delivered to the emulator's webhook, confirmed the booking.
 */
export async function payBookingInProcess(
  bookingId: string,
  clientId: string,
  cardNumber: string = TEST_CARDS.succeeds,
): Promise<DocumentData> {
  const now = new Date();
  const { clientSecret } = await startPayment(db(), bookingId, clientId, now);
  const paymentId = String((await db().doc(documentPath('bookings', bookingId)).get()).get('payment.reference') ?? '');
  const answer = await createSimulatedProcessor(db()).confirmCard(
    { paymentId, clientSecret, cardNumber, expiry: '12/34', cvc: '123' },
    now,
  );
  expect(answer.state).toBe('succeeded');
  return eventually(
    async () => (await db().doc(documentPath('bookings', bookingId)).get()).data() ?? {},
    (booking) => booking.status === 'confirmed',
  );
}

/**
 * The payment the simulated processor took for a booking the test writes itself as already paid
 * (the Admin SDK, as an operator would): its reference, which the booking's payment must carry for a
 * refund to be asked of it. Its event, delivered a moment later, changes nothing on a booking whose
 * payment is already settled.
 */
export async function paymentAtProcessor(bookingId: string, amount: number): Promise<string> {
  const simulated = createSimulatedProcessor(db());
  const { id, clientSecret } = await simulated.createPayment({ amount, bookingId, key: `${bookingId}:paiement-ecrit-par-le-test` });
  const paid = await simulated.confirmCard(
    { paymentId: id, clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' },
    new Date(),
  );
  expect(paid.state).toBe('succeeded');
  return id;
}

/**
 * A Kooker's complete tax data (docs/argent.md, « Déclaration DAC7 »), as setTaxProfile writes it:
 * without it the weekly payout keeps their balance, so every suite that pays a Kooker gives one.
 */
export async function completeTaxProfile(kookerId: string, overrides: Record<string, unknown> = {}): Promise<void> {
  await db()
    .doc(documentPath('taxProfiles', kookerId))
    .set({
      firstNames: 'Claire',
      lastName: 'Martin',
      birthDate: '1985-04-12',
      street: '3 place Bellecour',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      tin: '1234567890123',
      complete: true,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      accountDeletedAt: null,
      retainUntil: null,
      payoutAccount: null,
      ...overrides,
    });
}
