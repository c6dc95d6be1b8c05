import type { AnyObjectSchema } from 'yup';

/** Every French message a schema gives for an input, in field order (none when it is valid). Tests only. */
export async function validationErrors(schema: AnyObjectSchema, input: Record<string, unknown>): Promise<string[]> {
  try {
    await schema.validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}
