import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { base64Length, IMAGE_VARIANTS, IMAGES_PER_KOOKER_MAX } from '@kookers/domain/kookers';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { JPEG_BASE64, KENZA_PHOTO, KENZA_PROFILE, OLIVIER_PHOTO, PNG_BASE64, seedWorld, WEBP_BASE64 } from './fixtures';
import { dbAs, UID } from './roles';
import { useRulesEnvironment } from './rules-environment';

const environment = useRulesEnvironment();

/** Kenza holds two photos in the seeded world. */
const KENZA_COUNT = 2;
const NEW_ID = `${UID.kooker}_nouvelle`;
const LARGE = IMAGE_VARIANTS.large;
const SMALL = IMAGE_VARIANTS.small;

/** Valid base64 of `length` characters that starts like the given file. */
const padded = (file: string, length: number) => {
  const start = file.replace(/=+$/, '');
  return start + 'A'.repeat(length - start.length);
};

const photo = (extra: Record<string, unknown> = {}) => ({
  ownerId: UID.kooker,
  contentType: 'image/webp',
  data: WEBP_BASE64,
  width: LARGE.maxSide,
  height: 960,
  smallData: WEBP_BASE64,
  smallWidth: SMALL.maxSide,
  smallHeight: 300,
  createdAt: serverTimestamp(),
  ...extra,
});

const kenza = () => dbAs(environment(), 'kooker');

/** Kenza uploads a photo as the app does: the image and her quota's step, in one batch. */
function upload(db: Firestore, data: Record<string, unknown>, options: { id?: string; count?: number; image?: string } = {}) {
  const { id = NEW_ID, count = KENZA_COUNT + 1, image = id } = options;
  const batch = writeBatch(db);
  batch.set(doc(db, documentPath('images', id)), data);
  batch.update(doc(db, documentPath('imageQuotas', UID.kooker)), { count, image });
  return batch.commit();
}

async function fresh(): Promise<void> {
  await environment().clearFirestore();
  await seedWorld(environment());
}

async function uploadFresh(data: Record<string, unknown>, options?: Parameters<typeof upload>[2]) {
  await fresh();
  return upload(kenza(), data, options);
}

describe('images: uploading', () => {
  it('accepts a photo at the size limits of both variants: 1280 px and 300 KB, 400 px and 60 KB', async () => {
    await assertSucceeds(
      uploadFresh(
        photo({
          data: padded(WEBP_BASE64, base64Length(LARGE.maxBytes)),
          width: LARGE.maxSide,
          height: LARGE.maxSide,
          smallData: padded(WEBP_BASE64, base64Length(SMALL.maxBytes)),
          smallWidth: SMALL.maxSide,
          smallHeight: SMALL.maxSide,
        }),
      ),
    );
    await assertSucceeds(
      uploadFresh(
        photo({ contentType: 'image/jpeg', data: JPEG_BASE64, smallData: JPEG_BASE64, width: 1, height: 1, smallWidth: 1, smallHeight: 1 }),
      ),
    );
    await assertSucceeds(uploadFresh(photo({ contentType: 'image/png', data: PNG_BASE64, smallData: PNG_BASE64 })));
  });

  it('refuses a photo just past a limit', async () => {
    await assertFails(uploadFresh(photo({ data: padded(WEBP_BASE64, base64Length(LARGE.maxBytes) + 4) })));
    await assertFails(uploadFresh(photo({ smallData: padded(WEBP_BASE64, base64Length(SMALL.maxBytes) + 4) })));
    await assertFails(uploadFresh(photo({ width: LARGE.maxSide + 1 })));
    await assertFails(uploadFresh(photo({ height: LARGE.maxSide + 1 })));
    await assertFails(uploadFresh(photo({ smallWidth: SMALL.maxSide + 1 })));
    await assertFails(uploadFresh(photo({ smallHeight: 0 })));
    await assertFails(uploadFresh(photo({ width: 640.5 })));
    await assertFails(uploadFresh(photo({ data: '' })));
  });

  it('takes only JPEG, PNG and WebP whose bytes really are of that type', async () => {
    await assertFails(uploadFresh(photo({ contentType: 'image/svg+xml' })));
    await assertFails(uploadFresh(photo({ contentType: 'text/html' })));
    // PNG bytes labelled as WebP, WebP labelled as JPEG.
    await assertFails(uploadFresh(photo({ data: PNG_BASE64 })));
    await assertFails(uploadFresh(photo({ contentType: 'image/jpeg', data: WEBP_BASE64, smallData: JPEG_BASE64 })));
    await assertFails(uploadFresh(photo({ smallData: JPEG_BASE64 })));
    // SVG markup and plain text, stored as a PNG.
    const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await assertFails(uploadFresh(photo({ contentType: 'image/png', data: svg, smallData: PNG_BASE64 })));
    await assertFails(uploadFresh(photo({ contentType: 'image/png', data: 'Ceci est du texte.', smallData: PNG_BASE64 })));
    // A real signature followed by something that is not base64.
    await assertFails(uploadFresh(photo({ data: `${WEBP_BASE64}<html>` })));
  });

  it('refuses a photo filed under someone else, with extra or missing fields, or a client date', async () => {
    await assertFails(uploadFresh(photo({ ownerId: UID.otherKooker })));
    await assertFails(uploadFresh(photo({ caption: 'Mon tajine' })));
    const { smallHeight: _smallHeight, ...withoutSmallHeight } = photo();
    await assertFails(uploadFresh(withoutSmallHeight));
    await assertFails(uploadFresh(photo({ createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  });

  it('takes only ids that name the uploader: nobody creates a photo that another Kooker’s profile may reference', async () => {
    await assertFails(uploadFresh(photo(), { id: `${UID.otherKooker}_nouvelle` }));
    await assertFails(uploadFresh(photo(), { id: `${UID.kooker}-nouvelle` }));
    await assertFails(uploadFresh(photo(), { id: `${UID.kooker}_a_b` }));
    await assertFails(uploadFresh(photo(), { id: 'nouvelle' }));
  });

  it('needs the quota to step by one, naming the new photo, in the same batch', async () => {
    await fresh();
    const db = kenza();
    await assertFails(setDoc(doc(db, documentPath('images', NEW_ID)), photo()));
    await assertFails(upload(db, photo(), { count: KENZA_COUNT }));
    await assertFails(upload(db, photo(), { count: KENZA_COUNT + 2 }));
    await assertFails(upload(db, photo(), { image: KENZA_PHOTO }));
    // Two photos for a single step.
    const batch = writeBatch(db);
    batch.set(doc(db, documentPath('images', NEW_ID)), photo());
    batch.set(doc(db, documentPath('images', `${UID.kooker}_deuxieme`)), photo());
    batch.update(doc(db, documentPath('imageQuotas', UID.kooker)), { count: KENZA_COUNT + 1, image: NEW_ID });
    await assertFails(batch.commit());
  });

  it(`stops a Kooker at ${IMAGES_PER_KOOKER_MAX} photos`, async () => {
    await fresh();
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, documentPath('imageQuotas', UID.kooker)), {
        count: IMAGES_PER_KOOKER_MAX - 1,
        image: KENZA_PHOTO,
      });
    });
    await assertSucceeds(upload(kenza(), photo(), { count: IMAGES_PER_KOOKER_MAX }));
    await assertFails(upload(kenza(), photo(), { id: `${UID.kooker}_une-de-trop`, count: IMAGES_PER_KOOKER_MAX + 1 }));
  });

  it('refuses a quota moved without its photo, or below zero', async () => {
    await fresh();
    const quota = doc(kenza(), documentPath('imageQuotas', UID.kooker));
    await assertFails(updateDoc(quota, { count: 0, image: KENZA_PHOTO }));
    await assertFails(updateDoc(quota, { count: KENZA_COUNT - 1, image: KENZA_PHOTO }));
    await assertFails(updateDoc(quota, { count: KENZA_COUNT + 1, image: `${UID.kooker}_fantome` }));
    await assertFails(
      updateDoc(doc(dbAs(environment(), 'otherKooker'), documentPath('imageQuotas', UID.kooker)), { count: 0, image: KENZA_PHOTO }),
    );
  });
});

