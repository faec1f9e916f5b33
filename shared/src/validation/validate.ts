import * as z from 'zod/mini';

export type ValidationResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** One message per field, keyed by its dotted path ('' for the value itself). */
      errors: Record<string, string>;
      /** The first failing field's message, for a single banner or an API error body. */
      message: string;
    };

/**
 * Checks a form's values or a request body. Unknown keys are dropped from `data`, so the API
 * can pass a whole body. Each schema field stops at its first failure, and only the first
 * message per field is kept in case a schema reports more.
 */
// Generic in the schema rather than its output, so a wrapper such as
// `<S extends Parameters<typeof validate>[0]>(schema: S)` still gets the output type.
export function validate<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): ValidationResult<z.output<S>> {
  // A request without a body is an empty form: each field then says it is required, rather
  // than zod saying it expected an object.
  const absent = input === undefined || input === null;
  const value = absent && schema instanceof z.ZodMiniObject ? {} : input;
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, message: result.error.issues[0]?.message ?? 'Invalid input.' };
}
