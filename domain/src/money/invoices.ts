/**
 * The platform's documents as plain data (docs/argent.md): the client's receipt of a payment or a
 * refund, the Kooker's monthly statement, and the platform's invoice of its commission to a
 * Kooker. The functions render them (functions/src/payments/documents.ts); here are what they
 * say, their totals and their numbers. Amounts are integer cents, as everywhere.
 */
import { formatLongDate } from '../rules/french-dates';
import { PLATFORM_IDENTITY, TIME_ZONE, VAT_RATE_PERCENT } from '../rules/rules';

/** The legal mentions of the seller of an invoice. */
export interface SellerIdentity {
  readonly name: string;
  readonly address: string;
  readonly siren: string;
  readonly rcs: string;
  readonly vatNumber: string;
  readonly capital: string;
}

/** An amount, VAT included, split into what is before VAT and the VAT itself, in cents. */
export interface VatSplit {
  excludingTax: number;
  vat: number;
  includingTax: number;
}

/**
 * Splits an amount that includes VAT at `ratePercent`: the part before VAT is rounded to the
 * nearest cent (half up), the VAT is the rest, so the two always add up to the amount. The
 * commission is VAT included (docs/argent.md): the VAT comes out of it, the Kooker's share is the same.
 */
export function vatIncluded(includingTaxCents: number, ratePercent: number): VatSplit {
  if (!Number.isInteger(includingTaxCents) || includingTaxCents < 0) throw new RangeError(`Montant invalide : ${includingTaxCents}`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0) throw new RangeError(`Taux de TVA invalide : ${ratePercent}`);
  const excludingTax = Math.round((includingTaxCents * 100) / (100 + ratePercent));
  return { excludingTax, vat: includingTaxCents - excludingTax, includingTax: includingTaxCents };
}

// ————— Numbers —————

const INVOICE_NUMBER = /^KK-(\d{4})-(\d{6,})$/;

