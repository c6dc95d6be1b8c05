import { describe, expect, it } from 'vitest';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { sweepUnusedImages } from '../../functions/src/images/sweep-unused-images';
import { db, exists, newKookerId, publishedProfile, quotaCount, service, storeImage, useEmptyEmulators } from './helpers';

useEmptyEmulators();

/** The daily run the test plays: 00:05 in Paris on 10 January 2030. */
const NOW = new Date('2030-01-09T23:05:00Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3600_000);

describe('the daily sweep of unused photos', () => {
  it('deletes the photos older than a day that their owner shows nowhere, within the last three days only', async () => {
    const id = newKookerId();
    const stranger = newKookerId();
    await db().doc(documentPath('imageQuotas', id)).set({ count: 5, image: '' });
    const [abandoned, inService, onProfile, tooRecent, tooOld, strangers] = await Promise.all([
      storeImage(id, 'abandoned', hoursBefore(48)),
      storeImage(id, 'inservice', hoursBefore(48)),
      storeImage(id, 'onprofile', hoursBefore(30)),
      storeImage(id, 'toorecent', hoursBefore(12)),
      storeImage(id, 'tooold', hoursBefore(100)),
      // A photo whose owner has no profile at all.
      storeImage(stranger, 'orphan', hoursBefore(70)),
    ]);
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile({ profileImage: onProfile }));
    await db()
      .collection(collectionPath('services', id))
      .doc('service-1')
      .set(service('Atelier', 40, [inService]));

    // Two images a page, to go through several pages.
    await expect(sweepUnusedImages(db(), NOW, { pageSize: 2 })).resolves.toEqual({ examined: 4, deleted: 2 });
    expect(await exists(documentPath('images', abandoned))).toBe(false);
    expect(await exists(documentPath('images', strangers))).toBe(false);
    for (const kept of [inService, onProfile, tooRecent, tooOld]) expect(await exists(documentPath('images', kept))).toBe(true);
    expect(await quotaCount(id)).toBe(4);

    // Run again (a retry, or the local catch-up): nothing more to delete, nothing counted twice.
    await expect(sweepUnusedImages(db(), NOW)).resolves.toEqual({ examined: 2, deleted: 0 });
    expect(await quotaCount(id)).toBe(4);
  });

  it('leaves a photo alone until its day of grace is over', async () => {
    const id = newKookerId();
    await db().doc(documentPath('imageQuotas', id)).set({ count: 1, image: '' });
    const photo = await storeImage(id, 'justuploaded', hoursBefore(23));

    await expect(sweepUnusedImages(db(), NOW)).resolves.toEqual({ examined: 0, deleted: 0 });
    expect(await exists(documentPath('images', photo))).toBe(true);

    const aDayLater = new Date(NOW.getTime() + 24 * 3600_000);
    await expect(sweepUnusedImages(db(), aDayLater)).resolves.toEqual({ examined: 1, deleted: 1 });
    expect(await exists(documentPath('images', photo))).toBe(false);
    expect(await quotaCount(id)).toBe(0);
  });
});
