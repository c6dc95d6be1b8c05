import type { Firestore } from 'firebase-admin/firestore';
import { isImageIdOf } from '@kookers/domain/kookers';
import { collectionOf, documentOf } from '../shared/db';

/**
 * Deletes those of `candidateIds` that are a Kooker's own photos and that neither their profile
 * nor any of their services references any more, and takes them off the Kooker's image count
 * (never below 0), all in one transaction: references are read at the time of deleting, so a
 * photo put back meanwhile, or still used elsewhere, is kept, and two runs cannot count a
 * deletion twice (an image already gone is not counted). `createdBefore` keeps younger images
 * (the sweep's grace period). Resolves with the ids it deleted.
 */
export async function releaseUnusedImages(
  db: Firestore,
  kookerId: string,
  candidateIds: Iterable<string>,
  { createdBefore }: { createdBefore?: Date } = {},
): Promise<string[]> {
  // Another Kooker's image is never theirs to delete, whatever their profile pointed at.
  const owned = [...new Set(candidateIds)].filter((id) => isImageIdOf(id, kookerId));
  if (owned.length === 0) return [];
  const profileRef = documentOf(db, 'kookers', kookerId);
  const quotaRef = documentOf(db, 'imageQuotas', kookerId);
  const imageRefs = owned.map((id) => documentOf(db, 'images', id));
  return db.runTransaction(async (transaction) => {
    const [profile, services, quota, images] = await Promise.all([
      transaction.get(profileRef),
      transaction.get(collectionOf(db, 'services', kookerId)),
      transaction.get(quotaRef),
      // Only what is needed to decide: the bytes of a photo are up to 400 KB.
      transaction.getAll(...imageRefs, { fieldMask: ['ownerId', 'createdAt'] }),
    ]);
    const referenced = new Set<string>();
    const kooker = profile.data();
    if (kooker) for (const id of [kooker.profileImage, kooker.coverImage]) if (id) referenced.add(id);
    for (const service of services.docs) for (const id of service.data().photos) referenced.add(id);

    const unused = images.filter((image) => {
      const data = image.data();
      if (!data || referenced.has(image.id)) return false;
      const { ownerId, createdAt } = data;
      return ownerId === kookerId && (!createdBefore || (createdAt !== null && createdAt.toMillis() < createdBefore.getTime()));
    });
    for (const image of unused) transaction.delete(image.ref);
    const quotaData = quota.data();
    if (unused.length > 0 && quotaData) transaction.update(quotaRef, { count: Math.max(0, quotaData.count - unused.length) });
    return unused.map((image) => image.id);
  });
}
