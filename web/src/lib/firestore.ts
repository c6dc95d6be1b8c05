import { connectFirestoreEmulator, initializeFirestore, onSnapshot, queryEqual } from 'firebase/firestore';
import { EMULATOR_PORTS, firebaseApp, firebaseSettings } from './firebase';
import { provideToReactfire } from './reactfire-bridge';

// Imported only by lazily loaded routes, so the home page never pays for the Firestore SDK.
export const firestore = initializeFirestore(firebaseApp, {});

if (firebaseSettings.emulatorHost) {
  connectFirestoreEmulator(firestore, firebaseSettings.emulatorHost, EMULATOR_PORTS.firestore);
}

provideToReactfire('firebase/firestore', { onSnapshot, queryEqual });
