import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_TOLERANCE_SECONDS, InvalidEventError, ProcessorRefusal, type Processor } from './processor';
import { HANDLED_STRIPE_EVENT_TYPES, STRIPE_API_VERSION, createStripeProcessor, toProcessorEvent } from './stripe-processor';

/**
 * The Stripe adapter against recorded answers (docs/decisions/017-paiements-par-carte.md): a
 * local server on 127.0.0.1 answers each request with the next prepared Stripe object, shaped as
 * Stripe's API reference documents it, and records what the package sent.
 */
const SECRET_KEY = 'sk_test_51KookersFixture';
const WEBHOOK_SECRET = 'whsec_kookers_fixture_secret';

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

let server: Server;
let port: number;
let sent: Sent[] = [];
let replies: { status: number; body: unknown }[] = [];

function answer(body: unknown, status = 200) {
  replies.push({ status, body });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      sent.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, form, headers: request.headers });
      // 400, not 500: the package would retry a 5xx.
      const reply = replies.shift() ?? { status: 400, body: { error: { type: 'invalid_request_error', message: 'no reply prepared' } } };
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${sent.length}` });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let processor: Processor;
beforeEach(() => {
  sent = [];
  replies = [];
  processor = createStripeProcessor(SECRET_KEY, WEBHOOK_SECRET, { host: '127.0.0.1', port, protocol: 'http' });
});

function only(): Sent {
  expect(sent).toHaveLength(1);
  return sent[0] as Sent;
}

const created = 1_765_360_800; // 2025-12-10T10:00:00Z

function paymentIntent(fields: Record<string, unknown> = {}) {
  return {
    id: 'pi_3QkTst2eZvKYlo2C0a1b2c3d',
    object: 'payment_intent',
    amount: 10_500,
    amount_received: 0,
    allowed_payment_method_types: ['card'],
    capture_method: 'automatic',
    client_secret: 'pi_3QkTst2eZvKYlo2C0a1b2c3d_secret_XyZ123',
    confirmation_method: 'automatic',
    created,
    currency: 'eur',
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: { bookingId: 'booking-1' },
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    transfer_group: 'booking-1',
    ...fields,
  };
}

function refund(fields: Record<string, unknown> = {}) {
  return {
    id: 're_3QkTst2eZvKYlo2C1r2e3f',
    object: 'refund',
    amount: 5_250,
    charge: 'ch_3QkTst2eZvKYlo2C1c2h3g',
    created,
    currency: 'eur',
    metadata: { bookingId: 'booking-1' },
    payment_intent: 'pi_3QkTst2eZvKYlo2C0a1b2c3d',
    reason: null,
    status: 'succeeded',
    ...fields,
  };
}

function transfer(fields: Record<string, unknown> = {}) {
  return {
    id: 'tr_1QkTst2eZvKYlo2CtR4n5f',
    object: 'transfer',
    amount: 9_450,
    amount_reversed: 0,
    created,
    currency: 'eur',
    destination: 'acct_1QkKooker00000001',
    metadata: { bookingId: 'booking-1' },
    reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: '/v1/transfers/tr_1QkTst2eZvKYlo2CtR4n5f/reversals' },
    reversed: false,
    transfer_group: 'booking-1',
    ...fields,
  };
}

function reversal(id: string, amount: number, at: number) {
  return {
    id,
    object: 'transfer_reversal',
    amount,
    created: at,
    currency: 'eur',
    metadata: { bookingId: 'booking-1' },
    transfer: 'tr_1QkTst2eZvKYlo2CtR4n5f',
  };
}

function payout(fields: Record<string, unknown> = {}) {
  return {
    id: 'po_1QkTst2eZvKYlo2CpAy0uT',
    object: 'payout',
    amount: 9_450,
    arrival_date: created + 2 * 86_400,
    created,
    currency: 'eur',
    failure_code: null,
    failure_message: null,
    metadata: { kookerId: 'kooker-1' },
    method: 'standard',
    status: 'pending',
    type: 'bank_account',
    ...fields,
  };
}

describe('the calls that create objects', () => {
  it('creates the booking’s PaymentIntent in euros, cards only, grouped and tagged by the booking, under the attempt’s key', async () => {
    answer(paymentIntent());
    const payment = await processor.createPayment({ amount: 10_500, bookingId: 'booking-1', key: 'booking-1:payment' });
    const request = only();
    expect([request.method, request.path]).toEqual(['POST', '/v1/payment_intents']);
    expect(Object.fromEntries(request.form)).toEqual({
      amount: '10500',
      currency: 'eur',
      capture_method: 'automatic',
      'allowed_payment_method_types[0]': 'card',
      transfer_group: 'booking-1',
      'metadata[bookingId]': 'booking-1',
    });
    expect(request.headers['idempotency-key']).toBe('booking-1:payment');
    expect(request.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(payment).toEqual({
      id: 'pi_3QkTst2eZvKYlo2C0a1b2c3d',
      kind: 'payment',
      state: 'pending',
      amount: 10_500,
      failureCode: null,
      metadata: { bookingId: 'booking-1' },
      clientSecret: 'pi_3QkTst2eZvKYlo2C0a1b2c3d_secret_XyZ123',
    });
  });

  it('reads a payment again, with the secret the browser confirms it with, and says when 3-D Secure waits', async () => {
    answer(paymentIntent({ status: 'requires_action' }));
    const payment = await processor.retrievePayment('pi_3QkTst2eZvKYlo2C0a1b2c3d');
    expect([only().method, only().path]).toEqual(['GET', '/v1/payment_intents/pi_3QkTst2eZvKYlo2C0a1b2c3d']);
    expect(payment).toMatchObject({ state: 'requires-action', clientSecret: 'pi_3QkTst2eZvKYlo2C0a1b2c3d_secret_XyZ123' });
  });

  it('cancels an unpaid payment under its key, and answers it without its client secret', async () => {
    answer(paymentIntent({ status: 'canceled', cancellation_reason: 'abandoned' }));
    const canceled = await processor.cancelPayment('pi_3QkTst2eZvKYlo2C0a1b2c3d', 'booking-1:payment:cancel');
    expect([only().method, only().path]).toEqual(['POST', '/v1/payment_intents/pi_3QkTst2eZvKYlo2C0a1b2c3d/cancel']);
    expect(only().headers['idempotency-key']).toBe('booking-1:payment:cancel');
    expect(canceled).toEqual({
      id: 'pi_3QkTst2eZvKYlo2C0a1b2c3d',
      kind: 'payment',
      state: 'canceled',
      amount: 10_500,
      failureCode: null,
      metadata: { bookingId: 'booking-1' },
    });
  });

  it('refunds part of a payment by its PaymentIntent, with the ledger’s metadata and key', async () => {
    answer(refund({ status: 'pending' }));
    const refunded = await processor.refund({
      paymentId: 'pi_3QkTst2eZvKYlo2C0a1b2c3d',
      amount: 5_250,
      key: 'booking-1:refund',
      metadata: { bookingId: 'booking-1' },
    });
    const request = only();
    expect([request.method, request.path]).toEqual(['POST', '/v1/refunds']);
    expect(Object.fromEntries(request.form)).toEqual({
      payment_intent: 'pi_3QkTst2eZvKYlo2C0a1b2c3d',
      amount: '5250',
      'metadata[bookingId]': 'booking-1',
    });
    expect(request.headers['idempotency-key']).toBe('booking-1:refund');
    expect(refunded).toMatchObject({ id: 're_3QkTst2eZvKYlo2C1r2e3f', kind: 'refund', state: 'pending', amount: 5_250 });
  });

  it('transfers the Kooker’s share from the platform’s balance to their account, in the booking’s transfer group', async () => {
    answer(transfer());
    const sentTransfer = await processor.transfer({
      accountId: 'acct_1QkKooker00000001',
      amount: 9_450,
      key: 'booking-1:payout',
      metadata: { bookingId: 'booking-1' },
    });
    const request = only();
    expect([request.method, request.path]).toEqual(['POST', '/v1/transfers']);
    expect(Object.fromEntries(request.form)).toEqual({
      amount: '9450',
      currency: 'eur',
      destination: 'acct_1QkKooker00000001',
      transfer_group: 'booking-1',
      'metadata[bookingId]': 'booking-1',
    });
    expect(request.headers['idempotency-key']).toBe('booking-1:payout');
    expect(request.headers['stripe-account']).toBeUndefined();
    expect(sentTransfer).toEqual({
      id: 'tr_1QkTst2eZvKYlo2CtR4n5f',
      kind: 'transfer',
      state: 'succeeded',
      amount: 9_450,
      failureCode: null,
      metadata: { bookingId: 'booking-1' },
    });
  });

  it('takes part of a transfer back by a reversal of that transfer', async () => {
    answer(reversal('trr_1QkTst2eZvKYlo2CrEv001', 4_000, created));
    const reversed = await processor.reverseTransfer({
      transferId: 'tr_1QkTst2eZvKYlo2CtR4n5f',
      amount: 4_000,
      key: 'booking-1:reversal',
      metadata: { bookingId: 'booking-1' },
    });
    const request = only();
    expect([request.method, request.path]).toEqual(['POST', '/v1/transfers/tr_1QkTst2eZvKYlo2CtR4n5f/reversals']);
    expect(Object.fromEntries(request.form)).toEqual({ amount: '4000', 'metadata[bookingId]': 'booking-1' });
    expect(request.headers['idempotency-key']).toBe('booking-1:reversal');
    expect(reversed).toMatchObject({ id: 'trr_1QkTst2eZvKYlo2CrEv001', kind: 'reversal', state: 'succeeded', amount: 4_000 });
  });

  it('pays out on the Kooker’s connected account (Stripe-Account), not on the platform’s', async () => {
    answer(payout({ status: 'in_transit' }));
    const paidOut = await processor.payout({
      accountId: 'acct_1QkKooker00000001',
      amount: 9_450,
      key: 'kooker-1:payout:1',
      metadata: { kookerId: 'kooker-1' },
    });
    const request = only();
    expect([request.method, request.path]).toEqual(['POST', '/v1/payouts']);
    expect(Object.fromEntries(request.form)).toEqual({ amount: '9450', currency: 'eur', 'metadata[kookerId]': 'kooker-1' });
    expect(request.headers['stripe-account']).toBe('acct_1QkKooker00000001');
    expect(request.headers['idempotency-key']).toBe('kooker-1:payout:1');
    expect(paidOut).toMatchObject({ kind: 'payout', state: 'pending', amount: 9_450 });
  });

  it('creates a French Express-like account receiving transfers, paying out to the Kooker’s IBAN', async () => {
    answer({
      id: 'acct_1QkKooker00000001',
      object: 'account',
      capabilities: { transfers: 'inactive' },
      charges_enabled: false,
      controller: {
        fees: { payer: 'application' },
        is_controller: true,
        losses: { payments: 'application' },
        requirement_collection: 'stripe',
        stripe_dashboard: { type: 'express' },
        type: 'application',
      },
      country: 'FR',
      created,
      default_currency: 'eur',
      details_submitted: false,
      metadata: { kookerId: 'kooker-1' },
      payouts_enabled: false,
      type: 'express',
    });
    const account = await processor.createAccount({
      kookerId: 'kooker-1',
      iban: 'FR1420041010050500013M02606',
      holder: 'Camille Martin',
      key: 'kooker-1:account',
    });
    const request = only();
    expect([request.method, request.path]).toEqual(['POST', '/v1/accounts']);
    expect(Object.fromEntries(request.form)).toEqual({
      country: 'FR',
      'controller[stripe_dashboard][type]': 'express',
      'controller[requirement_collection]': 'stripe',
      'controller[fees][payer]': 'application',
      'controller[losses][payments]': 'application',
      'capabilities[transfers][requested]': 'true',
      'external_account[object]': 'bank_account',
      'external_account[country]': 'FR',
      'external_account[currency]': 'eur',
      'external_account[account_number]': 'FR1420041010050500013M02606',
      'external_account[account_holder_name]': 'Camille Martin',
      'metadata[kookerId]': 'kooker-1',
    });
    expect(request.headers['idempotency-key']).toBe('kooker-1:account');
    expect(account).toEqual({
      id: 'acct_1QkKooker00000001',
      kind: 'account',
      state: 'pending',
      amount: 0,
      failureCode: null,
      metadata: { kookerId: 'kooker-1' },
    });
  });
});

describe('refusals', () => {
  it('turns a declined card into a ProcessorRefusal with the issuer’s reason, in French', async () => {
    answer(
      {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          doc_url: 'https://stripe.com/docs/error-codes/card-declined',
          payment_intent: paymentIntent(),
        },
      },
      402,
    );
    const refusal = await processor
      .createPayment({ amount: 10_500, bookingId: 'booking-1', key: 'booking-1:payment' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProcessorRefusal);
    expect(refusal).toMatchObject({
      code: 'insufficient_funds',
      message: 'La carte a été refusée faute de provision : essayez-en une autre.',
    });
  });

  it('turns a reversal the Kooker’s balance does not cover into a ProcessorRefusal', async () => {
    answer(
      {
        error: {
          type: 'invalid_request_error',
          code: 'balance_insufficient',
          message: 'Insufficient funds in Stripe account. In test mode, you can add funds to your available balance.',
        },
      },
      400,
    );
    const refusal = await processor
      .reverseTransfer({ transferId: 'tr_1QkTst2eZvKYlo2CtR4n5f', amount: 9_450, key: 'booking-1:reversal', metadata: {} })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProcessorRefusal);
    expect(refusal).toMatchObject({ code: 'balance_insufficient' });
  });

  it.each([
    ['amount_too_large', 'Refund amount (€100.00) is greater than unrefunded amount on charge (€50.00)'],
    ['charge_disputed', 'Charge ch_3QkTst2eZvKYlo2C1a2b3c4d has been charged back; cannot issue a refund.'],
    ['payment_intent_unexpected_state', 'This PaymentIntent’s amount could not be updated because it has a status of succeeded.'],
  ])('turns Stripe’s %s into a ProcessorRefusal: nothing moved, recorded with its reason', async (code, message) => {
    answer({ error: { type: 'invalid_request_error', code, message } }, 400);
    const refusal = await processor
      .refund({ paymentId: 'pi_3QkTst2eZvKYlo2C1xYz', amount: 10_000, key: 'booking-1:e2:1', metadata: {} })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProcessorRefusal);
    expect(refusal).toMatchObject({ code });
  });

  it('turns a transfer to an account not yet able to receive one into a ProcessorRefusal', async () => {
    answer(
      {
        error: {
          type: 'invalid_request_error',
          code: 'transfers_not_allowed',
          message: 'Your destination account needs to have at least one of the following capabilities enabled: transfers.',
        },
      },
      400,
    );
    const refusal = await processor
      .transfer({ accountId: 'acct_1QkTst2eZvKYlo2C', amount: 9_450, key: 'booking-1:e3:1', metadata: {} })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProcessorRefusal);
    expect(refusal).toMatchObject({ code: 'transfers_not_allowed' });
  });

  it('lets any other error through as Stripe’s, for the caller to retry or report', async () => {
    answer(
      {
        error: { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: 'No such payment_intent: pi_missing' },
      },
      404,
    );
    const error = await processor.retrievePayment('pi_missing').catch((thrown: unknown) => thrown);
    expect(error).not.toBeInstanceOf(ProcessorRefusal);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('the reconciliation’s records', () => {
  const from = new Date('2025-12-09T23:00:00.000Z');
  const to = new Date('2025-12-10T23:00:00.000Z');
  const transaction = (id: string, type: string, amount: number, source: unknown) => ({
    id,
    object: 'balance_transaction',
    amount,
    available_on: created + 7 * 86_400,
    created,
    currency: 'eur',
    fee: 0,
    net: amount,
    reporting_category: type,
    source,
    status: 'pending',
    type,
  });

  it('lists every balance transaction of [from, to) across pages, by the object the ledger knows', async () => {
    const charge = {
      id: 'ch_3QkTst2eZvKYlo2C1c2h3g',
      object: 'charge',
      amount: 10_500,
      metadata: {},
      payment_intent: 'pi_3QkTst2eZvKYlo2C0a1b2c3d',
      status: 'succeeded',
      transfer_group: 'booking-1',
    };
    answer({
      object: 'list',
      url: '/v1/balance_transactions',
      has_more: true,
      data: [transaction('txn_1', 'charge', 10_500, charge), transaction('txn_2', 'refund', -5_250, refund())],
    });
    answer({
      object: 'list',
      url: '/v1/balance_transactions',
      has_more: false,
      data: [transaction('txn_3', 'transfer', -9_450, transfer()), transaction('txn_4', 'stripe_fee', -25, null)],
    });
    const records = await processor.listRecords(from, to);

    expect(sent).toHaveLength(2);
    const [first, second] = sent as [Sent, Sent];
    expect(first.path).toBe('/v1/balance_transactions');
    expect(first.query.get('created[gte]')).toBe(String(from.getTime() / 1000));
    expect(first.query.get('created[lt]')).toBe(String(to.getTime() / 1000));
    expect(first.query.get('expand[0]')).toBe('data.source');
    expect(second.query.get('starting_after')).toBe('txn_2');
    const at = new Date(created * 1000);
    expect(records).toEqual([
      {
        objectId: 'pi_3QkTst2eZvKYlo2C0a1b2c3d',
        kind: 'payment',
        state: 'succeeded',
        amount: 10_500,
        metadata: { bookingId: 'booking-1' },
        created: at,
      },
      {
        objectId: 're_3QkTst2eZvKYlo2C1r2e3f',
        kind: 'refund',
        state: 'succeeded',
        amount: 5_250,
        metadata: { bookingId: 'booking-1' },
        created: at,
      },
      {
        objectId: 'tr_1QkTst2eZvKYlo2CtR4n5f',
        kind: 'transfer',
        state: 'succeeded',
        amount: 9_450,
        metadata: { bookingId: 'booking-1' },
        created: at,
      },
    ]);
  });
});

describe('the webhook’s deliveries', () => {
  const now = new Date('2025-12-10T10:05:00.000Z');
  const nowSeconds = now.getTime() / 1000;

  /** An event as Stripe sends it, of the endpoint's API version. */
  function stripeEvent(type: string, object: unknown) {
    return {
      id: 'evt_1QkTst2eZvKYlo2CeVt00001',
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: created + 290,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  function delivery(type: string, object: unknown, signedAt = nowSeconds - 2, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(stripeEvent(type, object));
    return { body: Buffer.from(payload), signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: signedAt }) };
  }

  it('accepts a delivery signed with the endpoint’s secret, and carries the payment without its client secret', () => {
    const { body, signature } = delivery(
      'payment_intent.succeeded',
      paymentIntent({ status: 'succeeded', latest_charge: 'ch_3QkTst2eZvKYlo2C1c2h3g' }),
    );
    const event = processor.verifyEvent(body, signature, now);
    expect(event).toEqual({
      id: 'evt_1QkTst2eZvKYlo2CeVt00001',
      type: 'payment.succeeded',
      object: {
        id: 'pi_3QkTst2eZvKYlo2C0a1b2c3d',
        kind: 'payment',
        state: 'succeeded',
        amount: 10_500,
        failureCode: null,
        metadata: { bookingId: 'booking-1' },
      },
      created: new Date((created + 290) * 1000),
    });
    expect(event?.object).not.toHaveProperty('clientSecret');
  });

  it('refuses a delivery signed with another secret', () => {
    const { body, signature } = delivery('payment_intent.succeeded', paymentIntent(), nowSeconds, 'whsec_someone_else');
    expect(() => processor.verifyEvent(body, signature, now)).toThrow(InvalidEventError);
  });

  it('refuses a body changed after signing', () => {
    const { signature } = delivery('payment_intent.succeeded', paymentIntent({ status: 'succeeded' }));
    const forged = Buffer.from(
      JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: paymentIntent() } }),
    );
    expect(() => processor.verifyEvent(forged, signature, now)).toThrow(InvalidEventError);
  });

  it(`refuses a delivery signed more than ${EVENT_TOLERANCE_SECONDS} s before now, and accepts one signed exactly then`, () => {
    const stale = delivery('payment_intent.succeeded', paymentIntent({ status: 'succeeded' }), nowSeconds - EVENT_TOLERANCE_SECONDS - 1);
    expect(() => processor.verifyEvent(stale.body, stale.signature, now)).toThrow(InvalidEventError);
    const limit = delivery('payment_intent.succeeded', paymentIntent({ status: 'succeeded' }), nowSeconds - EVENT_TOLERANCE_SECONDS);
    expect(processor.verifyEvent(limit.body, limit.signature, now)?.type).toBe('payment.succeeded');
  });

  it('says why a card failed, and leaves the payment pending: the client may try another card', () => {
    const failed = paymentIntent({
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const { body, signature } = delivery('payment_intent.payment_failed', failed);
    expect(processor.verifyEvent(body, signature, now)).toMatchObject({
      type: 'payment.failed',
      object: { state: 'pending', failureCode: 'insufficient_funds' },
    });
  });

  it('settles a refund when Stripe says it succeeded or failed, from either refund event', () => {
    const succeeded = delivery('refund.updated', refund({ status: 'succeeded' }));
    expect(processor.verifyEvent(succeeded.body, succeeded.signature, now)).toMatchObject({
      type: 'refund.succeeded',
      object: { kind: 'refund', amount: 5_250 },
    });
    const failed = delivery('charge.refund.updated', refund({ status: 'failed', failure_reason: 'expired_or_canceled_card' }));
    expect(processor.verifyEvent(failed.body, failed.signature, now)).toMatchObject({
      type: 'refund.failed',
      object: { state: 'failed', failureCode: 'expired_or_canceled_card' },
    });
  });

  it('names a reversal by the newest reversal of the transfer the event carries', () => {
    const reversals = [reversal('trr_older', 1_000, created - 3_600), reversal('trr_newest', 4_000, created)];
    const reversed = transfer({
      amount_reversed: 5_000,
      reversals: {
        object: 'list',
        data: reversals,
        has_more: false,
        total_count: 2,
        url: '/v1/transfers/tr_1QkTst2eZvKYlo2CtR4n5f/reversals',
      },
    });
    const { body, signature } = delivery('transfer.reversed', reversed);
    expect(processor.verifyEvent(body, signature, now)).toMatchObject({
      type: 'reversal.succeeded',
      object: { id: 'trr_newest', kind: 'reversal', amount: 4_000 },
    });
  });

  it('maps transfers and the Kooker’s payouts to the port’s events', () => {
    const created_ = delivery('transfer.created', transfer());
    expect(processor.verifyEvent(created_.body, created_.signature, now)).toMatchObject({
      type: 'transfer.succeeded',
      object: { id: 'tr_1QkTst2eZvKYlo2CtR4n5f' },
    });
    const paid = delivery('payout.paid', payout({ status: 'paid' }));
    expect(processor.verifyEvent(paid.body, paid.signature, now)).toMatchObject({ type: 'payout.paid', object: { state: 'succeeded' } });
    const failed = delivery('payout.failed', payout({ status: 'failed', failure_code: 'account_closed' }));
    expect(processor.verifyEvent(failed.body, failed.signature, now)).toMatchObject({
      type: 'payout.failed',
      object: { state: 'failed', failureCode: 'account_closed' },
    });
  });

  it('tells a genuine event the port has no type for apart from a forged one, so the webhook answers it 200', () => {
    const unknown = delivery('customer.created', { id: 'cus_1', object: 'customer', metadata: {} });
    expect(processor.verifyEvent(unknown.body, unknown.signature, now)).toBeNull();
    expect(() => processor.verifyEvent(unknown.body, unknown.signature, now)).not.toThrow(InvalidEventError);
    const pending = delivery('refund.updated', refund({ status: 'pending' }));
    expect(processor.verifyEvent(pending.body, pending.signature, now)).toBeNull();
  });

  it('translates a settled object of every type the endpoints subscribe to, and not a type outside them', () => {
    const reversed = transfer({
      reversals: { object: 'list', data: [reversal('trr_1', 4_000, created)], has_more: false, url: '/v1/transfers/tr_1/reversals' },
    });
    const settled: Record<(typeof HANDLED_STRIPE_EVENT_TYPES)[number], unknown> = {
      'payment_intent.succeeded': paymentIntent({ status: 'succeeded' }),
      'payment_intent.payment_failed': paymentIntent({ last_payment_error: { type: 'card_error', code: 'card_declined' } }),
      'payment_intent.requires_action': paymentIntent({ status: 'requires_action' }),
      'payment_intent.canceled': paymentIntent({ status: 'canceled' }),
      'refund.created': refund(),
      'refund.updated': refund(),
      'refund.failed': refund({ status: 'failed', failure_reason: 'lost_or_stolen_card' }),
      'charge.refund.updated': refund(),
      'transfer.created': transfer(),
      'transfer.reversed': reversed,
      'payout.paid': payout({ status: 'paid' }),
      'payout.failed': payout({ status: 'failed', failure_code: 'account_closed' }),
    };
    for (const type of HANDLED_STRIPE_EVENT_TYPES) {
      // A parsed delivery, as constructEvent returns it.
      expect(toProcessorEvent(stripeEvent(type, settled[type]) as Stripe.Event), type).not.toBeNull();
    }
    const charge = { id: 'ch_1', object: 'charge', amount: 10_500, amount_refunded: 10_500, metadata: {}, refunded: true };
    expect(toProcessorEvent(stripeEvent('charge.refunded', charge) as Stripe.Event)).toBeNull();
  });
});
