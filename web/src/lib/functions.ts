import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { EMULATOR_PORTS, firebaseApp, firebaseSettings, FUNCTIONS_REGION } from './firebase';
import { provideToReactfire } from './reactfire-bridge';

// Imported only by lazily loaded routes: the home page never pays for the Functions SDK.
export const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);

if (firebaseSettings.emulatorHost) {
  connectFunctionsEmulator(functions, firebaseSettings.emulatorHost, EMULATOR_PORTS.functions);
}

provideToReactfire('firebase/functions', { httpsCallable });
