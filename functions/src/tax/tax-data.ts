/**
 * Whether the platform holds a Kooker's complete tax data (docs/argent.md, « Déclaration DAC7 »):
 * until it does, the weekly payout keeps their available balance (functions/src/payments/balance.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { documentOf } from '../shared/db';

export async function hasCompleteTaxData(db: Firestore, kookerId: string): Promise<boolean> {
  return (await documentOf(db, 'taxProfiles', kookerId).get()).data()?.complete === true;
}
