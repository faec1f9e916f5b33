import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { registeredUserSchema } from 'shared/api/register-guest';
import type { ProfilePayload } from 'shared/validation/profile';

export const profileResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: registeredUserSchema,
});

export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** GET /api/v1/user/profile: the signed-in account (user bearer token). */
export function getProfile(): Promise<ProfileResponse> {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    url: '/user/profile',
    auth: 'user',
    schema: profileResponseSchema,
  });
}

/**
 * PUT /api/v1/user/profile: validated as at sign-up; 409 when the email belongs to another
 * account; a new email needs the current password (403 without it).
 */
export function updateProfile(
  payload: ProfilePayload,
  currentPassword?: string,
): Promise<ProfileResponse> {
  return apiRequest({
    method: 'PUT',
    url: '/user/profile',
    data: currentPassword ? { ...payload, current_password: currentPassword } : payload,
    auth: 'user',
    schema: profileResponseSchema,
  });
}
