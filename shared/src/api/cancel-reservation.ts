import { apiRequest } from 'shared/api/client';
import { statusMessageSchema, type StatusMessage } from 'shared/api/status-message';

/**
 * POST /api/v1/user/reservation/{uuid}/cancel: the owner cancels a pending booking before it
 * starts (the table goes back at once, and a cancellation email follows). 409 once started.
 */
export function cancelReservation(reservationUuid: string): Promise<StatusMessage> {
  return apiRequest({
    method: 'POST',
    url: `/user/reservation/${encodeURIComponent(reservationUuid)}/cancel`,
    auth: 'user',
    schema: statusMessageSchema,
  });
}
