import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { registeredUserSchema } from 'shared/api/register-guest';
import { CAPTCHA_TOKEN_HEADER } from 'shared/validation/captcha';
import type { SignInPayload } from 'shared/validation/sign-in';

export const signInResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: registeredUserSchema,
  token: z.string(),
});

export type SignInResponse = z.infer<typeof signInResponseSchema>;

/**
 * POST /api/v1/user/guest-login: the account and a bearer token. 401 for a wrong email or
 * password, 403 for an account not activated yet (the envelope's message says which).
 */
export function signIn(payload: SignInPayload, captchaToken: string): Promise<SignInResponse> {
  return apiRequest({
    method: 'POST',
    url: '/user/guest-login',
    data: payload,
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
    schema: signInResponseSchema,
  });
}
