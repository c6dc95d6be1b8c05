import type { AnyObjectSchema } from 'yup';

/** Every French message a schema gives for an input, in field order (none when it is valid). Tests only. */
export async function validationErrors(
  schema: AnyObjectSchema,
  input: Record<string, unknown>,
  { strict = false } = {},
): Promise<string[]> {
  try {
    // Only when asked: passing `strict: false` would override a schema that is strict itself.
    await schema.validate(input, strict ? { abortEarly: false, strict } : { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

/** The first French message a schema gives for each invalid field, by path ("typicalHours.start"). Tests only. */
export async function errorsOf(
  schema: AnyObjectSchema,
  input: Record<string, unknown>,
  context?: Record<string, unknown>,
): Promise<Record<string, string>> {
  try {
    await schema.validate(input, { abortEarly: false, context });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as { inner: Array<{ path?: string; message: string }> }).inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}
