import { apiRequest } from 'shared/api/client';
import { holdTableResponseSchema, type HoldTableResponse } from 'shared/api/hold-table';
import type { HeldTable } from 'shared/api/release-hold';

/**
 * GET /api/v1/user/reservation/reservation-extend ('Continue Reservation'): the hold back to
 * 300 s. A hold that lapsed moments ago is revived while its table is still free; otherwise
 * 409 (taken meanwhile) or 410 (gone). 429 with a message once it was extended twice.
 */
export function extendHold({ reservationUuid, holdToken }: HeldTable): Promise<HoldTableResponse> {
  return apiRequest({
    method: 'GET',
    url: '/user/reservation/reservation-extend',
    params: { reservation_uuid: reservationUuid },
    headers: { 'x-hold-token': holdToken },
    schema: holdTableResponseSchema,
  });
}
