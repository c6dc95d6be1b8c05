import { collections } from '@kookers/domain/data';
import type { SlotMap } from '@kookers/domain/booking';
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { converters } from '../../../lib/converters';
import { firestore } from '../../../lib/firestore';

/**
 * Follows a Kooker's free slots live, so that a slot someone else books disappears from the
 * open page. This module brings the full Firestore SDK (~100 KB gz): the page imports it only
 * once the visitor starts using the booking panel (docs/decisions/002-bundle-budget.md).
 */
export function watchAvailability(kookerId: string, onSlots: (slots: SlotMap) => void, onError: (error: Error) => void): Unsubscribe {
  const ref = doc(firestore, collections.availability.name, kookerId).withConverter(converters.availability);
  return onSnapshot(ref, (snapshot) => onSlots(snapshot.data()?.slots ?? {}), onError);
}
