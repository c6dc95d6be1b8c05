import { getFirestore } from 'firebase-admin/firestore';
import { dataOf, unchangedFields } from '../shared/changes';
import { rebuildAvailability } from './rebuild-availability';
import type { WrittenEvent } from '../shared/trigger-events';

/** The profile fields the free slots are made of, and whether they are offered at all. */
const AVAILABILITY_FROM_PROFILE = ['availableDays', 'typicalHours', 'minimumDuration', 'blockedDates', 'published'] as const;

/**
 * Rebuilds a Kooker's free slots when their schedule, their blocked dates or their publication
 * changes. Other edits, and the derived fields the other profile trigger writes, are ignored.
 */
export async function availabilityOnProfile(event: WrittenEvent<'kookers'>): Promise<void> {
  if (unchangedFields(dataOf(event.data?.before), dataOf(event.data?.after), AVAILABILITY_FROM_PROFILE)) return;
  await rebuildAvailability(getFirestore(), event.params.uid, new Date());
}
