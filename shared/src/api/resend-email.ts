import { apiRequest } from 'shared/api/client';
import { statusMessageSchema, type StatusMessage } from 'shared/api/status-message';

/** POST /api/v1/user/resend-email?email: the activation email again (same answer for any address). */
export function resendEmail(email: string): Promise<StatusMessage> {
  return apiRequest({
    method: 'POST',
    url: '/user/resend-email',
    params: { email },
    schema: statusMessageSchema,
  });
}
