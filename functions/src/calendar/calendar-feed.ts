import { randomBytes } from 'node:crypto';
import { participantsLabel, type Booking, communeOfAddress } from '@kookers/domain/booking';
import { dietaryLabels, type CalendarFeed } from '@kookers/domain/kookers';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, onRequest } from 'firebase-functions/https';
import { calendarFeedText, type BookingEventInput } from '../mail/calendar';
import { siteOriginForMail } from '../mail/site-origin';
import { collectionOf, documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';

/** `/calendrier/{token}.ics`: the token is 32 characters of base64url (192 random bits). */
const FEED_PATH = /^\/calendrier\/([A-Za-z0-9_-]{32})\.ics$/;
const FEED_NAME = 'Kookers : mes réservations';
/** Calendar apps fetch a feed every few hours; five minutes of cache spare the database. */
const FEED_CACHE = 'private, max-age=300';
/** How far back the feed still shows a booking (yesterday's stays in the calendar). */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who the feed's address was made for: the Kooker's address and the instant their sessions
 * were last revoked (Firebase moves it when the password changes, an operator revokes them…).
 * An address made for someone else than the account is now answers 404: a change of password
 * or email takes back a link that leaked with the old ones.
 */
interface FeedOwner {
  email: string;
  validAfter: string;
}

const ownerOf = (user: UserRecord): FeedOwner => ({ email: user.email ?? '', validAfter: user.tokensValidAfterTime ?? '' });
const sameOwner = (feed: CalendarFeed, owner: FeedOwner) => feed.email === owner.email && feed.validAfter === owner.validAfter;

/**
 * The private address of the caller's calendar feed (docs/notifications.md, « Le calendrier
 * d'un Kooker »), made on first ask; `{ regenerate: true }` makes a new one, and so does a
 * change of the Kooker's password or email since the last one (FeedOwner): the old one stops
 * answering at once. Kookers only. The token lives in `calendarFeeds/{uid}`, which no browser
 * reads (firestore.rules).
 */
export const calendarFeedUrl = onCall(async (request) => {
  const { uid } = requireVerifiedUser(request);
  if (request.auth?.token.isKooker !== true) throw new HttpsError('permission-denied', 'Seul un Kooker a un calendrier de réservations.');
  const data: unknown = request.data;
  const regenerate = typeof data === 'object' && data !== null && (data as { regenerate?: unknown }).regenerate === true;
  const db = getFirestore();
  const ref = documentOf(db, 'calendarFeeds', uid);
  const owner = ownerOf(await getAuth().getUser(uid));
  const token = await db.runTransaction(async (transaction) => {
    const feed = (await transaction.get(ref)).data();
    if (feed && feed.token !== '' && !regenerate && sameOwner(feed, owner)) return feed.token;
    const next = randomBytes(24).toString('base64url');
    transaction.set(ref, { id: uid, token: next, ...owner, updatedAt: FieldValue.serverTimestamp() });
    return next;
  });
  return { url: `${await siteOriginForMail()}/calendrier/${token}.ics` };
});

/** The Kooker whose live feed `token` opens, or null: unknown, or made before a change of password or email (then deleted). */
async function feedOwnerOf(token: string): Promise<string | null> {
  const found = (await collectionOf(getFirestore(), 'calendarFeeds').where('token', '==', token).limit(1).get()).docs[0];
  if (!found) return null;
  const user = await getAuth()
    .getUser(found.id)
    .catch(() => null);
  if (user && sameOwner(found.data(), ownerOf(user))) return found.id;
  // Taken back: the next ask for the address makes a new one. Only if it was not renewed meanwhile.
  await getFirestore().runTransaction(async (transaction) => {
    const current = await transaction.get(found.ref);
    if (current.data()?.token === token) transaction.delete(found.ref);
  });
  return null;
}

/**
 * Serves a Kooker's calendar feed behind the Hosting rewrite `/calendrier/**`: their confirmed
 * bookings from yesterday on, for Google Calendar or Apple Calendar to subscribe to. Whoever
 * holds the link reads it, so each event carries the least the Kooker needs to prepare
 * (docs/notifications.md): the client's first name and initial, the commune, the participants,
 * the allergies and diets — no phone, street address or free note, which the booking gives the
 * Kooker signed in. An unknown, replaced or taken-back token answers 404 and says nothing more.
 */
export const calendarFeed = onRequest(async (req, res) => {
  res.set('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).type('text/plain').send('Méthode non autorisée.');
    return;
  }
  const token = FEED_PATH.exec(req.path)?.[1];
  try {
    const kookerId = token ? await feedOwnerOf(token) : null;
    if (!kookerId) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Calendrier introuvable.');
      return;
    }
    const snapshot = await collectionOf(getFirestore(), 'bookings')
      .where('kookerId', '==', kookerId)
      .where('status', '==', 'confirmed')
      .where('startAt', '>=', Timestamp.fromMillis(Date.now() - DAY_MS))
      .orderBy('startAt')
      .get();
    const origin = await siteOriginForMail();
    const events = snapshot.docs.map((doc) => feedEvent(doc.data(), origin));
    res
      .status(200)
      .set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': FEED_CACHE })
      .send(calendarFeedText(FEED_NAME, events));
  } catch (error) {
    logger.error('Calendrier indisponible', { error: String(error) });
    res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Calendrier momentanément indisponible.');
  }
});

/** One booking as the Kooker's calendar shows it: nothing that reaches the client or their home. */
function feedEvent(booking: Booking, origin: string): BookingEventInput {
  const name = booking.clientName || 'Un client';
  const { allergens, diets } = booking.dietary;
  const url = `${origin}/reservations/${encodeURIComponent(booking.id)}`;
  const commune = booking.place.location === 'kooker' ? '' : communeOfAddress(booking.place.address);
  const lines = [
    `${participantsLabel(booking.participants)}, ${name}`,
    `Allergies : ${allergens.length > 0 ? dietaryLabels(allergens).join(', ') : 'aucune signalée'}`,
    ...(diets.length > 0 ? [`Régimes : ${dietaryLabels(diets).join(', ')}`] : []),
    'Le téléphone, l’adresse et le message du client : sur la réservation.',
    url,
  ];
  return {
    booking,
    location: booking.place.location === 'kooker' ? 'Chez vous' : commune ? `Chez le client, à ${commune}` : 'Chez le client',
    cancelled: false,
    sequence: 0,
    title: `${booking.service.name} : ${name}`,
    description: lines.join('\n'),
    url,
  };
}
