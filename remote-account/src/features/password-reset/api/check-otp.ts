import { toApiError } from 'shared/api/errors';
import { verifyOtp } from 'shared/api/verify-otp';
import { failureMessage, OTP_INVALID } from './messages';

export type CheckOutcome =
  { verified: true; resetToken: string } | { verified: false; message: string };

/**
 * Proves the emailed code. The reset token it answers is what lets reset-password set the new
 * password, so it travels on to that page. Never throws.
 */
export async function checkOtp(email: string, otp: string): Promise<CheckOutcome> {
  try {
    const { status, data } = await verifyOtp(email, otp);
    return status
      ? { verified: true, resetToken: data.reset_token }
      : { verified: false, message: OTP_INVALID };
  } catch (error) {
    // The server answers a wrong, expired or over-tried code alike with 400.
    if (toApiError(error).is(400)) return { verified: false, message: OTP_INVALID };
    return { verified: false, message: failureMessage(error) };
  }
}
