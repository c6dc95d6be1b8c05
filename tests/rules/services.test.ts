import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { KOOKER_TEXT_LIMITS, PRICE_PER_PERSON_CENTS, SERVICE_IDS, ALLERGEN_IDS } from '@kookers/domain/kookers';
import { PHOTOS_PER_CARD_MAX } from '@kookers/domain/rules';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { image, KENZA_PHOTO, KENZA_PROFILE, OLIVIER_PHOTO, seedWorld, service } from './fixtures';
import { dbAs, UID } from './roles';
import { useRulesEnvironment } from './rules-environment';

const environment = useRulesEnvironment();

const kenzaService = (id: string) => documentPath('services', UID.kooker, id);
const stamped = (fields: Record<string, unknown>) => ({ ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

/** Kenza adds a service at `id`, from the seeded world plus her extra photos. */
async function add(id: string, fields: Record<string, unknown>) {
  await environment().clearFirestore();
  await seedWorld(environment());
  await withRulesOff(async (db) => {
    for (const photo of ['p2', 'p3', 'p4']) await setDoc(doc(db, documentPath('images', `${UID.kooker}_${photo}`)), image(UID.kooker));
  });
  return setDoc(doc(dbAs(environment(), 'kooker'), kenzaService(id)), fields);
}

async function withRulesOff(write: (db: Firestore) => Promise<void>) {
  await environment().withSecurityRulesDisabled((context) => write(context.firestore() as unknown as Firestore));
}

const photos = (count: number) => [KENZA_PHOTO, `${UID.kooker}_p2`, `${UID.kooker}_p3`, `${UID.kooker}_p4`].slice(0, count);

describe('services: reading', () => {
  it('shows the services of a published profile to everyone, those of a draft to its owner only', async () => {
    await seedWorld(environment());
    await assertSucceeds(getDocs(collection(dbAs(environment(), 'visitor'), collectionPath('services', UID.kooker))));
    await assertFails(getDocs(collection(dbAs(environment(), 'visitor'), collectionPath('services', UID.otherKooker))));
    await assertFails(getDoc(doc(dbAs(environment(), 'kooker'), documentPath('services', UID.otherKooker, 'service-1'))));
    await assertSucceeds(getDocs(collection(dbAs(environment(), 'otherKooker'), collectionPath('services', UID.otherKooker))));
  });
});

describe('services: adding and replacing', () => {
  it('takes five services at most: one in each of the five places', async () => {
    for (const id of SERVICE_IDS.slice(1)) await assertSucceeds(add(id, stamped(service())));
    await assertFails(add('service-6', stamped(service())));
    await assertFails(add('atelier', stamped(service())));
  });

  it('takes up to three distinct photos of the Kooker’s own that exist', async () => {
    await assertSucceeds(add('service-2', stamped(service({ photos: photos(PHOTOS_PER_CARD_MAX) }))));
    await assertSucceeds(add('service-2', stamped(service({ photos: [] }))));
    await assertFails(add('service-2', stamped(service({ photos: photos(PHOTOS_PER_CARD_MAX + 1) }))));
    await assertFails(add('service-2', stamped(service({ photos: [KENZA_PHOTO, KENZA_PHOTO] }))));
    await assertFails(add('service-2', stamped(service({ photos: [OLIVIER_PHOTO] }))));
    await assertFails(add('service-2', stamped(service({ photos: [`${UID.kooker}_jamais-envoyee`] }))));
    await assertFails(add('service-2', stamped(service({ photos: KENZA_PHOTO }))));
    await assertFails(add('service-2', stamped(service({ photos: { 0: KENZA_PHOTO } }))));
  });

  it('needs a name that is not blank and a whole price in cents from 1 € to 1 000 €', async () => {
    await assertSucceeds(add('service-2', stamped(service({ pricePerPerson: PRICE_PER_PERSON_CENTS.min }))));
    await assertSucceeds(add('service-2', stamped(service({ pricePerPerson: PRICE_PER_PERSON_CENTS.max }))));
    for (const pricePerPerson of [PRICE_PER_PERSON_CENTS.min - 1, PRICE_PER_PERSON_CENTS.max + 1, 35.5, '40', 0]) {
      await assertFails(add('service-2', stamped(service({ pricePerPerson }))));
    }
    for (const name of ['', '    ', 'n'.repeat(KOOKER_TEXT_LIMITS.serviceName + 1), 42])
      await assertFails(add('service-2', stamped(service({ name }))));
  });

  it('bounds the texts, needs every field and nothing more', async () => {
    await assertSucceeds(
      add(
        'service-2',
        stamped(
          service({
            name: 'n'.repeat(KOOKER_TEXT_LIMITS.serviceName),
            serviceArea: 's'.repeat(KOOKER_TEXT_LIMITS.serviceArea),
            additionalInfo: 'i'.repeat(KOOKER_TEXT_LIMITS.serviceAdditionalInfo),
            requiredEquipment: 'e'.repeat(KOOKER_TEXT_LIMITS.serviceRequiredEquipment),
          }),
        ),
      ),
    );
    await assertFails(add('service-2', stamped(service({ serviceArea: 's'.repeat(KOOKER_TEXT_LIMITS.serviceArea + 1) }))));
    await assertFails(add('service-2', stamped(service({ additionalInfo: 'i'.repeat(KOOKER_TEXT_LIMITS.serviceAdditionalInfo + 1) }))));
    await assertFails(
      add('service-2', stamped(service({ requiredEquipment: 'e'.repeat(KOOKER_TEXT_LIMITS.serviceRequiredEquipment + 1) }))),
    );
    await assertFails(add('service-2', stamped(service({ discount: 10 }))));
    const { requiredEquipment: _equipment, ...withoutEquipment } = service();
    await assertFails(add('service-2', stamped(withoutEquipment)));
  });

  it('declares the menu’s allergens: the regulation’s 14, each once, the list required even when empty', async () => {
    await assertSucceeds(add('service-2', stamped(service({ allergens: [] }))));
    await assertSucceeds(add('service-2', stamped(service({ allergens: [...ALLERGEN_IDS] }))));
    for (const allergens of [['noix'], ['lait', 'lait'], 'lait', [...ALLERGEN_IDS, 'noix'], null])
      await assertFails(add('service-2', stamped(service({ allergens }))));
    const { allergens: _allergens, ...withoutAllergens } = service();
    await assertFails(add('service-2', stamped(withoutAllergens)));
  });

  it('says where it takes place: at the client’s or at the Kooker’s, required', async () => {
    await assertSucceeds(add('service-2', stamped(service({ location: 'kooker' }))));
    for (const location of ['parc', '', null, ['client']]) await assertFails(add('service-2', stamped(service({ location }))));
    const { location: _location, ...withoutLocation } = service();
    await assertFails(add('service-2', stamped(withoutLocation)));
  });

  it('dates a new service by the server, and keeps its creation date when it is replaced', async () => {
    await assertFails(
      add('service-2', { ...service(), createdAt: Timestamp.fromDate(new Date('2020-01-01')), updatedAt: serverTimestamp() }),
    );
    await assertFails(add('service-2', service()));
    const ref = doc(dbAs(environment(), 'kooker'), kenzaService('service-1'));
    await assertSucceeds(
      setDoc(ref, {
        ...service({ name: 'Atelier couscous' }),
        createdAt: (await getDoc(ref)).get('createdAt'),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(setDoc(ref, stamped(service({ name: 'Atelier pastilla' }))));
    await assertFails(updateDoc(ref, { name: 'Sans date' }));
  });

  it('keeps photos a service already has without looking them up again', async () => {
    await seedWorld(environment());
    const ref = doc(dbAs(environment(), 'kooker'), kenzaService('service-1'));
    await assertSucceeds(updateDoc(ref, { photos: [KENZA_PHOTO, KENZA_PROFILE], updatedAt: serverTimestamp() }));
  });

  it('lets nobody but the owner, a verified Kooker, write them', async () => {
    await seedWorld(environment());
    for (const role of ['visitor', 'unverified', 'client', 'otherKooker'] as const) {
      await assertFails(setDoc(doc(dbAs(environment(), role), kenzaService('service-2')), stamped(service())));
      await assertFails(
        updateDoc(doc(dbAs(environment(), role), kenzaService('service-1')), { pricePerPerson: 100, updatedAt: serverTimestamp() }),
      );
    }
    const notKooker = environment().authenticatedContext(UID.kooker, { email_verified: true }).firestore();
    await assertFails(setDoc(doc(notKooker, kenzaService('service-2')), stamped(service())));
  });
});

describe('services: deleting', () => {
  it('keeps the last service of a published profile, and deletes any other', async () => {
    await seedWorld(environment());
    const kenza = dbAs(environment(), 'kooker');
    await assertFails(deleteDoc(doc(kenza, kenzaService('service-1'))));
    await setDoc(doc(kenza, kenzaService('service-4')), stamped(service()));
    await assertSucceeds(deleteDoc(doc(kenza, kenzaService('service-1'))));
    await assertFails(deleteDoc(doc(kenza, kenzaService('service-4'))));
  });

  it('judges a batch by what it leaves: deleting every service at once is refused, unless the same batch pauses the profile', async () => {
    await seedWorld(environment());
    const kenza = dbAs(environment(), 'kooker');
    await setDoc(doc(kenza, kenzaService('service-4')), stamped(service()));
    const all = writeBatch(kenza);
    all.delete(doc(kenza, kenzaService('service-1')));
    all.delete(doc(kenza, kenzaService('service-4')));
    await assertFails(all.commit());
    const paused = writeBatch(kenza);
    paused.update(doc(kenza, documentPath('kookers', UID.kooker)), { published: false, updatedAt: serverTimestamp() });
    paused.delete(doc(kenza, kenzaService('service-1')));
    paused.delete(doc(kenza, kenzaService('service-4')));
    await assertSucceeds(paused.commit());
  });

  it('deletes the last service of a paused profile or a draft', async () => {
    await seedWorld(environment());
    await assertSucceeds(deleteDoc(doc(dbAs(environment(), 'otherKooker'), documentPath('services', UID.otherKooker, 'service-1'))));
    const kenza = dbAs(environment(), 'kooker');
    await assertSucceeds(updateDoc(doc(kenza, documentPath('kookers', UID.kooker)), { published: false, updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(kenza, kenzaService('service-1'))));
  });

  it('lets nobody else delete one', async () => {
    await seedWorld(environment());
    await assertFails(deleteDoc(doc(dbAs(environment(), 'otherKooker'), kenzaService('service-1'))));
    await assertFails(deleteDoc(doc(dbAs(environment(), 'client'), documentPath('services', UID.otherKooker, 'service-1'))));
  });
});
