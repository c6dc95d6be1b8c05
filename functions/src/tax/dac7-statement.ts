/**
 * « Relevé annuel DAC7 » (docs/argent.md, « Déclaration DAC7 »): a Kooker downloads, as a PDF, what
 * the platform declares of them for a calendar year over — the same figures as the operators'
 * report (dac7-data.ts) — from 1 January of the next year. Drawn by functions/src/payments/documents.ts,
 * loaded when first asked, like the other money documents.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import type { MoneyDocumentResult } from '@kookers/domain/money';
import { DAC7_STATEMENT_REFUSED, dac7StatementSchema, dac7StatementYear } from '@kookers/domain/tax';
import { requireKooker } from '../payments/kooker-caller';
import { requireVerifiedUser } from '../shared/guards';
import { answered, parse } from '../shared/parse';
import { throttle } from '../shared/throttle';
import { readDac7Seller } from './dac7-data';

/** Answers `{ filename, base64 }`, the PDF of `{ year }`. */
export const dac7Statement = onCall((request) =>
  answered(
    () => dac7StatementCall(getFirestore(), request, new Date()),
    (message, error) => logger.error(message, { function: 'dac7Statement', error: String(error) }),
  ),
);

/** The PDF drawing (pdf-lib), loaded by the first document asked, not by every instance that starts. */
const drawing = () => import('../payments/documents');

/** The callable's work, for a request's session and payload, at `now`. */
export async function dac7StatementCall(
  db: Firestore,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data'>,
  now: Date,
): Promise<MoneyDocumentResult> {
  const { uid } = requireVerifiedUser(request);
  const { year } = parse(dac7StatementSchema, request.data);
  // Past the session and a well-formed request, before any read: every statement asked counts, refused ones too.
  await throttle(db, uid, 'dac7Statement', now);
  await requireKooker(db, uid);
  if (year > dac7StatementYear(now)) throw new HttpsError('failed-precondition', DAC7_STATEMENT_REFUSED.notOver(year));
  const seller = await readDac7Seller(db, year, uid);
  const pdf = await (await drawing()).dac7StatementPdf({ year, issuedAt: now, seller });
  return { filename: `releve-dac7-${year}.pdf`, base64: pdf.toString('base64') };
}
