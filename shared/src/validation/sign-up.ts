import * as z from 'zod/mini';
import { NAME_MAX_LENGTH, email, newPassword, phone, requiredText } from 'shared/validation/fields';

export const signUpSchema = z.object({
  first_name: requiredText(NAME_MAX_LENGTH, {
    required: 'First name is required.',
    tooLong: 'First name must be at most 100 characters.',
  }),
  last_name: requiredText(NAME_MAX_LENGTH, {
    required: 'Last name is required.',
    tooLong: 'Last name must be at most 100 characters.',
  }),
  // The spec gives sign-up one message for a missing and a malformed address alike.
  email: email({ required: 'A valid email is required.', invalid: 'A valid email is required.' }),
  password: newPassword(),
  phone: phone({
    required: 'Phone number is required.',
    invalid: 'Phone number must be exactly 11 digits and contain only numbers.',
  }),
});

export type SignUpPayload = z.infer<typeof signUpSchema>;
