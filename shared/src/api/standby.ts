// The standby list (issue 47): join from the booking panel's empty state, list and remove from
// the profile. Its own module, kept out of the shared set (build/federation.cjs): only remotes
// import it.
import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { statusMessageSchema, type StatusMessage } from 'shared/api/status-message';
import { CAPTCHA_TOKEN_HEADER } from 'shared/validation/captcha';
import type { StandbyPayload } from 'shared/validation/standby';

export const standbyEntrySchema = z.object({
  id: z.number(),
  restaurant_uuid: z.string(),
  restaurant_name: z.string(),
  /** dd/mm/yyyy, the restaurant's (London) date */
  date: z.string(),
  number_of_people: z.number(),
  /** HH:MM: arrivals from window_start, before window_end */
  window_start: z.string(),
  window_end: z.string(),
});

export type StandbyEntry = z.infer<typeof standbyEntrySchema>;

const joinedSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: standbyEntrySchema,
});
const listSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.array(standbyEntrySchema),
});

/**
 * POST /api/v1/user/restaurants/{uuid}/standby: signed in, the account's email is used (the
 * user token goes with it when there is one); otherwise `email` is required.
 */
export function joinStandby(
  restaurantUuid: string,
  payload: StandbyPayload,
  captchaToken: string,
): Promise<{ message: string; data: StandbyEntry }> {
  return apiRequest({
    method: 'POST',
    auth: 'user',
    url: `/user/restaurants/${encodeURIComponent(restaurantUuid)}/standby`,
    data: payload,
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
    schema: joinedSchema,
  });
}

/** GET /api/v1/user/standby: the signed-in diner's live entries, soonest first. */
export async function getMyStandby(signal?: AbortSignal): Promise<StandbyEntry[]> {
  const answer = await apiRequest({
    method: 'GET',
    auth: 'user',
    readOnly: true,
    url: '/user/standby',
    signal,
    schema: listSchema,
  });
  return answer.data;
}

/** DELETE /api/v1/user/standby/{id}: one of the diner's own entries. */
export function removeStandby(id: number): Promise<StatusMessage> {
  return apiRequest({
    method: 'DELETE',
    auth: 'user',
    url: `/user/standby/${id}`,
    schema: statusMessageSchema,
  });
}
