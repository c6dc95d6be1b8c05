import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentPath } from '@kookers/domain/data';
import { admin, callError, closeAdmin, WebClient } from '../support/clients';
import { clearAuth, clearFirestore } from '../support/emulators';

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
