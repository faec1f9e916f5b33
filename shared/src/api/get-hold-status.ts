import { apiRequest } from 'shared/api/client';
import { holdTableResponseSchema, type HoldTableResponse } from 'shared/api/hold-table';
import type { HeldTable } from 'shared/api/release-hold';

/**
 * GET /api/v1/user/reservation/reservation-hold-status: the hold's status ('hold', 'expired',
 * 'pending', ...) and how many seconds it has left by the server's clock, which the checkout
 * countdown follows instead of the browser's.
 */
export function getHoldStatus({
  reservationUuid,
  holdToken,
}: HeldTable): Promise<HoldTableResponse> {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    url: '/user/reservation/reservation-hold-status',
    params: { reservation_uuid: reservationUuid },
    headers: { 'x-hold-token': holdToken },
    schema: holdTableResponseSchema,
  });
}
