// The local mail delivery (functions/src/mail/local-delivery.ts, docs/notifications.md): what the
// Trigger Email extension does in production, against the Firestore emulator and a real MailDev.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentPath } from '@kookers/domain/data';
import { localSmtp, startLocalDelivery } from '../../functions/src/mail/local-delivery';
import { retryFailedMails } from '../../functions/src/mail/retry-failed-mails';
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
}, 30_000);

/** The delivery, listening: documents written from then on are heard as they change. */
async function startDelivery(transport = localSmtp(SMTP_PORT)): Promise<() => void> {
  const delivery = startLocalDelivery({ db: db(), transport });
  await delivery.listening;
  return delivery.stop;
}

// The delivery starts once the emulator is emptied for each test: a listener left open across an
// emptying may not hear the documents written after it. And each test writes once it listens: in
// a loaded run, a mail written just after the listener started once stayed unsent and unlogged for
// a minute, most likely written while the listener was still being set up.
beforeEach(async () => {
  stop = await startDelivery();
});

afterEach(() => stop());

afterAll(() => {
  maildev.kill();
});

const deliveryOf = async (id: string) =>
  (await db().doc(documentPath('mail', id)).get()).get('delivery') as Record<string, unknown> | undefined;

/**
 * Writes a mail after the others and waits until it is sent: by then the delivery had looked at
 * every change written before it (it reads the collection's changes in order, and claims a mail —
 * attempts + 1 — before sending it).
 */
async function witnessSent(id: string): Promise<void> {
  await db()
    .doc(documentPath('mail', id))
    .create({ to: 'd@example.fr', message: { subject: 'Témoin', text: 'x' } });
  await eventually(
    () => deliveryOf(id),
    (value) => value?.state === 'SUCCESS',
  );
}

