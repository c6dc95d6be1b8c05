/**
 * « Recevoir mes paiements » (docs/argent.md, « Le solde du Kooker »): a Kooker gives the IBAN their
 * weekly payouts go to. The processor keeps it, in the Kooker's account (Stripe: a connected
 * account), created once per IBAN (the key names the Kooker and a hash of the IBAN: the same IBAN
 * given twice is the same account); Kookers keeps the account's id, the holder, what the Kooker
 * sees of the IBAN, its fingerprint, when it changed, and what they owe.
 */
import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { isRecentSignIn } from '@kookers/domain/accounts';
import {
  ibanHint,
  isPayoutInFlight,
  PAYOUT_ACCOUNT_REFUSED,
  payoutAccountChange,
  payoutAccountSchema,
  payoutHeldUntil,
  type Payout,
  type PayoutAccount,
  type PayoutAccountResult,
} from '@kookers/domain/money';
import { payoutAccountMail, payoutAccountMailId } from '../mail/payout-account-mail';
import { addressFor, mailDocument } from '../mail/outbox';
import { siteOriginForMail } from '../mail/site-origin';
import { collectionOf, documentOf } from '../shared/db';
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

/**
 * The callable's work, for a request's session and payload, at `now` (docs/argent.md, « Le compte
 * de versement »): refused unless the sign-in is recent (the browser asks the password again just
 * before), then decided by payoutAccountChange (domain/src/money/payout-account.ts) — the same
 * IBAN again is no change; a new one is refused after 2 changes in 30 days or while a payout is in
 * flight — before the processor is asked, and again in the transaction that writes it. A first
 * account or a change is mailed to the Kooker's address in that transaction.
 */
export async function setPayoutAccountCall(
  db: Firestore,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data'>,
  now: Date,
): Promise<PayoutAccountResult> {
  const { uid } = requireVerifiedUser(request);
  if (!isRecentSignIn(request.auth?.token.auth_time, now))
    throw new HttpsError('failed-precondition', PAYOUT_ACCOUNT_REFUSED.staleSignIn, { reason: 'stale-sign-in' });
  const input = parse(payoutAccountSchema, request.data);
  const user = await requireKooker(db, uid);
  const iban = checkedIban(input.iban);
  const holder = input.holder.trim();
  const ibanHash = createHash('sha256').update(iban).digest('hex').slice(0, 16);
  const ref = documentOf(db, 'payoutAccounts', uid);
  // The payouts that may still move: few, filtered on equalities only (no composite index).
  const unsettled = collectionOf(db, 'payouts').where('kookerId', '==', uid).where('state', 'in', ['requested', 'failed']);
  const decide = (account: PayoutAccount | undefined, payouts: QuerySnapshot<Payout>) => {
    const decision = payoutAccountChange(account ?? null, ibanHash, isPayoutInFlight(payouts.docs.map((doc) => doc.data())), now);
    if (!decision.ok) throw new HttpsError(decision.refusal.code, decision.refusal.message);
    return decision;
  };
  // Decided before the processor is asked: a refused change opens no account there either.
  const [before, payoutsBefore] = await Promise.all([ref.get(), unsettled.get()]);
  decide(before.data(), payoutsBefore);
  const [to, origin] = await Promise.all([addressFor(db, getAuth(), uid), siteOriginForMail()]);

  let accountId: string;
  try {
    ({ id: accountId } = await processor().createAccount({ kookerId: uid, iban, holder, key: `${uid}:account:${ibanHash}` }));
  } catch (error) {
    if (error instanceof ProcessorRefusal) throw new HttpsError('failed-precondition', IBAN_REFUSED.processor);
    throw error;
  }
  const hint = ibanHint(iban);
  await db.runTransaction(async (transaction) => {
    const [snapshot, payouts] = await Promise.all([transaction.get(ref), transaction.get(unsettled)]);
    const existing = snapshot.data();
    const decision = decide(existing, payouts);
    const changedAt = decision.changedAt ? Timestamp.fromDate(decision.changedAt) : null;
    // What the Kooker owes stays owed whatever the account: only the payouts net it.
    transaction.set(ref.withConverter(null), {
      accountId,
      holder,
      ibanHint: hint,
      owed: existing?.owed ?? 0,
      ibanHash,
      changedAt,
      changes: decision.changes.map((at) => Timestamp.fromDate(at)),
      createdAt: existing?.createdAt ?? Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    });
    if (decision.kind === 'same') return;
    if (!to) {
      logger.warn('Compte de versement sans adresse à prévenir', { uid });
      return;
    }
    const notice = { kind: decision.kind, holder, ibanHint: hint, at: now, heldUntil: payoutHeldUntil({ changedAt }, now) };
    const mailId = payoutAccountMailId(uid, now);
    transaction.create(documentOf(db, 'mail', mailId), mailDocument(mailId, to, payoutAccountMail(notice, user.firstName, origin)));
  });
  return { ibanHint: hint };
}
