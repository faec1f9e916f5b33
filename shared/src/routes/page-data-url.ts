// The API calls a page makes first, read from the page's URL as the page reads it. Apart from
// page-routes so the shell, which only needs the route table, does not carry the calls' URL
// code; the API imports it to preload or render a page with its data (ADRs 0023, 0031).
import { availabilityUrl } from 'shared/api/availability-url';
import { restaurantFilesUrl } from 'shared/api/restaurant-files-url';
import { searchRestaurantsUrl } from 'shared/api/search-restaurants-url';
import { DEFAULT_PARTY_SIZE } from 'shared/constants';
import { londonToday } from 'shared/format/date';
import {
  matchPageRoute,
  type PageRoute,
  type PageSideCall,
  segmentsOf,
} from 'shared/routes/page-routes';
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
    const state = searchStateFromParams(new URLSearchParams(search));
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

/**
 * Each side call as the page makes it on a diner's first visit: the restaurant's slots today
 * for the party the store starts with, and its menu files.
 */
const SIDE_CALLS: Record<PageSideCall, (params: Map<string, string>, now: Date) => string> = {
  'availability-today': (params, now) =>
    availabilityUrl({
      restaurantUuid: params.get('restaurantId') ?? '',
      ...londonToday(now),
      people: DEFAULT_PARTY_SIZE,
    }),
  'menu-files': (params) => restaurantFilesUrl(params.get('restaurantId') ?? ''),
};

/**
 * The URLs of the other calls the page at `url` makes as it renders (its route's
 * `sideData`), as the page asks for them at `now`; none when the path does not decode.
 */
export function pageSideDataUrls(
  url: string,
  route: PageRoute | undefined = matchPageRoute(splitPageUrl(url).pathname),
  now: Date = new Date(),
): string[] {
  if (!route?.sideData) return [];
  const params = routeParams(splitPageUrl(url).pathname, route);
  return params ? route.sideData.map((call) => SIDE_CALLS[call](params, now)) : [];
}
