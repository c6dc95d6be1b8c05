import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { modelOf } from '../shared/db';
import { releaseUnusedImages } from './release-unused-images';
import type { WrittenEvent } from '../shared/trigger-events';

function photosOf(snapshot: DocumentSnapshot | undefined): Set<string> {
  return new Set(modelOf('services', snapshot)?.photos ?? []);
}

/**
 * Deletes the photos a service dropped, or all of its photos when it is deleted, unless the
 * profile or another service still shows them. Writes that drop no photo are ignored.
 */
export async function imagesOnService(event: WrittenEvent<'services'>): Promise<void> {
  const after = photosOf(event.data?.after);
  const dropped = [...photosOf(event.data?.before)].filter((id) => !after.has(id));
  if (dropped.length === 0) return;
  await releaseUnusedImages(getFirestore(), event.params.kookerId, dropped);
}
