import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { serviceFromData } from '@kookers/domain/kookers';
import { dataOf } from '../shared/changes';
import { releaseUnusedImages } from './release-unused-images';

function photosOf(id: string, data: Record<string, unknown> | null): Set<string> {
  return new Set(data ? serviceFromData(id, data).photos : []);
}

/**
 * Deletes the photos a service dropped, or all of its photos when it is deleted, unless the
 * profile or another service still shows them. Writes that drop no photo are ignored.
 */
export const imagesOnService = onDocumentWritten('kookers/{kookerId}/services/{serviceId}', async (event) => {
  const { kookerId, serviceId } = event.params;
  const after = photosOf(serviceId, dataOf(event.data?.after));
  const dropped = [...photosOf(serviceId, dataOf(event.data?.before))].filter((id) => !after.has(id));
  if (dropped.length === 0) return;
  await releaseUnusedImages(getFirestore(), kookerId, dropped);
});
