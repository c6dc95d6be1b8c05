/**
 * One way to recognise an error of Firestore (docs/contribuer.md): the Admin SDK rejects with the
 * gRPC status as a number (6 for ALREADY_EXISTS), some paths with its name; both are read here by
 * the name the Firebase documentation uses ('already-exists').
 */
const GRPC_STATUS = {
  cancelled: 1,
  unknown: 2,
  'invalid-argument': 3,
  'deadline-exceeded': 4,
  'not-found': 5,
  'already-exists': 6,
  'permission-denied': 7,
  'resource-exhausted': 8,
  'failed-precondition': 9,
  aborted: 10,
  'out-of-range': 11,
  unimplemented: 12,
  internal: 13,
  unavailable: 14,
  'data-loss': 15,
  unauthenticated: 16,
} as const;

export type FirestoreErrorCode = keyof typeof GRPC_STATUS;

/** Whether `error` is Firestore's `code`: `isFirestoreError(error, 'already-exists')` after a `create()` of a document that exists. */
export function isFirestoreError(error: unknown, code: FirestoreErrorCode): boolean {
  const actual = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return actual === GRPC_STATUS[code] || actual === code || actual === code.toUpperCase().replace(/-/g, '_');
}
