import fp from 'fastify-plugin';
import {
  BOOKING_LINK_KEY_PARAM,
  BOOKING_LINK_PATH,
  BOOKING_LINK_REPLY_PARAM,
  type BookingLinkReply,
} from 'shared/routes/booking-link';
import { bookingLinkKey, isBookingLinkKey } from '../lib/booking-link';
import { serverSecret } from '../repositories/server-secret-repository';

export interface BookingLinks {
  /** The emailed link that opens this booking without signing in, with a reminder's answer. */
  url(reservationUuid: string, reply?: BookingLinkReply): string;
  /** Whether `key` is that link's key for this booking. */
  verify(reservationUuid: string, key: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    bookingLinks: BookingLinks;
  }
}

export default fp(
  async (app) => {
    const secret = await serverSecret(app.db, 'booking_links', app.now());
    app.decorate('bookingLinks', {
      url: (uuid: string, reply?: BookingLinkReply) =>
        `${app.config.publicUrl}${BOOKING_LINK_PATH}/${uuid}?${BOOKING_LINK_KEY_PARAM}=${bookingLinkKey(secret, uuid)}` +
        (reply ? `&${BOOKING_LINK_REPLY_PARAM}=${reply}` : ''),
      verify: (uuid: string, key: string) => isBookingLinkKey(secret, uuid, key),
    });
  },
  { name: 'booking-links', dependencies: ['db', 'clock'] },
);
