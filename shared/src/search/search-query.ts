import type { SearchQuery } from 'shared/types';

/**
 * Spec section 5: 1-2 letters, a digit, an optional letter or digit, an optional space,
 * a digit and 2 letters, case-insensitive.
 */
export const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

/** Decides whether the diner typed a postcode or a restaurant name. Empty input is allowed. */
export function toSearchQuery(input: string): SearchQuery {
  const text = input.trim();
  return UK_POSTCODE_PATTERN.test(text) ? { post_code: text } : { name: text };
}

/** Reads a query back from search-result's URL parameters, or null when there is none. */
export function searchQueryFromParams(params: URLSearchParams): SearchQuery | null {
  const postCode = params.get('post_code');
  if (postCode !== null) return { post_code: postCode };
  const name = params.get('name');
  if (name !== null) return { name };
  return null;
}

export function searchQueryText(query: SearchQuery | null): string {
  if (!query) return '';
  return 'post_code' in query ? query.post_code : query.name;
}
