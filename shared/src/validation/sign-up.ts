import * as z from 'zod/mini';
import { email, newPassword, personName, phone } from 'shared/validation/fields';

export const signUpSchema = z.object({
  ...personName(),
  // The spec gives sign-up one message for a missing and a malformed address alike.
  email: email({ required: 'A valid email is required.', invalid: 'A valid email is required.' }),
  password: newPassword(),
  phone: phone({
    required: 'Phone number is required.',
    invalid: 'Phone number must be exactly 11 digits and contain only numbers.',
  }),
});

export type SignUpPayload = z.infer<typeof signUpSchema>;