describe('images: reading and deleting', () => {
  it('shows the documents to their owner only, one by one; everyone else sees photos over HTTP', async () => {
    await fresh();
    await assertSucceeds(getDoc(doc(kenza(), documentPath('images', KENZA_PHOTO))));
    await assertFails(getDoc(doc(dbAs(environment(), 'otherKooker'), documentPath('images', KENZA_PHOTO))));
    await assertFails(getDoc(doc(dbAs(environment(), 'visitor'), documentPath('images', KENZA_PHOTO))));
    await assertFails(getDocs(query(collection(kenza(), collectionPath('images')), where('ownerId', '==', UID.kooker))));
    await assertFails(
      getDocs(query(collection(dbAs(environment(), 'visitor'), collectionPath('images')), where('ownerId', '==', UID.otherKooker))),
    );
  });

  it('lets only the owner delete a photo, stepping the quota down in the same batch', async () => {
    await fresh();
    const olivier = dbAs(environment(), 'otherKooker');
    const byOlivier = writeBatch(olivier);
    byOlivier.delete(doc(olivier, documentPath('images', KENZA_PHOTO)));
    byOlivier.update(doc(olivier, documentPath('imageQuotas', UID.otherKooker)), { count: 0, image: KENZA_PHOTO });
    await assertFails(byOlivier.commit());
    const db = kenza();
    await assertFails(deleteDoc(doc(db, documentPath('images', KENZA_PHOTO))));
    const batch = writeBatch(db);
    batch.delete(doc(db, documentPath('images', KENZA_PHOTO)));
    batch.update(doc(db, documentPath('imageQuotas', UID.kooker)), { count: KENZA_COUNT - 1, image: KENZA_PHOTO });
    await assertSucceeds(batch.commit());
  });

  it('keeps the profile photo a published profile shows; once paused, it may go', async () => {
    await fresh();
    const deletion = (db: Firestore) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, documentPath('images', KENZA_PROFILE)));
      batch.update(doc(db, documentPath('imageQuotas', UID.kooker)), { count: KENZA_COUNT - 1, image: KENZA_PROFILE });
      return batch;
    };
    await assertFails(deletion(kenza()).commit());
    await assertSucceeds(updateDoc(doc(kenza(), documentPath('kookers', UID.kooker)), { published: false, updatedAt: serverTimestamp() }));
    await assertSucceeds(deletion(kenza()).commit());
  });

  it('lets nobody change a photo', async () => {
    await fresh();
    await assertFails(updateDoc(doc(kenza(), documentPath('images', KENZA_PHOTO)), { width: 10 }));
    await assertFails(updateDoc(doc(dbAs(environment(), 'otherKooker'), documentPath('images', OLIVIER_PHOTO)), { data: PNG_BASE64 }));
  });
});
