/**
 * The simulated processor (docs/decisions/017-paiements-par-carte.md, « Le prestataire simulé »):
 * the only one these machines can run, built to behave like Stripe so that a real key changes one
 * adapter, never the callers. It keeps its objects in `simulatedProcessor/{id}` (what Stripe keeps
 * on its side), answers calls at once with a pending or final state, and tells the rest through
 * events: each one a `simulatedEvents/{id}` delivery, sent signed — Stripe's `t=…,v1=…` signature
 * — to the same `processorWebhook` after a delay (local-payments.ts), twice and late when asked.
 * Cards are Stripe's documented test numbers. Failures are chosen by the card (declined,
 * 3-D Secure, refunds refused by the bank after they succeeded) or by the settings document (the next refunds, transfers or
 * payouts fail), which tests and the bench write.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { SimulatedObject } from '@kookers/domain/money';
import { collectionOf, documentOf } from '../shared/db';
import {
  EVENT_TOLERANCE_SECONDS,
  InvalidEventError,
  ProcessorRefusal,
  type Processor,
  type ProcessorEvent,
  type ProcessorObject,
  type ProcessorObjectKind,
  type ProcessorPayment,
  type ProcessorRecord,
  type ProcessorState,
} from './processor';

/** The local webhook secret: the simulated events are signed with it, as Stripe signs with the endpoint's. */
export const SIMULATED_WEBHOOK_SECRET = 'whsec_simulated_local_platform';

/** The settings document's id: how the next calls fail. */
export const SETTINGS_ID = 'settings';

/** Stripe's documented test cards, and what each does here. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticationRequired: '4000002760003184',
  refundFailsLater: '4000000000005126',
} as const;

/** How long after its success the refund of `refundFailsLater` is refused by the card's bank. */
const REFUND_FAILS_AFTER_MS = 2_000;
/** How long after it was paid a payout of `returnPayouts` comes back from the bank. */
const PAYOUT_RETURNED_AFTER_MS = 2_000;

const PREFIX: Record<ProcessorObjectKind, string> = {
  payment: 'sim_pi',
  refund: 'sim_re',
  transfer: 'sim_tr',
  reversal: 'sim_trr',
  payout: 'sim_po',
  account: 'sim_acct',
};