/**
 * An invoice's number: "KK-2026-000042", the year of issue and the rank in one unbroken
 * sequence (a counter the functions keep; a number is never reused nor skipped).
 */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`Année invalide : ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Numéro de facture invalide : ${sequence}`);
  return `KK-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year and rank of an invoice number written by `invoiceNumber`, or null for anything else. */
export function parseInvoiceNumber(value: string): { year: number; sequence: number } | null {
  const match = INVOICE_NUMBER.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  // Only the one way of writing each number: "KK-2026-0000042" is not 42.
  try {
    return invoiceNumber(year, sequence) === value ? { year, sequence } : null;
  } catch {
    return null;
  }
}

// ————— Dates as the documents write them —————

let dayFormat: Intl.DateTimeFormat | undefined;
let monthFormat: Intl.DateTimeFormat | undefined;

/** The Paris day of an instant, as a document's date of issue: "26 novembre 2026", "1er décembre 2026". */
export function formatIssueDate(instant: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
  // French writes the first day of a month as an ordinal.
  return dayFormat.format(instant).replace(/^1 /, '1er ');
}

function assertMonth(month: string): void {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`Mois invalide : ${month}`);
}

/** A `yyyy-MM` month: "novembre 2026". */
export function formatMonth(month: string): string {
  assertMonth(month);
  monthFormat ??= new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** A `yyyy-MM-dd` day in a table's narrow column: "26/11/2026". */
export function formatShortDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

// ————— The client's receipt —————

export type ReceiptKind = 'payment' | 'refund';
/** Where the processor is with the movement: a refund may be asked for and not yet made. */
export type ReceiptState = 'succeeded' | 'requested' | 'failed';

/** The client's receipt of one payment or one refund of a booking. */
export interface ReceiptData {
  /** The receipt's own number (`receiptNumber`). */
  number: string;
  issuedAt: Date;
  clientName: string;
  kookerName: string;
  serviceName: string;
  /** The service's Paris day, `yyyy-MM-dd`, and time, `HH:mm`. */
  date: string;
  time: string;
  participants: number;
  pricePerPerson: number;
  kind: ReceiptKind;
  /** What was paid, or refunded, by this movement. */
  amount: number;
  state: ReceiptState;
  /** The processor's reference of the movement (the ledger entry's `reference`). */
  processorReference: string;
  bookingId: string;
  /** The Kooker's legal status as the booking recorded it (legalStatusText), or null for a booking made before it was asked. */
  kookerStatus: string | null;
  /** The terms of sale the client accepted, and when (receiptTermsText); null for a booking made before the box was asked. */
  termsAccepted: string | null;
}

/**
 * « Conditions générales de vente acceptées le 26 novembre 2026 (version du 26 novembre 2026) »:
 * what the receipt says of the terms the booking was made under (docs/reservations.md, « Ce que
 * le client accepte »); null when the client was not asked to tick them.
 */
export function receiptTermsText(version: string, acceptedAt: Date | null): string | null {
  if (!acceptedAt) return null;
  const versionText = /^\d{4}-\d{2}-\d{2}$/.test(version)
    ? `version du ${formatIssueDate(new Date(`${version}T12:00:00Z`))}`
    : `version ${version}`;
  return `Conditions générales de vente acceptées le ${formatIssueDate(acceptedAt)} (${versionText})`;
}

/**
 * A receipt's number: the booking and the rank of its ledger entry (1 for the payment), so that
 * the same movement always has the same receipt and a second refund its own.
 */
export function receiptNumber(bookingId: string, entryRank: number): string {
  if (!bookingId) throw new RangeError('Réservation manquante');
  if (!Number.isInteger(entryRank) || entryRank < 1) throw new RangeError(`Rang invalide : ${entryRank}`);
  return `R-${bookingId}-${entryRank}`;
}

/** « Reçu de paiement » or « Reçu de remboursement ». */
export function receiptTitle(kind: ReceiptKind): string {
  return kind === 'payment' ? 'Reçu de paiement' : 'Reçu de remboursement';
}

/** "Montant payé" or "Montant remboursé": the label of the receipt's amount. */
export function receiptAmountLabel(kind: ReceiptKind): string {
  return kind === 'payment' ? 'Montant payé' : 'Montant remboursé';
}

const RECEIPT_STATE_TEXT: Record<ReceiptKind, Record<ReceiptState, string>> = {
  payment: {
    succeeded: 'Paiement reçu.',
    requested: 'Paiement en cours de traitement : ce reçu sera à jour une fois le paiement accepté.',
    failed: 'Paiement refusé : ce montant n’a pas été encaissé.',
  },
  refund: {
    succeeded: 'Remboursement effectué sur le moyen de paiement utilisé.',
    requested: 'Remboursement demandé, en cours de traitement : il n’est pas encore effectué.',
    failed: 'Le remboursement n’a pas abouti : l’équipe Kookers s’en occupe.',
  },
};

/** What the receipt says of where the movement stands; one still in progress says so. */
export function receiptStateText(kind: ReceiptKind, state: ReceiptState): string {
  return RECEIPT_STATE_TEXT[kind][state];
}

/** The service as the receipt describes it: "samedi 19 décembre 2026 à 10:00". */
export function receiptWhen(data: Pick<ReceiptData, 'date' | 'time'>): string {
  return `${formatLongDate(data.date)} à ${data.time}`;
}

// ————— The Kooker's monthly statement —————

/** One booking of the month, as the statement lists it. */
export interface StatementLine {
  bookingId: string;
  /** The service's Paris day, `yyyy-MM-dd`. */
  date: string;
  serviceName: string;
  clientName: string;
  /** Paid by the client, refunded to them, kept as the commission, the Kooker's share. */
  total: number;
  refunded: number;
  commission: number;
  kookerShare: number;
  /** Where the booking stands, in French ("Terminée, versée", "À venir"…). */
  status: string;
}

export type StatementTotals = Pick<StatementLine, 'total' | 'refunded' | 'commission' | 'kookerShare'>;

/** The Kooker's balance when the statement is issued, in cents. */
export interface KookerBalance {
  /** Earned, still held (services to come, or within the client's window to report a problem). */
  held: number;
  /** Earned, ready to be paid out. */
  available: number;
  /** Paid out to the Kooker during the month. */
  paidOut: number;
  /** Taken back and not yet deducted: what the Kooker owes the platform. */
  owed: number;
}

export interface StatementData {
  kookerName: string;
  /** `yyyy-MM`. */
  month: string;
  issuedAt: Date;
  /** By date, then by booking. */
  lines: StatementLine[];
  totals: StatementTotals;
  balance: KookerBalance;
}

function assertCents(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} invalide : ${value}`);
}

