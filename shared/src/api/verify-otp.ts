import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';

export const verifyOtpResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  /** Proves the code was verified: password-update needs it, once, within minutes. */
  data: z.object({ reset_token: z.string() }),
});

export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** POST /api/v1/user/verify-otp?email&otp: 400 for a wrong or expired code (5 tries a code). */
export function verifyOtp(email: string, otp: string): Promise<VerifyOtpResponse> {
  return apiRequest({
    method: 'POST',
    url: '/user/verify-otp',
    params: { email, otp },
    schema: verifyOtpResponseSchema,
  });
}
