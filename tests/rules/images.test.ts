import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedWorld } from './fixtures';
import { dbAs, UID } from './roles';
import { useRulesEnvironment } from './rules-environment';

const environment = useRulesEnvironment();

const photo = (extra: Record<string, unknown> = {}) => ({
  ownerId: UID.kooker,
  contentType: 'image/webp',
  data: 'UklGRg==',
  width: 1280,
  height: 960,
  createdAt: serverTimestamp(),
  ...extra,
});

async function upload(data: Record<string, unknown>) {
  // Each attempt starts from the same world.
  await environment().clearFirestore();
  await seedWorld(environment());
  return setDoc(doc(dbAs(environment(), 'kooker'), 'images/new'), data);
}

describe('images', () => {
  it('accepts a photo at the size limits: 1280 px a side, 300 KB (409 600 base64 characters)', async () => {
    await assertSucceeds(upload(photo({ data: 'A'.repeat(409600), width: 1280, height: 1280 })));
    await assertSucceeds(upload(photo({ contentType: 'image/jpeg', width: 1, height: 1 })));
  });

  it('refuses a photo just past a limit', async () => {
    await assertFails(upload(photo({ data: 'A'.repeat(409601) })));
    await assertFails(upload(photo({ width: 1281 })));
    await assertFails(upload(photo({ height: 1281 })));
    await assertFails(upload(photo({ height: 0 })));
    await assertFails(upload(photo({ width: 640.5 })));
    await assertFails(upload(photo({ data: '' })));
  });

  it('takes only JPEG, PNG and WebP', async () => {
    await assertFails(upload(photo({ contentType: 'image/svg+xml' })));
    await assertFails(upload(photo({ contentType: 'text/html' })));
  });

  it('refuses a photo filed under someone else, with extra or missing fields, or a client date', async () => {
    await assertFails(upload(photo({ ownerId: UID.otherKooker })));
    await assertFails(upload(photo({ caption: 'Mon tajine' })));
    const { height: _height, ...withoutHeight } = photo();
    await assertFails(upload(withoutHeight));
    await assertFails(upload(photo({ createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  });

  it('lets only the owner delete a photo', async () => {
    await seedWorld(environment());
    await assertFails(deleteDoc(doc(dbAs(environment(), 'otherKooker'), 'images/img-kenza')));
    await assertSucceeds(deleteDoc(doc(dbAs(environment(), 'kooker'), 'images/img-kenza')));
  });
});
