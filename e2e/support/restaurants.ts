// The site's own listing, for tests that need a real restaurant page and not a particular one.
import type { APIRequestContext } from '@playwright/test';

/** The first restaurant the site lists. */
export async function firstRestaurant(request: APIRequestContext) {
  const answer = await request.get('/api/v1/user/restaurant', { params: { per_page: 1 } });
  return (await answer.json()).data.data[0] as { uuid: string; name: string };
}
