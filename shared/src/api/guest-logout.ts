import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';

export const guestLogoutResponseSchema = z.object({ status: z.boolean(), message: z.string() });

export type GuestLogoutResponse = z.infer<typeof guestLogoutResponseSchema>;

export interface SessionToEnd {
  uuid: string;
  token: string;
}

/**
 * POST /api/v1/secure/guest-logout: the server revokes the token, so a copy of it left in
 * another tab or a stolen backup stops working too. The token being ended is the bearer.
 */
export function guestLogout({ uuid, token }: SessionToEnd): Promise<GuestLogoutResponse> {
  return apiRequest({
    method: 'POST',
    url: '/secure/guest-logout',
    data: { uuid, token },
    headers: { Authorization: `Bearer ${token}` },
    schema: guestLogoutResponseSchema,
  });
}
