/**
 * « Mes informations fiscales » (docs/argent.md, « Déclaration DAC7 »): a Kooker gives their legal
 * name, date of birth, address of residence and tax identification number, which the platform
 * reports each year to the tax authority. Checked by the schema the form uses
 * (domain/src/tax/tax-profile.ts), stored in `taxProfiles/{uid}` — that nobody writes from the
 * browser (firestore.rules) — with `complete: true`: the next weekly payout pays what was kept.
 */
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall, type CallableRequest } from 'firebase-functions/https';
import { normalTaxProfile, taxProfileSchema, type TaxProfileResult } from '@kookers/domain/tax';
import { requireKooker } from '../payments/kooker-caller';
import { documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { answered, parse } from '../shared/parse';

/** Sets the caller's tax data: `{ firstNames, lastName, birthDate, street, postalCode, city, country, tin }`. Answers `{ complete }`. */
export const setTaxProfile = onCall((request) =>
  answered(
    () => setTaxProfileCall(getFirestore(), request, new Date()),
    (message, error) => logger.error(message, { function: 'setTaxProfile', error: String(error) }),
  ),
);

/** The callable's work, for a request's session and payload, at `now`. */
export async function setTaxProfileCall(
  db: Firestore,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data'>,
  now: Date,
): Promise<TaxProfileResult> {
  const { uid } = requireVerifiedUser(request);
  const input = normalTaxProfile(parse(taxProfileSchema(now), request.data));
  await requireKooker(db, uid);
  const ref = documentOf(db, 'taxProfiles', uid);
  await db.runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data();
    transaction.set(ref.withConverter(null), {
      ...input,
      complete: true,
      createdAt: existing?.createdAt ?? Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
      accountDeletedAt: null,
      retainUntil: null,
      payoutAccount: null,
    });
  });
  return { complete: true };
}
