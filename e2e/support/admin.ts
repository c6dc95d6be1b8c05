// The Admin SDK, for browser tests that must check what the app really stored. Under
// `firebase emulators:exec` it talks to the emulators (FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST are set), never to a real project.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the browser tests with `npm run test:e2e`.');
}

const app = getApps()[0] ?? initializeApp({ projectId: 'demo-kookers' });

export const adminFirestore = getFirestore(app);
