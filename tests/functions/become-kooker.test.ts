import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentPath } from '@kookers/domain/data';
import { kookerToData, newKookerProfile, profileWrites } from '@kookers/domain/kookers';
import { addDays, parisDateOf } from '@kookers/domain/rules';
import { SORTS } from '@kookers/domain/search';
import { modelSamples } from '@kookers/domain/testing';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { doc, runTransaction, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { completeKookerProfiles } from '../../functions/src/kookers/complete-profiles';
import { image } from '../rules/fixtures';
import { appSearchResults } from '../support/app-search';
import { admin, callError, closeAdmin, WebClient } from '../support/clients';
import { clearAuth, clearFirestore } from '../support/emulators';
import { eventually } from './helpers';

let client: WebClient;

beforeEach(async () => {
  await Promise.all([clearAuth(), clearFirestore()]);
  client = new WebClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(async () => {
  await closeAdmin();
});

describe('becomeKooker', () => {
  it('refuses a visitor who is not signed in', async () => {
    expect(await callError(client.call('becomeKooker'))).toEqual({
      code: 'functions/unauthenticated',
      message: 'Vous devez être connecté pour effectuer cette action.',
    });
  });

  it('refuses a user whose email is not verified, and changes nothing', async () => {
    const user = await client.signUp('nonverifie@example.fr', { verified: false });
    expect(await callError(client.call('becomeKooker'))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Veuillez d’abord vérifier votre adresse email.',
    });
    const { firestore, auth } = admin();
    expect((await firestore.doc(documentPath('kookers', user.uid)).get()).exists).toBe(false);
    expect((await auth.getUser(user.uid)).customClaims?.isKooker).toBeUndefined();
  });

  it('makes a verified client a Kooker: claim, flag, an unpublished draft profile and an empty photo count', async () => {
    const user = await client.signUp('camille@example.fr');
    await expect(client.call('becomeKooker')).resolves.toEqual({ isKooker: true });

    const { firestore } = admin();
    expect((await firestore.doc(documentPath('users', user.uid)).get()).get('isKooker')).toBe(true);
    const profile = await firestore.doc(documentPath('kookers', user.uid)).get();
    expect(profile.get('published')).toBe(false);
    // Every field of the model, as a new profile holds it: a Kooker never reviewed is rated 0 of
    // 0 reviews. The triggers may already have derived the search's fields (nextFreeSlotAt…).
    const complete = kookerToData(newKookerProfile(user.uid));
    const { createdAt: _c, updatedAt: _u, searchTokens: _t, location: _l, reach: _r, minPricePerPerson: _m, ...own } = complete;
    const { searchFacets: _f, availabilityFacets: _a, nextFreeSlotAt: _n, ...created } = own;
    expect(profile.data()).toMatchObject(created);
    expect(Object.keys(profile.data() ?? {}).sort()).toEqual(Object.keys(complete).sort());
    expect(profile.data()).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await firestore.doc(documentPath('imageQuotas', user.uid)).get()).data()).toEqual({ count: 0, image: '' });
    const token = await user.getIdTokenResult(true);
    expect(token.claims.isKooker).toBe(true);
  });

  it('is idempotent and never resets a profile or a photo count in progress', async () => {
    const user = await client.signUp('marco@example.fr');
    await client.call('becomeKooker');
    const { firestore } = admin();
    await firestore.doc(documentPath('kookers', user.uid)).update({ bio: 'Cuisine italienne de famille.' });
    await firestore.doc(documentPath('imageQuotas', user.uid)).set({ count: 2, image: `${user.uid}_photo2` });

    await expect(client.call('becomeKooker')).resolves.toEqual({ isKooker: true });
    expect((await firestore.doc(documentPath('kookers', user.uid)).get()).get('bio')).toBe('Cuisine italienne de famille.');
    expect((await firestore.doc(documentPath('imageQuotas', user.uid)).get()).data()).toEqual({ count: 2, image: `${user.uid}_photo2` });
  });

  it('gives a Kooker of before the photo count without touching their profile', async () => {
    const user = await client.signUp('ines@example.fr');
    await client.call('becomeKooker');
    const { firestore } = admin();
    await firestore.doc(documentPath('imageQuotas', user.uid)).delete();

    await expect(client.call('becomeKooker')).resolves.toEqual({ isKooker: true });
    expect((await firestore.doc(documentPath('imageQuotas', user.uid)).get()).data()).toEqual({ count: 0, image: '' });
  });
});

