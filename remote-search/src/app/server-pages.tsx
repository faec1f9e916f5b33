import type { ServerPages } from 'shared/prerender/prerendering';
import { LaterTile } from '../features/home/components/later-tile';
import HomePage from './routes/home-page';
import SearchResultPage from './routes/search-result-page';

/**
 * Pages the server renders per request with their data (build/server-pages.mjs,
 * ADR 0023), under the module names the remote exposes. The data is the search the page's
 * URL holds (shared/routes/page-data-url), or for home its first cuisine (ADR 0029).
 */
export const SERVER_PAGES: ServerPages = {
  // Its HTML draws the grid's first tiles and frames for the others (ADR 0036).
  'home-page': <HomePage laterTile={LaterTile} />,
  'search-result-page': <SearchResultPage />,
};
