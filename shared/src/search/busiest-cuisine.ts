// The cuisine the home page selects on load, the call that sends the home page only its
// restaurants, and the one that sends the result page's filters none. Pure: the API answers that call with the same rule the page selects by.

/** GET /user/category's parameter that leaves out every restaurant but the busiest cuisine's. */
export const BUSIEST_ONLY_PARAM = 'busiest_only';

/**
 * The home page's first call: every cuisine with its count, and the restaurants of the one it
 * selects on load, a small part of them all (ADR 0029). The server renders the
 * page with it (ADR 0029); the rest are asked for when the diner reaches for another cuisine.
 */
export const HOME_CUISINES_URL = `/api/v1/user/category?${BUSIEST_ONLY_PARAM}=true`;

/** GET /user/category's parameter that leaves out every restaurant: names and counts only. */
export const COUNTS_ONLY_PARAM = 'counts_only';

/**
 * The result page's filter panel lists each cuisine with its count and nothing else (a small
 * part of the whole list): the server sends the page with it (ADR 0033), so the page loads no
 * cuisine list of its own.
 */
export const FILTER_CUISINES_URL = `/api/v1/user/category?${COUNTS_ONLY_PARAM}=true`;

/** The cuisine with the most restaurants (the first of a tie), selected on load (spec section 4). */
export function busiestCuisine<T extends { count: number }>(cuisines: readonly T[]): T | undefined {
  return cuisines.reduce<T | undefined>(
    (best, cuisine) => (!best || cuisine.count > best.count ? cuisine : best),
    undefined,
  );
}
