import type { FirebaseOptions } from 'firebase/app';

/** The project every local run uses: a `demo-` id can never reach a real Firebase project. */
export const DEMO_PROJECT_ID = 'demo-kookers';

export interface FirebaseSettings {
  options: FirebaseOptions;
  /** Where the Local Emulator Suite runs, or null in production. */
  emulatorHost: string | null;
}

type Env = Record<string, string | boolean | undefined>;

const REQUIRED_PRODUCTION_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

function read(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Reads the Firebase settings from Vite's environment: the emulators when
 * `VITE_USE_EMULATORS` is "true" (local runs), else the `VITE_FIREBASE_*` variables, which
 * must all be present — a production build without them fails loudly instead of talking to
 * nothing.
 */
export function firebaseSettingsFrom(env: Env, hostname: string): FirebaseSettings {
  if (read(env, 'VITE_USE_EMULATORS') === 'true') {
    return {
      options: {
        apiKey: 'demo-api-key',
        authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
        projectId: read(env, 'VITE_FIREBASE_PROJECT_ID') ?? DEMO_PROJECT_ID,
        appId: 'demo-app-id',
      },
      // The emulators listen on the machine serving the app; reuse its name so the app
      // also works when opened from another device on the same network.
      emulatorHost: hostname || '127.0.0.1',
    };
  }
  const missing = REQUIRED_PRODUCTION_KEYS.filter((key) => read(env, key) === undefined);
  if (missing.length > 0) {
    throw new Error(`Configuration Firebase incomplète : ${missing.join(', ')} manquant(s).`);
  }
  const options: FirebaseOptions = {
    apiKey: read(env, 'VITE_FIREBASE_API_KEY'),
    authDomain: read(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: read(env, 'VITE_FIREBASE_PROJECT_ID'),
    appId: read(env, 'VITE_FIREBASE_APP_ID'),
  };
  const messagingSenderId = read(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID');
  if (messagingSenderId) options.messagingSenderId = messagingSenderId;
  return { options, emulatorHost: null };
}
