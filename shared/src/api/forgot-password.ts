import { apiRequest } from 'shared/api/client';
import { statusMessageSchema, type StatusMessage } from 'shared/api/status-message';

/**
 * POST /api/v1/user/forget-password?email: emails a 6-digit code valid for 10 minutes. The
 * answer is the same whether or not the address has an account; 429 when sent too often.
 */
export function forgotPassword(email: string): Promise<StatusMessage> {
  return apiRequest({
    method: 'POST',
    url: '/user/forget-password',
    params: { email },
    schema: statusMessageSchema,
  });
}
