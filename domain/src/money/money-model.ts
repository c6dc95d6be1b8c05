/**
 * The documents of money beside the bookings (docs/argent.md, docs/modele-de-donnees.md): a
 * Kooker's payout account and weekly payouts, the processor's events once processed, the daily
 * reconciliation, the invoices' numbering — and the simulated processor's own records, which
 * only the local platform writes (docs/decisions/017-paiements-par-carte.md). Functions only,
 * except what a Kooker reads of their own (firestore.rules).
 */
import { type Data, type Stamp, int, nullableText, record, stamp, text, texts } from '../rules/read';
import { LEDGER_STATES, type LedgerState } from './booking-money';

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

const strings = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/* ───────────── payoutAccounts/{kookerId} ───────────── */

/**
 * Where a Kooker is paid: their account with the processor (Stripe: a connected account), which
 * keeps the IBAN; we keep its last four characters to show, and what the Kooker owes (a claw-back
 * their account could not cover, netted against their next payouts: docs/argent.md).
 */
export interface PayoutAccount {
  kookerId: string;
  /** The processor's account id (`acct_…`; `sim_acct_…` here). */
  accountId: string;
  holder: string;
  /** « FR76 •••• 0189 »: what the Kooker sees of the IBAN they gave. */
  ibanHint: string;
  /** Cents the Kooker owes the platform. */
  owed: number;
  /**
   * The IBAN's fingerprint (the start of its SHA-256, as in the processor's key): the same IBAN
   * given again is no change (payout-account.ts). '' for an account given before it was kept.
   */
  ibanHash: string;
  /** When the IBAN last changed: no payout for 72 h after. Null for the first account given. */
  changedAt: Stamp | null;
  /** The changes of IBAN in the last 30 days, oldest first: at most 2 (payout-account.ts). */
  changes: Stamp[];
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
}

export function payoutAccountFromData(kookerId: string, data: Data): PayoutAccount {
  return {
    kookerId,
    accountId: text(data.accountId),
    holder: text(data.holder),
    ibanHint: text(data.ibanHint),
    owed: int(data.owed),
    ibanHash: text(data.ibanHash),
    changedAt: stamp(data.changedAt),
    changes: Array.isArray(data.changes) ? data.changes.map(stamp).filter((at): at is Stamp => at !== null) : [],
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
  };
}

export function payoutAccountToData({ kookerId: _kookerId, ...account }: PayoutAccount): Data {
  return account;
}

/* ───────────── payouts/{payoutId} ───────────── */

/** One reversal of a payout's transfer toward what the Kooker owes (Stripe: a transfer reversal), recorded before it is asked. */
export interface Netting {
  /** The transfer it takes back from (its processor id). */
  transfer: string;
  amount: number;
  /** Its idempotency key: `{payoutId}:netting:{n}`. */
  key: string;
  state: LedgerState;
  /** The processor's reversal id ('' until it answers). */
  reference: string;
}

/**
 * One weekly payout of a Kooker (docs/argent.md, « Le solde du Kooker »): the available shares
 * transferred to their account, less what they owed, sent to their bank.
 */
export interface Payout {
  id: string;
  kookerId: string;
  /**
   * Cents sent to the bank by the current attempt: what the Kooker's account held for it when that
   * attempt started (decidePayoutAttempt) — the shares, less what a claw-back took back since and
   * `owedNetted`.
   */
  amount: number;
  /** The bookings whose shares it carries. */
  bookingIds: string[];
  shares: number;
  /** What the Kooker owed, taken back from its transfers (reversals that succeeded): their debt lowered by as much. */
  owedNetted: number;
  /**
   * The reversals toward what the Kooker owed, taken back from this payout's transfers before the
   * bank payout: the money comes back to the platform, not left on their account.
   */
  netting: Netting[];
  state: LedgerState;
  /** The idempotency key of the current attempt ('' until its amount is decided). */
  key: string;
  /** Attempts sent to the bank so far. */
  attempts: number;
  nextAttemptAt: Stamp | null;
  failure: string | null;
  /** The processor's payout id ('' until it answers). */
  reference: string;
  requestedAt: Stamp | null;
  settledAt: Stamp | null;
}

