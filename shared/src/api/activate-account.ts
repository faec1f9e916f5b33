import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';

export const activateAccountResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    email: z.string(),
    /** A guest registered at checkout has no password yet and sets one by OTP. */
    needs_password: z.boolean(),
  }),
});

export type ActivateAccountResponse = z.infer<typeof activateAccountResponseSchema>;

/** POST /api/v1/user/activate (JSON): the emailed link's token; 400 when used or expired. */
export function activateAccount(token: string): Promise<ActivateAccountResponse> {
  return apiRequest({
    method: 'POST',
    url: '/user/activate',
    data: { token },
    headers: { accept: 'application/json' },
    schema: activateAccountResponseSchema,
  });
}
