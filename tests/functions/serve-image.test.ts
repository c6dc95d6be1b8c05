import { describe, expect, it } from 'vitest';
import { documentPath } from '@kookers/domain/data';
import { imageUrl } from '@kookers/domain/kookers';
import { FUNCTIONS_HOST, PROJECT_ID } from '../support/emulators';
import { REGION } from '../support/clients';
import { db, defined, hostingRewrite, newKookerId, pngBytes, publishedProfile, storeImage, useEmptyEmulators } from './helpers';

useEmptyEmulators();

/** The function itself; in the app, Hosting's /images/** rewrite (firebase.json) leads here. */
const FUNCTION_URL = `http://${FUNCTIONS_HOST}/${PROJECT_ID}/${REGION}/serveImage`;

function get(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${FUNCTION_URL}${path}`, init);
}

/** A photo of a published Kooker: what the public may see. */
async function publicImage(token: string, kookerId = newKookerId()): Promise<string> {
  await db().doc(documentPath('kookers', kookerId)).set(publishedProfile());
  return storeImage(kookerId, token);
}

describe('serveImage', () => {
  it('answers a photo as its bytes, with its type, its size, a year of immutable cache and a strong ETag', async () => {
    const id = await publicImage('photo');
    const response = await get(imageUrl(id));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(pngBytes('photo'.length))).toBe(true);
    expect(response.headers.get('content-length')).toBe(String(body.length));
  });

  it('answers the small variant under /small, with its own bytes and ETag', async () => {
    const id = await publicImage('card');
    const [large, small] = await Promise.all([get(imageUrl(id)), get(imageUrl(id, 'small'))]);

    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await small.arrayBuffer()).equals(pngBytes('card'.length, 16))).toBe(true);
    expect(small.headers.get('etag')).not.toBe(large.headers.get('etag'));
  });

  it('answers 304 without a body when the browser already has that version', async () => {
    const id = await publicImage('cached');
    const etag = defined((await get(imageUrl(id))).headers.get('etag'), 'the ETag');

    for (const ifNoneMatch of [etag, `"autre", ${etag}`, `W/${etag}`]) {
      const revalidated = await get(imageUrl(id), { headers: { 'If-None-Match': ifNoneMatch } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
    }
    const changed = await get(imageUrl(id), { headers: { 'If-None-Match': '"autre"' } });
    expect(changed.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const id = await publicImage('head');
    const response = await get(imageUrl(id), { method: 'HEAD' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(pngBytes('head'.length).length));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404, cached a minute, with a French text, for an unknown id or a path that names no image', async () => {
    for (const path of ['/images/inconnu_photo', '/images/inconnu_photo/small', '/images/a/b/c', '/images/', '/autre']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=60');
      expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/);
      expect(await response.text(), path).toBe('Image introuvable.');
    }
  });

  it('never serves bytes that are not the image format the document claims (404)', async () => {
    const kookerId = newKookerId();
    await db().doc(documentPath('kookers', kookerId)).set(publishedProfile());
    const html = Buffer.from('<script>alert(1)</script>').toString('base64');
    await db()
      .doc(documentPath('images', `${kookerId}_html`))
      .set({ ownerId: kookerId, contentType: 'text/html', data: html, smallData: html, createdAt: new Date() });
    await db()
      .doc(documentPath('images', `${kookerId}_fake`))
      .set({ ownerId: kookerId, contentType: 'image/png', data: html, smallData: html, createdAt: new Date() });

    for (const id of [`${kookerId}_html`, `${kookerId}_fake`]) {
      const response = await get(imageUrl(id));
      expect(response.status, id).toBe(404);
      expect(await response.text(), id).toBe('Image introuvable.');
    }
  });

  it('serves only the photos of a profile the public sees: not a draft’s, a paused or a suspended Kooker’s', async () => {
    const kookerId = newKookerId();
    const id = await publicImage('shown', kookerId);
    const status = async () => {
      const [large, small] = await Promise.all([get(imageUrl(id)), get(imageUrl(id, 'small'))]);
      expect(small.status).toBe(large.status);
      return large.status;
    };
    expect(await status()).toBe(200);

    await db().doc(documentPath('kookers', kookerId)).update({ published: false });
    expect(await status()).toBe(404);
    await db().doc(documentPath('kookers', kookerId)).update({ published: true });
    expect(await status()).toBe(200);
    await db()
      .doc(documentPath('kookers', kookerId))
      .update({ suspension: { reason: 'Signalements répétés' } });
    const suspended = await get(imageUrl(id));
    expect(suspended.status).toBe(404);
    // Not cached for long: a profile published again shows its photos within a minute.
    expect(suspended.headers.get('cache-control')).toBe('public, max-age=60');

    // A photo whose owner has no profile, or whose id names someone else, is nobody's to show.
    const orphan = await storeImage(newKookerId(), 'orphan');
    expect((await get(imageUrl(orphan))).status).toBe(404);
    const other = newKookerId();
    await db().doc(documentPath('kookers', other)).set(publishedProfile());
    await db()
      .doc(documentPath('images', `${other}_borrowed`))
      .set({ ...(await db().doc(documentPath('images', id)).get()).data(), ownerId: kookerId });
    expect((await get(imageUrl(`${other}_borrowed`))).status).toBe(404);
  });

  it('refuses other methods with 405', async () => {
    const id = await publicImage('post');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await get(imageUrl(id), { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
      expect(await response.text(), method).toBe('Méthode non autorisée.');
    }
  });

  it('is what Hosting serves under /images/**, before the app’s catch-all', () => {
    const rewrite = hostingRewrite('/images/**');
    expect(rewrite.function).toEqual({ functionId: 'serveImage', region: REGION });
    expect(rewrite.beforeCatchAll).toBe(true);
  });
});
