import type { SlotMap } from '@kookers/domain/kookers';
import { getDoc } from 'firebase/firestore/lite';
import { liteDocumentOf } from '../../../lib/store-lite';

/**
 * A Kooker's free slots, read once with Firestore Lite when the page opens (for 'Disponible
 * cette semaine'); live-availability.ts follows them once the visitor uses the booking panel.
 * No document: no free slot.
 */
export async function loadAvailability(kookerId: string): Promise<SlotMap> {
  const snapshot = await getDoc(liteDocumentOf('availability', kookerId));
  return snapshot.data()?.slots ?? {};
}
