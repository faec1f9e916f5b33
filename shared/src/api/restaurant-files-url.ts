// The menu files call's URL, apart from its fetcher (get-restaurant-files.ts) so the API may
// build it too: the server sends a restaurant page with its menu files under exactly this
// URL (ADR 0031). Pure: no client, no store.
import { API_BASE_PATH } from 'shared/constants';

/** /user/restaurant-files?rest_uuid&params=info */
export const restaurantFilesPath = (restaurantUuid: string) =>
  `/user/restaurant-files?${new URLSearchParams({ rest_uuid: restaurantUuid, params: 'info' }).toString()}`;

/** The URL getRestaurantFiles requests, with the API's base path. */
export const restaurantFilesUrl = (restaurantUuid: string) =>
  `${API_BASE_PATH}${restaurantFilesPath(restaurantUuid)}`;
