import type { ServerPages } from 'shared/prerender/prerendering';
import RestaurantPage from './routes/restaurant-page';

/**
 * Pages the server renders per request with their data (build/server-pages.mjs,
 * ADR 0023), under the module names the remote exposes. The data is the route's `data` call
 * (shared/routes/page-routes).
 */
export const SERVER_PAGES: ServerPages = {
  'restaurant-page': <RestaurantPage />,
};
