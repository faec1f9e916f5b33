import * as z from 'zod/mini';
import { email, newPassword, password } from 'shared/validation/fields';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'shared/validation/fields';

/**
 * The reset form. The match is checked only once both fields pass on their own, so an
 * empty confirmation says 'Please confirm your password.' rather than 'do not match'.
 */
export const resetPasswordSchema = z
  .object({
    password: newPassword(),
    confirm_password: password('Please confirm your password.'),
  })
  .check(
    z.refine((values) => values.password === values.confirm_password, {
      error: 'Passwords do not match.',
      path: ['confirm_password'],
    }),
  );

/** What the reset form sends: the confirmation never leaves the browser. */
export const passwordUpdateSchema = z.object({
  email: email({ required: 'Email is required.', invalid: 'Email address is invalid.' }),
  password: newPassword(),
});

export type ResetPasswordFormValues = z.infer<typeof resetPasswordSchema>;
export type PasswordUpdatePayload = z.infer<typeof passwordUpdateSchema>;
