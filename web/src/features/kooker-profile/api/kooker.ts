import { readKookerPage, type KookerPageData, type KookerPageSource } from '@kookers/domain/pages';
import { getDoc, getDocs } from 'firebase/firestore/lite';
import { hasErrorCode } from '../../../lib/firebase-error';
import { liteCollectionOf, liteDocumentOf } from '../../../lib/store-lite';

export type { KookerPageData };

/** Firestore Lite's reads of a Kooker's page (domain/src/pages/kooker-page-reader.ts). */
const lite: KookerPageSource = {
  profile: async (id) => (await getDoc(liteDocumentOf('kookers', id))).data() ?? null,
  services: async (id) => (await getDocs(liteCollectionOf('services', id))).docs.map((service) => service.data()),
};

/**
 * A Kooker's profile and services, read once with Firestore Lite (the page needs no listener
 * for them, and the full SDK would cost ~100 KB gz more: docs/decisions/002). Null when there is
 * no such Kooker, or when the rules refuse the read: a draft is readable by its owner only
 * (Lite sends the signed-in user's token, so the owner reads their draft).
 */
export async function loadKookerPage(id: string): Promise<KookerPageData | null> {
  try {
    return await readKookerPage(lite, id);
  } catch (error) {
    if (hasErrorCode(error, 'permission-denied')) return null;
    throw error;
  }
}