/** The sums of the statement's columns. */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  return lines.reduce(
    (sums, line) => ({
      total: sums.total + line.total,
      refunded: sums.refunded + line.refunded,
      commission: sums.commission + line.commission,
      kookerShare: sums.kookerShare + line.kookerShare,
    }),
    { total: 0, refunded: 0, commission: 0, kookerShare: 0 },
  );
}

/**
 * A statement from its lines: sorted by date, totalled. Each line must balance as a booking does
 * (docs/argent.md: total = refund + commission + kookerPayout), or the statement is refused.
 */
export function buildStatement(input: Omit<StatementData, 'totals'>): StatementData {
  assertMonth(input.month);
  for (const line of input.lines) {
    for (const key of ['total', 'refunded', 'commission', 'kookerShare'] as const) assertCents(line[key], key);
    if (line.total !== line.refunded + line.commission + line.kookerShare) {
      throw new RangeError(`La réservation ${line.bookingId} ne s’équilibre pas : ${line.total} ≠ remboursé + commission + part du Kooker`);
    }
  }
  for (const key of ['held', 'available', 'paidOut', 'owed'] as const) assertCents(input.balance[key], key);
  const lines = [...input.lines].sort((a, b) => a.date.localeCompare(b.date) || a.bookingId.localeCompare(b.bookingId));
  return { ...input, lines, totals: statementTotals(lines) };
}

// ————— The platform's invoice of its commission —————

/** What the invoice sells, and how it is paid (French invoices state both). */
export const INVOICE_SERVICE_LABEL = 'Commission de service de mise en relation';
export const INVOICE_PAYMENT_TERMS = 'Prélevée sur les sommes encaissées pour votre compte';

/** One booking's commission, VAT included. */
export interface InvoiceLine {
  bookingId: string;
  /** The service's Paris day, `yyyy-MM-dd`. */
  date: string;
  serviceName: string;
  commission: number;
}

export interface InvoiceTotals extends VatSplit {
  ratePercent: number;
}

export interface InvoiceData {
  number: string;
  issuedAt: Date;
  /** The month invoiced, `yyyy-MM`. */
  month: string;
  seller: SellerIdentity;
  buyer: { name: string; address: string };
  /** By date, then by booking. */
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/**
 * The invoice's totals: the commissions, VAT included, added up, then split once on that total
 * (not line by line, whose roundings could add up to a cent more or less than the total's).
 */
export function invoiceTotals(lines: readonly Pick<InvoiceLine, 'commission'>[], ratePercent: number = VAT_RATE_PERCENT): InvoiceTotals {
  const includingTax = lines.reduce((sum, line) => sum + line.commission, 0);
  return { ...vatIncluded(includingTax, ratePercent), ratePercent };
}

/**
 * The commission invoice of a Kooker's month, sold by the platform (PLATFORM_IDENTITY): lines
 * with no commission (a booking refunded in full) are left out, the others sorted by date. A
 * negative commission is refused: taking back an invoiced commission is a credit note's work.
 */
export function buildCommissionInvoice(input: Omit<InvoiceData, 'seller' | 'totals'>): InvoiceData {
  if (!parseInvoiceNumber(input.number)) throw new RangeError(`Numéro de facture invalide : ${input.number}`);
  assertMonth(input.month);
  for (const line of input.lines) assertCents(line.commission, 'Commission');
  const lines = input.lines
    .filter((line) => line.commission > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.bookingId.localeCompare(b.bookingId));
  return { ...input, seller: PLATFORM_IDENTITY, lines, totals: invoiceTotals(lines) };
}

/** "TVA 20 %" (with the no-break space French writes before "%"). */
export function vatLabel(ratePercent: number): string {
  return `TVA ${ratePercent}\u00a0%`;
}
