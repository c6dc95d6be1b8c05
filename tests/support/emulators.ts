// Helpers for the suites that run against the Local Emulator Suite (vitest project "emulator").
// `firebase emulators:exec` sets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.
export const PROJECT_ID = 'demo-kookers';

function hostOf(variable: string, fallback: string): string {
  return process.env[variable] ?? fallback;
}

export const FIRESTORE_HOST = hostOf('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080');
export const AUTH_HOST = hostOf('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
export const FUNCTIONS_HOST = '127.0.0.1:5001';

async function mustSucceed(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

/** Deletes every document of the emulated database. */
export async function clearFirestore(): Promise<void> {
  await mustSucceed(
    await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' }),
    'clear Firestore',
  );
}

/** Deletes every account of the emulated Auth. */
export async function clearAuth(): Promise<void> {
  await mustSucceed(
    await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
    'clear Auth',
  );
}

/** The emails Auth would have sent (verification, password reset), with their action links. */
export async function authEmails(): Promise<Array<{ email: string; requestType: string; oobLink: string }>> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  await mustSucceed(response, 'read oobCodes');
  const body = (await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> };
  return body.oobCodes;
}
