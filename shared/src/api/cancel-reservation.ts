import { apiRequest } from 'shared/api/client';
import { statusMessageSchema, type StatusMessage } from 'shared/api/status-message';

/**
 * POST /api/v1/user/reservation/{uuid}/cancel: the owner cancels a pending booking before it
 * starts (the table goes back at once, and a cancellation email follows). 409 once started.
 * With the key of the booking's emailed link (shared/routes/booking-link), no session is
 * needed: POST /api/v1/user/reservation/link/{uuid}/cancel.
 */
export function cancelReservation(
  reservationUuid: string,
  linkKey?: string,
): Promise<StatusMessage> {
  const uuid = encodeURIComponent(reservationUuid);
  return apiRequest(
    linkKey
      ? {
          method: 'POST',
          url: `/user/reservation/link/${uuid}/cancel`,
          data: { key: linkKey },
          schema: statusMessageSchema,
        }
      : {
          method: 'POST',
          url: `/user/reservation/${uuid}/cancel`,
          auth: 'user',
          schema: statusMessageSchema,
        },
  );
}

/**
 * POST /api/v1/user/reservation/link/{uuid}/keep: the reminder email's 'keep' answer, with the
 * link's key. Idempotent; 410 once cancelled, 409 once started.
 */
export function keepReservation(reservationUuid: string, linkKey: string): Promise<StatusMessage> {
  return apiRequest({
    method: 'POST',
    url: `/user/reservation/link/${encodeURIComponent(reservationUuid)}/keep`,
    data: { key: linkKey },
    schema: statusMessageSchema,
  });
}
