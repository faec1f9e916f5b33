/**
 * The page a booking's emailed link opens: `${BOOKING_LINK_PATH}/{reservation uuid}?key={key}`,
 * where the API signs the key. It shows that booking and can cancel it without signing in.
 */
export const BOOKING_LINK_PATH = '/my-booking';
export const BOOKING_LINK_KEY_PARAM = 'key';
/**
 * A reminder email's one-tap answers: `&reply=keep` confirms the booking as the page opens
 * (harmless twice); `&reply=cancel` opens the cancel dialog, whose button does the cancelling.
 */
export const BOOKING_LINK_REPLY_PARAM = 'reply';
export type BookingLinkReply = 'keep' | 'cancel';
