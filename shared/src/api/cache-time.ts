/**
 * Spec section 7's data-fetching cache time: an answer the site kept is used again for 5
 * minutes from when it came (search results without a new request, a restaurant drawn at once
 * while it is asked again); after that it is asked afresh. The retries the same section asks
 * for are the transport's (`READ_RETRIES`).
 */
export const CACHE_TIME_MS = 5 * 60_000;
