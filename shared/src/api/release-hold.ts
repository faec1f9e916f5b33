import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { API_BASE_PATH } from 'shared/constants';

export const releaseHoldResponseSchema = z.object({ status: z.boolean(), message: z.string() });

export interface HeldTable {
  reservationUuid: string;
  /** The hold_token the hold answered: only its maker can release it. */
  holdToken: string;
}

/**
 * The same call for a page that is going away (reload, tab closed): axios's request would be
 * cancelled with the page, a keepalive fetch is allowed to finish.
 */
export function releaseHoldOnExit({ reservationUuid, holdToken }: HeldTable): void {
  const query = new URLSearchParams({ reservation_uuid: reservationUuid });
  fetch(`${API_BASE_PATH}/user/reservation/reservation-removed?${query}`, {
    keepalive: true,
    headers: { 'x-hold-token': holdToken },
  }).catch(() => undefined);
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
