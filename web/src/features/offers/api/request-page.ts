import { getDoc } from 'firebase/firestore/lite';
import type { KookerProfile } from '@kookers/domain/kookers';
import { hasErrorCode } from '../../../lib/firebase-error';
import { liteDocumentOf } from '../../../lib/store-lite';

/**
 * The Kooker a request is for, read once with Firestore Lite (the form follows nothing live):
 * their name, capacity, commune and area. Null when there is none, or it is not published (the
 * rules refuse someone else's draft).
 */
export async function loadRequestedKooker(id: string): Promise<KookerProfile | null> {
  try {
    const profile = (await getDoc(liteDocumentOf('kookers', id))).data() ?? null;
    return profile?.published ? profile : null;
  } catch (error) {
    if (hasErrorCode(error, 'permission-denied')) return null;
    throw error;
  }
}
