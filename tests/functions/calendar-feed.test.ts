// A Kooker's calendar feed (docs/notifications.md, « Le calendrier d'un Kooker »): its private
// address from calendarFeedUrl, the feed served by calendarFeed, a new address killing the old.
import { collectionPath } from '@kookers/domain/data';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { getAuth, signInWithEmailAndPassword, updatePassword } from 'firebase/auth';
import { admin, callError, REGION, WebClient } from '../support/clients';
import { FUNCTIONS_HOST, PROJECT_ID } from '../support/emulators';
import { db, defined, hostingRewrite, storeSampleBooking, useEmptyEmulators } from './helpers';

useEmptyEmulators();

const FEED_URL = `http://${FUNCTIONS_HOST}/${PROJECT_ID}/${REGION}/calendarFeed`;
const clients: WebClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

let emails = 0;
async function signedUp(isKooker: boolean): Promise<{ client: WebClient; uid: string }> {
  const client = new WebClient();
  clients.push(client);
  const user = await client.signUp(`agenda${++emails}@example.fr`);
  if (isKooker) {
    await client.call('becomeKooker');
    await user.getIdToken(true);
  }
  return { client, uid: user.uid };
}

/** The feed's path from the address the Kooker is given. */
async function feedPath(client: WebClient, regenerate = false): Promise<string> {
  const { url } = await client.call<{ url: string }>('calendarFeedUrl', regenerate ? { regenerate: true } : {});
  const path = /\/calendrier\/[A-Za-z0-9_-]{32}\.ics$/.exec(url)?.[0];
  if (!path) throw new Error(`Adresse inattendue : ${url}`);
  return path;
}

const DAY = 24 * 60 * 60 * 1000;
async function storeBooking(id: string, kookerId: string, daysAhead: number, status: 'confirmed' | 'cancelled' = 'confirmed') {
  const start = Date.now() + daysAhead * DAY;
  await storeSampleBooking(id, {
    kookerId,
    status,
    startAt: Timestamp.fromMillis(start),
    endAt: Timestamp.fromMillis(start + 2 * 60 * 60 * 1000),
  });
}

describe('calendarFeed', () => {
  it('serves a Kooker’s confirmed bookings to come, nobody else’s, behind an address only they get', async () => {
    const { client, uid } = await signedUp(true);
    const other = await signedUp(true);
    await storeBooking('a-venir', uid, 5);
    await storeBooking('annulee', uid, 6, 'cancelled');
    await storeBooking('passee', uid, -3);
    await storeBooking('d-un-autre', other.uid, 5);

    const path = await feedPath(client);
    // Asked again, the same address.
    expect(await feedPath(client)).toBe(path);
    const response = await fetch(`${FEED_URL}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // Unfolded: RFC 5545 folds lines longer than 75 octets.
    const feed = (await response.text()).replace(/\r\n[ \t]/g, '');
    expect(feed).toContain('X-WR-CALNAME:Kookers : mes réservations');
    expect(feed).toContain('UID:a-venir@kookers.fr');
    expect(feed).toContain('SUMMARY:Atelier tajine : Camille M.');
    expect(feed).toContain('DTSTART;TZID=Europe/Paris:');
    expect(feed).toContain('LOCATION:Chez le client\\, à Marseille');
    expect(feed).toContain('DESCRIPTION:3 participants\\, Camille M.\\nAllergies : Fruits à coque\\nRégimes : Végétarien');
    // Whoever holds the link reads it: nothing that reaches the client or their home.
    for (const secret of ['Martin', '06 12 34 56 78', '12 rue Paradis', '13001', 'Ma fille a 8 ans']) expect(feed).not.toContain(secret);
    expect(feed).not.toContain('annulee@');
    expect(feed).not.toContain('passee@');
    expect(feed).not.toContain('d-un-autre@');
    expect(hostingRewrite('/calendrier/**')).toEqual({ function: { functionId: 'calendarFeed', region: REGION }, beforeCatchAll: true });
  });

  it('answers 404 to a wrong or replaced address, and a new address works at once', async () => {
    const { client, uid } = await signedUp(true);
    await storeBooking('a-venir', uid, 5);
    const old = await feedPath(client);
    expect((await fetch(`${FEED_URL}/calendrier/${'x'.repeat(32)}.ics`)).status).toBe(404);
    expect((await fetch(`${FEED_URL}/calendrier/court.ics`)).status).toBe(404);

    const renewed = await feedPath(client, true);
    expect(renewed).not.toBe(old);
    expect((await fetch(`${FEED_URL}${old}`)).status).toBe(404);
    expect(await (await fetch(`${FEED_URL}${renewed}`)).text()).toContain('UID:a-venir@kookers.fr');
    expect((await fetch(`${FEED_URL}${renewed}`, { method: 'POST' })).status).toBe(405);
  });

  it('takes the address back when the Kooker changes their password or email: the old one answers 404 at once, a new one is given', async () => {
    const { client, uid } = await signedUp(true);
    await storeBooking('a-venir', uid, 5);
    const first = await feedPath(client);
    expect((await fetch(`${FEED_URL}${first}`)).status).toBe(200);

    const user = defined(client.user, 'signed-in user');
    // Auth keeps the instant sessions were revoked to the second: a change a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await updatePassword(user, 'un-autre-mot-de-passe');
    expect((await fetch(`${FEED_URL}${first}`)).status).toBe(404);
    await signInWithEmailAndPassword(getAuth(client.app), defined(user.email, 'email'), 'un-autre-mot-de-passe');
    const second = await feedPath(client);
    expect(second).not.toBe(first);
    expect((await fetch(`${FEED_URL}${second}`)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await admin().auth.updateUser(uid, { email: `agenda-nouvelle-${Date.now()}@example.fr` });
    expect((await fetch(`${FEED_URL}${second}`)).status).toBe(404);
    expect((await fetch(`${FEED_URL}${first}`)).status).toBe(404);
  });

  it('gives an address to Kookers only', async () => {
    const { client } = await signedUp(false);
    expect(await callError(client.call('calendarFeedUrl'))).toEqual({
      code: 'functions/permission-denied',
      message: 'Seul un Kooker a un calendrier de réservations.',
    });
    expect((await db().collection(collectionPath('calendarFeeds')).count().get()).data().count).toBe(0);
  });
});
