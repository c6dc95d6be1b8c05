/**
 * The local platform's stand-in for the Trigger Email extension (docs/notifications.md), as
 * local-scheduler.ts stands in for Cloud Scheduler: `npm start`, `npm run dev` and the browser
 * tests run it against the Firestore emulator. It watches `mail`, takes each document not yet
 * sent, sends it over SMTP to MailDev (127.0.0.1:1025) with nodemailer, and records the outcome
 * in `delivery` the way the extension does: PROCESSING while it sends (with a lease, so that a
 * crash mid-send is taken again after a minute), then SUCCESS with the SMTP answer or ERROR with
 * its reason. An operator resends a failed mail by setting `delivery.state` to RETRY.
 * Run by functions/src/local-mail.ts, built with the functions; never deployed.
 */
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { createTransport } from 'nodemailer';

/** What the delivery needs of a nodemailer transport. */
export interface MailTransport {
  sendMail(mail: Record<string, unknown>): Promise<{ messageId?: string; accepted?: unknown[]; rejected?: unknown[]; response?: string }>;
}

/** A transport to an SMTP server of this machine (MailDev), without TLS. */
export function localSmtp(port: number): MailTransport {
  return createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
}

/** How long a send may take before another run may take the document again. */
const LEASE_MS = 60_000;
export const DEFAULT_FROM = 'Kookers <bonjour@kookers.fr>';

type State = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

interface Delivery {
  state?: State;
  attempts?: number;
  leaseExpireTime?: Timestamp | null;
}

/** Whether a mail document is to be sent now: never tried, pending, to retry, or left mid-send past its lease. */
export function isDue(delivery: Delivery | undefined, now: Date): boolean {
  if (!delivery?.state) return true;
  if (delivery.state === 'PENDING' || delivery.state === 'RETRY') return true;
  return delivery.state === 'PROCESSING' && (delivery.leaseExpireTime?.toMillis() ?? 0) < now.getTime();
}

/** Claims one document (PROCESSING, one more attempt), sends it, records the outcome. */
async function deliver(db: Firestore, ref: DocumentReference, transport: MailTransport, from: string): Promise<void> {
  const now = new Date();
  const mail = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    const delivery = data?.delivery as Delivery | undefined;
    if (!data || !isDue(delivery, now)) return null;
    transaction.update(ref, {
      delivery: {
        state: 'PROCESSING',
        attempts: (delivery?.attempts ?? 0) + 1,
        startTime: Timestamp.fromDate(now),
        endTime: null,
        leaseExpireTime: Timestamp.fromMillis(now.getTime() + LEASE_MS),
        error: null,
      },
    });
    return data;
  });
  if (!mail) return;
  const message = (mail.message ?? {}) as Record<string, unknown>;
  try {
    const info = await transport.sendMail({ from, to: mail.to as string, ...message });
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.endTime': Timestamp.now(),
      'delivery.leaseExpireTime': null,
      'delivery.info': {
        messageId: info.messageId ?? null,
        accepted: (info.accepted ?? []).map(String),
        rejected: (info.rejected ?? []).map(String),
        response: info.response ?? null,
      },
    });
  } catch (error) {
    await ref.update({
      'delivery.state': 'ERROR',
      'delivery.endTime': Timestamp.now(),
      'delivery.leaseExpireTime': null,
      'delivery.error': error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * Sends every due `mail` document as it appears or becomes due again, one send per document at
 * a time. Resolves with the function that stops watching.
 */
export function startLocalDelivery({ db, transport, from = DEFAULT_FROM }: { db: Firestore; transport: MailTransport; from?: string }) {
  const sending = new Set<string>();
  const send = (ref: DocumentReference) => {
    if (sending.has(ref.path)) return;
    sending.add(ref.path);
    deliver(db, ref, transport, from)
      .catch((error: unknown) => console.error(`[courriels] ${ref.id} : ${String(error)}`))
      .finally(() => sending.delete(ref.path));
  };
  const unsubscribe = db.collection('mail').onSnapshot(
    (snapshot) => {
      const now = new Date();
      for (const change of snapshot.docChanges()) {
        if (change.type !== 'removed' && isDue(change.doc.get('delivery') as Delivery | undefined, now)) send(change.doc.ref);
      }
    },
    (error) => console.error(`[courriels] Lecture de la collection mail impossible : ${error.message}`),
  );
  // A document left PROCESSING by a crash changes no more: looked at again once its lease is over.
  const sweep = setInterval(() => {
    void db
      .collection('mail')
      .where('delivery.state', '==', 'PROCESSING')
      .get()
      .then((found) => found.docs.filter((doc) => isDue(doc.get('delivery') as Delivery, new Date())).forEach((doc) => send(doc.ref)));
  }, LEASE_MS);
  return () => {
    clearInterval(sweep);
    unsubscribe();
  };
}
