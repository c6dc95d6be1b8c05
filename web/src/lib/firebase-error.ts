import type { FirestoreErrorCode } from 'firebase/firestore';
import type { FunctionsErrorCode } from 'firebase/functions';

/**
 * The codes a Firebase failure carries, as each SDK writes them: Firestore's bare
 * ('permission-denied'), a function's refusal prefixed ('functions/failed-precondition'), Auth's
 * too ('auth/user-not-found'). Type imports only: no SDK comes with them.
 */
export type FirebaseErrorCode = FirestoreErrorCode | FunctionsErrorCode | `auth/${string}`;

/** The code of a Firebase failure, or null for anything else (a TypeError, a TimeoutError…). */
export function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : null;
}

/**
 * Whether a failure is one of these: the one way the app recognises what Firestore, a function or
 * Auth answered. A code misspelt, or Firestore's written for a function's, does not compile.
 */
export function hasErrorCode(error: unknown, ...codes: readonly FirebaseErrorCode[]): boolean {
  const code = errorCode(error);
  return code !== null && (codes as readonly string[]).includes(code);
}

/** What a function's refusal carries besides its message (its `details`), if anything. */
export function errorDetails(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { details?: unknown }).details : undefined;
}
