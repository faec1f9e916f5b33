// Issue 44: the booking panel came after every review on a phone (~5,000 px down) and below
// the fold of a 1280x800 window.
import { test as plain, type Page } from '@playwright/test';
import {
  firstBookableRestaurant,
  firstPhoneOnlyRestaurant,
  restaurantWithTimes,
} from '../support/restaurants';
import { expect, test, waitForApp } from '../support/fixtures';

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

const bookingBar = (page: Page) => page.getByRole('button', { name: 'Book a table', exact: true });
const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Book a table' });

test('on a wide screen the booking panel is in view at the top and stays there down to the reviews', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the wide layout');
  await page.setViewportSize({ width: 1280, height: 800 });
  const place = await firstBookableRestaurant(request);
  await page.goto(`/restaurant-details/${place.uuid}`);
  const panel = panelOf(page);
  const heading = panel.getByRole('heading', { name: 'Book a table' });
  // The whole panel, its times and Reserve now with it, before any scrolling.
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(panel.getByRole('button', { name: /^Time/ })).toBeInViewport({ ratio: 1 });
  await expect(panel.getByRole('button', { name: 'Reserve now' })).toBeInViewport({ ratio: 1 });
  // No bar on a wide screen: the panel is in sight already.
  await expect(bookingBar(page)).toBeHidden();

  await page
    .getByRole('heading', { name: 'Reviews', exact: true })
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(page.getByRole('list', { name: 'Reviews' })).toBeInViewport();
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(panel.getByRole('button', { name: 'Reserve now' })).toBeInViewport({ ratio: 1 });
});

test("on a phone a 'Book a table' bar at the foot of the window takes the diner to the panel @mobile", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  // Times to tap at any hour: late in the evening, tomorrow's.
  const { url } = await restaurantWithTimes(request);
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await page.goto(url);
    const panel = panelOf(page);
    const bar = bookingBar(page);
    await expect(bar, `${size.width} px`).toBeInViewport({ ratio: 1 });
    await expect(panel.getByRole('button', { name: /^Date/ })).not.toBeInViewport();

    await bar.tap();
    await expect(panel.getByRole('button', { name: /^Date/ })).toBeInViewport({ ratio: 1 });
    await expect(panel.getByRole('button', { name: /^Time/ })).toBeInViewport({ ratio: 1 });
    await expect(panel).toBeFocused();
    // Out of the way while the panel is on screen: it covers none of its buttons.
    await expect(bar).toBeHidden();
    const firstTime = panel.getByRole('group', { name: 'Available times' }).getByRole('button');
    await firstTime.first().tap();
    await expect(firstTime.first()).toHaveAttribute('aria-pressed', 'true');

    // Back up to the details, the bar comes back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeInViewport({ ratio: 1 });
  }
});

test('a restaurant that takes bookings by phone only: the bar leads to how to book @mobile', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  const place = await firstPhoneOnlyRestaurant(request);
  await page.goto(`/restaurant-details/${place.uuid}`);
  const notice = panelOf(page).getByRole('heading', { name: 'Book by phone' });
  await expect(notice).not.toBeInViewport();
  await bookingBar(page).tap();
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(panelOf(page)).toBeFocused();
});

// The suite's fixture accepts cookies for every page: these need the banner up.
plain(
  'on a phone the bar sits above the cookie banner and the footer scrolls clear of it @mobile',
  async ({ page, request, isMobile }) => {
    plain.skip(!isMobile, 'the phone layout');
    const place = await firstBookableRestaurant(request);
    for (const size of PHONES) {
      await page.setViewportSize(size);
      await page.goto(`/restaurant-details/${place.uuid}`);
      await waitForApp(page);
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      const bar = bookingBar(page);
      await expect(banner).toBeVisible();
      await expect(bar).toBeInViewport({ ratio: 1 });
      const barBox = (await bar.locator('..').boundingBox())!;
      const bannerBox = (await banner.boundingBox())!;
      expect(barBox.y + barBox.height, `${size.width} px`).toBeLessThanOrEqual(bannerBox.y + 1);

      // At the very foot of the page the footer's last line is above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const copyright = page.getByRole('contentinfo').getByText(/^©/);
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect
        .poll(async () => {
          const line = (await copyright.boundingBox())!;
          return line.y + line.height <= (await bar.locator('..').boundingBox())!.y;
        })
        .toBe(true);
    }
  },
);
