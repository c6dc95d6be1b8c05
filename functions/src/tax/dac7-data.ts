/**
 * The DAC7 report's data read from Firestore with the Admin SDK (docs/exploitation.md, « DAC7 »):
 * the bookings whose Kooker's share was earned in the year (Paris time), then the tax data and the
 * payout account of each of their Kookers; the figures are the domain's (domain/src/tax/dac7-report.ts).
 * Used by the operators' script (dac7-cli.ts) and by each Kooker's statement (dac7-statement.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { parisInstant } from '@kookers/domain/rules';
import { dac7Report, dac7Seller, type Dac7Report, type Dac7Seller, type KeptPayoutAccount, type TaxProfile } from '@kookers/domain/tax';
import type { Booking } from '@kookers/domain/booking';
import { collectionOf, documentOf } from '../shared/db';

/** The first instant of `year` in Paris, and of the next. */
function yearBounds(year: number): [Timestamp, Timestamp] {
  const start = parisInstant(`${year}-01-01`, '00:00');
  const end = parisInstant(`${year + 1}-01-01`, '00:00');
  if (!start || !end) throw new RangeError(`Année invalide : ${year}`);
  return [Timestamp.fromDate(start), Timestamp.fromDate(end)];
}

/** The bookings whose share was earned in `year` (one range on one field: no composite index), of one Kooker if named. */
async function earnedIn(db: Firestore, year: number, kookerId?: string): Promise<Booking[]> {
  const [start, end] = yearBounds(year);
  const base = kookerId ? collectionOf(db, 'bookings').where('kookerId', '==', kookerId) : collectionOf(db, 'bookings');
  if (kookerId) {
    // A Kooker's bookings (a few hundred at most), filtered here: an equality and a range would need a composite index.
    const all = await base.get();
    return all.docs
      .map((doc) => doc.data())
      .filter((booking) => {
        const at = booking.payout.earnedAt?.toMillis();
        return at !== undefined && at >= start.toMillis() && at < end.toMillis();
      });
  }
  const earned = await base.where('payout.earnedAt', '>=', start).where('payout.earnedAt', '<', end).get();
  return earned.docs.map((doc) => doc.data());
}

const accountOf = (account: { accountId: string; holder: string; ibanHint: string } | undefined): KeptPayoutAccount | null =>
  account?.accountId ? { accountId: account.accountId, holder: account.holder, ibanHint: account.ibanHint } : null;

/** The report of `year`, as it stands in the ledger today. */
export async function readDac7Report(db: Firestore, year: number): Promise<Dac7Report> {
  const bookings = await earnedIn(db, year);
  const kookerIds = [...new Set(bookings.map((booking) => booking.kookerId))];
  const profileRefs = kookerIds.map((id) => documentOf(db, 'taxProfiles', id));
  const accountRefs = kookerIds.map((id) => documentOf(db, 'payoutAccounts', id));
  // One read each, typed by the seam's converters (Firestore.getAll drops them).
  const [profiles, accounts] = await Promise.all([
    Promise.all(profileRefs.map((ref) => ref.get())),
    Promise.all(accountRefs.map((ref) => ref.get())),
  ]);
  const profileMap = new Map<string, TaxProfile>();
  for (const snapshot of profiles) {
    const profile = snapshot.data();
    if (profile) profileMap.set(snapshot.id, profile);
  }
  const accountMap = new Map<string, KeptPayoutAccount>();
  for (const snapshot of accounts) {
    const account = accountOf(snapshot.data());
    if (account) accountMap.set(snapshot.id, account);
  }
  return dac7Report(year, bookings, profileMap, accountMap);
}

/** One Kooker's line of the report of `year`: what their yearly statement shows. */
export async function readDac7Seller(db: Firestore, year: number, kookerId: string): Promise<Dac7Seller> {
  const [bookings, profile, account] = await Promise.all([
    earnedIn(db, year, kookerId),
    documentOf(db, 'taxProfiles', kookerId).get(),
    documentOf(db, 'payoutAccounts', kookerId).get(),
  ]);
  return dac7Seller(year, kookerId, bookings, profile.data() ?? null, accountOf(account.data()));
}
