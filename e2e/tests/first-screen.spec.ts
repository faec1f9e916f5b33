// The server sends each page's first screen as HTML (ADR 0017): it is there before any
// script runs, and what a diner does on it before the app takes over is not lost.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * Holds the shell's bootstrap script back: the page stays the server's HTML (the app cannot
 * take it over) until the returned function is called.
 */
async function holdBootstrap(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Counts, on every animation frame from now until the app has taken the page over, the
 * frames in which no h1 holds `heading` or a loading placeholder shows: 0 means no flash.
 */
function framesWithoutHeading(page: Page, heading: string): Promise<number> {
  return page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        let missing = 0;
        const check = () => {
          const root = document.getElementById('root')!;
          const shown = [...root.querySelectorAll('h1')].some((h) => h.textContent?.includes(text));
          if (!shown || root.querySelector('[aria-label="Loading page"]')) missing += 1;
          if (root.hasAttribute('data-prerendered')) requestAnimationFrame(check);
          else resolve(missing);
        };
        check();
      }),
    heading,
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, its search box and the site header are in the HTML @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Indulge in a culinary delight' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('search', { name: 'Find a restaurant from home' })
        .getByRole('searchbox', { name: 'Restaurant name or postcode' }),
    ).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'TableHop home' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Book a table | TableHop');
  });

  test('the offers show as many banners as the width has room for @mobile', async ({ page }) => {
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Offers' });
    // Spec section 9: 3 banners, 2 up to 1024 px, 1 up to 600 px; the others are hidden.
    const width = page.viewportSize()?.width ?? 1280;
    const perView = width <= 600 ? 1 : width <= 1024 ? 2 : 3;
    await expect(offers.getByRole('figure')).toHaveCount(perView);
    await expect(offers.getByRole('figure', { name: 'Sunday roasts for less' })).toBeVisible();
    await expect(offers.getByRole('button', { name: /^Offer 1 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a content page is in the HTML; search results are not prerendered', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
    await page.goto('/search-result?name=Dishoom');
    await expect(page.locator('#root')).toBeEmpty();
  });

  test("a restaurant's page is rendered with its details by the server (ADR 0023) @mobile", async ({
    page,
    request,
  }) => {
    const place = await firstRestaurant(request);
    await page.goto(`/restaurant-details/${place.uuid}`);
    await expect(page.getByRole('heading', { name: place.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: place.name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'About' })).toBeVisible();
    await expect(page).toHaveTitle(`${place.name} | TableHop`);
  });
});

/** The first restaurant the API lists. */
async function firstRestaurant(request: APIRequestContext) {
  const answer = await request.get('/api/v1/user/restaurant', { params: { per_page: 1 } });
  return (await answer.json()).data.data[0] as { uuid: string; name: string };
}

test("a restaurant's page sent with its details is taken over without fetching them or a skeleton @mobile", async ({
  page,
  request,
}) => {
  const place = await firstRestaurant(request);
  const detailsCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().endsWith(`/api/v1/user/restaurants/${place.uuid}`))
      detailsCalls.push(call.url());
  });
  const release = await holdBootstrap(page);
  await page.goto(`/restaurant-details/${place.uuid}`, { waitUntil: 'domcontentloaded' });
  const watching = framesWithoutHeading(page, place.name);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  release();
  expect(await watching).toBe(0);
  // The app's page, working: its booking panel asks for the day's times.
  await expect(page.getByRole('heading', { name: place.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Book a table' })).toBeVisible();
  expect(detailsCalls).toEqual([]);
});

test('a search typed and sent before the app is ready is made once it is @mobile', async ({
  page,
}) => {
  const release = await holdBootstrap(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const box = page
    .getByRole('search', { name: 'Find a restaurant from home' })
    .getByRole('searchbox', { name: 'Restaurant name or postcode' });
  await box.fill('Trattoria');
  await box.press('Enter');
  // Not sent by the browser itself (that would reload the page with the text in the URL).
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');

  release();
  await expect(page).toHaveURL(/\/search-result\?name=Trattoria$/);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
});

test('a page of a redeployable remote keeps its text when the app takes over (no flash)', async ({
  page,
}) => {
  // Held back until the page is being watched, so the takeover always happens under watch.
  const release = await holdBootstrap(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { name: 'Indulge in a culinary delight' });
  // Polled in the page on every animation frame from its first script-free paint until the
  // app has taken over: the heading must never be missing, nor a loading placeholder shown.
  const watching = framesWithoutHeading(page, 'Indulge in a culinary delight');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  release();
  expect(await watching).toBe(0);
  await expect(heading).toBeVisible();
});

test('the offers keep their place when the slider takes them over, then turn @mobile', async ({
  page,
}) => {
  const release = await holdBootstrap(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const offers = page.getByRole('region', { name: 'Offers' });
  const before = await offers.boundingBox();
  expect(before).not.toBeNull();

  release();
  // Turning on its own (every 3 s) is react-slick's doing: the slider has taken over.
  await expect(offers.getByRole('button', { name: /^Offer 2 of 4/ })).toHaveAttribute(
    'aria-current',
    'true',
    { timeout: 10_000 },
  );
  expect(await offers.boundingBox()).toEqual(before);
});

for (const path of ['/', '/faq']) {
  test(`${path} is painted before its scripts are asked for (ADR 0024)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    const { paint, main } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      main: performance
        .getEntriesByType('resource')
        .find((entry) => /\/main\.[0-9a-f]{10}\.js$/.test(entry.name))?.startTime,
    }));
    expect(paint).toBeGreaterThan(0);
    expect(main).toBeGreaterThan(paint!);
  });
}
