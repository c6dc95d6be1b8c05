// sendContactMessage against the emulators: the message is stored only through the function,
// which refuses bad input in French and limits what one address, and everyone together, may
// send in an hour (issue: 50 messages in a loop from one visitor all went through).
import { Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { CONTACT_LIMIT_MESSAGES, CONTACT_RATE_LIMITS } from '@kookers/domain/messaging';
import { purgeContactMessages } from '../../functions/src/contact/purge-contact-messages';
import { callerAddress, sendContactMessageCall } from '../../functions/src/contact/send-contact-message';
import { callError, WebClient } from '../support/clients';
import { db, useEmptyEmulators } from './helpers';

useEmptyEmulators();

const clients: WebClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const message = (n = 0) => ({
  name: 'Camille Martin',
  email: 'camille@example.fr',
  subject: 'support',
  message: `Bonjour, une question sur ma réservation (${n}).`,
});

/** A call as Cloud Functions hands it over, from `address` (what Google's front end appends). */
function fromAddress(address: string, data: unknown): Pick<CallableRequest<unknown>, 'data' | 'rawRequest'> {
  return { data, rawRequest: { headers: { 'x-forwarded-for': address }, ip: '10.0.0.1' } as unknown as CallableRequest['rawRequest'] };
}

async function stored(): Promise<number> {
  return (await db().collection(collectionPath('contactMessages')).count().get()).data().count;
}

describe('sendContactMessage', () => {
  it('stores a visitor’s message through the callable, as the contact page sends it', async () => {
    const visitor = new WebClient();
    clients.push(visitor);
    const { messageId } = await visitor.call<{ messageId: string }>('sendContactMessage', message());
    const saved = await db().doc(documentPath('contactMessages', messageId)).get();
    expect(saved.data()).toMatchObject(message());
    expect(saved.get('createdAt')).toBeDefined();
  });

  it('takes 5 messages an hour from one visitor: 50 in a loop store 5, the rest are refused in French', async () => {
    const visitor = new WebClient();
    clients.push(visitor);
    const outcomes: string[] = [];
    for (let n = 0; n < 50; n++) {
      outcomes.push(
        await visitor.call('sendContactMessage', message(n)).then(
          () => 'ok',
          (error: { code: string; message: string }) => `${error.code} ${error.message.replace(/\s*\[\d{3}\]$/, '')}`,
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(CONTACT_RATE_LIMITS.perAddress);
    expect(new Set(outcomes.slice(CONTACT_RATE_LIMITS.perAddress))).toEqual(
      new Set([`functions/resource-exhausted ${CONTACT_LIMIT_MESSAGES.address}`]),
    );
    expect(await stored()).toBe(CONTACT_RATE_LIMITS.perAddress);
  });

  it('counts per address, and the next hour starts afresh', async () => {
    const hour = new Date('2026-11-23T10:00:00Z');
    for (let n = 0; n < CONTACT_RATE_LIMITS.perAddress; n++)
      await sendContactMessageCall(db(), fromAddress('203.0.113.7', message(n)), hour);
    await expect(sendContactMessageCall(db(), fromAddress('203.0.113.7', message()), hour)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: CONTACT_LIMIT_MESSAGES.address,
    });
    // Another address is not held back by the first; the first may write again an hour later.
    await sendContactMessageCall(db(), fromAddress('198.51.100.4', message()), hour);
    await sendContactMessageCall(db(), fromAddress('203.0.113.7', message()), new Date(hour.getTime() + CONTACT_RATE_LIMITS.windowMs));
    expect(await stored()).toBe(CONTACT_RATE_LIMITS.perAddress + 2);
  });

  it('an address a client writes into X-Forwarded-For does not get it a new allowance', async () => {
    const hour = new Date('2026-11-23T10:00:00Z');
    for (let n = 0; n < CONTACT_RATE_LIMITS.perAddress; n++)
      await sendContactMessageCall(db(), fromAddress(`10.9.9.${n}, 203.0.113.7`, message(n)), hour);
    await expect(sendContactMessageCall(db(), fromAddress('192.0.2.99, 203.0.113.7', message()), hour)).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    expect(callerAddress({ headers: { 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }, ip: '10.0.0.1' } as never)).toBe('203.0.113.7');
    expect(callerAddress({ headers: {}, ip: '10.0.0.1' } as never)).toBe('10.0.0.1');
  });

  it('counts an IPv6 address with its whole /64 network, which one host may own', async () => {
    const hour = new Date('2026-11-23T10:00:00Z');
    for (let n = 0; n < CONTACT_RATE_LIMITS.perAddress; n++)
      await sendContactMessageCall(db(), fromAddress(`2001:db8:a:b::${n + 1}`, message(n)), hour);
    await expect(sendContactMessageCall(db(), fromAddress('2001:db8:a:b:ffff:1:2:3', message()), hour)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: CONTACT_LIMIT_MESSAGES.address,
    });
    // The next /64 is someone else.
    await sendContactMessageCall(db(), fromAddress('2001:db8:a:c::1', message()), hour);
    expect(await stored()).toBe(CONTACT_RATE_LIMITS.perAddress + 1);
  });

  it('past 200 messages an hour from everyone, still takes them, marked as a flood; past 2 000, refuses them', async () => {
    const hour = new Date('2026-11-23T10:00:00Z');
    // The window's counter as 199 messages from many addresses would leave it.
    const window = Math.floor(hour.getTime() / CONTACT_RATE_LIMITS.windowMs);
    const all = db().doc(documentPath('contactLimits', `${window}-tous`));
    await all.set({ count: CONTACT_RATE_LIMITS.total - 1 });
    const { messageId: usual } = await sendContactMessageCall(db(), fromAddress('198.51.100.1', message()), hour);
    const { messageId: flood } = await sendContactMessageCall(db(), fromAddress('198.51.100.2', message()), hour);
    expect((await db().doc(documentPath('contactMessages', usual)).get()).get('flood')).toBe(false);
    expect((await db().doc(documentPath('contactMessages', flood)).get()).get('flood')).toBe(true);
    expect((await all.get()).get('count')).toBe(CONTACT_RATE_LIMITS.total + 1);

    await all.set({ count: CONTACT_RATE_LIMITS.ceiling });
    await expect(sendContactMessageCall(db(), fromAddress('198.51.100.3', message()), hour)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: CONTACT_LIMIT_MESSAGES.ceiling,
    });
    expect(await stored()).toBe(2);
  });

  // Every call of the hour contends for the same counter: transactions retry with a growing
  // backoff, which on a busy machine takes tens of seconds (hence the timeout). Two addresses, each
  // counted apart, and one call more than each is allowed, are enough to show the refusals.
  it('under a flood of concurrent calls, stores exactly the allowance and never answers internal', { timeout: 120_000 }, async () => {
    const hour = new Date('2026-11-23T10:00:00Z');
    const addresses = 2;
    const calls = addresses * (CONTACT_RATE_LIMITS.perAddress + 1);
    const results = await Promise.allSettled(
      Array.from({ length: calls }, (_, n) => sendContactMessageCall(db(), fromAddress(`198.51.100.${n % addresses}`, message(n)), hour)),
    );
    const codes = results.map((result) => (result.status === 'fulfilled' ? 'ok' : (result.reason as { code: string }).code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(addresses * CONTACT_RATE_LIMITS.perAddress);
    expect(new Set(codes.filter((code) => code !== 'ok'))).toEqual(new Set(['resource-exhausted']));
    expect(await stored()).toBe(addresses * CONTACT_RATE_LIMITS.perAddress);
  });

  it('refuses bad input in French and stores nothing', async () => {
    const visitor = new WebClient();
    clients.push(visitor);
    const cases: Array<[unknown, string]> = [
      [null, 'Requête invalide.'],
      [{ ...message(), name: undefined }, 'Nom requis'],
      [{ ...message(), name: 42 }, 'Nom invalide'],
      [{ ...message(), name: '  Camille  ' }, 'Nom invalide'],
      [{ ...message(), email: 'camille@' }, 'Email invalide'],
      [{ ...message(), subject: 'spam' }, 'Veuillez choisir un sujet'],
      [{ ...message(), message: 'Court' }, 'Le message doit contenir au moins 10 caractères'],
      [{ ...message(), message: 'x'.repeat(5001) }, 'Le message ne peut pas dépasser 5000 caractères'],
      [{ ...message(), isAdmin: true }, 'Requête invalide : champ inconnu.'],
    ];
    for (const [data, expected] of cases) {
      expect(await callError(visitor.call('sendContactMessage', data))).toEqual({ code: 'functions/invalid-argument', message: expected });
    }
    expect(await stored()).toBe(0);
    expect((await db().collection(collectionPath('contactLimits')).get()).size).toBe(0);
  });
});

describe('purgeContactMessagesDaily', () => {
  it('deletes the messages received more than CONTACT_MESSAGES_KEPT_MONTHS ago, page after page, and keeps the others', async () => {
    const now = new Date('2027-03-15T00:05:00Z');
    const at = (iso: string) => ({ ...message(), uid: null, flood: false, createdAt: Timestamp.fromDate(new Date(iso)) });
    await Promise.all([
      db().doc(documentPath('contactMessages', 'tres-vieux')).set(at('2025-01-02T10:00:00Z')),
      db().doc(documentPath('contactMessages', 'vieux')).set(at('2026-03-14T23:59:00Z')),
      db().doc(documentPath('contactMessages', 'vieux-2')).set(at('2026-03-01T08:00:00Z')),
      db().doc(documentPath('contactMessages', 'recent')).set(at('2026-03-15T00:06:00Z')),
    ]);
    await expect(purgeContactMessages(db(), now, { pageSize: 2 })).resolves.toEqual({ deleted: 3 });
    expect((await db().collection(collectionPath('contactMessages')).get()).docs.map((doc) => doc.id)).toEqual(['recent']);
    await expect(purgeContactMessages(db(), now)).resolves.toEqual({ deleted: 0 });
  });
});
