import type { SlotMap } from '@kookers/domain/kookers';
import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { documentOf } from '../../../lib/store';

/**
 * Follows a Kooker's free slots live, so that a slot someone else books disappears from the
 * open page. This module brings the full Firestore SDK (~100 KB gz): the page imports it only
 * once the visitor starts using the booking panel (docs/decisions/002-bundle-budget.md).
 */
export function watchAvailability(kookerId: string, onSlots: (slots: SlotMap) => void, onError: (error: Error) => void): Unsubscribe {
  return onSnapshot(documentOf('availability', kookerId), (snapshot) => onSlots(snapshot.data()?.slots ?? {}), onError);
}
