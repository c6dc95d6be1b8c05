import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DATA_PROJECT_ID, FIRESTORE_HOST } from '../support/emulators';

const [host = '127.0.0.1', port = '8080'] = FIRESTORE_HOST.split(':');

/**
 * A test environment on the emulator, which `firebase emulators:exec` started with the project's
 * real firestore.rules (firebase.json). The rules are not loaded again here: every load resets
 * the emulator's rule coverage, which must add up over the whole run (scripts/rules-coverage.mjs).
 * It works in the data project, where no trigger fires (tests/support/emulators.ts).
 */
export function setUpRulesEnvironment(projectId = DATA_PROJECT_ID): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({ projectId, firestore: { host, port: Number(port) } });
}

export async function tearDownRulesEnvironment(env: RulesTestEnvironment | undefined): Promise<void> {
  await env?.cleanup();
}

export function asVisitor(env: RulesTestEnvironment): Firestore {
  return env.unauthenticatedContext().firestore() as unknown as Firestore;
}

export function asVerifiedUser(env: RulesTestEnvironment, uid: string): Firestore {
  return env.authenticatedContext(uid, { email: `${uid}@example.fr`, email_verified: true }).firestore() as unknown as Firestore;
}

export function asUnverifiedUser(env: RulesTestEnvironment, uid: string): Firestore {
  return env.authenticatedContext(uid, { email: `${uid}@example.fr`, email_verified: false }).firestore() as unknown as Firestore;
}

/**
 * Sets up a rules test file: one environment for the file, an empty database before each test.
 * Returns a getter for the environment. The rules suites share the data project, whose rule
 * coverage scripts/rules-coverage.mjs checks; another project keeps a suite out of it.
 */
export function useRulesEnvironment(projectId = DATA_PROJECT_ID): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await setUpRulesEnvironment(projectId);
  });
  afterAll(async () => {
    await tearDownRulesEnvironment(env);
  });
  beforeEach(async () => {
    await env?.clearFirestore();
  });
  return () => {
    if (!env) throw new Error('The rules test environment is not set up yet.');
    return env;
  };
}
