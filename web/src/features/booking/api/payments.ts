import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import type {
  AnswerComplaintInput,
  ComplaintResult,
  MoneyDocumentInput,
  MoneyDocumentResult,
  PayoutAccountInput,
  PayoutAccountResult,
  ReportProblemInput,
} from '@kookers/domain/booking';
import type { Dac7StatementInput, TaxProfileInput, TaxProfileResult } from '@kookers/domain/tax';
import { reauthenticate } from '../../auth/api/reauthenticate';
import type { AbandonPaymentResult, PaymentBookingInput, PaymentStart } from './payment-calls';

const TIMEOUT_MS = 30_000;

/** One callable of europe-west1 (lib/functions.ts), typed by its payload and answer. */
function callable<Input, Output>(name: string, timeout = TIMEOUT_MS) {
  const call = httpsCallable<Input, Output>(functions, name, { timeout });
  return async (input: Input): Promise<Output> => (await call(input)).data;
}

/** The client secret of a booking's payment again, for its client (after a reload: api/payment-handoff.ts). */
export const resumePayment = callable<PaymentBookingInput, PaymentStart>('resumePayment');

/** The client gives up paying: the booking expires and its slot is offered again. */
export const abandonPayment = callable<PaymentBookingInput, AbandonPaymentResult>('abandonPayment');

/** The client reports a problem with a service that ended, within the window (complaint.ts). */
export const reportProblem = callable<ReportProblemInput, ComplaintResult>('reportProblem');

/** The Kooker answers the client's complaint, for the operators who decide. */
export const answerComplaint = callable<AnswerComplaintInput, ComplaintResult>('answerComplaint');

const callSetPayoutAccount = callable<PayoutAccountInput, PayoutAccountResult>('setPayoutAccount');

/**
 * Where a Kooker is paid: the processor keeps the IBAN, Kookers its hint. The password again first
 * (the function wants a sign-in of less than 5 minutes: docs/argent.md, « Le compte de versement »).
 */
export async function setPayoutAccount(password: string, account: PayoutAccountInput): Promise<PayoutAccountResult> {
  await reauthenticate(password);
  return callSetPayoutAccount(account);
}

/** A PDF drawn by the functions from the ledger; drawing it takes longer than a plain call. */
export const moneyDocument = callable<MoneyDocumentInput, MoneyDocumentResult>('moneyDocument', 60_000);

/** A Kooker's tax data for the yearly DAC7 report: until it is complete, the weekly payout keeps their balance. */
export const setTaxProfile = callable<TaxProfileInput, TaxProfileResult>('setTaxProfile');

/** The Kooker's yearly DAC7 statement, a PDF drawn like the other money documents. */
export const dac7Statement = callable<Dac7StatementInput, MoneyDocumentResult>('dac7Statement', 60_000);
