import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { type BookingTerms, findBookingTerms } from '../repositories/restaurant-repository';

/**
 * A restaurant's id and booking terms by uuid: from the search index, or from the database for
 * one added since the index was last rebuilt. 404 when there is none.
 */
export async function knownRestaurant(app: FastifyInstance, uuid: string): Promise<BookingTerms> {
  const terms = await findKnownRestaurant(app, uuid);
  if (terms === null) throw new HttpError(404, 'Restaurant not found');
  return terms;
}

/** knownRestaurant's lookup, null when there is none. */
export const findKnownRestaurant = async (
  app: FastifyInstance,
  uuid: string,
): Promise<BookingTerms | null> =>
  app.searchIndex().bookingTerms(uuid) ?? (await findBookingTerms(app.db, uuid));
