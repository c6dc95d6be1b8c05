import { IMAGES_PER_KOOKER_MAX, imageIdFor, newImageToken } from '@kookers/domain/kookers';
import { runTransaction, serverTimestamp } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { documentOf } from '../../../lib/store';
import { withTimeout } from '../../../lib/with-timeout';
import type { PreparedPhoto } from '../photo-processing';

const UPLOAD_TIMEOUT_MS = 30_000;

export class PhotoQuotaError extends Error {
  constructor() {
    super(`Vous avez atteint le nombre maximum de photos (${IMAGES_PER_KOOKER_MAX}). Retirez une photo pour en ajouter une autre.`);
    this.name = 'PhotoQuotaError';
  }
}

/**
 * Stores a prepared photo as an `images` document named after its owner, and steps the owner's
 * photo quota in the same transaction (the rules require both). Returns the new image's id.
 */
export async function uploadPhoto(uid: string, photo: PreparedPhoto): Promise<string> {
  const id = imageIdFor(
    uid,
    newImageToken((length) => crypto.getRandomValues(new Uint8Array(length))),
  );
  const quotaRef = documentOf('imageQuotas', uid);
  const upload = runTransaction(firestore, async (transaction) => {
    const quota = await transaction.get(quotaRef);
    const count = quota.exists() ? Number(quota.get('count')) : 0;
    if (count >= IMAGES_PER_KOOKER_MAX) throw new PhotoQuotaError();
    // Without the converter: the server dates the photo.
    transaction.set(documentOf('images', id).withConverter(null), {
      ownerId: uid,
      contentType: photo.contentType,
      data: photo.large.base64,
      width: photo.large.width,
      height: photo.large.height,
      smallData: photo.small.base64,
      smallWidth: photo.small.width,
      smallHeight: photo.small.height,
      createdAt: serverTimestamp(),
    });
    transaction.update(quotaRef, { count: count + 1, image: id });
  });
  await withTimeout(upload, UPLOAD_TIMEOUT_MS);
  return id;
}

/**
 * Deletes a photo this page uploaded but that no profile or service kept (the Kooker removed it
 * or cancelled). Best effort: the daily sweep deletes what this could not.
 */
export async function discardPhoto(uid: string, imageId: string): Promise<void> {
  const quotaRef = documentOf('imageQuotas', uid);
  const imageRef = documentOf('images', imageId);
  await runTransaction(firestore, async (transaction) => {
    const [quota, image] = await Promise.all([transaction.get(quotaRef), transaction.get(imageRef)]);
    if (!image.exists()) return;
    transaction.delete(imageRef);
    transaction.update(quotaRef, { count: Math.max(0, Number(quota.get('count')) - 1), image: imageId });
  }).catch(() => undefined);
}
