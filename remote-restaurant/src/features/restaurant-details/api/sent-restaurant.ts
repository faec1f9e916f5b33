import {
  getRestaurantResponseSchema,
  type RestaurantDetail,
  restaurantUrl,
} from 'shared/api/get-restaurant';
import { forgetSentAnswer, sentAnswer } from 'shared/prerender/page-data';

// Here rather than beside getRestaurant: the shell provides that module to the landing pages
// (ADR 0020), and the page-data reader would have grown its start-up scripts for nothing.

/**
 * The details the server rendered the page with (ADR 0023), when it sent this restaurant's
 * and they parse as getRestaurant's answer would; otherwise the page fetches them.
 */
export function sentRestaurant(uuid: string): RestaurantDetail | undefined {
  return sentAnswer(restaurantUrl(uuid), (body) => {
    const parsed = getRestaurantResponseSchema.safeParse(body);
    return parsed.success ? parsed.data.data : undefined;
  });
}

/** Once used: a later visit to the restaurant fetches it afresh. */
export const forgetSentRestaurant = (uuid: string) => forgetSentAnswer(restaurantUrl(uuid));
