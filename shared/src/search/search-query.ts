import type { SearchQuery } from 'shared/types';

/**
 * Spec section 5: 1-2 letters, a digit, an optional letter or digit, an optional space,
 * a digit and 2 letters, case-insensitive.
 */
export const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

/**
 * The characters of a name the API searches for (its `name` maxLength). Text past them is left
 * out, so a longer text, typed or in a link, still searches; no postcode is that long.
 */
const NAME_MAX = 100;

/** Decides whether the diner typed a postcode or a restaurant name. Empty input is allowed. */
export function toSearchQuery(input: string): SearchQuery {
  const text = input.trim().slice(0, NAME_MAX);
  return UK_POSTCODE_PATTERN.test(text) ? { post_code: text } : { name: text };
}

/** Where a search's results are shown. */
export const SEARCH_RESULT_PATH = '/search-result';

/** The parameter a search box sends as its own form, without JavaScript: what was typed. */
export const TYPED_SEARCH_PARAM = 'q';

/**
 * Reads a query back from search-result's URL parameters, or null when there is none. The
 * app writes `post_code` or `name`; a search box submitted by the browser itself (the page's
 * scripts failed or are off) sends the text as typed, read as the app reads it.
 */
export function searchQueryFromParams(params: URLSearchParams): SearchQuery | null {
  const postCode = params.get('post_code');
  if (postCode !== null) return { post_code: postCode };
  const name = params.get('name');
  if (name !== null) return { name: name.slice(0, NAME_MAX) };
  const typed = params.get(TYPED_SEARCH_PARAM);
  return typed === null ? null : toSearchQuery(typed);
}

export function searchQueryText(query: SearchQuery | null): string {
  if (!query) return '';
  return 'post_code' in query ? query.post_code : query.name;
}
