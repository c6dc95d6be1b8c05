import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { imageTypeOf, parseImagePath } from '@kookers/domain/kookers';
import { documentOf, modelOf } from '../shared/db';

/** A photo never changes (a new photo is a new id): browsers and the CDN keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unknown id may exist a minute later (an upload in progress): not cached for long. */
const NOT_FOUND_CACHE = 'public, max-age=60';

/**
 * Serves the stored photos over HTTP (docs/modele-de-donnees.md, docs/decisions/006), behind the Hosting
 * rewrite `/images/**`: GET or HEAD `/images/{id}` answers the photo, `/images/{id}/small` its
 * variant for cards and lists, as bytes with their content type, a long immutable cache and a
 * strong ETag, so that pages use plain lazy `<img>` tags and a repeat visit downloads nothing.
 * Only the photos of a profile the public sees are served: a draft's, a paused or a suspended
 * Kooker's answer 404 (their owner reads them from Firestore: docs/decisions/005-images-in-firestore.md).
 */
export const serveImage = onRequest(async (req, res) => {
  res.set('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).type('text/plain').send('Méthode non autorisée.');
    return;
  }
  const found = parseImagePath(req.path);
  let snapshot, owner;
  try {
    // The owner is named by the id ({ownerUid}_{token}): both documents in one round trip.
    const db = getFirestore();
    // The profile read as stored: any `suspension` an operator wrote hides it (showsPublicly).
    [snapshot, owner] = found
      ? await db.getAll(
          documentOf(db, 'images', found.imageId).withConverter(null),
          documentOf(db, 'kookers', ownerIdOf(found.imageId)).withConverter(null),
        )
      : [null, null];
  } catch (error) {
    logger.error('Lecture de l’image impossible', { path: req.path, error });
    res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Image momentanément indisponible.');
    return;
  }
  const image = found && snapshot ? modelOf('images', snapshot) : null;
  // A photo stored before the small variant existed is served whole rather than not at all.
  const base64 = image && (found?.variant === 'small' && image.smallData !== '' ? image.smallData : image.data);
  if (!image || !base64 || image.ownerId !== owner?.id || !showsPublicly(owner.data())) {
    notFound(res);
    return;
  }
  const bytes = Buffer.from(base64, 'base64');
  // The rules check this at upload; checked again because whatever is served here is served
  // from the app's own origin: never anything but the image format it claims to be.
  if (imageTypeOf(bytes) !== image.contentType) {
    logger.warn('Image refusée : son contenu n’est pas du type annoncé', { imageId: image.id, contentType: image.contentType });
    notFound(res);
    return;
  }
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  res.set({ ETag: etag, 'Cache-Control': IMMUTABLE });
  if (matchesETag(req.get('If-None-Match'), etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).set({ 'Content-Type': image.contentType, 'Content-Length': String(bytes.length) });
  // Node sends no body in answer to HEAD, but keeps the headers.
  res.end(bytes);
});

/** The uid an image id names (an id without one names nobody's profile). */
function ownerIdOf(imageId: string): string {
  const at = imageId.indexOf('_');
  return at > 0 ? imageId.slice(0, at) : '-';
}

/** Whether the public sees the profile: published, and not suspended by the operators. */
function showsPublicly(profile: Record<string, unknown> | undefined): boolean {
  return profile?.published === true && (profile.suspension === undefined || profile.suspension === null);
}

function notFound(res: Response): void {
  res.status(404).set('Cache-Control', NOT_FOUND_CACHE).type('text/plain').send('Image introuvable.');
}

/** If-None-Match holds `*` or a list of tags, weak or strong, compared weakly (RFC 9110 §13.1.2). */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}
