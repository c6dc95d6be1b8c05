/**
 * The production adapter of the card-processor port (processor.ts), written against Stripe's API
 * with the official `stripe` package: separate charges and transfers, the Kookers on connected
 * accounts that behave as Express accounts (docs/decisions/017-paiements-par-carte.md). Nothing
 * here has run against Stripe itself: its tests answer from recorded responses on a local server.
 */
import Stripe from 'stripe';
import {
  EVENT_TOLERANCE_SECONDS,
  InvalidEventError,
  ProcessorRefusal,
  type Processor,
  type ProcessorEvent,
  type ProcessorObject,
  type ProcessorPayment,
  type ProcessorRecord,
  type ProcessorState,
} from './processor';

/**
 * The API version of every request, fixed so that an upgrade of the package never changes what
 * Stripe answers; the package's types only accept the version they were generated for. The
 * webhook endpoints must be created with the same version: an event's payload is rendered with
 * the endpoint's version, not with the client's.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Where the API is reached; the defaults are Stripe's (api.stripe.com:443, https). Tests point it at a local server. */
export interface StripeConnection {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** The Stripe event types `toProcessorEvent` may translate: the webhook endpoints subscribe to these only. */
export const HANDLED_STRIPE_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.canceled',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
  'transfer.created',
  'transfer.reversed',
  'payout.paid',
  'payout.failed',
] as const satisfies readonly Stripe.Event['type'][];

const CARD_DECLINED = 'La carte a été refusée : essayez-en une autre.';

/** Refusals in the words the client or the operator reads (a declined card keeps the hold: the client tries another). */
const REFUSAL_MESSAGES: Record<string, string> = {
  card_declined: CARD_DECLINED,
  insufficient_funds: 'La carte a été refusée faute de provision : essayez-en une autre.',
  expired_card: 'La carte a expiré : essayez-en une autre.',
  incorrect_cvc: 'Le cryptogramme de la carte est incorrect.',
  processing_error: 'La banque n’a pas pu traiter la carte : réessayez dans un instant.',
  balance_insufficient: 'Le solde du compte Stripe ne couvre pas ce montant : rien n’a été déplacé.',
  charge_already_refunded: 'Ce paiement est déjà entièrement remboursé.',
  amount_too_large: 'Le montant dépasse ce que l’opération permet (déjà remboursé ou repris) : rien n’a été déplacé.',
  charge_disputed: 'Ce paiement est contesté par la banque du client : il ne peut pas être remboursé tant que la contestation est ouverte.',
  transfers_not_allowed: 'Le compte du Kooker ne peut pas encore recevoir de virement : rien n’a été déplacé.',
  payment_intent_unexpected_state: 'Ce paiement n’est plus dans un état qui permet cette opération : rien n’a été déplacé.',
};

/**
 * Invalid requests that are a refusal of the money, not a mistake of ours (Stripe's error codes):
 * nothing moved, the caller records why (FAILURE_MESSAGES, domain/src/money/ledger.ts) and retries
 * or hands the case to operators, instead of an error thrown again at every attempt.
 */
const REFUSED_REQUESTS = new Set([
  'balance_insufficient',
  'charge_already_refunded',
  'amount_too_large',
  'charge_disputed',
  'transfers_not_allowed',
  'payment_intent_unexpected_state',
]);

/** A Stripe error that means "no", as a `ProcessorRefusal`; anything else (network, 5xx, our own bug) is thrown as it is. */
function refusalOf(error: unknown): ProcessorRefusal | null {
  if (error instanceof Stripe.errors.StripeCardError) {
    // The issuer's reason (insufficient_funds…) says more than the generic card_declined.
    const code = error.decline_code || error.code || 'card_declined';
    return new ProcessorRefusal(code, REFUSAL_MESSAGES[code] ?? CARD_DECLINED);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code && REFUSED_REQUESTS.has(error.code)) {
    return new ProcessorRefusal(error.code, REFUSAL_MESSAGES[error.code] ?? 'Stripe a refusé l’opération : rien n’a été déplacé.');
  }
  return null;
}

