import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { firebaseSettingsFrom } from './firebase-config';

/** Ports of the Local Emulator Suite, as set in firebase.json. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;

/** Cloud Functions run next to our users (SPEC.md §1). */
export const FUNCTIONS_REGION = 'europe-west1';

export const firebaseSettings = firebaseSettingsFrom(import.meta.env, window.location.hostname);

/** The one Firebase app of the page. */
export const firebaseApp = initializeApp(firebaseSettings.options);

// initializeAuth instead of getAuth: getAuth also loads Google's popup/redirect helper script,
// which we never use and which fails offline on mobile.
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
auth.languageCode = 'fr';

if (firebaseSettings.emulatorHost) {
  connectAuthEmulator(auth, `http://${firebaseSettings.emulatorHost}:${EMULATOR_PORTS.auth}`, {
    disableWarnings: true,
  });
}
