/**
 * The card processor, as the functions see it (docs/decisions/017-paiements-par-carte.md): a port
 * with two adapters — stripe-processor.ts, written against Stripe's API for production, and
 * simulated-processor.ts, the only one these machines run. Callers never know which: they record
 * each movement `requested` in the booking's ledger (with the idempotency key of the attempt)
 * before the call, then settle it from the answer or, later, from the processor's event
 * (events.ts). Amounts are integer cents, in euros.
 */

/** Where an object of the processor stands: still moving, done, or refused (with why). */
export type ProcessorState = 'pending' | 'requires-action' | 'succeeded' | 'failed' | 'canceled';

/** The kinds of object the port creates, each the Stripe object of decision 017. */
export type ProcessorObjectKind = 'payment' | 'refund' | 'transfer' | 'reversal' | 'payout' | 'account';

/** An object as the processor answers it. */
export interface ProcessorObject {
  /** The processor's id (`pi_…`, `re_…`, `tr_…`, `trr_…`, `po_…`, `acct_…`; `sim_…` in the simulation). */
  id: string;
  kind: ProcessorObjectKind;
  state: ProcessorState;
  /** Cents. 0 for an account. */
  amount: number;
  /** Why it failed, as the processor's code (`card_declined`, `insufficient_funds`…); null otherwise. */
  failureCode: string | null;
  /** What we sent it: the booking, the ledger entry or the Kooker it belongs to. */
  metadata: Record<string, string>;
}

/** A payment (PaymentIntent): what the browser needs to confirm it, never written in Firestore. */
export interface ProcessorPayment extends ProcessorObject {
  kind: 'payment';
  clientSecret: string;
}

/** One event of the processor, once verified: what happened to which object. */
export interface ProcessorEvent {
  /** Unique: an event is processed once, whatever the number of deliveries (`evt_…`). */
  id: string;
  type:
    | 'payment.succeeded'
    | 'payment.failed'
    | 'payment.requires-action'
    | 'payment.canceled'
    | 'refund.succeeded'
    | 'refund.failed'
    | 'transfer.succeeded'
    | 'transfer.failed'
    | 'reversal.succeeded'
    | 'reversal.failed'
    | 'payout.paid'
    | 'payout.failed';
  /** The object as it was when the event was sent (it may have moved since: handlers read it again). */
  object: ProcessorObject;
  /** When the processor created the event. */
  created: Date;
}

/** A movement of the processor's balance, for the reconciliation (Stripe: a balance transaction). */
export interface ProcessorRecord {
  /** The object that moved the money. */
  objectId: string;
  kind: Exclude<ProcessorObjectKind, 'account'>;
  state: ProcessorState;
  amount: number;
  metadata: Record<string, string>;
  created: Date;
}

/** The processor a function talks to. Every creating call carries an idempotency key: the same key, the same object. */
export interface Processor {
  /** Which adapter: the deploy refuses 'simulated' on a production project. */
  readonly name: 'stripe' | 'simulated';
  /** A payment of `amount` for the booking, to be confirmed by the client's browser. */
  createPayment(input: { amount: number; bookingId: string; key: string }): Promise<ProcessorPayment>;
  retrievePayment(id: string): Promise<ProcessorPayment>;
  /** Gives up a payment not yet succeeded (the hold expired). */
  cancelPayment(id: string, key: string): Promise<ProcessorObject>;
  /** Gives `amount` of a succeeded payment back to the card. */
  refund(input: { paymentId: string; amount: number; key: string; metadata: Record<string, string> }): Promise<ProcessorObject>;
  /** Sends `amount` from the platform's balance to the Kooker's account (separate charges and transfers). */
  transfer(input: {
    accountId: string;
    amount: number;
    key: string;
    metadata: Record<string, string>;
    /** The payment the money came from (Stripe: `source_transaction`): the transfer leaves even before its funds are available. */
    sourcePaymentId?: string;
  }): Promise<ProcessorObject>;
  /** Takes `amount` of a transfer back from the Kooker's account: fails when its balance does not cover it. */
  reverseTransfer(input: { transferId: string; amount: number; key: string; metadata: Record<string, string> }): Promise<ProcessorObject>;
  /** Sends `amount` of the Kooker's account balance to their bank account. */
  payout(input: { accountId: string; amount: number; key: string; metadata: Record<string, string> }): Promise<ProcessorObject>;
  /** The Kooker's account, created once per Kooker, paying out to `iban`. */
  createAccount(input: { kookerId: string; iban: string; holder: string; key: string }): Promise<ProcessorObject>;
  /**
   * Parses and verifies one delivery of the webhook; throws `InvalidEventError` on a bad signature
   * or a stale one. Null: a genuine event with nothing for us (answered 200, so that it is not sent again).
   */
  verifyEvent(rawBody: Buffer | string, signature: string, now: Date): ProcessorEvent | null;
  /** Every balance movement created in [from, to), for the reconciliation. */
  listRecords(from: Date, to: Date): Promise<ProcessorRecord[]>;
}

/** A webhook delivery that is not the processor's, or too old to be trusted: answered 400, nothing written. */
export class InvalidEventError extends Error {}

/** A call the processor refused outright (a declined card, a reversal its balance does not cover): no object moves. */
export class ProcessorRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** How long a signed delivery stays acceptable (Stripe's default tolerance): a replayed capture is refused after. */
export const EVENT_TOLERANCE_SECONDS = 300;
