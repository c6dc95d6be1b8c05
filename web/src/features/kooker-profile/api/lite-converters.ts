/** A read the rules refuse: a draft profile read by someone else than its owner. */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
}
