import { apiRequest } from 'shared/api/client';
import { statusMessageSchema, type StatusMessage } from 'shared/api/status-message';
import { CAPTCHA_TOKEN_HEADER } from 'shared/validation/captcha';
import type { ContactPayload } from 'shared/validation/contact';

/**
 * POST /api/v1/user/contact-us (params contact_us): stored and emailed to operations. The
 * answer's message is 'Your message has been sent successfully!' unless the server has another.
 */
export function sendContactMessage(
  payload: ContactPayload,
  captchaToken: string,
): Promise<StatusMessage> {
  return apiRequest({
    method: 'POST',
    url: '/user/contact-us',
    data: { ...payload, params: 'contact_us' },
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
    schema: statusMessageSchema,
  });
}
