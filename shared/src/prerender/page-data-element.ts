// Where a page rendered on the server with its data carries that data (ADR 0023): written by
// the API (api/src/web/page-prerender.ts), read by the page (shared/prerender/page-data).
// Its own module, not page-routes: the page's reader is bundled into each remote that uses it,
// and importing the route table would have made each of them consume it as a shared module.

/** The id of the element after `#root` holding the API answers the page was rendered with. */
export const PAGE_DATA_ID = 'page-data';

/** API path as the page's fetcher requests it (with API_BASE_PATH) -> the JSON body. */
export type PageData = Record<string, unknown>;

/**
 * The global function through which the API's inline start-up loader hands the shell's
 * first-screen watcher the last element clicked before the shell's entry script ran (and
 * stops recording): the shell's scripts are asked for only after the first paint (ADR 0024),
 * so a diner can press a button of the server's page before anything watches it.
 */
export const EARLY_PRESS_GLOBAL = '__tablehopEarlyPress';
