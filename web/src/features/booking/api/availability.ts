import { collections } from '@kookers/domain/data';
import type { SlotMap } from '@kookers/domain/booking';
import { doc, getDoc } from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firestore-lite';
import { liteConverters } from '../../../lib/lite-converters';

/**
 * A Kooker's free slots, read once with Firestore Lite when the page opens (for 'Disponible
 * cette semaine'); live-availability.ts follows them once the visitor uses the booking panel.
 * No document: no free slot.
 */
export async function loadAvailability(kookerId: string): Promise<SlotMap> {
  const snapshot = await getDoc(doc(firestoreLite, collections.availability.name, kookerId).withConverter(liteConverters.availability));
  return snapshot.data()?.slots ?? {};
}