describe('the local mail delivery', () => {
  it('sends a mail document to MailDev with its attachment, and records SUCCESS once', async () => {
    await db()
      .doc(documentPath('mail', 'essai-1'))
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
    await db().doc(documentPath('mail', 'essai-1')).update({ 'message.subject': 'Réservation confirmée : Atelier tajine' });
    await witnessSent('temoin-1');
    expect((await inbox()).filter((received) => received.subject === 'Réservation confirmée : Atelier tajine')).toHaveLength(1);
    expect(await deliveryOf('essai-1')).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('records ERROR with its reason when the server refuses, and sends again when an operator sets RETRY', async () => {
    await db()
      .doc(documentPath('mail', 'essai-2'))
      .create({ to: 'pas une adresse', message: { subject: 'Refusé', text: 'x' } });
    const failed = await eventually(
      () => deliveryOf('essai-2'),
      (value) => value?.state === 'ERROR',
    );
    expect(failed).toMatchObject({ attempts: 1, error: expect.stringMatching(/\S/) });

    await db().doc(documentPath('mail', 'essai-2')).update({ to: 'julie@example.fr', 'delivery.state': 'RETRY' });
    expect(
      await eventually(
        () => deliveryOf('essai-2'),
        (value) => value?.state === 'SUCCESS',
      ),
    ).toMatchObject({ attempts: 2 });
  });

  it('never sends again a mail already sent, failed, being sent or left mid-send', async () => {
    const done = { attempts: 1, startTime: Timestamp.now(), endTime: Timestamp.now(), leaseExpireTime: null, error: null };
    await db()
      .doc(documentPath('mail', 'deja-envoye'))
      .create({ to: 'a@example.fr', message: { subject: 'Déjà envoyé', text: 'x' }, delivery: { ...done, state: 'SUCCESS' } });
    await db()
      .doc(documentPath('mail', 'deja-en-echec'))
      .create({ to: 'b@example.fr', message: { subject: 'Déjà en échec', text: 'x' }, delivery: { ...done, state: 'ERROR', error: 'x' } });
    await db()
      .doc(documentPath('mail', 'en-cours'))
      .create({
        to: 'c@example.fr',
        message: { subject: 'En cours', text: 'x' },
        delivery: { ...done, state: 'PROCESSING', endTime: null, leaseExpireTime: Timestamp.fromMillis(Date.now() + 60_000) },
      });
    await db()
      .doc(documentPath('mail', 'abandonne'))
      .create({
        to: 'e@example.fr',
        message: { subject: 'Abandonné', text: 'x' },
        delivery: { ...done, state: 'PROCESSING', endTime: null, leaseExpireTime: Timestamp.fromMillis(Date.now() - 1000) },
      });
    await witnessSent('temoin');
    const subjects = (await inbox()).map((received) => received.subject);
    expect(subjects).toContain('Témoin');
    expect(subjects).not.toContain('Déjà envoyé');
    expect(subjects).not.toContain('Déjà en échec');
    expect(subjects).not.toContain('En cours');
    expect(subjects).not.toContain('Abandonné');
    expect(await deliveryOf('deja-envoye')).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await deliveryOf('deja-en-echec')).toMatchObject({ state: 'ERROR', attempts: 1 });
    expect(await deliveryOf('en-cours')).toMatchObject({ state: 'PROCESSING', attempts: 1 });
    // Left mid-send past its lease: ERROR, as the extension records it, for an operator to RETRY.
    expect(
      await eventually(
        () => deliveryOf('abandonne'),
        (value) => value?.state === 'ERROR',
      ),
    ).toMatchObject({ attempts: 1, error: 'Message processing lease expired.' });
  });

  it('records ERROR with its reason when the SMTP server cannot be reached, and sends it again after its wait', async () => {
    stop();
    const refusing = await startDelivery(localSmtp(await closedPort()));
    try {
      await db()
        .doc(documentPath('mail', 'injoignable'))
        .create({ to: 'camille@example.fr', message: { subject: 'Injoignable', text: 'x', html: '<p>x</p>' } });
      const failed = await eventually(
        () => deliveryOf('injoignable'),
        (value) => value?.state === 'ERROR',
      );
      expect(failed).toMatchObject({ attempts: 1, error: expect.stringContaining('ECONNREFUSED'), leaseExpireTime: null });
      expect(failed?.endTime).toBeInstanceOf(Timestamp);
    } finally {
      refusing();
      stop = await startDelivery();
    }

    // The job of every five minutes: too early, nothing; after the 5-minute wait, sent again, and it arrives.
    const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await expect(retryFailedMails(db(), minutesLater(2))).resolves.toEqual({ retried: 0 });
    await expect(retryFailedMails(db(), minutesLater(6))).resolves.toEqual({ retried: 1 });
    expect(
      await eventually(
        () => deliveryOf('injoignable'),
        (value) => value?.state === 'SUCCESS',
      ),
    ).toMatchObject({ attempts: 2, error: null });
    expect((await inbox()).map((received) => received.subject)).toContain('Injoignable');
    await expect(retryFailedMails(db(), minutesLater(60))).resolves.toEqual({ retried: 0 });
  });

  it('never tries again by itself a final refusal, a send cut off, or one that failed four times', async () => {
    const ended = Timestamp.fromMillis(Date.now() - 60 * 60_000);
    const failure = (attempts: number, error: string) => ({
      to: 'a@example.fr',
      message: { subject: 'Échec', text: 'x' },
      delivery: { state: 'ERROR', attempts, error, endTime: ended, startTime: ended, leaseExpireTime: null },
    });
    await db()
      .doc(documentPath('mail', 'refus-definitif'))
      .create(failure(1, 'Error: Can’t send mail - all recipients were rejected: 550 5.1.1 No such user'));
    await db().doc(documentPath('mail', 'coupe')).create(failure(1, 'Message processing lease expired.'));
    await db().doc(documentPath('mail', 'quatre-fois')).create(failure(4, 'Error: connect ECONNREFUSED 127.0.0.1:465'));
    await expect(retryFailedMails(db(), new Date())).resolves.toEqual({ retried: 0 });
    for (const id of ['refus-definitif', 'coupe', 'quatre-fois']) expect(await deliveryOf(id)).toMatchObject({ state: 'ERROR' });
  });
});

/** A port nothing listens on: taken from the system, then let go. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
