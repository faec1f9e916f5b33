import { apiRequest } from 'shared/api/client';
import { statusMessageSchema, type StatusMessage } from 'shared/api/status-message';
import { CAPTCHA_TOKEN_HEADER } from 'shared/validation/captcha';
import type { PartnerPayload } from 'shared/validation/partner';

/**
 * POST /api/v1/user/partner-register (params registration): a restaurant asks to join. The
 * agreeTerms and agreeMarketing ticks stay in the browser (spec section 3).
 */
export function sendPartnerRegistration(
  payload: PartnerPayload,
  captchaToken: string,
): Promise<StatusMessage> {
  return apiRequest({
    method: 'POST',
    url: '/user/partner-register',
    data: { ...payload, params: 'registration' },
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
    schema: statusMessageSchema,
  });
}
