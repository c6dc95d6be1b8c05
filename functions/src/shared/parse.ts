import { HttpsError } from 'firebase-functions/https';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/**
 * The callable's input, validated by its shared schema (domain/src), strictly: a malformed call
 * is refused with `invalid-argument` and the schema's first French message, before anything is
 * read or written.
 */
export function parse<Schema extends AnyObjectSchema>(schema: Schema, data: unknown): InferType<Schema> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', 'Requête invalide.');
  }
  try {
    return schema.validateSync(data, { abortEarly: true, strict: true }) as InferType<Schema>;
  } catch (error) {
    if (error instanceof ValidationError) throw new HttpsError('invalid-argument', error.errors[0] ?? 'Requête invalide.');
    throw new HttpsError('invalid-argument', 'Requête invalide.');
  }
}

/**
 * Runs a callable's work so that only a French HttpsError reaches the caller: anything else
 * (a bug, Firestore unavailable) is logged and answered with a plain `internal` message.
 */
export async function answered<T>(work: () => Promise<T>, log: (message: string, error: unknown) => void): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    log('Erreur inattendue', error);
    throw new HttpsError('internal', 'Une erreur est survenue. Réessayez dans un instant.');
  }
}
