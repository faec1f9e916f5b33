// The API calls a page makes first, read from the page's URL as the page reads it. Apart from
// page-routes so the shell, which only needs the route table, does not carry the calls' URL
// code; the API imports it to preload or render a page with its data (ADRs 0023, 0031).
import { availabilityUrl } from 'shared/api/availability-url';
import { restaurantFilesUrl } from 'shared/api/restaurant-files-url';
import { searchRestaurantsUrl } from 'shared/api/search-restaurants-url';
import { DEFAULT_PARTY_SIZE } from 'shared/constants';
import { londonToday } from 'shared/format/date';
import { matchPageRoute, type PageRoute, segmentsOf } from 'shared/routes/page-routes';
import { FILTER_CUISINES_URL } from 'shared/search/busiest-cuisine';
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
 * string holds; or the call the server renders it with (`sentData`). `undefined` when the
 * route has none, the path does not decode or the query holds no search. A caller that has
 * matched the path already passes its `route`.
 */
export function pageDataUrl(
  url: string,
  route: PageRoute | undefined = matchPageRoute(splitPageUrl(url).pathname),
): string | undefined {
  if (route?.sentData) return route.sentData;
  const { pathname, search } = splitPageUrl(url);
  if (route?.searchData) {
    const params = new URLSearchParams(search);
    // The Available filter's results are live (ADR 0051): the page asks for them itself.
    if (params.get('available') === '1') return undefined;
    const state = searchStateFromParams(params);
    return state ? searchRestaurantsUrl(state) : undefined;
  }
  if (!route?.data) return undefined;
  const params = routeParams(pathname, route);
  return (
    params &&
    route.data.replace(/:([A-Za-z]+)/g, (_, name: string) =>
      encodeURIComponent(params.get(name) ?? ''),
    )
  );
}

/** The route's `:param`s in `pathname`, decoded as React Router decodes them. */
function routeParams(pathname: string, route: PageRoute): Map<string, string> | undefined {
  const actual = segmentsOf(pathname);
  const params = new Map<string, string>();
  try {
    segmentsOf(route.path).forEach((segment, index) => {
      if (segment.startsWith(':')) params.set(segment.slice(1), decodeURIComponent(actual[index]!));
    });
  } catch {
    return undefined;
  }
  return params;
}

type SideCall = (params: Map<string, string>, now: Date) => string;

/**
 * The other calls each page makes as it renders, as it makes them on a diner's first visit:
 * a restaurant's slots today for the party the store starts with, and its menu files; the
 * result page's filter cuisines. When the page is rendered with its `data`, their answers go
 * with it if they come as fast (ADRs 0031, 0033), so the page starts with no call on the
 * network and without loading the API client. Never preloaded: which one the page makes
 * depends on what the diner chose before (a stored party size, another day). Here by the
 * route's module, not in the route table: only the server needs them, and every page's
 * start-up carries the table.
 */
const SIDE_CALLS: Partial<Record<string, readonly SideCall[]>> = {
  'restaurant-page': [
    (params, now) =>
      availabilityUrl({
        restaurantUuid: params.get('restaurantId') ?? '',
        ...londonToday(now),
        partySize: DEFAULT_PARTY_SIZE,
      }),
    (params) => restaurantFilesUrl(params.get('restaurantId') ?? ''),
  ],
  'search-result-page': [() => FILTER_CUISINES_URL],
};

/**
 * The URLs of the other calls the page at `url` makes as it renders (SIDE_CALLS), as the
 * page asks for them at `now`; none when the path does not decode.
 */
export function pageSideDataUrls(
  url: string,
  route: PageRoute | undefined = matchPageRoute(splitPageUrl(url).pathname),
  now: Date = new Date(),
): string[] {
  const calls = route && SIDE_CALLS[route.module];
  if (!calls) return [];
  const params = routeParams(splitPageUrl(url).pathname, route);
  return params ? calls.map((call) => call(params, now)) : [];
}
