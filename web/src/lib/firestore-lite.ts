import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { EMULATOR_PORTS, firebaseApp, firebaseSettings } from './firebase';

// Firestore Lite: one-shot reads over REST, without the full SDK's offline cache and listeners.
// The home page reads the featured Kookers once with it, for a few KB instead of the full SDK's
// ~100 KB gz (docs/decisions/002-bundle-budget.md). Pages that listen or write use lib/firestore.
export const firestoreLite = getFirestore(firebaseApp);

if (firebaseSettings.emulatorHost) {
  connectFirestoreEmulator(firestoreLite, firebaseSettings.emulatorHost, EMULATOR_PORTS.firestore);
}
