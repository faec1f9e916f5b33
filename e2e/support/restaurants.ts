// The site's own listing, for tests that need a real restaurant page and not a particular one.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
  return firstListed(request, true);
}

/** The first restaurant the site lists that takes bookings by phone only (about one in seven). */
export async function firstPhoneOnlyRestaurant(request: APIRequestContext) {
  return firstListed(request, false);
}

async function firstListed(request: APIRequestContext, online: boolean) {
  const answer = await request.get('/api/v1/user/restaurant', { params: { per_page: 50 } });
  const found = ((await answer.json()).data.data as Listed[]).find(
    (r) => r.online_booking === online,
  );
  if (!found) {
    throw new Error(
      `none of the first 50 restaurants takes bookings ${online ? 'online' : 'by phone only'}`,
    );
  }
  return found;
}

/** Find `place` by its name from the header, as a diner would, and that restaurant's card. */
export async function phoneOnlyCard(page: Page, place: Listed) {
  await page.goto('/faq');
  const header = page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Restaurant name or postcode' });
  await header.fill(place.name);
  await header.press('Enter');
  // Issue 44: Find used to filter on online booking, and found no phone-only restaurant.
  await expect(page).toHaveURL(/\/search-result\?name=[^&]+$/);
  const card = page
    .getByRole('list', { name: 'Restaurants' })
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/restaurant-details/${place.uuid}"]`) });
  await expect(card).toContainText('Bookings by phone only');
  return card;
}
