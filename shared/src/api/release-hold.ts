import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';

export const releaseHoldResponseSchema = z.object({ status: z.boolean(), message: z.string() });

export interface HeldTable {
  reservationUuid: string;
  /** The hold_token the hold answered: only its maker can release it. */
  holdToken: string;
}

/** GET /api/v1/user/reservation/reservation-removed: gives a held table back. */
export function releaseHold({ reservationUuid, holdToken }: HeldTable) {
  return apiRequest({
    method: 'GET',
    url: '/user/reservation/reservation-removed',
    params: { reservation_uuid: reservationUuid },
    headers: { 'x-hold-token': holdToken },
    schema: releaseHoldResponseSchema,
  });
}
