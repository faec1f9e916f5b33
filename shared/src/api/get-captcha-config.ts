import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';

export const captchaConfigResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ provider: z.enum(['test', 'recaptcha']), site_key: z.nullable(z.string()) }),
});

export type CaptchaConfig = z.infer<typeof captchaConfigResponseSchema>['data'];

/** GET /api/v1/captcha-config: which captcha widget the forms show, and its public key. */
export async function getCaptchaConfig(): Promise<CaptchaConfig> {
  const { data } = await apiRequest({
    method: 'GET',
    readOnly: true,
    url: '/captcha-config',
    schema: captchaConfigResponseSchema,
  });
  return data;
}
