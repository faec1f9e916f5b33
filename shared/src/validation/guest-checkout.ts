import * as z from 'zod/mini';
import { email, personName, phone } from 'shared/validation/fields';

/** The checkout's guest form: who the table is held for when nobody is signed in. */
export const guestCheckoutSchema = z.object({
  ...personName(),
  phone: phone({
    required: 'Phone number is required.',
    invalid: 'Phone number must be 11 digits.',
  }),
  email: email({ required: 'Email is required.', invalid: 'Email address is invalid.' }),
});

export type GuestCheckoutPayload = z.infer<typeof guestCheckoutSchema>;
