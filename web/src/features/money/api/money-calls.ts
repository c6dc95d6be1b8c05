import type { MoneyDocumentResult, PayoutAccountInput, PayoutAccountResult } from '@kookers/domain/money';
import type { Dac7StatementInput, TaxProfileInput, TaxProfileResult } from '@kookers/domain/tax';
import { callable } from '../../../lib/functions';
import { reauthenticate } from '../../auth/api/reauthenticate';

// The Kooker's own money calls. Their monthly statements and commission invoices are drawn by
// moneyDocument (lib/money-document.ts), which also draws the client's receipts.

const callSetPayoutAccount = callable<PayoutAccountInput, PayoutAccountResult>('setPayoutAccount');

/**
 * Where a Kooker is paid: the processor keeps the IBAN, Kookers its hint. The password again first
 * (the function wants a sign-in of less than 5 minutes: docs/argent.md, « Le compte de versement »).
 */
export async function setPayoutAccount(password: string, account: PayoutAccountInput): Promise<PayoutAccountResult> {
  await reauthenticate(password);
  return callSetPayoutAccount(account);
}

/** A Kooker's tax data for the yearly DAC7 report: until it is complete, the weekly payout keeps their balance. */
export const setTaxProfile = callable<TaxProfileInput, TaxProfileResult>('setTaxProfile');

/** The Kooker's yearly DAC7 statement, a PDF drawn like the other money documents. */
export const dac7Statement = callable<Dac7StatementInput, MoneyDocumentResult>('dac7Statement', 60_000);
