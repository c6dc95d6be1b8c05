import type { MoneyDocumentInput, MoneyDocumentResult } from '@kookers/domain/money';
import { callable } from './functions';

/**
 * A PDF drawn by the functions from the ledger (docs/argent.md, « Reçus, relevés et factures »): a
 * client's receipt, on the booking page (features/booking), or a Kooker's monthly statement and
 * commission invoice, on their earnings (features/money). Drawing it takes longer than a plain call.
 */
export const moneyDocument = callable<MoneyDocumentInput, MoneyDocumentResult>('moneyDocument', 60_000);
