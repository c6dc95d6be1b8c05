import { query, where } from 'firebase/firestore';
import { collectionOf, documentOf } from '../../../lib/store';

// A Kooker's earnings (docs/argent.md, « Le solde du Kooker »). Equality filters only: Firestore
// serves them by merging its single-field indexes, with no composite index to declare; the lists
// are ordered on the page (balance.ts).

/** The Kooker's bookings whose share is earned but not yet paid out: held, or available. */
export const unpaidSharesQuery = (uid: string) =>
  query(collectionOf('bookings'), where('kookerId', '==', uid), where('payout.status', 'in', ['held', 'available']));

/** The bookings a weekly payout carried, read when the Kooker opens it. */
export const payoutBookingsQuery = (uid: string, payoutId: string) =>
  query(collectionOf('bookings'), where('kookerId', '==', uid), where('payout.payoutId', '==', payoutId));

/** The Kooker's weekly payouts (a few a month). */
export const payoutsQuery = (uid: string) => query(collectionOf('payouts'), where('kookerId', '==', uid));

/** Where the Kooker is paid (their own document: the IBAN's hint, what they owe); absent until they give one. */
export const payoutAccountRef = (uid: string) => documentOf('payoutAccounts', uid);

/** The Kooker's tax data for the DAC7 report (their own document); absent until they give it. */
export const taxProfileRef = (uid: string) => documentOf('taxProfiles', uid);
