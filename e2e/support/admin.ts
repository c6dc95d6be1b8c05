// The Admin SDK and the Auth emulator's REST API, for browser tests that must arrange
// accounts or check what the app really stored. Under `firebase emulators:exec` they talk to
// the emulators (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are set), never to a
// real project.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { documentPath } from '@kookers/domain/data';

const PROJECT_ID = 'demo-kookers';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('The emulators are not running: run the browser tests with `npm run test:e2e`.');
}

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });

export const adminFirestore = getFirestore(app);
export const adminAuth = getAuth(app);

export const PASSWORD = 'motdepasse-e2e';

/** An address no other test uses, so tests can run side by side on the same emulators. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.fr`;
}

/** A verified account with its private profile, as a real client would have after sign-up. */
export async function createClient(
  label: string,
  { verified = true, phone = '', address = '' } = {},
): Promise<{ uid: string; email: string }> {
  const email = uniqueEmail(label);
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: verified });
  const now = new Date();
  await adminFirestore.doc(documentPath('users', uid)).set({ firstName: '', lastName: '', phone, address, createdAt: now, updatedAt: now });
  return { uid, email };
}

/** The action link Auth would have emailed last to this address, as the app's own /verify-email URL. */
export async function actionLinkFor(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'RECOVER_EMAIL'): Promise<string> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobLink: string; oobCode: string }>;
  };
  const mine = oobCodes.filter((code) => code.email === email && code.requestType === requestType);
  const last = mine.at(-1);
  if (!last) throw new Error(`No ${requestType} email was sent to ${email}.`);
  // The emulator's link points at its own action page; the app handles the same query itself.
  const link = new URL(last.oobLink);
  return `/verify-email?${link.searchParams.toString()}`;
}
