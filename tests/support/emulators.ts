// Helpers for the suites that run against the Local Emulator Suite (vitest project "emulator").
// `firebase emulators:exec` sets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.

/** The project the functions run in: writes there fire the Firestore triggers. */
export const PROJECT_ID = 'demo-kookers';

/**
 * The project of the suites about data only (rules, converters, seed): the same emulators and
 * the same firestore.rules, but no function is deployed there, so no trigger rewrites their
 * documents while they assert on them (scripts/rules-coverage.mjs reads its coverage).
 */
export const DATA_PROJECT_ID = 'demo-kookers-data';

/**
 * The seed written through the rules: a project of its own, so that its hundred real photos do
 * not weigh on the data project's rule-coverage report (the emulator keeps every value it saw).
 */
export const SEED_PROJECT_ID = 'demo-kookers-seed';

function hostOf(variable: string, fallback: string): string {
  return process.env[variable] ?? fallback;
}

export const FIRESTORE_HOST = hostOf('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080');
export const AUTH_HOST = hostOf('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
/** firebase-tools sets no variable for the Functions emulator: KOOKERS_FUNCTIONS_HOST names another port set. */
export const FUNCTIONS_HOST = hostOf('KOOKERS_FUNCTIONS_HOST', '127.0.0.1:5001');

async function mustSucceed(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

/**
 * Deletes every document of the emulated database of a project (the functions' by default).
 * A trigger of the previous test may still hold a transaction's lock (the emulator then answers
 * 409 ABORTED): the deletion is tried again, a little later, a few times.
 */
export async function clearFirestore(projectId = PROJECT_ID): Promise<void> {
  const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  let response = await fetch(url, { method: 'DELETE' });
  for (let attempt = 1; response.status === 409 && attempt < 6; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    response = await fetch(url, { method: 'DELETE' });
  }
  await mustSucceed(response, 'clear Firestore');
}

/** Deletes every account of the emulated Auth. */
export async function clearAuth(): Promise<void> {
  await mustSucceed(await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }), 'clear Auth');
}
