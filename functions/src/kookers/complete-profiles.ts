/**
 * Gives every Kooker profile created before becomeKooker wrote a whole profile the fields it lacks,
 * at a new profile's values (newKookerProfile, domain/src/kookers/model.ts): a Kooker never reviewed
 * gets `rating` 0 and `reviewCount` 0, and so appears in every order of the search
 * (docs/produit.md, « Le classement »). Only missing fields are written, never a value already
 * there, nor `createdAt` or `updatedAt`: once by the deploy that brings it (functions/src/migrate.ts)
 * and at each start of the local platform (local-scheduler.ts); a second run writes nothing.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { kookerToData, newKookerProfile } from '@kookers/domain/kookers';
import { collectionOf } from '../shared/db';
import { updateEach } from '../shared/in-batches';

const KEPT = new Set(['createdAt', 'updatedAt']);

/** The fields of a new profile that `data` lacks, at a new profile's values; null when it lacks none. */
function missingProfileFields(id: string, data: DocumentData): DocumentData | null {
  const missing = Object.entries(kookerToData(newKookerProfile(id))).filter(([field]) => !KEPT.has(field) && !(field in data));
  return missing.length > 0 ? Object.fromEntries(missing) : null;
}

export function completeKookerProfiles(db: Firestore): Promise<{ examined: number; written: number }> {
  return updateEach(db, collectionOf(db, 'kookers').withConverter(null), missingProfileFields, { pageSize: 400 });
}
