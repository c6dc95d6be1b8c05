import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { EMULATOR_PORTS, firebaseApp, firebaseSettings, FUNCTIONS_REGION } from './firebase';
import { provideToReactfire } from './reactfire-bridge';

// Imported only by lazily loaded routes: the home page never pays for the Functions SDK.
export const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);

if (firebaseSettings.emulatorHost) {
  connectFunctionsEmulator(functions, firebaseSettings.emulatorHost, EMULATOR_PORTS.functions);
}

provideToReactfire('firebase/functions', { httpsCallable });

/** One callable of europe-west1, typed by its payload and answer; a refusal reads with callableErrorMessage (callable-error.ts). */
export function callable<Input, Output>(name: string, timeout = 30_000) {
  const call = httpsCallable<Input, Output>(functions, name, { timeout });
  return async (input: Input): Promise<Output> => (await call(input)).data;
}
