// The site's own listing, for tests that need a real restaurant page and not a particular one.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { londonDaysAhead, slotsFor } from './booking';

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

/**
 * The first listed restaurant taking online bookings whose panel offers times on a restaurant
 * page, at any hour: one with times left today (for the party a first visit starts with, 1) and
 * its plain page; late in the evening, when no table is left today anywhere, one with times
 * tomorrow and its page opened on that date (`?date=`, as a standby email links).
 */
export async function restaurantWithTimes(request: APIRequestContext) {
  const online = (await firstFifty(request)).filter((r) => r.online_booking);
  for (const ahead of [0, 1]) {
    const { date, day } = londonDaysAhead(ahead);
    for (const place of online) {
      if ((await slotsFor(request, place.uuid, date, day, 1)).length === 0) continue;
      const [dd, mm, yyyy] = date.split('/');
      const url = `/restaurant-details/${place.uuid}${ahead ? `?date=${yyyy}-${mm}-${dd}` : ''}`;
      return { place, url, today: ahead === 0 };
    }
  }
  throw new Error('none of the first 50 restaurants has a time free today or tomorrow');
}

/** The first restaurant the site lists that takes bookings by phone only (about one in seven). */
export async function firstPhoneOnlyRestaurant(request: APIRequestContext) {
  return firstListed(request, false);
}

/** The first 50 restaurants the site lists, in its order. */
async function firstFifty(request: APIRequestContext): Promise<Listed[]> {
  const answer = await request.get('/api/v1/user/restaurant', { params: { per_page: 50 } });
  return (await answer.json()).data.data as Listed[];
}

async function firstListed(request: APIRequestContext, online: boolean) {
  const found = (await firstFifty(request)).find((r) => r.online_booking === online);
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
