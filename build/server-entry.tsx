// The entry of an app's server bundle (build/server-pages.mjs): what the API calls to
// render one of the app's pages with its data, per request (ADR 0023).
// 'app:server-pages' is the app's src/app/server-pages.tsx, resolved by the bundler.
import { SERVER_PAGES } from 'app:server-pages';
import type { PageData } from 'shared/prerender/page-data-element';
import { PAGE_ROUTES } from 'shared/routes/page-routes';
import { renderPage } from './render-page';

/**
 * The HTML of the page the app exposes as `module`, at `url` (path and query), rendered with
 * `data`; undefined for a page this app does not render on the server. Throws what the page
 * throws: the server then sends the page without it.
 */
export function render(module: string, url: string, data: PageData): string | undefined {
  const element = Object.hasOwn(SERVER_PAGES, module) ? SERVER_PAGES[module] : undefined;
  const route = PAGE_ROUTES.find((candidate) => candidate.module === module);
  if (!element || !route) return undefined;
  return renderPage(element, url, { routePath: route.path, data });
}
