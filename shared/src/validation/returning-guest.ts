import * as z from 'zod/mini';
import { email, formattedText } from 'shared/validation/fields';
import { OTP_LENGTH } from 'shared/validation/forgot-password';

/**
 * An email that already has an account books at checkout by the code emailed to it: the
 * holder proves the address is theirs, and nobody learns whether or how that account is used.
 */
export const RETURNING_GUEST_CODES_PER_HOLD = 3;
export const RETURNING_GUEST_CODE_MINUTES = 10;
export const RETURNING_GUEST_CODE_TRIES = 5;

export const returningGuestCodeSchema = z.object({
  email: email({ required: 'Email is required.', invalid: 'Email address is invalid.' }),
  code: formattedText(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), {
    required: 'Please enter the code from the email.',
    invalid: 'The code is the 6 digits in the email.',
  }),
});

export type ReturningGuestCodePayload = z.infer<typeof returningGuestCodeSchema>;
