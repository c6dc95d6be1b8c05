/**
 * What the money callables accept (docs/argent.md): a Kooker's payout account (setPayoutAccount)
 * and a money document (moneyDocument: a client's receipt, a Kooker's statement or invoice),
 * validated strictly like the booking callables' (domain/src/booking/booking-input.ts), in French. Whether an IBAN is
 * a real one (its country's length, its check digits) the function checks (ibantools): the schema
 * only bounds what is sent.
 */
import { mixed, object, string, type InferType } from 'yup';

/** A booking's id, as domain/src/booking/booking-input.ts accepts it; a ledger entry's id. */
const BOOKING_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;
const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** `yyyy-MM`. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The holder's name as the bank knows it. */
export const PAYOUT_HOLDER_MAX = 100;
/** The longest IBAN is 34 characters; written by groups of four, spaces included, 42. */
const IBAN_WRITTEN_MAX = 42;

export const payoutAccountSchema = object({
  holder: string()
    .strict()
    .typeError('Le titulaire du compte est un texte')
    .required('Indiquez le titulaire du compte')
    .test('holder', 'Indiquez le titulaire du compte', (value) => value.trim().length >= 2)
    .test('max', `Le titulaire ne peut pas dépasser ${PAYOUT_HOLDER_MAX} caractères`, (value) => value.trim().length <= PAYOUT_HOLDER_MAX),
  iban: string()
    .strict()
    .typeError('L’IBAN est un texte')
    .required('Indiquez votre IBAN')
    .max(IBAN_WRITTEN_MAX, 'Cet IBAN n’est pas valide : vérifiez-le sur votre RIB.'),
})
  .noUnknown('Requête invalide : champ inconnu.')
  .typeError('Requête invalide.')
  .strict();

export type PayoutAccountInput = InferType<typeof payoutAccountSchema>;

/** What setPayoutAccount answers: what the Kooker sees of the IBAN they gave. */
export interface PayoutAccountResult {
  ibanHint: string;
}

/** An IBAN in its electronic form (no space, capitals) as the Kooker sees it afterwards: « FR76 •••• 0189 ». */
export function ibanHint(electronic: string): string {
  return `${electronic.slice(0, 4)} •••• ${electronic.slice(-4)}`;
}

export const MONEY_DOCUMENT_KINDS = ['receipt', 'statement', 'invoice'] as const;
export type MoneyDocumentKind = (typeof MONEY_DOCUMENT_KINDS)[number];

/**
 * A money document: a receipt names the booking and its ledger entry (a payment or a refund); a
 * statement or an invoice names its month. Checked as a whole, each kind with its own fields.
 */
export const moneyDocumentSchema = object({
  kind: mixed<MoneyDocumentKind>()
    .oneOf([...MONEY_DOCUMENT_KINDS], 'Document inconnu')
    .required('Document inconnu'),
  bookingId: string().strict().typeError('Réservation inconnue').matches(BOOKING_ID, 'Réservation inconnue').optional(),
  entryId: string().strict().typeError('Mouvement inconnu').matches(ENTRY_ID, 'Mouvement inconnu').optional(),
  month: string().strict().typeError('Mois invalide').matches(MONTH, 'Mois invalide (AAAA-MM)').optional(),
})
  .test('fields', 'Requête invalide.', function fields(value) {
    if (!value) return true;
    if (value.kind === 'receipt') {
      if (!value.bookingId) return this.createError({ message: 'Réservation manquante' });
      if (!value.entryId) return this.createError({ message: 'Mouvement manquant' });
      return value.month === undefined || this.createError({ message: 'Requête invalide : champ inconnu.' });
    }
    if (!value.month) return this.createError({ message: 'Mois manquant' });
    return (
      (value.bookingId === undefined && value.entryId === undefined) || this.createError({ message: 'Requête invalide : champ inconnu.' })
    );
  })
  .noUnknown('Requête invalide : champ inconnu.')
  .typeError('Requête invalide.')
  .strict();

/** The request, by kind. */
export type MoneyDocumentInput = { kind: 'receipt'; bookingId: string; entryId: string } | { kind: 'statement' | 'invoice'; month: string };

/** Narrows a checked request to its kind's fields. */
export function moneyDocumentInput(checked: InferType<typeof moneyDocumentSchema>): MoneyDocumentInput {
  return checked.kind === 'receipt'
    ? { kind: 'receipt', bookingId: checked.bookingId ?? '', entryId: checked.entryId ?? '' }
    : { kind: checked.kind, month: checked.month ?? '' };
}

/** What moneyDocument answers: the PDF, named, in base64. */
export interface MoneyDocumentResult {
  filename: string;
  base64: string;
}
