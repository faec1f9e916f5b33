import { forgotPassword } from 'shared/api/forgot-password';
import { failureMessage, OTP_SEND_FAILED } from './messages';

export type SendOutcome = { sent: true } | { sent: false; message: string };

/** Asks for a one-time code by email (spec section 8, Forgot password). Never throws. */
export async function requestOtp(email: string): Promise<SendOutcome> {
  try {
    const { status } = await forgotPassword(email);
    return status ? { sent: true } : { sent: false, message: OTP_SEND_FAILED };
  } catch (error) {
    return { sent: false, message: failureMessage(error) };
  }
}
