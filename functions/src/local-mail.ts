// The local platform's mail delivery (functions/src/mail/local-delivery.ts), run by `npm start`,
// `npm run dev` and the browser tests against the Firestore emulator: it sends the `mail`
// documents to MailDev's SMTP (127.0.0.1:1025, KOOKERS_SMTP_PORT), as the Trigger Email extension
// does in production (docs/notifications.md). Built with the functions into lib/local-mail.js,
// never deployed (firebase.json ignores it).
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEFAULT_FROM, localSmtp, startLocalDelivery } from './mail/local-delivery';

initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-kookers' });
const transport = localSmtp(Number(process.env.KOOKERS_SMTP_PORT ?? '1025'));
const { stop } = startLocalDelivery({ db: getFirestore(), transport, from: process.env.MAIL_FROM ?? DEFAULT_FROM });
const end = () => {
  stop();
  process.exit(0);
};
// Stopped with the emulators, as the local scheduler is: Ctrl-C reaches it too, and it ends
// when its parent goes away.
process.on('SIGTERM', end);
process.on('SIGINT', end);
process.on('disconnect', end);
