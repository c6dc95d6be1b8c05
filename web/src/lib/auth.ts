import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { EMULATOR_PORTS, firebaseApp, firebaseSettings } from './firebase';

// Loaded after the first paint, and only when there is a session to restore or an account
// action to run (features/auth/session-store.ts, docs/decisions/010-first-paint.md).
// initializeAuth instead of getAuth: getAuth also loads Google's popup/redirect helper script,
// which we never use and which fails offline on mobile.
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
auth.languageCode = 'fr';

if (firebaseSettings.emulatorHost) {
  connectAuthEmulator(auth, `http://${firebaseSettings.emulatorHost}:${EMULATOR_PORTS.auth}`, {
    disableWarnings: true,
  });
  // The emulator sends no SMS and checks no reCAPTCHA: the phone verification (docs/produit.md,
  // « Qui est le Kooker ») runs without the widget, its codes read on the emulator's endpoint.
  auth.settings.appVerificationDisabledForTesting = true;
}
