import { describe, expect, it } from 'vitest';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { releaseUnusedImages } from '../../functions/src/images/release-unused-images';
import { db, eventually, exists, newKookerId, publishedProfile, quotaCount, service, storeImage, useEmptyEmulators } from './helpers';

useEmptyEmulators();

/** A new Kooker whose image count says `count` (as the rules keep it). */
async function kookerWithPhotos(count: number) {
  const id = newKookerId();
  await db().doc(documentPath('imageQuotas', id)).set({ count, image: '' });
  return id;
}

const gone = (path: string) =>
  eventually(
    () => exists(path),
    (present) => !present,
  );

describe('photos no longer shown are deleted', () => {
  it('replacing the profile photo deletes the old one and takes it off the count', async () => {
    const id = await kookerWithPhotos(2);
    const [oldPhoto, newPhoto] = await Promise.all([storeImage(id, 'old'), storeImage(id, 'new')]);
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile({ profileImage: oldPhoto }));

    await profile.update({ profileImage: newPhoto });
    await gone(documentPath('images', oldPhoto));
    expect(await exists(documentPath('images', newPhoto))).toBe(true);
    expect(
      await eventually(
        () => quotaCount(id),
        (count) => count === 1,
      ),
    ).toBe(1);
  });

  it('removing the cover photo deletes it', async () => {
    const id = await kookerWithPhotos(1);
    const cover = await storeImage(id, 'cover');
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile({ coverImage: cover }));

    await profile.update({ coverImage: null });
    await gone(documentPath('images', cover));
    expect(
      await eventually(
        () => quotaCount(id),
        (count) => count === 0,
      ),
    ).toBe(0);
  });

  it('deleting a service deletes its photos, but keeps one another service still shows', async () => {
    const id = await kookerWithPhotos(3);
    const [tajine, shared, couscous] = await Promise.all([storeImage(id, 'tajine'), storeImage(id, 'shared'), storeImage(id, 'couscous')]);
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile());
    await db()
      .collection(collectionPath('services', id))
      .doc('service-1')
      .set(service('Atelier tajine', 40, [tajine, shared]));
    await db()
      .collection(collectionPath('services', id))
      .doc('service-2')
      .set(service('Couscous', 35, [couscous, shared]));

    await db().collection(collectionPath('services', id)).doc('service-1').delete();
    await gone(documentPath('images', tajine));
    expect(await exists(documentPath('images', shared))).toBe(true);
    expect(await exists(documentPath('images', couscous))).toBe(true);
    expect(
      await eventually(
        () => quotaCount(id),
        (count) => count === 2,
      ),
    ).toBe(2);
  });

  it('keeps a dropped photo that the profile or another service still shows, and never another Kooker’s photo', async () => {
    const id = await kookerWithPhotos(4);
    const other = newKookerId();
    const [avatar, dish, unused, spare, theirs] = await Promise.all([
      storeImage(id, 'avatar'),
      storeImage(id, 'dish'),
      storeImage(id, 'unused'),
      storeImage(id, 'spare'),
      storeImage(other, 'theirs'),
    ]);
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile({ profileImage: avatar }));
    await db()
      .collection(collectionPath('services', id))
      .doc('service-1')
      .set(service('Brunch', 25, [dish]));
    await db()
      .collection(collectionPath('services', id))
      .doc('service-2')
      .set(service('Dîner', 45, [avatar, dish, unused]));
    // An operator's write: the rules would refuse another Kooker's photo here.
    await db()
      .collection(collectionPath('services', id))
      .doc('service-3')
      .set(service('Goûter', 15, [theirs, spare]));

    await db().collection(collectionPath('services', id)).doc('service-2').update({ photos: [] });
    await db().collection(collectionPath('services', id)).doc('service-3').update({ photos: [] });
    // Each trigger decides on all the photos its write dropped at once: once the photo of
    // the Kooker's own it dropped is gone, it is done with the others.
    await gone(documentPath('images', unused));
    await gone(documentPath('images', spare));
    expect(await exists(documentPath('images', avatar))).toBe(true);
    expect(await exists(documentPath('images', dish))).toBe(true);
    expect(await exists(documentPath('images', theirs))).toBe(true);
    expect(
      await eventually(
        () => quotaCount(id),
        (count) => count === 2,
      ),
    ).toBe(2);
  });

  it('is idempotent: releasing photos already deleted, or still shown, deletes and counts nothing', async () => {
    const id = await kookerWithPhotos(2);
    const [kept, dropped] = await Promise.all([storeImage(id, 'kept'), storeImage(id, 'dropped')]);
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile({ profileImage: kept, coverImage: dropped }));
    await profile.update({ coverImage: null });
    await gone(documentPath('images', dropped));
    await eventually(
      () => quotaCount(id),
      (count) => count === 1,
    );

    await expect(releaseUnusedImages(db(), id, [kept, dropped])).resolves.toEqual([]);
    await expect(releaseUnusedImages(db(), id, [kept, dropped])).resolves.toEqual([]);
    expect(await exists(documentPath('images', kept))).toBe(true);
    expect(await quotaCount(id)).toBe(1);
  });

  it('never takes the count below zero', async () => {
    const id = await kookerWithPhotos(0);
    const photo = await storeImage(id, 'uncounted');
    await expect(releaseUnusedImages(db(), id, [photo])).resolves.toEqual([photo]);
    expect(await exists(documentPath('images', photo))).toBe(false);
    expect(await quotaCount(id)).toBe(0);
  });
});