export function payoutFromData(id: string, data: Data): Payout {
  return {
    id,
    kookerId: text(data.kookerId),
    amount: int(data.amount),
    bookingIds: texts(data.bookingIds),
    shares: int(data.shares),
    owedNetted: int(data.owedNetted),
    // Before each reversal was recorded as it was asked, only those that succeeded were kept (reference and amount).
    netting: Array.isArray(data.netting)
      ? data.netting.map(record).map((reversal) => ({
          transfer: text(reversal.transfer),
          amount: int(reversal.amount),
          key: text(reversal.key),
          state: oneOf(reversal.state, LEDGER_STATES, 'succeeded'),
          reference: text(reversal.reference),
        }))
      : [],
    state: oneOf(data.state, LEDGER_STATES, 'requested'),
    key: text(data.key),
    attempts: int(data.attempts),
    nextAttemptAt: stamp(data.nextAttemptAt),
    failure: nullableText(data.failure),
    reference: text(data.reference),
    requestedAt: stamp(data.requestedAt),
    settledAt: stamp(data.settledAt),
  };
}

export function payoutToData({ id: _id, ...payout }: Payout): Data {
  return payout;
}

/* ───────────── processorEvents/{eventId} ───────────── */

/** An event of the processor once processed: created in the same transaction as its effect, so that a second delivery does nothing. */
export interface ProcessedEvent {
  id: string;
  type: string;
  objectId: string;
  /** What it changed, in French, for the operators. */
  outcome: string;
  processedAt: Stamp | null;
}

export function processedEventFromData(id: string, data: Data): ProcessedEvent {
  return { id, type: text(data.type), objectId: text(data.objectId), outcome: text(data.outcome), processedAt: stamp(data.processedAt) };
}

export function processedEventToData({ id: _id, ...event }: ProcessedEvent): Data {
  return event;
}

/* ───────────── reconciliations/{day} ───────────── */

/**
 * One difference between the ledger and the processor's records, or a booking whose ledger breaks
 * what must always hold of its money (`invariant`: ledgerProblems, ledger-invariants.ts).
 */
export interface ReconciliationDifference {
  kind: 'missing-at-processor' | 'missing-in-ledger' | 'amount' | 'state' | 'invariant';
  /** The processor's object id, or the ledger entry's key when the processor has none. */
  reference: string;
  bookingId: string;
  ledgerAmount: number | null;
  processorAmount: number | null;
  ledgerState: string | null;
  processorState: string | null;
  /** In French, for the operators (docs/exploitation.md, « Le rapprochement »). */
  detail: string;
}

/** The daily reconciliation of day `id` (`yyyy-MM-dd`, Paris): what was compared, what differs. */
export interface Reconciliation {
  id: string;
  from: Stamp | null;
  to: Stamp | null;
  compared: number;
  differences: ReconciliationDifference[];
  clean: boolean;
  ranAt: Stamp | null;
}

export function reconciliationFromData(id: string, data: Data): Reconciliation {
  const differences = Array.isArray(data.differences) ? data.differences.map(record) : [];
  return {
    id,
    from: stamp(data.from),
    to: stamp(data.to),
    compared: int(data.compared),
    differences: differences.map((difference) => ({
      kind: oneOf(difference.kind, ['missing-at-processor', 'missing-in-ledger', 'amount', 'state', 'invariant'] as const, 'state'),
      reference: text(difference.reference),
      bookingId: text(difference.bookingId),
      ledgerAmount: typeof difference.ledgerAmount === 'number' ? int(difference.ledgerAmount) : null,
      processorAmount: typeof difference.processorAmount === 'number' ? int(difference.processorAmount) : null,
      ledgerState: nullableText(difference.ledgerState),
      processorState: nullableText(difference.processorState),
      detail: text(difference.detail),
    })),
    clean: differences.length === 0,
    ranAt: stamp(data.ranAt),
  };
}

export function reconciliationToData({ id: _id, ...reconciliation }: Reconciliation): Data {
  return reconciliation;
}

/* ───────────── invoices/{invoiceId} ───────────── */

