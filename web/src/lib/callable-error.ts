import { hasErrorCode, type FirebaseErrorCode } from './firebase-error';

/** Codes our functions refuse a call with, each carrying a French message meant for the user. */
const REFUSALS: readonly FirebaseErrorCode[] = [
  'functions/unauthenticated',
  'functions/permission-denied',
  'functions/invalid-argument',
  'functions/not-found',
  'functions/failed-precondition',
  'functions/already-exists',
  'functions/resource-exhausted',
  'functions/aborted',
];

/**
 * Whether a Cloud Function answered and refused the call (docs/contribuer.md, « Une fonction
 * appelable »): nothing was done, and its message is for the user. Anything else (the network,
 * a time-out, an internal error) leaves the outcome unknown.
 */
export function isCallableRefusal(error: unknown): boolean {
  return hasErrorCode(error, ...REFUSALS);
}

/**
 * The French message a Cloud Function refused a call with, ready to show as is; any other
 * failure (network, internal error) gets the fallback. The JS SDK appends the HTTP status to
 * the message ("… [400]"), which is not for users.
 */
export function callableErrorMessage(error: unknown, fallback: string): string {
  if (!isCallableRefusal(error)) return fallback;
  const { message } = error as { message?: unknown };
  if (typeof message !== 'string') return fallback;
  return message.replace(/\s*\[\d{3}\]$/, '') || fallback;
}
