/**
 * The local platform's stand-in for the Trigger Email extension (docs/notifications.md), as
 * local-scheduler.ts stands in for Cloud Scheduler: `npm start`, `npm run dev` and the browser
 * tests run it against the Firestore emulator. It watches `mail`, takes each document not yet
 * sent, sends it over SMTP to MailDev (127.0.0.1:1025) with nodemailer, and records the outcome
 * in `delivery` the way the extension does: PROCESSING while it sends, under a one-minute lease,
 * then SUCCESS with the SMTP answer or ERROR with its reason. A send left PROCESSING past its
 * lease (a crash mid-send) ends ERROR, as with the extension: never sent twice. An operator
 * resends a failed mail by setting `delivery.state` to RETRY (docs/exploitation.md).
 * Run by functions/src/local-mail.ts, built with the functions; never deployed.
 */
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { createTransport } from 'nodemailer';
import { collectionOf } from '../shared/db';

/** What the delivery needs of a nodemailer transport. */
export interface MailTransport {
  sendMail(mail: Record<string, unknown>): Promise<SentInfo>;
}

/** What nodemailer answers for a sent message. */
interface SentInfo {
  messageId?: string;
  accepted?: unknown[];
  rejected?: unknown[];
  pending?: unknown[];
  response?: string;
}

/** A transport to an SMTP server of this machine (MailDev), without TLS. */
export function localSmtp(port: number): MailTransport {
  return createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
}

/** How long a send may take before it counts as lost (ERROR), as the extension's lease. */
const LEASE_MS = 60_000;
export const DEFAULT_FROM = 'Kookers <bonjour@kookers.fr>';

type State = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

/** What the delivery reads of a document's `delivery`. */
interface Delivery {
  state?: State;
  attempts?: number;
  leaseExpireTime?: Timestamp | null;
}

/** What the delivery does with a mail document, given its `delivery`: the extension's choice. */
export function nextStep(delivery: Delivery | undefined, now: Date): 'send' | 'expire' | 'nothing' {
  if (!delivery?.state || delivery.state === 'PENDING' || delivery.state === 'RETRY') return 'send';
  if (delivery.state === 'PROCESSING' && (delivery.leaseExpireTime?.toMillis() ?? 0) < now.getTime()) return 'expire';
  return 'nothing';
}

/** The fields written on a send left PROCESSING past its lease, in the extension's words. */
export const expired = { 'delivery.state': 'ERROR' as const, 'delivery.error': 'Message processing lease expired.' };

/** The `delivery` written when a send starts: one more attempt, under a lease. */
export function claimed(delivery: Delivery | undefined, now: Date) {
  return {
    state: 'PROCESSING' as const,
    attempts: (delivery?.attempts ?? 0) + 1,
    startTime: Timestamp.fromDate(now),
    endTime: null,
    leaseExpireTime: Timestamp.fromMillis(now.getTime() + LEASE_MS),
    error: null,
  };
}

/** The fields written once the SMTP server accepted the message. */
export function succeeded(info: SentInfo, now: Date) {
  return {
    'delivery.state': 'SUCCESS' as const,
    'delivery.endTime': Timestamp.fromDate(now),
    'delivery.leaseExpireTime': null,
    'delivery.error': null,
    'delivery.info': {
      messageId: info.messageId ?? null,
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
      pending: (info.pending ?? []).map(String),
      response: info.response ?? null,
    },
  };
}

/** The fields written when the send failed: its reason, for the operator (docs/exploitation.md). */
export function failed(error: unknown, now: Date) {
  return {
    'delivery.state': 'ERROR' as const,
    'delivery.endTime': Timestamp.fromDate(now),
    'delivery.leaseExpireTime': null,
    'delivery.error': String(error),
  };
}

/**
 * Claims one document in a transaction, sends it, records the outcome. A document without a
 * `message` is left alone, as the extension leaves it.
 */
async function deliver(db: Firestore, ref: DocumentReference, transport: MailTransport, from: string): Promise<void> {
  const mail = await db.runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    if (typeof data?.message !== 'object' || data.message === null) return null;
    const delivery = data.delivery as Delivery | undefined;
    const now = new Date();
    const step = nextStep(delivery, now);
    if (step === 'expire') transaction.update(ref, expired);
    if (step !== 'send') return null;
    transaction.update(ref, { delivery: claimed(delivery, now) });
    return data;
  });
  if (!mail) return;
  try {
    const info = await transport.sendMail({
      ...(mail.message as Record<string, unknown>),
      from: typeof mail.from === 'string' ? mail.from : from,
      to: mail.to,
    });
    await ref.update(succeeded(info, new Date()));
  } catch (error) {
    await ref.update(failed(error, new Date()));
  }
}

/**
 * Sends every `mail` document to send as it appears or becomes so again (RETRY), one send per
 * document at a time. Answers the function that stops watching, and `listening`, resolved once
 * the first snapshot has been read (every document there then was looked at).
 */
export function startLocalDelivery({ db, transport, from = DEFAULT_FROM }: { db: Firestore; transport: MailTransport; from?: string }): {
  stop: () => void;
  listening: Promise<void>;
} {
  let heard = () => {};
  const listening = new Promise<void>((resolve) => (heard = resolve));
  const sending = new Set<string>();
  const send = (ref: DocumentReference) => {
    if (sending.has(ref.path)) return;
    sending.add(ref.path);
    deliver(db, ref, transport, from)
      .catch((error: unknown) => console.error(`[courriels] ${ref.id} : ${String(error)}`))
      .finally(() => sending.delete(ref.path));
  };
  // Read as stored: the extension's format, which the delivery updates field by field.
  const mails = collectionOf(db, 'mail').withConverter(null);
  const unsubscribe = mails.onSnapshot(
    (snapshot) => {
      heard();
      const now = new Date();
      for (const change of snapshot.docChanges()) {
        const delivery = change.doc.get('delivery') as Delivery | undefined;
        if (change.type !== 'removed' && nextStep(delivery, now) !== 'nothing') send(change.doc.ref);
      }
    },
    (error) => console.error(`[courriels] Lecture de la collection mail impossible : ${error.message}`),
  );
  // A document left PROCESSING by a crash changes no more: marked ERROR once its lease is over.
  const sweep = setInterval(() => {
    void mails
      .where('delivery.state', '==', 'PROCESSING')
      .get()
      .then((found) =>
        found.docs.filter((doc) => nextStep(doc.get('delivery') as Delivery, new Date()) === 'expire').forEach((doc) => send(doc.ref)),
      )
      .catch((error: unknown) => console.error(`[courriels] ${String(error)}`));
  }, LEASE_MS);
  return {
    stop: () => {
      clearInterval(sweep);
      unsubscribe();
    },
    listening,
  };
}
