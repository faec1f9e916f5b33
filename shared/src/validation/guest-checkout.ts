import * as z from 'zod/mini';
import { NAME_MAX_LENGTH, email, phone, requiredText } from 'shared/validation/fields';

/** The checkout's guest form: who the table is held for when nobody is signed in. */
export const guestCheckoutSchema = z.object({
  first_name: requiredText(NAME_MAX_LENGTH, {
    required: 'First name is required.',
    tooLong: 'First name must be at most 100 characters.',
  }),
  last_name: requiredText(NAME_MAX_LENGTH, {
    required: 'Last name is required.',
    tooLong: 'Last name must be at most 100 characters.',
  }),
  phone: phone({
    required: 'Phone number is required.',
    invalid: 'Phone number must be 11 digits.',
  }),
  email: email({ required: 'Email is required.', invalid: 'Email address is invalid.' }),
});

export type GuestCheckoutPayload = z.infer<typeof guestCheckoutSchema>;
