// Where a page rendered on the server with its data carries that data (ADR 0023): written by
// the API (api/src/lib/page-prerender.ts), read by the page (shared/prerender/page-data).
// Its own module, not page-routes: the page's reader is bundled into each remote that uses it,
// and importing the route table would have made each of them consume it as a shared module.

/** The id of the element after `#root` holding the API answers the page was rendered with. */
export const PAGE_DATA_ID = 'page-data';

/** API path as the page's fetcher requests it (with API_BASE_PATH) -> the JSON body. */
export type PageData = Record<string, unknown>;
