import type { ZodMiniType } from 'zod/mini';
import { validate } from 'shared/validation/validate';
import { HttpError } from './http-error';

/**
 * Checks a payload with the same schema the form used, so the API answers with the form's
 * own words: 400, the first problem as the message and every field's first problem in `errors`.
 */
export function parsePayload<T>(schema: ZodMiniType<T>, input: unknown): T {
  const result = validate(schema, input);
  if (!result.ok) throw new HttpError(400, result.message, { errors: result.errors });
  return result.data;
}
