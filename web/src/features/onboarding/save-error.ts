import { hasErrorCode } from '../../lib/firebase-error';
import { TimeoutError } from '../../lib/with-timeout';

/** What the Kooker reads when a save failed: refused by the rules, or no connection. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof TimeoutError) return 'L’enregistrement n’a pas abouti : vérifiez votre connexion, puis réessayez.';
  if (hasErrorCode(error, 'permission-denied')) {
    return 'Ces informations n’ont pas été acceptées : vérifiez les champs, puis réessayez.';
  }
  return 'Vos modifications n’ont pas pu être enregistrées. Vérifiez votre connexion et réessayez.';
}
