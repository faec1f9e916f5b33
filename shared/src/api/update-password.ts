import { apiRequest } from 'shared/api/client';
import { statusMessageSchema, type StatusMessage } from 'shared/api/status-message';

export interface PasswordUpdate {
  email: string;
  password: string;
  /** From verify-otp. */
  resetToken: string;
}

/**
 * POST /api/v1/user/password-update: the new password, once, right after the code was
 * verified; signs the account out everywhere. 403 when the grant is used or stale.
 */
export function updatePassword({
  email,
  password,
  resetToken,
}: PasswordUpdate): Promise<StatusMessage> {
  return apiRequest({
    method: 'POST',
    url: '/user/password-update',
    // The route also reads the spec's query string; the body keeps the password and the grant
    // out of URLs, which proxies and browsers log.
    data: { email, password, reset_token: resetToken },
    schema: statusMessageSchema,
  });
}