/**
 * The platform's commission invoice to a Kooker for a month (`{kookerId}_{yyyy-MM}`), or the
 * sequence's counter (`sequence-{yyyy}`, `next` its next number): numbered once, in one unbroken
 * sequence per year, the PDF generated again from the ledger on each request.
 */
export interface InvoiceRecord {
  id: string;
  kookerId: string;
  month: string;
  number: string;
  /** Commission invoiced, VAT included, in cents. */
  amount: number;
  /** A counter's next number (0 on an invoice). */
  next: number;
  issuedAt: Stamp | null;
}

export function invoiceRecordFromData(id: string, data: Data): InvoiceRecord {
  return {
    id,
    kookerId: text(data.kookerId),
    month: text(data.month),
    number: text(data.number),
    amount: int(data.amount),
    next: int(data.next),
    issuedAt: stamp(data.issuedAt),
  };
}

export function invoiceRecordToData({ id: _id, ...invoice }: InvoiceRecord): Data {
  return invoice;
}

/* ───────────── simulatedProcessor/{objectId} (local platform only) ───────────── */

/**
 * An object of the simulated processor (functions/src/payments/simulated-processor.ts), as it keeps
 * it: what Stripe would keep on its side. Never written on a production project.
 */
export interface SimulatedObject {
  id: string;
  kind: 'payment' | 'refund' | 'transfer' | 'reversal' | 'payout' | 'account' | 'settings';
  state: 'pending' | 'requires-action' | 'succeeded' | 'failed' | 'canceled';
  amount: number;
  failureCode: string | null;
  metadata: Record<string, string>;
  /** The idempotency key it was created with. */
  key: string;
  /** A payment: its client secret; a payment's card (last four) once confirmed. */
  clientSecret: string;
  card: string;
  /** A refund, transfer, reversal or payout: the object it moves money from. */
  source: string;
  /** An account: its IBAN (the processor keeps it, not Kookers). */
  iban: string;
  created: Stamp | null;
  /**
   * The settings document: how many of the next refunds, transfers, payouts fail, and payouts paid
   * then returned by the bank (`returnPayouts`); how late events come.
   */
  settings: {
    failRefunds: number;
    failTransfers: number;
    failPayouts: number;
    returnPayouts: number;
    delayMs: number;
    duplicateEvents: boolean;
  };
}

export function simulatedObjectFromData(id: string, data: Data): SimulatedObject {
  const settings = record(data.settings);
  return {
    id,
    kind: oneOf(data.kind, ['payment', 'refund', 'transfer', 'reversal', 'payout', 'account', 'settings'] as const, 'payment'),
    state: oneOf(data.state, ['pending', 'requires-action', 'succeeded', 'failed', 'canceled'] as const, 'pending'),
    amount: int(data.amount),
    failureCode: nullableText(data.failureCode),
    metadata: strings(data.metadata),
    key: text(data.key),
    clientSecret: text(data.clientSecret),
    card: text(data.card),
    source: text(data.source),
    iban: text(data.iban),
    created: stamp(data.created),
    settings: {
      failRefunds: int(settings.failRefunds),
      failTransfers: int(settings.failTransfers),
      failPayouts: int(settings.failPayouts),
      returnPayouts: int(settings.returnPayouts),
      delayMs: int(settings.delayMs),
      duplicateEvents: settings.duplicateEvents === true,
    },
  };
}

export function simulatedObjectToData({ id: _id, ...object }: SimulatedObject): Data {
  return object;
}

/* ───────────── simulatedEvents/{deliveryId} (local platform only) ───────────── */

/** One delivery of a simulated event to the webhook, signed when it is sent: a duplicate is a second delivery of the same event. */
export interface SimulatedDelivery {
  id: string;
  /** The event's JSON, as the webhook receives it. */
  payload: string;
  deliverAt: Stamp | null;
  delivered: boolean;
  /** The webhook's HTTP status once sent; 0 before. */
  status: number;
}

export function simulatedDeliveryFromData(id: string, data: Data): SimulatedDelivery {
  return {
    id,
    payload: text(data.payload),
    deliverAt: stamp(data.deliverAt),
    delivered: data.delivered === true,
    status: int(data.status),
  };
}

export function simulatedDeliveryToData({ id: _id, ...delivery }: SimulatedDelivery): Data {
  return delivery;
}
