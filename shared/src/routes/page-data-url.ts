// The API call a page makes first, read from the page's URL as the page reads it. Apart from
// page-routes so the shell, which only needs the route table, does not carry the search's
// URL code; the API imports it to preload or render a page with its data (ADR 0023).
import { searchRestaurantsUrl } from 'shared/api/search-restaurants-url';
import { matchPageRoute, type PageRoute, segmentsOf } from 'shared/routes/page-routes';
import { searchStateFromParams } from 'shared/search/search-url';

/** A page URL split as the router splits it: the hash is the browser's alone. */
export function splitPageUrl(url: string): { pathname: string; search: string } {
  const [pathAndSearch = ''] = url.split('#', 1);
  const queryAt = pathAndSearch.indexOf('?');
  return queryAt === -1
    ? { pathname: pathAndSearch, search: '' }
    : { pathname: pathAndSearch.slice(0, queryAt), search: pathAndSearch.slice(queryAt) };
}

/**
 * The URL of the API call the page at `url` (path and query, as the browser has it) makes
 * first: its route's `data`, with the params read from the path as React Router reads them
 * (decoded), then encoded again as the page's fetcher encodes them; or the search its query
 * string holds; or the call the server renders it with (`sentData`). `undefined` when the route has none, the path does not decode or the query
 * holds no search. A caller that has matched the path already passes its `route`.
 */
export function pageDataUrl(
  url: string,
  route: PageRoute | undefined = matchPageRoute(splitPageUrl(url).pathname),
): string | undefined {
  if (route?.sentData) return route.sentData;
  const { pathname, search } = splitPageUrl(url);
  if (route?.searchData) {
    const state = searchStateFromParams(new URLSearchParams(search));
    return state ? searchRestaurantsUrl(state) : undefined;
  }
  if (!route?.data) return undefined;
  const actual = segmentsOf(pathname);
  const params = new Map<string, string>();
  try {
    segmentsOf(route.path).forEach((segment, index) => {
      if (segment.startsWith(':')) params.set(segment.slice(1), decodeURIComponent(actual[index]!));
    });
  } catch {
    return undefined;
  }
  return route.data.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params.get(name) ?? ''),
  );
}
