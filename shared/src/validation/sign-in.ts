import * as z from 'zod/mini';
import { email, password } from 'shared/validation/fields';

export const signInSchema = z.object({
  email: email({ required: 'Email is required.', invalid: 'Email address is invalid.' }),
  // No length rules here: they belong to choosing a password, not to typing one.
  password: password(),
});

export type SignInPayload = z.infer<typeof signInSchema>;
