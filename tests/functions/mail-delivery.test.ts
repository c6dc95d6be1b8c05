// The local mail delivery (functions/src/mail/local-delivery.ts, docs/notifications.md): what the
// Trigger Email extension does in production, against the Firestore emulator and a real MailDev.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDue, localSmtp, startLocalDelivery } from '../../functions/src/mail/local-delivery';
import { db, eventually, useEmptyEmulators } from './helpers';

useEmptyEmulators();

// Ports of their own, beside the MailDev that `npm start` may run on 1025/1080.
const SMTP_PORT = 1125;
const MAILDEV = 'http://127.0.0.1:1180';
let maildev: ChildProcess;
let stop: () => void = () => {};

interface Received {
  subject: string;
  to: Array<{ address: string }>;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; contentType: string }>;
}
const inbox = async (): Promise<Received[]> => (await fetch(`${MAILDEV}/api/email`)).json() as Promise<Received[]>;

beforeAll(async () => {
  maildev = spawn(
    join(import.meta.dirname, '../../node_modules/.bin/maildev'),
    ['--smtp', String(SMTP_PORT), '--ip', '127.0.0.1', '--web', '1180', '--web-ip', '127.0.0.1', '--silent'],
    { stdio: 'ignore' },
  );
  await eventually(
    () =>
      fetch(`${MAILDEV}/api/healthz`).then(
        (response) => response.ok,
        () => false,
      ),
    (up) => up,
  );
  stop = startLocalDelivery({ db: db(), transport: localSmtp(SMTP_PORT) });
}, 30_000);

afterAll(() => {
  stop();
  maildev.kill();
});

const deliveryOf = async (id: string) => (await db().doc(`mail/${id}`).get()).get('delivery') as Record<string, unknown> | undefined;

describe('the local mail delivery', () => {
  it('sends a mail document to MailDev with its attachment, and records SUCCESS once', async () => {
    await db()
      .doc('mail/essai-1')
      .create({
        to: 'camille@example.fr',
        message: {
          subject: 'Réservation confirmée : Atelier tajine',
          text: 'Bonjour Camille,',
          html: '<p>Bonjour Camille,</p>',
          attachments: [
            {
              filename: 'invitation.ics',
              content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
              contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            },
          ],
        },
      });
    const delivery = await eventually(
      () => deliveryOf('essai-1'),
      (value) => value?.state === 'SUCCESS',
    );
    expect(delivery).toMatchObject({ attempts: 1, error: null, info: { accepted: ['camille@example.fr'], rejected: [] } });
    const mail = (await inbox()).find((received) => received.subject === 'Réservation confirmée : Atelier tajine');
    expect(mail).toMatchObject({ to: [{ address: 'camille@example.fr' }], text: 'Bonjour Camille,', html: '<p>Bonjour Camille,</p>' });
    expect(mail?.attachments).toEqual([expect.objectContaining({ filename: 'invitation.ics', contentType: 'text/calendar' })]);

    // Written again with its delivery done, it is not sent again.
    await db().doc('mail/essai-1').update({ 'message.subject': 'Réservation confirmée : Atelier tajine' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await inbox()).filter((received) => received.subject === 'Réservation confirmée : Atelier tajine')).toHaveLength(1);
    expect(await deliveryOf('essai-1')).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('records ERROR with its reason when the server refuses, and sends again when an operator sets RETRY', async () => {
    await db()
      .doc('mail/essai-2')
      .create({ to: 'pas une adresse', message: { subject: 'Refusé', text: 'x' } });
    const failed = await eventually(
      () => deliveryOf('essai-2'),
      (value) => value?.state === 'ERROR',
    );
    expect(failed).toMatchObject({ attempts: 1, error: expect.stringMatching(/\S/) });

    await db().doc('mail/essai-2').update({ to: 'julie@example.fr', 'delivery.state': 'RETRY' });
    expect(
      await eventually(
        () => deliveryOf('essai-2'),
        (value) => value?.state === 'SUCCESS',
      ),
    ).toMatchObject({ attempts: 2 });
  });

  it('takes again a send left unfinished once its lease is over, never one under way', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const lease = (ms: number) => ({ toMillis: () => ms }) as never;
    expect(isDue(undefined, now)).toBe(true);
    expect(isDue({ state: 'PENDING' }, now)).toBe(true);
    expect(isDue({ state: 'RETRY' }, now)).toBe(true);
    expect(isDue({ state: 'SUCCESS' }, now)).toBe(false);
    expect(isDue({ state: 'ERROR' }, now)).toBe(false);
    expect(isDue({ state: 'PROCESSING', leaseExpireTime: lease(now.getTime() + 1000) }, now)).toBe(false);
    expect(isDue({ state: 'PROCESSING', leaseExpireTime: lease(now.getTime() - 1000) }, now)).toBe(true);
  });
});
