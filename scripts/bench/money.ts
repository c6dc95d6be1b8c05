/**
 * Money under load (docs/decisions/017-paiements-par-carte.md, docs/argent.md): 200 clients book
 * together and pay through the simulated processor — most with Stripe's 4242 card, some with a
 * declined card (then given up, or left to expire), some with 3-D Secure —, then 50 of them cancel
 * 7 days ahead or more (refunded in full) while refunds fail once and events come twice and late;
 * the failed refunds are retried, and the day is reconciled. Measured: the time until the money
 * settles, the processor's calls, the webhook's deliveries and the documents written per booking.
 * Checked: every ledger balances (ledgerProblems), the slots of unpaid bookings are offered again,
 * and the reconciliation finds no difference.
 *
 * The bookings are asked all together, at most AT_ONCE running at a time (see there why). Only
 * the Firestore emulator runs: the functions' work runs in this process, on the same database, as
 * the tests run it (tests/functions/helpers.ts). So this script does what the local platform's
 * triggers would: it delivers the simulated events itself — each `simulatedEvents` delivery whose
 * `deliverAt` has come is passed to the webhook's work, handleDelivery, signed at that moment, then
 * marked delivered, exactly what deliverSimulatedEvent (functions/src/payments/local-payments.ts)
 * does over HTTP —, and it rebuilds a Kooker's availability with the functions' own
 * rebuildAvailability where availabilityOnBooking would. Time is a clock of its own, moved forward
 * past a payment's hold (20 min) and a refund's backoff instead of waited for. Run by
 * scripts/bench.mjs inside `firebase emulators:exec --only firestore`; writes its figures as JSON
 * to the file given.
 *
 *   node .cache/bench/money.mjs <out.json>
 */
import { writeFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, getFirestore, WriteBatch, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { documentPath } from '@kookers/domain/data';
import { ledgerProblems } from '@kookers/domain/money';
import type { Booking, CreateBookingInput } from '@kookers/domain/booking';
import { addDays, parisDateOf, PAYMENT_HOLD_MINUTES, TERMS_VERSION } from '@kookers/domain/rules';
import { rebuildAvailability } from '../../functions/src/availability/rebuild-availability';
import { cancel } from '../../functions/src/bookings/cancel-booking';
import { createBookingCall } from '../../functions/src/bookings/create-booking';
import { slotLockId } from '../../functions/src/bookings/slot-lock';
import { useProcessor } from '../../functions/src/payments/adapter';
import { releaseUnpaidHolds, retryPayments } from '../../functions/src/payments/jobs';
import { endHold } from '../../functions/src/payments/payment-callables';
import { reconcilePayments } from '../../functions/src/payments/reconcile';
import {
  createSimulatedProcessor,
  signedHeader,
  TEST_CARDS,
  type SimulatedProcessor,
} from '../../functions/src/payments/simulated-processor';
import { handleDelivery } from '../../functions/src/payments/webhook';
import { collectionOf, documentOf } from '../../functions/src/shared/db';
import { mapConcurrently } from '../../functions/src/shared/in-batches';

const CLIENTS = 200;
/**
 * The 200 calls are made together, at most AT_ONCE running at a time. On the Firestore emulator,
 * createBooking's transactions (each reads queries over `bookings`, then writes a booking) hold one
 * another off until a lock times out, then retry after a growing wait: measured on this machine,
 * 200 or 120 at once had committed none after 5 and 9 minutes, 40 at once 47 in 6 minutes (and 40
 * in 20 s another time), 10 at a time 200 in 126 s, 20 one after the other took 3.4 s and 5 at a
 * time 7.5 s. The emulator's figures, not Firestore's (which is not measured here).
 */
const AT_ONCE = 10;
/** 5 bookings per Kooker, on 5 different days: distinct slots, and a little contention on each Kooker's availability. */
const KOOKERS = 40;
const CANCELLATIONS = 50;
const FAILED_REFUNDS = 5;
/** The simulated events' delay (the processor's default is 1 s): the bench measures the functions, not this wait. */
const EVENT_DELAY_MS = 200;
const PRICE_PER_PERSON = 4500;
const PARTICIPANTS = 3;
const MINUTE = 60_000;
/** A delivery loop that sees nothing move for this long gives up: the scenario is stuck. */
const STUCK_MS = 60_000;

type Card = 'succeeds' | 'authentication' | 'declined';
interface Plan {
  index: number;
  clientId: string;
  kookerId: string;
  date: string;
  time: string;
  card: Card;
  /** A declined payment: given up by the client (abandonPayment), or left until its hold ends. */
  unpaid: 'abandoned' | 'expired' | null;
}

/* ───────────── The clock, and what is counted ───────────── */

let offsetMs = 0;
/** The bench's clock: the real one, moved forward where the scenario would wait (a hold's end, a retry's backoff). */
const clock = () => new Date(Date.now() + offsetMs);
const moveClockTo = (at: Date) => {
  offsetMs = Math.max(offsetMs, at.getTime() - Date.now());
};

const tally = (counts: Record<string, number>, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

interface Counters {
  processor: Record<string, number>;
  deliveries: Record<string, number>;
  writes: Record<string, number>;
}
const counters: Counters = { processor: {}, deliveries: {}, writes: {} };
const snapshot = (): Counters => structuredClone(counters);
const since = (before: Counters): Counters => {
  const minus = (now: Record<string, number>, then: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(now)
        .map(([key, value]) => [key, value - (then[key] ?? 0)])
        .filter(([, value]) => value !== 0),
    );
  return {
    processor: minus(counters.processor, before.processor),
    deliveries: minus(counters.deliveries, before.deliveries),
    writes: minus(counters.writes, before.writes),
  };
};

/** The processor, each call counted by method: the functions' calls and the browser's (confirmCard, authenticate). */
function countedProcessor(processor: SimulatedProcessor): SimulatedProcessor {
  return new Proxy(processor, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        tally(counters.processor, property);
        return (value as (...parameters: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * Counts the documents each commit writes, by collection: every write of the Admin SDK (a
 * document's set or update, a batch, a transaction) is committed by a WriteBatch. Its `_ops` and
 * `_commit` are the SDK's internals, not its typed API: when they are gone, nothing is counted and
 * the figures say so.
 */
function countWrites(): boolean {
  interface Committing {
    _ops?: { docPath: string }[];
    _commit?: (...args: unknown[]) => Promise<unknown>;
  }
  const prototype = WriteBatch.prototype as unknown as Committing;
  const commit = prototype._commit;
  if (typeof commit !== 'function') return false;
  prototype._commit = async function (this: Committing, ...args: unknown[]) {
    const paths = (this._ops ?? []).map((op) => op.docPath);
    const result = await commit.apply(this, args);
    // Counted once committed: a transaction's attempt that aborted wrote nothing.
    for (const path of paths) tally(counters.writes, path.split('/')[0] ?? '?');
    return result;
  };
  return true;
}

/* ───────────── The local platform's triggers, run here ───────────── */

/** Delivers every simulated event whose time has come, as deliverSimulatedEvent does; resolves with how many still wait. */
async function deliverDue(db: Firestore): Promise<{ delivered: number; waiting: number }> {
  const now = clock();
  const pending = (await collectionOf(db, 'simulatedEvents').where('delivered', '==', false).get()).docs.map((doc) => doc.data());
  const due = pending.filter((delivery) => (delivery.deliverAt?.toMillis() ?? 0) <= now.getTime());
  await mapConcurrently(due, 16, async (delivery) => {
    const at = clock();
    let status: number;
    try {
      const answer = await handleDelivery(db, delivery.payload, signedHeader(delivery.payload, at), at);
      status = answer.status;
      tally(counters.deliveries, answer.status === 200 ? answer.body : 'invalid');
    } catch (error) {
      // The webhook answers 500: the processor would send it again; here, as on the local platform, the retry job finds what it left.
      console.error('[bench argent] livraison en erreur :', error);
      status = 500;
      tally(counters.deliveries, 'error');
    }
    await documentOf(db, 'simulatedEvents', delivery.id).withConverter(null).update({ delivered: true, status });
  });
  return { delivered: due.length, waiting: pending.length - due.length };
}

/**
 * Delivers the events until `done` holds (its time, from `started`, is the time to settle), then
 * until no delivery waits — the late duplicates too. Throws when nothing moves for STUCK_MS.
 */
async function deliverUntil(db: Firestore, done: () => Promise<boolean>, started: number): Promise<number> {
  let settledMs: number | null = null;
  let lastProgress = Date.now();
  for (;;) {
    const { delivered, waiting } = await deliverDue(db);
    if (delivered > 0) lastProgress = Date.now();
    if (settledMs === null && (await done())) settledMs = performance.now() - started;
    if (settledMs !== null && waiting === 0 && delivered === 0) return settledMs;
    if (Date.now() - lastProgress > STUCK_MS) throw new Error(`Plus rien ne bouge depuis ${STUCK_MS / 1000} s : le scénario est bloqué.`);
    if (delivered === 0) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What availabilityOnBooking does when a booking's status changes: the Kooker's slots rebuilt. */
async function rebuildKookers(db: Firestore, kookerIds: Iterable<string>): Promise<void> {
  await mapConcurrently([...new Set(kookerIds)], 8, (kookerId) => rebuildAvailability(db, kookerId, clock()));
}

/* ───────────── The scenario ───────────── */

const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** A verified session as a callable receives it: the functions read only its uid and email_verified. */
const session = (uid: string): NonNullable<CallableRequest<unknown>['auth']> => ({
  uid,
  rawToken: '',
  token: { uid, email_verified: true } as DecodedIdToken,
});

async function seed(db: Firestore, plans: Plan[]): Promise<void> {
  const batch = db.batch();
  for (let k = 0; k < KOOKERS; k++) {
    const kookerId = `kooker${pad(k, 3)}`;
    // As tests/functions/helpers.ts publishes a Kooker (publishedProfile, service), every day open.
    batch.set(db.doc(documentPath('users', kookerId)), {
      email: `${kookerId}@example.fr`,
      firstName: 'Claire',
      lastName: `Kooker ${k}`,
      phone: '06 11 22 33 44',
      address: '3 place Bellecour, 69002 Lyon',
      isKooker: true,
      createdAt: FieldValue.serverTimestamp(),
    });
    batch.set(db.doc(documentPath('services', kookerId, 'service-1')), {
      name: 'Atelier pâtes fraîches',
      serviceArea: '',
      pricePerPerson: PRICE_PER_PERSON,
      additionalInfo: '',
      requiredEquipment: '',
      photos: [],
      allergens: [],
      location: 'client',
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    batch.set(db.doc(documentPath('kookers', kookerId)), {
      firstName: 'Claire',
      lastName: `Kooker ${k}`,
      city: 'Lyon',
      bio: 'Cuisinière lyonnaise, je partage les recettes de ma grand-mère depuis quinze ans.',
      experience: 'Quinze ans de tables d’hôtes.',
      specialties: ['Cuisine française'],
      certificates: [],
      serviceArea: 20,
      pricePerHour: 3500,
      minimumDuration: 2,
      maxGuests: 8,
      availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      typicalHours: { start: '10:00', end: '16:00' },
      blockedDates: [],
      profileImage: null,
      coverImage: null,
      published: true,
      rating: 0,
      reviewCount: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  for (const plan of plans)
    batch.set(db.doc(documentPath('users', plan.clientId)), {
      email: `${plan.clientId}@example.fr`,
      firstName: 'Camille',
      lastName: `Client ${plan.index}`,
      phone: '06 12 34 56 78',
      address: '',
      isKooker: false,
      createdAt: FieldValue.serverTimestamp(),
    });
  await batch.commit();
  // availabilityOnProfile's work: each Kooker's slots.
  await rebuildKookers(
    db,
    plans.map((plan) => plan.kookerId),
  );
}

/** Which card each client pays with: 10 % declined (half given up, half left to expire), 10 % 3-D Secure, the rest 4242. */
function plansAt(now: Date): Plan[] {
  const today = parisDateOf(now);
  return Array.from({ length: CLIENTS }, (_, index) => {
    // A Kooker's 5 bookings follow one another: those running together fight over its availability.
    const kooker = Math.floor(index / (CLIENTS / KOOKERS));
    const round = index % (CLIENTS / KOOKERS);
    const card: Card = index % 10 === 3 ? 'declined' : index % 10 === 7 ? 'authentication' : 'succeeds';
    return {
      index,
      clientId: `client${pad(index, 3)}`,
      kookerId: `kooker${pad(kooker, 3)}`,
      // From 10 days ahead: a cancellation then is refunded in full (FULL_REFUND_MIN_DAYS).
      date: addDays(today, 10 + 3 * round),
      time: ['10:00', '12:00', '14:00'][round % 3] ?? '12:00',
      card,
      unpaid: card !== 'declined' ? null : index % 20 === 3 ? 'abandoned' : 'expired',
    };
  });
}

const inputOf = (plan: Plan): CreateBookingInput => ({
  kookerId: plan.kookerId,
  serviceId: 'service-1',
  date: plan.date,
  time: plan.time,
  participants: PARTICIPANTS,
  expectedTotal: PRICE_PER_PERSON * PARTICIPANTS,
  termsVersion: TERMS_VERSION,
  phone: '06 12 34 56 78',
  address: '12 rue Mercière, 69002 Lyon',
  idempotencyKey: `bench-argent-${pad(plan.index, 3)}`,
});

interface Made {
  plan: Plan;
  bookingId: string;
  clientSecret: string;
}

/** createBooking's work; a call refused for contention (« réessayez ») is made again with the same key, as the page does. */
async function book(db: Firestore, plan: Plan, retries: { count: number }): Promise<Made | { plan: Plan; refusal: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { bookingId, payment } = await createBookingCall(db, { auth: session(plan.clientId), data: inputOf(plan) }, clock());
      return { plan, bookingId, clientSecret: payment.clientSecret };
    } catch (error) {
      if (error instanceof HttpsError && error.code === 'aborted' && attempt < 5) {
        retries.count += 1;
        continue;
      }
      return { plan, refusal: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The card element: confirms with the plan's card, then the 3-D Secure step when asked. */
async function pay(processor: SimulatedProcessor, made: Made): Promise<void> {
  // A client secret is `{payment id}_secret_{…}`, at Stripe as in the simulation: the browser knows the payment by it.
  const paymentId = made.clientSecret.split('_secret_')[0] ?? '';
  const cardNumber =
    made.plan.card === 'declined'
      ? TEST_CARDS.declined
      : made.plan.card === 'authentication'
        ? TEST_CARDS.authenticationRequired
        : TEST_CARDS.succeeds;
  const answer = await processor.confirmCard(
    { paymentId, clientSecret: made.clientSecret, cardNumber, expiry: '12/34', cvc: '123' },
    clock(),
  );
  if (answer.state === 'requires-action') await processor.authenticate(paymentId, made.clientSecret, true, clock());
}

async function bookingsOf(db: Firestore, ids: readonly string[]): Promise<Booking[]> {
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => documentOf(db, 'bookings', id)));
  return snapshots.flatMap((snapshot) => {
    const booking = snapshot.data() as Booking | undefined;
    return booking ? [booking] : [];
  });
}

/** An entry the processor has yet to settle, or a failed one that will be asked again. */
const isOpen = (entry: Booking['ledger'][number]) =>
  entry.state === 'requested' || (entry.state === 'failed' && entry.nextAttemptAt !== null);

interface Phase {
  label: string;
  bookings: number;
  settleMs: number;
  steps: Record<string, number>;
  counts: Counters;
}

interface Check {
  label: string;
  ok: boolean;
  details: string[];
}

async function main(): Promise<void> {
  const [out = 'bench-money.json'] = process.argv.slice(2);
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-kookers' }, 'bench-money');
  const db = getFirestore(app);
  const writesCounted = countWrites();
  const simulated = createSimulatedProcessor(db, clock);
  const processor = countedProcessor(simulated);
  useProcessor(processor);
  const startedAt = clock();
  const checks: Check[] = [];

  const plans = plansAt(startedAt);
  await seed(db, plans);
  await processor.configure({ delayMs: EVENT_DELAY_MS, duplicateEvents: false, failRefunds: 0 });
  console.log(`[bench argent] ${KOOKERS} Kookers publiés et ${CLIENTS} clients ; événements livrés ${EVENT_DELAY_MS} ms après leur cause.`);

  /* 1. 200 bookings at once, then paid. */
  const beforePayments = snapshot();
  const retries = { count: 0 };
  const started = performance.now();
  const results = await mapConcurrently(plans, AT_ONCE, (plan) => book(db, plan, retries));
  const createdMs = performance.now() - started;
  const made = results.filter((result): result is Made => 'bookingId' in result);
  const refused = results.filter((result): result is { plan: Plan; refusal: string } => 'refusal' in result);
  checks.push({
    label: `les ${CLIENTS} réservations de créneaux distincts sont acceptées`,
    ok: refused.length === 0,
    details: refused.map(({ plan, refusal }) => `${plan.clientId} (${plan.kookerId} ${plan.date} ${plan.time}) : ${refusal}`),
  });
  console.log(
    `[bench argent] ${made.length} réservations en ${(createdMs / 1000).toFixed(1)} s (${retries.count} appel(s) refait(s) après contention).`,
  );

  // Events twice and late for the first half of the payments.
  const half = Math.ceil(made.length / 2);
  await processor.configure({ duplicateEvents: true });
  await Promise.all(made.slice(0, half).map((one) => pay(processor, one)));
  await processor.configure({ duplicateEvents: false });
  await Promise.all(made.slice(half).map((one) => pay(processor, one)));
  const paidIds = made.filter((one) => one.plan.card !== 'declined').map((one) => one.bookingId);
  const allConfirmed = async () => (await bookingsOf(db, paidIds)).every((booking) => booking.status === 'confirmed');
  const confirmedMs = await deliverUntil(db, allConfirmed, started);
  console.log(`[bench argent] ${paidIds.length} paiements confirmés par leur événement en ${(confirmedMs / 1000).toFixed(1)} s.`);

  // The declined: half given up by their client, the others left until their hold ends.
  const unpaid = made.filter((one) => one.plan.unpaid !== null);
  await Promise.all(
    unpaid.filter((one) => one.plan.unpaid === 'abandoned').map((one) => endHold(db, one.bookingId, 'client', clock(), one.plan.clientId)),
  );
  moveClockTo(new Date(clock().getTime() + (PAYMENT_HOLD_MINUTES + 1) * MINUTE));
  const released = await releaseUnpaidHolds(db, clock());
  const unpaidIds = unpaid.map((one) => one.bookingId);
  const allEnded = async () => (await bookingsOf(db, unpaidIds)).every((booking) => booking.status === 'expired');
  const settledMs = await deliverUntil(db, async () => (await allEnded()) && (await allConfirmed()), started);
  await rebuildKookers(
    db,
    unpaid.map((one) => one.plan.kookerId),
  );
  const payments: Phase = {
    label: 'réserver et payer',
    bookings: made.length,
    settleMs: settledMs,
    steps: { createdMs, confirmedMs, expired: released.expired, confirmedAtHoldEnd: released.confirmed, retries: retries.count },
    counts: since(beforePayments),
  };
  console.log(
    `[bench argent] ${unpaid.length} paiements refusés : abandonnés ou expirés (${released.expired} par la fin de l’attente) ; tout réglé en ${(settledMs / 1000).toFixed(1)} s.`,
  );

  // The unpaid slots are offered again: their lock gone, the rebuilt availability has them.
  const freed = await Promise.all(
    unpaid.map(async ({ plan, bookingId }) => {
      const lock = await documentOf(db, 'slotLocks', slotLockId(plan.kookerId, plan.date, plan.time)).get();
      const slots = (await documentOf(db, 'availability', plan.kookerId).get()).data()?.slots ?? {};
      const offered = (slots[plan.date] ?? []).includes(plan.time);
      return lock.exists || !offered
        ? [`${bookingId} (${plan.kookerId} ${plan.date} ${plan.time}) : ${lock.exists ? 'verrou encore là' : 'créneau non proposé'}`]
        : [];
    }),
  );
  checks.push({ label: 'les créneaux des paiements refusés sont libres à nouveau', ok: freed.flat().length === 0, details: freed.flat() });

  /* 2. 50 cancellations, refunded in full; refunds fail once, events come twice and late. */
  const beforeCancellations = snapshot();
  const confirmed = made.filter((one) => one.plan.unpaid === null);
  const cancelling = confirmed.filter((_, index) => index % 3 === 0).slice(0, CANCELLATIONS);
  await processor.configure({ failRefunds: FAILED_REFUNDS, duplicateEvents: true });
  const cancelStarted = performance.now();
  const cancelOne = async ({ plan, bookingId }: Made) => {
    const booking = (await documentOf(db, 'bookings', bookingId).get()).data();
    return cancel(db, plan.clientId, { bookingId, expectedRefund: booking?.amounts.total ?? 0 }, clock());
  };
  const firstHalf = await Promise.all(cancelling.slice(0, CANCELLATIONS / 2).map(cancelOne));
  await processor.configure({ duplicateEvents: false });
  const secondHalf = await Promise.all(cancelling.slice(CANCELLATIONS / 2).map(cancelOne));
  const fullRefunds = [...firstHalf, ...secondHalf].filter((answer) => answer.percent === 100).length;
  const cancelledIds = cancelling.map((one) => one.bookingId);
  const refundsSettled = async () =>
    (await bookingsOf(db, cancelledIds)).every((booking) => !booking.ledger.some((entry) => entry.type === 'refund' && isOpen(entry)));
  const noneRequested = async () =>
    (await bookingsOf(db, cancelledIds)).every((booking) => !booking.ledger.some((entry) => entry.state === 'requested'));
  const firstPassMs = await deliverUntil(db, noneRequested, cancelStarted);
  await rebuildKookers(
    db,
    cancelling.map((one) => one.plan.kookerId),
  );

  // The frequent job, the clock moved past each backoff, until nothing is failed or requested; the retries' events twice too.
  await processor.configure({ duplicateEvents: true });
  let rounds = 0;
  let retried = 0;
  while (!(await refundsSettled()) && rounds < 6) {
    rounds += 1;
    const next = (await bookingsOf(db, cancelledIds))
      .flatMap((booking) => booking.ledger)
      .flatMap((entry) => (entry.state === 'failed' && entry.nextAttemptAt ? [entry.nextAttemptAt.toMillis()] : []));
    if (next.length > 0) moveClockTo(new Date(Math.max(...next) + 1000));
    retried += (await retryPayments(db, clock())).examined;
    await deliverUntil(db, noneRequested, cancelStarted);
  }
  const refundsMs = performance.now() - cancelStarted;
  const cancellations: Phase = {
    label: 'annuler et rembourser',
    bookings: cancelling.length,
    settleMs: refundsMs,
    steps: { firstPassMs, fullRefunds, rounds, retried },
    counts: since(beforeCancellations),
  };
  console.log(
    `[bench argent] ${cancelling.length} annulations (${fullRefunds} à 100 %) ; remboursements réussis en ${(refundsMs / 1000).toFixed(1)} s, ${rounds} passage(s) de la reprise.`,
  );

  const cancelledFree = await Promise.all(
    cancelling.map(async ({ plan, bookingId }) => {
      const lock = await documentOf(db, 'slotLocks', slotLockId(plan.kookerId, plan.date, plan.time)).get();
      const slots = (await documentOf(db, 'availability', plan.kookerId).get()).data()?.slots ?? {};
      return lock.exists || !(slots[plan.date] ?? []).includes(plan.time)
        ? [`${bookingId} (${plan.kookerId} ${plan.date} ${plan.time})`]
        : [];
    }),
  );
  checks.push({
    label: 'les créneaux annulés par les clients sont proposés à nouveau',
    ok: cancelledFree.flat().length === 0,
    details: cancelledFree.flat(),
  });

  /* 3. Every booking's ledger, then the reconciliation. */
  const all = await bookingsOf(
    db,
    made.map((one) => one.bookingId),
  );
  const unbalanced = all.flatMap((booking) => ledgerProblems(booking).map((problem) => `${booking.id} : ${problem}`));
  checks.push({
    label: `le registre de chacune des ${all.length} réservations tombe juste au centime`,
    ok: unbalanced.length === 0,
    details: unbalanced,
  });
  const open = all.flatMap((booking) =>
    booking.ledger.filter(isOpen).map((entry) => `${booking.id} : ${entry.type} ${entry.state} (essai ${entry.attempts})`),
  );
  checks.push({ label: 'aucun mouvement en attente du prestataire ni à retenter', ok: open.length === 0, details: open });
  const statuses: Record<string, number> = {};
  for (const booking of all) tally(statuses, booking.status);
  const expected = { confirmed: confirmed.length - cancelling.length, cancelled: cancelling.length, expired: unpaid.length };
  const statusesOk = Object.entries(expected).every(([status, count]) => (statuses[status] ?? 0) === count);
  checks.push({
    label: 'chaque réservation finit où le scénario la mène (confirmée, annulée, expirée)',
    ok: statusesOk && all.length === made.length,
    details: statusesOk ? [] : [`attendu ${JSON.stringify(expected)}, trouvé ${JSON.stringify(statuses)}`],
  });

  const beforeReconciliation = snapshot();
  const reconciliation = await reconcilePayments(db, clock(), {
    from: new Date(startedAt.getTime() - MINUTE),
    to: new Date(clock().getTime() + MINUTE),
  });
  checks.push({
    label: `le rapprochement ne trouve aucune différence (${reconciliation.compared} mouvements comparés)`,
    ok: reconciliation.differences.length === 0,
    details: reconciliation.differences.map((difference) => difference.detail),
  });
  const refunds = all.flatMap((booking) => booking.ledger.filter((entry) => entry.type === 'refund'));

  for (const check of checks) {
    console.log(`[bench argent] ${check.ok ? '✔' : '✘'} ${check.label}`);
    for (const detail of check.details.slice(0, 10)) console.log(`      ${detail}`);
  }
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        kookers: KOOKERS,
        clients: CLIENTS,
        eventDelayMs: EVENT_DELAY_MS,
        atOnce: AT_ONCE,
        writesCounted,
        cards: {
          succeeds: made.filter((one) => one.plan.card === 'succeeds').length,
          authentication: made.filter((one) => one.plan.card === 'authentication').length,
          abandoned: unpaid.filter((one) => one.plan.unpaid === 'abandoned').length,
          expired: unpaid.filter((one) => one.plan.unpaid === 'expired').length,
        },
        refunds: {
          count: refunds.length,
          retried: refunds.filter((entry) => entry.attempts > 1).length,
          failedRefundsAsked: FAILED_REFUNDS,
        },
        statuses,
        phases: [payments, cancellations],
        reconciliation: {
          day: reconciliation.day,
          compared: reconciliation.compared,
          differences: reconciliation.differences,
          counts: since(beforeReconciliation),
        },
        checks,
      },
      null,
      2,
    )}\n`,
  );
  useProcessor(null);
  await deleteApp(app);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
