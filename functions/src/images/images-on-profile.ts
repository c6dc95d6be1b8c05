import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { dataOf } from '../shared/changes';
import { releaseUnusedImages } from './release-unused-images';

const PROFILE_PHOTO_FIELDS = ['profileImage', 'coverImage'] as const;

function photosOf(data: Record<string, unknown> | null): Set<string> {
  return new Set(PROFILE_PHOTO_FIELDS.map((field) => data?.[field]).filter((id): id is string => typeof id === 'string' && id !== ''));
}

/**
 * Deletes the profile or cover photo a Kooker replaced or removed, unless a service still shows
 * it. Writes that drop no photo (its own derived fields, most edits) are ignored without a read.
 */
export const imagesOnProfile = onDocumentWritten('kookers/{kookerId}', async (event) => {
  const after = photosOf(dataOf(event.data?.after));
  const dropped = [...photosOf(dataOf(event.data?.before))].filter((id) => !after.has(id));
  if (dropped.length === 0) return;
  await releaseUnusedImages(getFirestore(), event.params.kookerId, dropped);
});
