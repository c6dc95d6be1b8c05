// Real Firebase clients for the emulator suites: the web SDK, as a browser would use it, and
// the Admin SDK, to arrange and inspect state the way an operator would.
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App as AdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, type User } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { callableErrorMessage } from '../../web/src/lib/callable-error';
import { AUTH_HOST, FIRESTORE_HOST, FUNCTIONS_HOST, PROJECT_ID } from './emulators';

export const REGION = 'europe-west1';

const adminApps = new Map<string, AdminApp>();

/** The Admin SDK on a project of the emulators (the functions' by default), as an operator or a function. */
export function admin(projectId = PROJECT_ID) {
  let app = adminApps.get(projectId);
  if (!app) {
    app = initializeAdminApp({ projectId }, `admin-${projectId}-${Date.now()}`);
    adminApps.set(projectId, app);
  }
  return { auth: getAdminAuth(app), firestore: getAdminFirestore(app) };
}

export async function closeAdmin(): Promise<void> {
  await Promise.all([...adminApps.values()].map((app) => deleteAdminApp(app)));
  adminApps.clear();
}

/** A browser-like client with its own Auth session. */
export class WebClient {
  readonly app: FirebaseApp;

  constructor(name = `client-${Math.random().toString(36).slice(2)}`) {
    this.app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, name);
    connectAuthEmulator(getAuth(this.app), `http://${AUTH_HOST}`, { disableWarnings: true });
  }

  get user(): User | null {
    return getAuth(this.app).currentUser;
  }

  /** Signs up, and verifies the email unless told not to (as clicking the link would). */
  async signUp(email: string, { verified = true } = {}): Promise<User> {
    const { user } = await createUserWithEmailAndPassword(getAuth(this.app), email, 'motdepasse123');
    if (verified) {
      await admin().auth.updateUser(user.uid, { emailVerified: true });
      await user.reload();
      await user.getIdToken(true);
    }
    return user;
  }

  private connectedFirestore: Firestore | undefined;

  /** Firestore as this client's browser reads and writes it, under the rules, on the emulator. */
  firestore(): Firestore {
    if (!this.connectedFirestore) {
      this.connectedFirestore = initializeFirestore(this.app, {});
      const [host = '127.0.0.1', port = '8080'] = FIRESTORE_HOST.split(':');
      connectFirestoreEmulator(this.connectedFirestore, host, Number(port));
    }
    return this.connectedFirestore;
  }

  call<Result = unknown>(name: string, data?: unknown): Promise<Result> {
    const functions = getFunctions(this.app, REGION);
    const [host = '127.0.0.1', port = '5001'] = FUNCTIONS_HOST.split(':');
    connectFunctionsEmulator(functions, host, Number(port));
    return httpsCallable<unknown, Result>(functions, name)(data).then((result) => result.data);
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
  }
}

/**
 * The code of the HttpsError a callable rejected with, and the message the web app shows for it
 * (fails if the call resolved).
 */
export async function callError(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    return { code: (error as { code: string }).code, message: callableErrorMessage(error, 'fallback') };
  }
  throw new Error('The call succeeded, but an error was expected.');
}