async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

function paymentState(status: Stripe.PaymentIntent.Status): ProcessorState {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
      return 'requires-action';
    // requires_payment_method (also after a declined card: the client may try another one on the
    // same intent while the slot is held), requires_confirmation, processing, requires_capture.
    default:
      return 'pending';
  }
}

/** Refund, payout and charge statuses share their words; in_transit is a payout on its way. */
function movementState(status: string | null): ProcessorState {
  switch (status) {
    case 'succeeded':
    case 'paid':
      return 'succeeded';
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
      return 'requires-action';
    default:
      return 'pending';
  }
}

/** A payment without its client secret: what an event carries, and may be written (the secret never is). */
function paymentObject(intent: Stripe.PaymentIntent): ProcessorObject {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    kind: 'payment',
    state: paymentState(intent.status),
    amount: intent.amount,
    failureCode: error ? (error.decline_code ?? error.code ?? null) : null,
    metadata: { ...intent.metadata },
  };
}

function payment(intent: Stripe.PaymentIntent): ProcessorPayment {
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came back without its client_secret`);
  return { ...paymentObject(intent), kind: 'payment', clientSecret: intent.client_secret };
}

function refundObject(refund: Stripe.Refund): ProcessorObject {
  const state = movementState(refund.status);
  const failureCode = state === 'failed' ? (refund.failure_reason ?? 'unknown') : null;
  return { id: refund.id, kind: 'refund', state, amount: refund.amount, failureCode, metadata: { ...refund.metadata } };
}

/** A transfer exists only once it has moved the money: Stripe creates it synchronously or refuses it. */
function transferObject(transfer: Stripe.Transfer): ProcessorObject {
  return {
    id: transfer.id,
    kind: 'transfer',
    state: 'succeeded',
    amount: transfer.amount,
    failureCode: null,
    metadata: { ...transfer.metadata },
  };
}

function reversalObject(reversal: Stripe.TransferReversal): ProcessorObject {
  return {
    id: reversal.id,
    kind: 'reversal',
    state: 'succeeded',
    amount: reversal.amount,
    failureCode: null,
    metadata: { ...reversal.metadata },
  };
}

function payoutObject(payout: Stripe.Payout): ProcessorObject {
  const state = movementState(payout.status);
  return {
    id: payout.id,
    kind: 'payout',
    state,
    amount: payout.amount,
    failureCode: payout.failure_code,
    metadata: { ...payout.metadata },
  };
}

/** An account is usable once Stripe lets it receive transfers; until then (onboarding, a document asked) it is pending. */
function accountObject(account: Stripe.Account): ProcessorObject {
  const state: ProcessorState = account.capabilities?.transfers === 'active' ? 'succeeded' : 'pending';
  return { id: account.id, kind: 'account', state, amount: 0, failureCode: null, metadata: { ...account.metadata } };
}

/** The newest reversal of a transfer: `transfer.reversed` carries the transfer, each reversal in it. */
function newestReversal(transfer: Stripe.Transfer): Stripe.TransferReversal | undefined {
  return [...transfer.reversals.data].sort((a, b) => b.created - a.created)[0];
}

/**
 * A verified Stripe event as the port's event, or null when the port has none for it (an unknown
 * type, a refund not yet settled, a reversal the event does not list): the webhook then answers 200.
 */
export function toProcessorEvent(event: Stripe.Event): ProcessorEvent | null {
  const created = new Date(event.created * 1000);
  const named = (type: ProcessorEvent['type'], object: ProcessorObject): ProcessorEvent => ({ id: event.id, type, object, created });
  switch (event.type) {
    case 'payment_intent.succeeded':
      return named('payment.succeeded', paymentObject(event.data.object));
    case 'payment_intent.payment_failed':
      return named('payment.failed', paymentObject(event.data.object));
    case 'payment_intent.requires_action':
      return named('payment.requires-action', paymentObject(event.data.object));
    case 'payment_intent.canceled':
      return named('payment.canceled', paymentObject(event.data.object));
    // A card refund is usually succeeded as soon as it is created, and then never updated: the
    // creation counts too (a refund made in Stripe's dashboard arrives this way).
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const refund = refundObject(event.data.object);
      if (refund.state === 'succeeded') return named('refund.succeeded', refund);
      if (refund.state === 'failed') return named('refund.failed', refund);
      return null;
    }
    case 'transfer.created':
      return named('transfer.succeeded', transferObject(event.data.object));
    case 'transfer.reversed': {
      // The reversal's own answer already settled its ledger entry (reversals are synchronous).
      const reversal = newestReversal(event.data.object);
      return reversal ? named('reversal.succeeded', reversalObject(reversal)) : null;
    }
    case 'payout.paid':
      return named('payout.paid', payoutObject(event.data.object));
    case 'payout.failed':
      return named('payout.failed', payoutObject(event.data.object));
    default:
      return null;
  }
}

/** The booking a charge belongs to: its transfer group is the booking's id, whatever its metadata holds. */
function chargeMetadata(charge: Stripe.Charge): Record<string, string> {
  const metadata = { ...charge.metadata };
  if (charge.transfer_group && !metadata.bookingId) metadata.bookingId = charge.transfer_group;
  return metadata;
}

/**
 * One balance transaction as a record, named by the object the ledger knows (a charge by its
 * PaymentIntent). The amount is the gross, unsigned: Stripe's fee is the platform's cost,
 * reconciled apart and never in a booking's ledger. Movements the port has no kind for (Stripe's
 * fees, disputes, adjustments) are left out.
 */
function recordOf(transaction: Stripe.BalanceTransaction): ProcessorRecord | null {
  const { source } = transaction;
  if (source === null || typeof source === 'string') return null;
  const base = { amount: Math.abs(transaction.amount), created: new Date(transaction.created * 1000) };
  switch (source.object) {
    case 'charge': {
      const intent = source.payment_intent;
      const objectId = (typeof intent === 'string' ? intent : intent?.id) ?? source.id;
      return { ...base, objectId, kind: 'payment', state: movementState(source.status), metadata: chargeMetadata(source) };
    }
    case 'refund':
      return { ...base, objectId: source.id, kind: 'refund', state: movementState(source.status), metadata: { ...source.metadata } };
    case 'transfer':
      return { ...base, objectId: source.id, kind: 'transfer', state: 'succeeded', metadata: { ...source.metadata } };
    case 'transfer_reversal':
      return { ...base, objectId: source.id, kind: 'reversal', state: 'succeeded', metadata: { ...source.metadata } };
    // The platform's own payouts to its bank (manual, decision 017): no booking, the reconciliation sorts them.
    case 'payout':
      return { ...base, objectId: source.id, kind: 'payout', state: movementState(source.status), metadata: { ...source.metadata } };
    default:
      return null;
  }
}

/** The processor that moves real money. `webhookSecret` is the signing secret (`whsec_…`) of the endpoint `verifyEvent` serves. */
export function createStripeProcessor(secretKey: string, webhookSecret: string, connection: StripeConnection = {}): Processor {
  const stripe = new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Retrying is safe: every creating call carries its idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...connection,
  });

  return {
    name: 'stripe',

    async createPayment({ amount, bookingId, key }) {
      const intent = await refusing(() =>
        stripe.paymentIntents.create(
          {
            amount,
            currency: 'eur',
            // Taken at booking, not held: an authorisation would not last until the service (decision 017).
            capture_method: 'automatic',
            // Cards only at first (decision 017); this API version names `payment_method_types` so.
            allowed_payment_method_types: ['card'],
            transfer_group: bookingId,
            metadata: { bookingId },
          },
          { idempotencyKey: key },
        ),
      );
      return payment(intent);
    },

    async retrievePayment(id) {
      return payment(await refusing(() => stripe.paymentIntents.retrieve(id)));
    },

    async cancelPayment(id, key) {
      return paymentObject(await refusing(() => stripe.paymentIntents.cancel(id, {}, { idempotencyKey: key })));
    },

    async refund({ paymentId, amount, key, metadata }) {
      const refund = await refusing(() => stripe.refunds.create({ payment_intent: paymentId, amount, metadata }, { idempotencyKey: key }));
      return refundObject(refund);
    },

    async transfer({ accountId, amount, key, metadata }) {
      // The booking's transfer group ties the transfer to its payment in Stripe's reports.
      const transfer = await refusing(() =>
        stripe.transfers.create(
          {
            amount,
            currency: 'eur',
            destination: accountId,
            ...(metadata.bookingId ? { transfer_group: metadata.bookingId } : {}),
            metadata,
          },
          { idempotencyKey: key },
        ),
      );
      return transferObject(transfer);
    },

    async reverseTransfer({ transferId, amount, key, metadata }) {
      const reversal = await refusing(() => stripe.transfers.createReversal(transferId, { amount, metadata }, { idempotencyKey: key }));
      return reversalObject(reversal);
    },

    async payout({ accountId, amount, key, metadata }) {
      // Made on the Kooker's connected account (Stripe-Account header), from its own balance.
      const payout = await refusing(() =>
        stripe.payouts.create({ amount, currency: 'eur', metadata }, { stripeAccount: accountId, idempotencyKey: key }),
      );
      return payoutObject(payout);
    },

    async createAccount({ kookerId, iban, holder, key }) {
      // Described by its `controller` properties rather than the legacy `type: 'express'`, with the
      // same behaviour (decision 017): Stripe collects the requirements and hosts the Express
      // dashboard; the platform pays Stripe's fees and bears the losses. Only `transfers` is asked
      // for: the Kooker is paid by transfers, never charges a card (whether Stripe also requires
      // `card_payments` for such an account is to be checked on the test project).
      const account = await refusing(() =>
        stripe.accounts.create(
          {
            country: 'FR',
            controller: {
              stripe_dashboard: { type: 'express' },
              requirement_collection: 'stripe',
              fees: { payer: 'application' },
              losses: { payments: 'application' },
            },
            capabilities: { transfers: { requested: true } },
            // Given at creation only: once onboarding has started, Stripe lets the Kooker alone change it.
            external_account: { object: 'bank_account', country: 'FR', currency: 'eur', account_number: iban, account_holder_name: holder },
            metadata: { kookerId },
          },
          { idempotencyKey: key },
        ),
      );
      return accountObject(account);
    },

    /**
     * Throws `InvalidEventError` for a bad signature, a signed timestamp older than
     * `EVENT_TOLERANCE_SECONDS` at `now`, or a body that is not an event (answered 400); null for
     * a genuine event the port has no type for (an unknown type, a refund still pending: answered 200).
     */
    verifyEvent(rawBody, signature, now) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, EVENT_TOLERANCE_SECONDS, undefined, now.getTime());
      } catch (error) {
        throw new InvalidEventError(error instanceof Error ? error.message : 'Invalid Stripe webhook delivery');
      }
      // A genuine event the port has no type for: null, answered 200 so that Stripe stops sending it.
      return toProcessorEvent(event);
    },

    async listRecords(from, to) {
      const records: ProcessorRecord[] = [];
      const transactions = stripe.balanceTransactions.list({
        created: { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) },
        expand: ['data.source'],
        limit: 100,
      });
      // Auto-pagination: every page of the day, however many bookings moved money.
      for await (const transaction of transactions) {
        const record = recordOf(transaction);
        if (record) records.push(record);
      }
      return records;
    },
  };
}
