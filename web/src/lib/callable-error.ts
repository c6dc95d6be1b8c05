/** Codes our functions answer with, each carrying a French message meant for the user. */
const USER_FACING_CODES = new Set([
  'functions/unauthenticated',
  'functions/permission-denied',
  'functions/invalid-argument',
  'functions/not-found',
  'functions/failed-precondition',
  'functions/already-exists',
  'functions/resource-exhausted',
  'functions/aborted',
]);

/**
 * The French message a Cloud Function refused a call with, ready to show as is; any other
 * failure (network, internal error) gets the fallback. The JS SDK appends the HTTP status to
 * the message ("… [400]"), which is not for users.
 */
export function callableErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string' || !USER_FACING_CODES.has(code)) return fallback;
  return message.replace(/\s*\[\d{3}\]$/, '') || fallback;
}

/** What a function's refusal carries besides its message (its `details`), if anything. */
export function errorDetails(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { details?: unknown }).details : undefined;
}

/** The Firebase error code of a failure (`permission-denied`…), if any. */
export function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : null;
}
