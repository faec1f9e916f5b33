/**
 * The page a booking's emailed link opens: `${BOOKING_LINK_PATH}/{reservation uuid}?key={key}`,
 * where the API signs the key. It shows that booking and can cancel it without signing in.
 */
export const BOOKING_LINK_PATH = '/my-booking';
export const BOOKING_LINK_KEY_PARAM = 'key';
