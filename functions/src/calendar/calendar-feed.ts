import { randomBytes } from 'node:crypto';
import { participantsLabel } from '@kookers/domain/booking-text';
import { dietaryLabels } from '@kookers/domain/dietary';
import { bookingFromData, type Booking } from '@kookers/domain/model';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, onRequest } from 'firebase-functions/https';
import { calendarFeedText, type BookingEventInput } from '../mail/calendar';
import { siteOriginForMail } from '../mail/site-origin';
import { requireVerifiedUser } from '../shared/guards';

/** `/calendrier/{token}.ics`: the token is 32 characters of base64url (192 random bits). */
const FEED_PATH = /^\/calendrier\/([A-Za-z0-9_-]{32})\.ics$/;
const FEED_NAME = 'Kookers : mes réservations';
/** Calendar apps fetch a feed every few hours; five minutes of cache spare the database. */
const FEED_CACHE = 'private, max-age=300';
/** How far back the feed still shows a booking (yesterday's stays in the calendar). */
const DAY_MS = 24 * 60 * 60 * 1000;

const feeds = () => getFirestore().collection('calendarFeeds');

/**
 * The private address of the caller's calendar feed (docs/notifications.md, « Le calendrier
 * d'un Kooker »), made on first ask; `{ regenerate: true }` makes a new one, and the old one
 * stops answering at once. Kookers only. The token lives in `calendarFeeds/{uid}`, which no
 * browser reads (firestore.rules).
 */
export const calendarFeedUrl = onCall(async (request) => {
  const { uid } = requireVerifiedUser(request);
  if (request.auth?.token.isKooker !== true) throw new HttpsError('permission-denied', 'Seul un Kooker a un calendrier de réservations.');
  const data: unknown = request.data;
  const regenerate = typeof data === 'object' && data !== null && (data as { regenerate?: unknown }).regenerate === true;
  const db = getFirestore();
  const ref = feeds().doc(uid);
  const token = await db.runTransaction(async (transaction) => {
    const current: unknown = (await transaction.get(ref)).get('token');
    if (typeof current === 'string' && !regenerate) return current;
    const next = randomBytes(24).toString('base64url');
    transaction.set(ref, { token: next, updatedAt: FieldValue.serverTimestamp() });
    return next;
  });
  return { url: `${await siteOriginForMail()}/calendrier/${token}.ics` };
});

/**
 * Serves a Kooker's calendar feed behind the Hosting rewrite `/calendrier/**`: their confirmed
 * bookings from yesterday on, each with the client, their phone, the place, the participants
 * and what the guests cannot eat, for Google Calendar or Apple Calendar to subscribe to. An
 * unknown or replaced token answers 404 and says nothing more.
 */
export const calendarFeed = onRequest(async (req, res) => {
  res.set('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).type('text/plain').send('Méthode non autorisée.');
    return;
  }
  const token = FEED_PATH.exec(req.path)?.[1];
  try {
    const found = token ? await feeds().where('token', '==', token).limit(1).get() : null;
    const kookerId = found?.docs[0]?.id;
    if (!kookerId) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Calendrier introuvable.');
      return;
    }
    const snapshot = await getFirestore()
      .collection('bookings')
      .where('kookerId', '==', kookerId)
      .where('status', '==', 'confirmed')
      .where('startAt', '>=', Timestamp.fromMillis(Date.now() - DAY_MS))
      .orderBy('startAt')
      .get();
    const origin = await siteOriginForMail();
    const events = snapshot.docs.map((doc) => feedEvent(bookingFromData(doc.id, doc.data()), origin));
    res
      .status(200)
      .set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': FEED_CACHE })
      .send(calendarFeedText(FEED_NAME, events));
  } catch (error) {
    logger.error('Calendrier indisponible', { error: String(error) });
    res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Calendrier momentanément indisponible.');
  }
});

/** One booking as the Kooker's calendar shows it. */
function feedEvent(booking: Booking, origin: string): BookingEventInput {
  const { client } = booking.contacts;
  const name = `${client.firstName} ${client.lastName}`.trim() || booking.clientName;
  const { allergens, diets, note } = booking.dietary;
  const url = `${origin}/reservations/${encodeURIComponent(booking.id)}`;
  const lines = [
    `${participantsLabel(booking.participants)}, ${name}${client.phone ? `, ${client.phone}` : ''}`,
    `Allergies : ${allergens.length > 0 ? dietaryLabels(allergens).join(', ') : 'aucune signalée'}`,
    ...(diets.length > 0 ? [`Régimes : ${dietaryLabels(diets).join(', ')}`] : []),
    ...(note ? [`Message du client : ${note}`] : []),
    url,
  ];
  return { booking, cancelled: false, sequence: 0, title: `${booking.service.name} : ${name}`, description: lines.join('\n'), url };
}