describe('a Kooker published through the app (docs/produit.md, « Recherche »)', () => {
  it('is listed under every sort of the search, and counted, before any review', async () => {
    // Sign-up, becomeKooker, then onboarding's own writes through the rules, and the identity step's callables.
    const user = await client.signUp('nouvelle-kooker@example.fr');
    await client.call('becomeKooker');
    await user.getIdToken(true);
    const web = client.firestore();
    const uid = user.uid;

    // The profile photo, as the onboarding uploads one: the image and the quota's step in one transaction.
    const photo = `${uid}_portrait0001`;
    await runTransaction(web, async (transaction) => {
      transaction.set(doc(web, documentPath('images', photo)), { ...image(uid), createdAt: serverTimestamp() });
      transaction.update(doc(web, documentPath('imageQuotas', uid)), { count: 1, image: photo });
    });
    const { kooker: sample, service } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    const { id: _serviceId, createdAt: _c, updatedAt: _u, ...serviceFields } = service;
    await setDoc(doc(web, documentPath('services', uid, 'service-1')), {
      ...serviceFields,
      photos: [],
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    const profile = {
      ...sample,
      firstName: 'Noémie',
      lastName: 'Nouvelle',
      city: 'Lyon',
      cityInsee: '69123',
      bio: 'Cuisinière lyonnaise, je partage chez vous les recettes de ma grand-mère.',
      profileImage: photo,
      availableDays: [...everyDay],
      blockedDates: [],
      published: false,
    };
    // One write per step, then « Terminer » publishes (once the identity step is done, below).
    const writes = profileWrites(profile);
    const save = (fields: object) => updateDoc(doc(web, documentPath('kookers', uid)), { ...fields, updatedAt: serverTimestamp() });
    for (const step of writes.slice(0, -1)) await save(step);
    await client.call('setLegalStatus', { kind: 'individual' });
    // What linkWithPhoneNumber leaves on the account once the SMS code is confirmed.
    await admin().auth.updateUser(uid, { phoneNumber: '+33612345678' });
    await client.call('confirmPhoneVerification');
    await client.call('declareInsurance', {
      insurer: 'MAIF',
      contractNumber: 'RC-2026-0042',
      validUntil: addDays(parisDateOf(new Date()), 365),
    });
    await save({ published: true });

    const visitor = new WebClient();
    try {
      for (const sort of SORTS) {
        for (const search of sort.id === 'proximite' ? ['?ville=Lyon'] : [`?tri=${sort.id}`, `?ville=Lyon&tri=${sort.id}`]) {
          const found = await eventually(
            () => appSearchResults(visitor.firestore(), search),
            (results) => results.ids.includes(uid),
          );
          expect(found, search).toEqual({ ids: [uid], total: 1 });
        }
      }
    } finally {
      await visitor.close();
    }
  });
});

describe('completeKookerProfiles', () => {
  it('gives a profile created before every field was written those it lacks, never another value, once', async () => {
    const { firestore } = admin();
    const before = {
      firstName: 'Ancienne',
      published: true,
      bio: 'Une bio déjà écrite.',
      searchTokens: ['ancienne'],
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    await firestore.doc(documentPath('kookers', 'ancienne')).withConverter(null).set(before);
    await firestore
      .doc(documentPath('kookers', 'notee'))
      .withConverter(null)
      .set({ ...before, rating: 4.5, reviewCount: 2 });
    const complete = kookerToData(newKookerProfile('complete'));
    await firestore.doc(documentPath('kookers', 'complete')).withConverter(null).set(complete);

    expect(await completeKookerProfiles(firestore)).toEqual({ examined: 3, written: 2 });
    const old = (await firestore.doc(documentPath('kookers', 'ancienne')).get()).data() ?? {};
    expect(Object.keys(old).sort()).toEqual(Object.keys(complete).sort());
    expect(old).toMatchObject({ firstName: 'Ancienne', bio: 'Une bio déjà écrite.', rating: 0, reviewCount: 0, legalStatus: null });
    const rated = (await firestore.doc(documentPath('kookers', 'notee')).get()).data() ?? {};
    expect(rated).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(await completeKookerProfiles(firestore)).toEqual({ examined: 3, written: 0 });
  });
});
