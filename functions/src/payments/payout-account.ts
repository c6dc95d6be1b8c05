/**
 * « Recevoir mes paiements » (docs/argent.md, « Le solde du Kooker »): a Kooker gives the IBAN their
 * weekly payouts go to. The processor keeps it, in the Kooker's account (Stripe: a connected
 * account), created once per IBAN (the key names the Kooker and a hash of the IBAN: the same IBAN
 * given twice is the same account); Kookers keeps the account's id, the holder, what the Kooker
 * sees of the IBAN, and what they owe.
 */
import { createHash } from 'node:crypto';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { ibanHint, payoutAccountSchema, type PayoutAccountResult } from '@kookers/domain/booking';
import { documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { answered, parse } from '../shared/parse';
import { processor } from './adapter';
import { requireKooker } from './kooker-caller';
import { ProcessorRefusal } from './processor';

export const IBAN_REFUSED = {
  invalid: 'Cet IBAN n’est pas valide : vérifiez-le sur votre RIB (27 caractères pour un compte en France, commençant par FR76).',
  notSepa: 'Cet IBAN n’est pas celui d’un compte de la zone SEPA : indiquez un compte en France ou en Europe.',
  processor: 'Le prestataire de paiement n’a pas accepté ce compte. Vérifiez l’IBAN et le titulaire, ou réessayez dans un instant.',
} as const;

/** Sets the caller's payout account: `{ holder, iban }`. Answers `{ ibanHint }`. */
export const setPayoutAccount = onCall((request) =>
  answered(
    () => setPayoutAccountCall(getFirestore(), request, new Date()),
    (message, error) => logger.error(message, { function: 'setPayoutAccount', error: String(error) }),
  ),
);

/** The IBAN in its electronic form once valid and in the SEPA zone, or the French refusal. */
function checkedIban(written: string): string {
  const iban = electronicFormatIBAN(written.toUpperCase()) ?? '';
  if (!isValidIBAN(iban)) throw new HttpsError('invalid-argument', IBAN_REFUSED.invalid);
  if (!isSEPACountry(iban.slice(0, 2))) throw new HttpsError('invalid-argument', IBAN_REFUSED.notSepa);
  return iban;
}

/** The callable's work, for a request's session and payload, at `now`. */
export async function setPayoutAccountCall(
  db: Firestore,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data'>,
  now: Date,
): Promise<PayoutAccountResult> {
  const { uid } = requireVerifiedUser(request);
  const input = parse(payoutAccountSchema, request.data);
  await requireKooker(db, uid);
  const iban = checkedIban(input.iban);
  const holder = input.holder.trim();
  const ibanHash = createHash('sha256').update(iban).digest('hex').slice(0, 16);
  let accountId: string;
  try {
    ({ id: accountId } = await processor().createAccount({ kookerId: uid, iban, holder, key: `${uid}:account:${ibanHash}` }));
  } catch (error) {
    if (error instanceof ProcessorRefusal) throw new HttpsError('failed-precondition', IBAN_REFUSED.processor);
    throw error;
  }
  const hint = ibanHint(iban);
  const ref = documentOf(db, 'payoutAccounts', uid);
  await db.runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data();
    // What the Kooker owes stays owed whatever the account: only the payouts net it.
    transaction.set(ref.withConverter(null), {
      accountId,
      holder,
      ibanHint: hint,
      owed: existing?.owed ?? 0,
      createdAt: existing?.createdAt ?? Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    });
  });
  return { ibanHint: hint };
}
