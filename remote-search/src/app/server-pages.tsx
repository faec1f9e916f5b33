import type { ServerPages } from 'shared/prerender/prerendering';
import SearchResultPage from './routes/search-result-page';

/**
 * Pages the server renders per request with their data (shared/build/server-pages.mjs,
 * ADR 0023), under the module names the remote exposes. The data is the search the page's
 * URL holds (shared/routes/page-data-url).
 */
export const SERVER_PAGES: ServerPages = {
  'search-result-page': <SearchResultPage />,
};
