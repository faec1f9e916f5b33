import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key in a booking's emailed link (/my-booking/:uuid?key=…): an HMAC of the booking's uuid,
 * so the link opens that booking, and only that one, without signing in. Nothing is stored
 * per booking; changing the secret retires every link at once.
 */
export function bookingLinkKey(secret: string, reservationUuid: string): string {
  return createHmac('sha256', secret)
    .update(`booking:${reservationUuid.toLowerCase()}`)
    .digest('base64url');
}

export function isBookingLinkKey(secret: string, reservationUuid: string, key: string): boolean {
  const expected = Buffer.from(bookingLinkKey(secret, reservationUuid));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The key in a standby email's leave link: an HMAC of the entry's id under the same secret,
 * with its own prefix so it can never be read as a booking link's key (or one as the other).
 */
export function standbyLeaveKey(secret: string, entryId: number): string {
  return createHmac('sha256', secret).update(`standby-leave:${entryId}`).digest('base64url');
}

export function isStandbyLeaveKey(secret: string, entryId: number, key: string): boolean {
  const expected = Buffer.from(standbyLeaveKey(secret, entryId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
