import * as z from 'zod/mini';
import { email, formattedText } from 'shared/validation/fields';

export const OTP_LENGTH = 6;
/** How long an emailed code works, and how many wrong tries it allows (the API enforces both). */
export const OTP_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

const accountEmail = email({
  required: 'Email is required.',
  invalid: 'Email address is invalid.',
});

/** Step 1: ask for a one-time code. */
export const forgotPasswordSchema = z.object({ email: accountEmail });

/** Step 2: prove the code; the email says which account it was sent for. */
export const verifyOtpSchema = z.object({
  email: accountEmail,
  otp: formattedText(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), {
    required: 'OTP is required.',
    invalid: 'OTP must be 6 digits.',
  }),
});

export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;
export type VerifyOtpPayload = z.infer<typeof verifyOtpSchema>;
