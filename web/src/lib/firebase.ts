import { initializeApp } from 'firebase/app';
import { firebaseSettingsFrom } from './firebase-config';

/** Ports of the Local Emulator Suite, as set in firebase.json. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;

/** Cloud Functions run next to our users (SPEC.md §1). */
export const FUNCTIONS_REGION = 'europe-west1';

// `window` is absent when the pages are prerendered at build time (app/prerender.tsx).
export const firebaseSettings = firebaseSettingsFrom(import.meta.env, typeof window === 'undefined' ? '' : window.location.hostname);

/**
 * The one Firebase app of the page. Only lazily loaded modules import it (Auth in lib/auth.ts,
 * Firestore, Functions): the first bundle carries no Firebase code (docs/decisions/010-first-paint.md).
 */
export const firebaseApp = initializeApp(firebaseSettings.options);
