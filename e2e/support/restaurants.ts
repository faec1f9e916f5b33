// The site's own listing, for tests that need a real restaurant page and not a particular one.
import type { APIRequestContext } from '@playwright/test';

interface Listed {
  uuid: string;
  name: string;
  online_booking: boolean;
}

/**
 * The first restaurant the site lists that takes bookings online: a page with the booking
 * panel (one that takes bookings by phone only shows a short notice in its place).
 */
export async function firstBookableRestaurant(request: APIRequestContext) {
  const answer = await request.get('/api/v1/user/restaurant', { params: { per_page: 50 } });
  const found = ((await answer.json()).data.data as Listed[]).find((r) => r.online_booking);
  if (!found) throw new Error('none of the first 50 restaurants takes bookings online');
  return found;
}
