import * as z from 'zod/mini';
import { email } from 'shared/validation/fields';

/** Asks for the account-confirmation email again. */
export const resendEmailSchema = z.object({
  email: email({ required: 'Email is required.', invalid: 'Invalid email format.' }),
});

export type ResendEmailPayload = z.infer<typeof resendEmailSchema>;
