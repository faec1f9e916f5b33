import type { StandaloneRoute } from 'shared/ui/standalone-host';
import RestaurantPage from './routes/restaurant-page';

/** The pages this remote exposes, at the paths the shell gives them. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/restaurant-details/:restaurantId', Page: RestaurantPage },
];
