import { initializeApp } from 'firebase/app';
import { DEMO_PROJECT_ID, firebaseSettingsFrom, type FirebaseSettings } from './firebase-config';

/** Ports of the Local Emulator Suite, as set in firebase.json. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;

/** Cloud Functions run next to our users (europe-west1: README, « Les parties »). */
export const FUNCTIONS_REGION = 'europe-west1';

/**
 * On the server (pages rendered at build time or by the functions: app/prerender.tsx) the app
 * never calls Firebase — its reads start in effects, which do not run there — so it gets a
 * placeholder that cannot reach any project; the browser reads the real settings.
 */
const SERVER_RENDER: FirebaseSettings = {
  options: { apiKey: 'server-render', projectId: DEMO_PROJECT_ID, appId: 'server-render' },
  emulatorHost: null,
};

export const firebaseSettings =
  typeof window === 'undefined' ? SERVER_RENDER : firebaseSettingsFrom(import.meta.env, window.location.hostname);

/**
 * The one Firebase app of the page. Only lazily loaded modules import it (Auth in lib/auth.ts,
 * Firestore, Functions): the first bundle carries no Firebase code (docs/decisions/010-first-paint.md).
 */
export const firebaseApp = initializeApp(firebaseSettings.options);