/** The object a key creates: the same key, the same id — the processor's idempotency. */
const idFor = (kind: ProcessorObjectKind, key: string) => `${PREFIX[kind]}_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

/** A Luhn check, as a card element does before anything is sent. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The signature header of `payload` at `at`, as Stripe writes `Stripe-Signature`. */
export function signedHeader(payload: string, at: Date, secret = SIMULATED_WEBHOOK_SECRET): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

type Settings = SimulatedObject['settings'];
const DEFAULT_SETTINGS: Settings = {
  failRefunds: 0,
  failTransfers: 0,
  failPayouts: 0,
  returnPayouts: 0,
  delayMs: 1000,
  duplicateEvents: false,
};

/** What the local card element sends: never a production path (local-payments.ts is not deployed). */
export interface CardAttempt {
  paymentId: string;
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export interface SimulatedProcessor extends Processor {
  readonly name: 'simulated';
  /** The browser confirms the payment with a card (Stripe.js's confirmPayment). */
  confirmCard(attempt: CardAttempt, now: Date): Promise<ProcessorPayment>;
  /** The client completes (or fails) the 3-D Secure step. */
  authenticate(paymentId: string, clientSecret: string, approve: boolean, now: Date): Promise<ProcessorPayment>;
  /** How the next calls fail; tests and the bench set it. */
  configure(settings: Partial<Settings>): Promise<void>;
}

export function createSimulatedProcessor(db: Firestore, clock: () => Date = () => new Date()): SimulatedProcessor {
  const objects = () => collectionOf(db, 'simulatedProcessor');
  const objectRef = (id: string) => documentOf(db, 'simulatedProcessor', id);

  async function settings(): Promise<Settings> {
    const snapshot = await objectRef(SETTINGS_ID).get();
    return snapshot.exists ? (snapshot.data()?.settings ?? DEFAULT_SETTINGS) : DEFAULT_SETTINGS;
  }

  /** Takes one of the next failures of `kind` the settings ask for, if any. */
  async function takeFailure(field: 'failRefunds' | 'failTransfers' | 'failPayouts' | 'returnPayouts'): Promise<boolean> {
    return db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(objectRef(SETTINGS_ID));
      const current = snapshot.data()?.settings ?? DEFAULT_SETTINGS;
      if (current[field] <= 0) return false;
      transaction.set(
        objectRef(SETTINGS_ID).withConverter(null),
        { kind: 'settings', settings: { ...current, [field]: current[field] - 1 } },
        { merge: true },
      );
      return true;
    });
  }

  const asObject = (object: SimulatedObject): ProcessorObject => ({
    id: object.id,
    kind: object.kind === 'settings' ? 'account' : object.kind,
    state: object.state,
    amount: object.amount,
    failureCode: object.failureCode,
    metadata: object.metadata,
  });
  const asPayment = (object: SimulatedObject): ProcessorPayment => ({
    ...asObject(object),
    kind: 'payment',
    clientSecret: object.clientSecret,
  });

  /** Creates the object of `key` once; a second call with the key answers the first object. */
  async function createOnce(
    kind: ProcessorObjectKind,
    key: string,
    make: (id: string) => Omit<SimulatedObject, 'id' | 'kind' | 'key' | 'created' | 'settings'>,
  ): Promise<{ object: SimulatedObject; created: boolean }> {
    const id = idFor(kind, key);
    const ref = objectRef(id);
    return db.runTransaction(async (transaction) => {
      const existing = (await transaction.get(ref)).data();
      if (existing) return { object: existing, created: false };
      const object: SimulatedObject = { id, kind, key, created: Timestamp.fromDate(clock()), settings: DEFAULT_SETTINGS, ...make(id) };
      transaction.create(ref, object);
      return { object, created: true };
    });
  }

  async function update(id: string, fields: Partial<Omit<SimulatedObject, 'id'>>): Promise<SimulatedObject> {
    const ref = objectRef(id);
    await ref.withConverter(null).update(fields);
    const object = (await ref.get()).data();
    if (!object) throw new ProcessorRefusal('resource_missing', 'Objet inconnu du prestataire.');
    return object;
  }

  async function read(id: string): Promise<SimulatedObject> {
    const object = (await objectRef(id).get()).data();
    if (!object || object.kind === 'settings') throw new ProcessorRefusal('resource_missing', 'Objet inconnu du prestataire.');
    return object;
  }

  /** Sends an event about `object`, after the settings' delay; twice, the second later, when they ask. */
  /** Sends the event of `object` as it is now, `laterMs` after the usual delay (a state that changes again later). */
  async function emit(type: ProcessorEvent['type'], object: SimulatedObject, laterMs = 0): Promise<void> {
    const settled = await settings();
    const { duplicateEvents } = settled;
    const delayMs = settled.delayMs + laterMs;
    const now = clock();
    const payload = JSON.stringify({
      id: `evt_sim_${randomBytes(8).toString('hex')}`,
      type,
      object: asObject(object),
      created: now.toISOString(),
    });
    const deliveries = duplicateEvents ? [delayMs, delayMs * 2 + 500] : [delayMs];
    const batch = db.batch();
    for (const delay of deliveries) {
      const ref = collectionOf(db, 'simulatedEvents').doc();
      batch.create(ref, { id: ref.id, payload, deliverAt: Timestamp.fromMillis(now.getTime() + delay), delivered: false, status: 0 });
    }
    await batch.commit();
  }

  const empty = { failureCode: null, clientSecret: '', card: '', source: '', iban: '' };

  /** What an account holds: what was transferred to it, less what was reversed and paid out. */
  async function accountBalance(accountId: string): Promise<number> {
    const moved = await objects().where('metadata.accountId', '==', accountId).get();
    let balance = 0;
    for (const { data } of moved.docs.map((doc) => ({ data: doc.data() }))) {
      if (data.state === 'failed' || data.state === 'canceled') continue;
      if (data.kind === 'transfer') balance += data.amount;
      if (data.kind === 'reversal' || data.kind === 'payout') balance -= data.amount;
    }
    return balance;
  }

  const processor: SimulatedProcessor = {
    name: 'simulated',

    async createPayment({ amount, bookingId, key }) {
      const { object } = await createOnce('payment', key, (id) => ({
        ...empty,
        state: 'pending',
        amount,
        metadata: { bookingId },
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      }));
      return asPayment(object);
    },

    async retrievePayment(id) {
      return asPayment(await read(id));
    },

    async cancelPayment(id) {
      const payment = await read(id);
      if (payment.state === 'succeeded' || payment.state === 'canceled') return asObject(payment);
      const canceled = await update(id, { state: 'canceled' });
      await emit('payment.canceled', canceled);
      return asObject(canceled);
    },

    async confirmCard({ paymentId, clientSecret, cardNumber, expiry, cvc }, now) {
      const payment = await read(paymentId);
      if (payment.clientSecret !== clientSecret) throw new ProcessorRefusal('invalid_client_secret', 'Paiement inconnu.');
      if (payment.state !== 'pending')
        throw new ProcessorRefusal('payment_intent_unexpected_state', 'Ce paiement ne peut plus être confirmé.');
      const digits = cardNumber.replace(/\D/g, '');
      const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
      const expired = !month || !year || month > 12 || new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1)).getTime() <= now.getTime();
      const decline = async (code: string) => {
        const failed = await update(paymentId, { failureCode: code, card: digits.slice(-4) });
        await emit('payment.failed', failed);
        return asPayment(failed);
      };
      if (!luhnValid(digits)) return decline('incorrect_number');
      if (expired) return decline('expired_card');
      if (!/^\d{3,4}$/.test(cvc.trim())) return decline('incorrect_cvc');
      if (digits === TEST_CARDS.declined) return decline('card_declined');
      if (digits === TEST_CARDS.insufficientFunds) return decline('insufficient_funds');
      if (digits === TEST_CARDS.authenticationRequired) {
        const waiting = await update(paymentId, { state: 'requires-action', failureCode: null, card: digits });
        await emit('payment.requires-action', waiting);
        return asPayment(waiting);
      }
      const succeeded = await update(paymentId, { state: 'succeeded', failureCode: null, card: digits });
      await emit('payment.succeeded', succeeded);
      return asPayment(succeeded);
    },

    async authenticate(paymentId, clientSecret, approve) {
      const payment = await read(paymentId);
      if (payment.clientSecret !== clientSecret) throw new ProcessorRefusal('invalid_client_secret', 'Paiement inconnu.');
      if (payment.state !== 'requires-action')
        throw new ProcessorRefusal('payment_intent_unexpected_state', 'Aucune authentification en attente.');
      if (!approve) {
        const failed = await update(paymentId, { state: 'pending', failureCode: 'authentication_failed' });
        await emit('payment.failed', failed);
        return asPayment(failed);
      }
      const succeeded = await update(paymentId, { state: 'succeeded', failureCode: null });
      await emit('payment.succeeded', succeeded);
      return asPayment(succeeded);
    },

    async refund({ paymentId, amount, key, metadata }) {
      const payment = await read(paymentId);
      if (payment.state !== 'succeeded')
        throw new ProcessorRefusal('charge_not_succeeded', 'Ce paiement n’a pas abouti : rien à rembourser.');
      const earlier = await objects().where('source', '==', paymentId).where('kind', '==', 'refund').get();
      const refunded = earlier.docs.map((doc) => doc.data()).filter((refund) => refund.state !== 'failed' && refund.key !== key);
      if (refunded.reduce((total, refund) => total + refund.amount, 0) + amount > payment.amount)
        throw new ProcessorRefusal('amount_too_large', 'Le remboursement dépasse ce qui a été payé.');
      const { object, created } = await createOnce('refund', key, () => ({
        ...empty,
        state: 'pending',
        amount,
        metadata,
        source: paymentId,
      }));
      if (!created) return asObject(object);
      // A refund settles later, through its event (as a card refund at Stripe may).
      const fails = await takeFailure('failRefunds');
      const settled = await update(object.id, fails ? { state: 'failed', failureCode: 'refund_failed' } : { state: 'succeeded' });
      await emit(fails ? 'refund.failed' : 'refund.succeeded', settled);
      // Stripe's 4000 0000 0000 5126: the refund succeeds, then the card's bank refuses it later (a closed card).
      if (!fails && payment.card === TEST_CARDS.refundFailsLater) {
        const failedLater = await update(object.id, { state: 'failed', failureCode: 'expired_or_canceled_card' });
        await emit('refund.failed', failedLater, REFUND_FAILS_AFTER_MS);
      }
      return asObject(object);
    },

    async transfer({ accountId, amount, key, metadata, sourcePaymentId }) {
      await read(accountId);
      const { object, created } = await createOnce('transfer', key, () => ({
        ...empty,
        state: 'pending',
        amount,
        metadata: { ...metadata, accountId },
        source: sourcePaymentId ?? '',
      }));
      if (!created) return asObject(object);
      // Stripe answers a transfer at once: made, or refused.
      const fails = await takeFailure('failTransfers');
      const settled = await update(object.id, fails ? { state: 'failed', failureCode: 'transfer_failed' } : { state: 'succeeded' });
      await emit(fails ? 'transfer.failed' : 'transfer.succeeded', settled);
      return asObject(settled);
    },

    async reverseTransfer({ transferId, amount, key, metadata }) {
      const transfer = await read(transferId);
      const accountId = transfer.metadata.accountId ?? '';
      const { object, created } = await createOnce('reversal', key, () => ({
        ...empty,
        state: 'pending',
        amount,
        metadata: { ...metadata, accountId },
        source: transferId,
      }));
      if (!created) return asObject(object);
      // Taken back only from what the Kooker's account still holds (decision 017): its balance
      // counts this reversal already, as it counts a payout being made.
      const covered = (await accountBalance(accountId)) >= 0;
      const settled = await update(object.id, covered ? { state: 'succeeded' } : { state: 'failed', failureCode: 'insufficient_balance' });
      await emit(covered ? 'reversal.succeeded' : 'reversal.failed', settled);
      return asObject(settled);
    },

    async payout({ accountId, amount, key, metadata }) {
      await read(accountId);
      const { object, created } = await createOnce('payout', key, () => ({
        ...empty,
        state: 'pending',
        amount,
        metadata: { ...metadata, accountId },
      }));
      if (!created) return asObject(object);
      const covered = (await accountBalance(accountId)) >= 0;
      const fails = !covered || (await takeFailure('failPayouts'));
      const settled = await update(object.id, fails ? { state: 'failed', failureCode: 'payout_failed' } : { state: 'succeeded' });
      await emit(fails ? 'payout.failed' : 'payout.paid', settled);
      // Paid, then returned by the bank days later (a closed account: Stripe's payout.failed after payout.paid).
      if (!fails && (await takeFailure('returnPayouts'))) {
        const returned = await update(object.id, { state: 'failed', failureCode: 'account_closed' });
        await emit('payout.failed', returned, PAYOUT_RETURNED_AFTER_MS);
      }
      return asObject(object);
    },

    async createAccount({ kookerId, iban, key }) {
      const { object } = await createOnce('account', key, () => ({
        ...empty,
        state: 'succeeded',
        amount: 0,
        metadata: { kookerId },
        iban,
      }));
      return asObject(object);
    },

    verifyEvent(rawBody, signature, now) {
      const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
      const parts = Object.fromEntries(signature.split(',').map((part) => part.split('=') as [string, string]));
      const t = Number(parts.t);
      const expected = createHmac('sha256', SIMULATED_WEBHOOK_SECRET).update(`${parts.t}.${body}`).digest();
      const given = Buffer.from(parts.v1 ?? '', 'hex');
      if (!Number.isFinite(t) || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new InvalidEventError('Signature invalide.');
      if (Math.abs(now.getTime() / 1000 - t) > EVENT_TOLERANCE_SECONDS) throw new InvalidEventError('Événement trop ancien.');
      const event = JSON.parse(body) as Omit<ProcessorEvent, 'created'> & { created: string };
      return { ...event, created: new Date(event.created) };
    },

    async listRecords(from, to) {
      const found = await objects().where('created', '>=', Timestamp.fromDate(from)).where('created', '<', Timestamp.fromDate(to)).get();
      return found.docs
        .map((doc) => doc.data())
        .filter(
          (object): object is SimulatedObject & { kind: ProcessorRecord['kind'] } =>
            object.kind !== 'account' && object.kind !== 'settings',
        )
        .map((object) => ({
          objectId: object.id,
          kind: object.kind,
          state: object.state as ProcessorState,
          amount: object.amount,
          metadata: object.metadata,
          created: object.created?.toDate() ?? from,
        }));
    },

    async configure(changes) {
      // In a transaction, like takeFailure: a failure counted down meanwhile is not undone.
      await db.runTransaction(async (transaction) => {
        const current = (await transaction.get(objectRef(SETTINGS_ID))).data()?.settings ?? DEFAULT_SETTINGS;
        transaction.set(
          objectRef(SETTINGS_ID).withConverter(null),
          { kind: 'settings', settings: { ...current, ...changes } },
          { merge: true },
        );
      });
    },
  };
  return processor;
}
