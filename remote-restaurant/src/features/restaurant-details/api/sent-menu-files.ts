import { getRestaurantFilesResponseSchema, type MenuFile } from 'shared/api/get-restaurant-files';
import { restaurantFilesUrl } from 'shared/api/restaurant-files-url';
import { forgetSentAnswer, sentAnswer } from 'shared/prerender/page-data';

/** The menu files the server sent with the page (ADR 0031), when they parse. */
export function sentMenuFiles(uuid: string): MenuFile[] | undefined {
  return sentAnswer(restaurantFilesUrl(uuid), (body) => {
    const parsed = getRestaurantFilesResponseSchema.safeParse(body);
    return parsed.success ? parsed.data.data : undefined;
  });
}

/** Used once: a later visit to the restaurant fetches them afresh. */
export const forgetSentMenuFiles = (uuid: string) => forgetSentAnswer(restaurantFilesUrl(uuid));
