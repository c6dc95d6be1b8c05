/**
 * The money documents as PDF, on request (docs/argent.md): a client's receipt of one payment or
 * refund of their booking, a Kooker's monthly statement, and the platform's invoice of its
 * commission to a Kooker for a month — their bookings whose share was earned that month
 * (`payout.earnedAt`, Paris time). The figures come from the ledger through the domain's builders
 * (domain/src/money/invoices.ts), drawn by documents.ts. An invoice is numbered once, in one
 * unbroken sequence per year of issue (`invoices/sequence-{yyyy}`), its number and date kept in
 * `invoices/{kookerId}_{month}`: the same invoice asked again is the same document.
 */
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import {
  buildCommissionInvoice,
  buildStatement,
  formatMonth,
  invoiceNumber,
  moneyDocumentInput,
  moneyDocumentSchema,
  parisMonthOf,
  receiptNumber,
  receiptTermsText,
  statementBalance,
  type MoneyDocumentResult,
  type StatementLine,
} from '@kookers/domain/money';
import type { Booking } from '@kookers/domain/booking';
import { legalStatusText } from '@kookers/domain/kookers';
import { parisDateOf } from '@kookers/domain/rules';
import { collectionOf, documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { answered, parse } from '../shared/parse';
import { throttle } from '../shared/throttle';
import { requireKooker } from './kooker-caller';

export const DOCUMENT_REFUSED = {
  missing: 'Cette réservation n’existe pas.',
  notYours: 'Ce reçu concerne la réservation d’un autre client.',
  noEntry: 'Ce mouvement n’existe pas sur cette réservation.',
  noReceipt: 'Seuls un paiement et un remboursement ont un reçu.',
  monthNotOver: (month: string) => `La facture de ${formatMonth(month)} sera disponible une fois le mois terminé.`,
  noCommission: (month: string) => `Aucune commission en ${formatMonth(month)} : il n’y a pas de facture pour ce mois.`,
} as const;

/** Answers `{ filename, base64 }`, the PDF of `{ kind: 'receipt', bookingId, entryId }`, `{ kind: 'statement', month }` or `{ kind: 'invoice', month }`. */
export const moneyDocument = onCall((request) =>
  answered(
    () => moneyDocumentCall(getFirestore(), request, new Date()),
    (message, error) => logger.error(message, { function: 'moneyDocument', error: String(error) }),
  ),
);

/** The callable's work, for a request's session and payload, at `now`. */
export async function moneyDocumentCall(
  db: Firestore,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data'>,
  now: Date,
): Promise<MoneyDocumentResult> {
  const { uid } = requireVerifiedUser(request);
  const input = moneyDocumentInput(parse(moneyDocumentSchema, request.data));
  // Past the session and a well-formed request, before any read: every document asked counts, refused ones too.
  await throttle(db, uid, 'moneyDocument', now);
  if (input.kind === 'receipt') return receipt(db, uid, input.bookingId, input.entryId);
  const user = await requireKooker(db, uid);
  const profile = (await documentOf(db, 'kookers', uid).get()).data();
  const kookerName = `${profile?.firstName ?? user.firstName} ${profile?.lastName ?? user.lastName}`.trim();
  const bookings = (await collectionOf(db, 'bookings').where('kookerId', '==', uid).get()).docs.map((doc) => doc.data());
  const earned = bookings.filter((booking) => booking.payout.earnedAt && parisMonthOf(booking.payout.earnedAt.toDate()) === input.month);
  if (input.kind === 'statement') {
    const owed = (await documentOf(db, 'payoutAccounts', uid).get()).data()?.owed ?? 0;
    const data = buildStatement({
      kookerName,
      month: input.month,
      issuedAt: now,
      lines: earned.map(statementLine),
      balance: statementBalance(bookings, owed, input.month),
    });
    return { filename: `releve-kookers-${input.month}.pdf`, base64: (await (await drawing()).statementPdf(data)).toString('base64') };
  }
  if (input.month >= parisMonthOf(now)) throw new HttpsError('failed-precondition', DOCUMENT_REFUSED.monthNotOver(input.month));
  const lines = earned
    .filter((booking) => booking.amounts.commission > 0)
    .map((booking) => ({
      bookingId: booking.id,
      date: booking.date,
      serviceName: booking.service.name,
      commission: booking.amounts.commission,
    }));
  if (lines.length === 0) throw new HttpsError('failed-precondition', DOCUMENT_REFUSED.noCommission(input.month));
  const amount = lines.reduce((sum, line) => sum + line.commission, 0);
  const issued = await numbered(db, uid, input.month, amount, now);
  if (issued.amount !== amount)
    // The ledger moved since (a refund decided later): the invoice shows it as it is now; a credit note is the operators' (docs/argent.md).
    logger.warn('Facture regénérée avec un autre montant', { invoice: issued.number, issued: issued.amount, now: amount });
  const data = buildCommissionInvoice({
    number: issued.number,
    issuedAt: issued.issuedAt,
    month: input.month,
    buyer: { name: kookerName, address: user.address },
    lines,
  });
  return { filename: `facture-${issued.number}.pdf`, base64: (await (await drawing()).invoicePdf(data)).toString('base64') };
}

/**
 * The PDF drawing (pdf-lib and its fonts, a quarter of the functions' bundle), loaded by the
 * first document asked, not by every instance that starts.
 */
const drawing = () => import('./documents');

/** The client's receipt of one payment or refund of their booking. */
async function receipt(db: Firestore, uid: string, bookingId: string, entryId: string): Promise<MoneyDocumentResult> {
  const booking = (await documentOf(db, 'bookings', bookingId).get()).data();
  if (!booking) throw new HttpsError('not-found', DOCUMENT_REFUSED.missing);
  if (booking.clientId !== uid) throw new HttpsError('permission-denied', DOCUMENT_REFUSED.notYours);
  const rank = booking.ledger.findIndex((entry) => entry.id === entryId);
  const entry = booking.ledger[rank];
  if (!entry) throw new HttpsError('not-found', DOCUMENT_REFUSED.noEntry);
  if (entry.type !== 'payment' && entry.type !== 'refund') throw new HttpsError('invalid-argument', DOCUMENT_REFUSED.noReceipt);
  const number = receiptNumber(booking.id, rank + 1);
  const clientName = `${booking.contacts.client.firstName} ${booking.contacts.client.lastName}`.trim() || booking.clientName;
  const pdf = await (
    await drawing()
  ).receiptPdf({
    number,
    // Its date is the movement's: the same receipt asked twice is the same document.
    issuedAt: (entry.settledAt ?? entry.at)?.toDate() ?? booking.createdAt?.toDate() ?? new Date(0),
    clientName,
    kookerName: `${booking.kooker.firstName} ${booking.kooker.lastName}`.trim(),
    serviceName: booking.service.name,
    date: booking.date,
    time: booking.time,
    participants: booking.participants,
    pricePerPerson: booking.service.pricePerPerson,
    kind: entry.type,
    amount: entry.amount,
    state: entry.state,
    processorReference: entry.reference,
    bookingId: booking.id,
    kookerStatus: booking.kooker.legalStatus ? legalStatusText(booking.kooker.legalStatus) : null,
    termsAccepted: receiptTermsText(booking.terms.version, booking.termsAcceptedAt?.toDate() ?? null),
  });
  return { filename: `recu-${number}.pdf`, base64: pdf.toString('base64') };
}

const PAYOUT_WORDS: Record<Booking['payout']['status'], string> = {
  pending: 'à venir',
  held: 'retenue 48 h',
  available: 'disponible',
  released: 'versée',
  cancelled: 'rien à verser',
};

/** One earned booking as the statement lists it. */
function statementLine(booking: Booking): StatementLine {
  const share = booking.complaint?.status === 'open' ? 'retenue (signalement)' : PAYOUT_WORDS[booking.payout.status];
  const status =
    booking.status === 'cancelled' ? `Annulée, part ${share}` : booking.status === 'completed' ? `Terminée, part ${share}` : 'À venir';
  return {
    bookingId: booking.id,
    date: booking.date,
    serviceName: booking.service.name,
    clientName: booking.clientName,
    total: booking.amounts.total,
    refunded: booking.amounts.refund,
    commission: booking.amounts.commission,
    kookerShare: booking.amounts.kookerPayout,
    status,
  };
}

/**
 * The number of a Kooker's invoice for `month`: the one given before, or, in the same transaction,
 * the year's next one (the sequence of the year of issue), kept with its date and amount.
 */
async function numbered(db: Firestore, kookerId: string, month: string, amount: number, now: Date) {
  const invoiceRef = documentOf(db, 'invoices', `${kookerId}_${month}`);
  const year = Number(parisDateOf(now).slice(0, 4));
  const sequenceRef = documentOf(db, 'invoices', `sequence-${year}`);
  return db.runTransaction(async (transaction) => {
    const [invoice, sequence] = [(await transaction.get(invoiceRef)).data(), (await transaction.get(sequenceRef)).data()];
    if (invoice) return { number: invoice.number, issuedAt: invoice.issuedAt?.toDate() ?? now, amount: invoice.amount };
    const next = Math.max(1, sequence?.next ?? 1);
    const number = invoiceNumber(year, next);
    transaction.set(sequenceRef.withConverter(null), { next: next + 1 }, { merge: true });
    transaction.create(invoiceRef.withConverter(null), { kookerId, month, number, amount, next: 0, issuedAt: Timestamp.fromDate(now) });
    return { number, issuedAt: now, amount };
  });
}
