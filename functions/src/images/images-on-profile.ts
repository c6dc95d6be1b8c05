import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { modelOf } from '../shared/db';
import { releaseUnusedImages } from './release-unused-images';
import type { WrittenEvent } from '../shared/trigger-events';

function photosOf(snapshot: DocumentSnapshot | undefined): Set<string> {
  const profile = modelOf('kookers', snapshot);
  return new Set([profile?.profileImage, profile?.coverImage].filter((id): id is string => typeof id === 'string' && id !== ''));
}

/**
 * Deletes the profile or cover photo a Kooker replaced or removed, unless a service still shows
 * it. Writes that drop no photo (its own derived fields, most edits) are ignored without a read.
 */
export async function imagesOnProfile(event: WrittenEvent<'kookers'>): Promise<void> {
  const after = photosOf(event.data?.after);
  const dropped = [...photosOf(event.data?.before)].filter((id) => !after.has(id));
  if (dropped.length === 0) return;
  await releaseUnusedImages(getFirestore(), event.params.uid, dropped);
}
