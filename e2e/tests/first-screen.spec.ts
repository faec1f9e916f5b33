// The server sends each page's first screen as HTML (ADR 0017): it is there before any
// script runs, and what a diner does on it before the app takes over is not lost.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { firstBookableRestaurant, restaurantWithTimes } from '../support/restaurants';

// A tile's link (its name, cuisine and rating, with commas), not one of its times (ADR 0062).
const TILE = /,/;

/**
 * Holds the shell's app script (bootstrap.ts, the app and the shared package) back: the page
 * stays the server's HTML (the app cannot take it over) until the returned function is called.
 */
async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Counts, on every animation frame from now until the app has taken the page over, the
 * frames in which no `selector` element (the page's h1 unless named) holds `text` or a
 * loading placeholder (the page's or the home grid's) shows: 0 means no flash.
 */
function framesWithout(page: Page, text: string, selector = 'h1'): Promise<number> {
  return page.evaluate(
    ([wanted, chosen]) =>
      new Promise<number>((resolve) => {
        let missing = 0;
        const check = () => {
          const root = document.getElementById('root')!;
          const shown = [...root.querySelectorAll(chosen)].some((element) =>
            element.textContent?.includes(wanted),
          );
          const loading = root.querySelector(
            '[aria-label="Loading page"], [aria-label="Loading restaurants"]',
          );
          if (!shown || loading) missing += 1;
          if (root.hasAttribute('data-prerendered')) requestAnimationFrame(check);
          else resolve(missing);
        };
        check();
      }),
    [text, selector] as const,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

  test("the home grid holds the busiest cuisine's restaurants, each a working link (ADR 0029) @mobile", async ({
    page,
    request,
  }) => {
    const { busiest, first } = await busiestCuisine(request);
    await page.goto('/');
    const grid = page.getByRole('list', { name: `${busiest.name} restaurants` });
    await expect(grid.getByRole('link', { name: TILE })).toHaveCount(busiest.restaurants.length);
    // The photos come from <noscript>, which only a browser without scripts shows.
    await expect(grid.locator('img')).toHaveCount(busiest.restaurants.length);
    await expect(grid.locator('img').first()).toHaveJSProperty('complete', true);
    await expect(
      page.getByRole('group', { name: 'Cuisines' }).getByRole('button', { name: busiest.name }),
    ).toHaveAttribute('aria-pressed', 'true');
    await grid.getByRole('link', { name: new RegExp(`^${escapeRegExp(first.name)}\\s*,`) }).click();
    await expect(page).toHaveURL(`/restaurant-details/${first.uuid}`);
    await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
  });

  test('a content page is in the HTML', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  });

  test("a search's results are rendered by the server (ADR 0023) @mobile", async ({
    page,
    request,
  }) => {
    const place = await firstBookableRestaurant(request);
    await page.goto(`/search-result?name=${encodeURIComponent(place.name)}`);
    await expect(page.getByRole('heading', { name: 'Search Result', level: 1 })).toBeVisible();
    await expect(page.getByText(`Restaurants for “${place.name}”`)).toBeVisible();
    await expect(page.getByText(/^\d+ restaurants?$/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Restaurants' }).getByRole('heading', { name: place.name }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Search Result | TableHop');
  });

  test('a search sent from the home page by the browser itself shows its results @mobile', async ({
    page,
    request,
  }) => {
    const place = await firstBookableRestaurant(request);
    await page.goto('/');
    const box = page
      .getByRole('search', { name: 'Find a restaurant from home' })
      .getByRole('searchbox', { name: 'Restaurant name or postcode' });
    await box.fill(place.name);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-result\?q=/);
    await expect(page.getByText(`Restaurants for “${place.name}”`)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Restaurants' }).getByRole('heading', { name: place.name }),
    ).toBeVisible();
  });

  test('a new diner finds the cookie banner in the first screen @mobile', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  });

  test("a restaurant's page is rendered with its details by the server (ADR 0023) @mobile", async ({
    page,
    request,
  }) => {
    const place = await firstBookableRestaurant(request);
    await page.goto(`/restaurant-details/${place.uuid}`);
    await expect(page.getByRole('heading', { name: place.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: place.name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'About' })).toBeVisible();
    await expect(page).toHaveTitle(`${place.name} | TableHop`);
  });
});

/** The cuisine home selects on load (the most restaurants, the first of a tie), and its first tile. */
async function busiestCuisine(request: APIRequestContext) {
  const answer = await request.get('/api/v1/user/category');
  const cuisines = (await answer.json()).data as {
    name: string;
    count: number;
    restaurants: { uuid: string; name: string }[];
  }[];
  const busiest = cuisines.reduce((best, c) => (c.count > best.count ? c : best));
  const other = cuisines.find((c) => c !== busiest && c.restaurants.length > 0)!;
  return { busiest, first: busiest.restaurants[0]!, other };
}

/** The first restaurant the API lists. */
test("a restaurant's page sent with its details is taken over without fetching them or a skeleton @mobile", async ({
  page,
  request,
}) => {
  const place = await firstBookableRestaurant(request);
  const detailsCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().endsWith(`/api/v1/user/restaurants/${place.uuid}`))
      detailsCalls.push(call.url());
  });
  const release = await holdAppScript(page);
  await page.goto(`/restaurant-details/${place.uuid}`, { waitUntil: 'domcontentloaded' });
  const watching = framesWithout(page, place.name);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  release();
  expect(await watching).toBe(0);
  // The app's page, working: its booking panel asks for the day's times.
  await expect(page.getByRole('heading', { name: place.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Book a table' })).toBeVisible();
  expect(detailsCalls).toEqual([]);
});

test("a restaurant's page comes with today's times and its menu files: no call until the diner changes the party (ADR 0031) @mobile", async ({
  page,
  request,
}) => {
  // Late in the evening no restaurant has a time left today: the page is still today's.
  const { place, today } = await restaurantWithTimes(request);
  const calls: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname.startsWith('/api/v1/user/')) calls.push(call.url());
  });
  await page.goto(`/restaurant-details/${place.uuid}`);
  const panel = page.getByRole('complementary', { name: 'Book a table' });
  const time = panel.getByRole('button', { name: /^Time/ });
  // The server rendered the times (or why there are none), so no loading line ever shows.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(time).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText('Loading times')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Menu' }).click();
  await expect(page.getByRole('status', { name: 'Loading menu files' })).toHaveCount(0);
  // The API client, loaded once the browser is idle, means the page is settled.
  await page.waitForLoadState('networkidle');
  // With no time left today, the one call asks where the next free times are (issue 47).
  expect(calls.map((url) => new URL(url).pathname)).toEqual(
    today ? [] : [`/api/v1/user/restaurants/${place.uuid}/next-available`],
  );
  calls.length = 0;

  await panel.getByRole('button', { name: /^Person/ }).click();
  await panel.getByRole('button', { name: '2 people', exact: true }).click();
  await expect
    .poll(() => calls.slice(0, 1).map((url) => new URL(url).searchParams.get('number_of_people')))
    .toEqual(['2']);
  expect(calls[0]).toContain(`/api/v1/user/restaurants/${place.uuid}/availability?`);
});

test("home sent with its first cuisine is taken over without fetching the cuisines; another cuisine loads on the diner's click @mobile", async ({
  page,
  request,
}) => {
  const { busiest, first, other } = await busiestCuisine(request);
  const cuisineCalls: string[] = [];
  let photosAsked = 0;
  page.on('request', (call) => {
    if (call.url().includes('/api/v1/user/category')) cuisineCalls.push(call.url());
    if (call.url().includes('/images/restaurants/')) photosAsked += 1;
  });
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const watching = framesWithout(page, first.name, 'ul[aria-label$=" restaurants"]');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  // The server's grid asks for no photo: the scripts have the bandwidth (ADR 0029).
  await page.waitForLoadState('load');
  expect(photosAsked).toBe(0);
  release();
  expect(await watching).toBe(0);
  await expect(page.getByRole('list', { name: `${busiest.name} restaurants` })).toBeVisible();
  await expect.poll(() => photosAsked).toBeGreaterThan(0);
  expect(cuisineCalls).toEqual([]);
  await page.getByRole('button', { name: other.name }).click();
  await expect(
    page.getByRole('list', { name: `${other.name} restaurants` }).getByRole('link', { name: TILE }),
  ).toHaveCount(other.restaurants.length);
  expect(cuisineCalls.map((url) => new URL(url).search)).toEqual(['']);
});

test("home's HTML draws the first tiles; the others' frames keep their place until the app fills them (ADR 0036) @mobile", async ({
  page,
  request,
}) => {
  const { busiest } = await busiestCuisine(request);
  const count = busiest.restaurants.length;
  expect(count).toBeGreaterThan(4);
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  const grid = page.getByRole('list', { name: `${busiest.name} restaurants` });
  await expect(grid.getByRole('listitem')).toHaveCount(count);
  await expect(grid.getByRole('link', { name: TILE })).toHaveCount(4);
  // Every tile's box and the footer's, which would move up if the frames were missing.
  const boxes = () =>
    page.locator('ul[aria-label$=" restaurants"] > li, footer').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return [box.x, box.y + window.scrollY, box.width, box.height].map(Math.round);
      }),
    );
  const before = await boxes();
  expect(before).toHaveLength(count + 1);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(grid.getByRole('link', { name: TILE })).toHaveCount(count);
  expect(await boxes()).toEqual(before);
});

test("a cuisine pressed on the server's home before the app runs is shown once it does @mobile", async ({
  page,
  request,
}) => {
  const { other } = await busiestCuisine(request);
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  // Nothing happens yet: the button has no handler until the app runs.
  await page.getByRole('button', { name: other.name }).click();
  await expect(page.getByRole('list', { name: `${other.name} restaurants` })).toHaveCount(0);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(
    page.getByRole('list', { name: `${other.name} restaurants` }).getByRole('link', { name: TILE }),
  ).toHaveCount(other.restaurants.length);
  await expect(page.getByRole('button', { name: other.name })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("a search's results and filter cuisines sent with the page are taken over without asking again @mobile", async ({
  page,
  request,
}) => {
  const place = await firstBookableRestaurant(request);
  const searchCalls: string[] = [];
  const cuisineCalls: string[] = [];
  page.on('request', (call) => {
    // The cards' times are a call of their own, made once the results are shown (ADR 0051).
    if (
      call.url().includes('/api/v1/user/search-restaurant') &&
      !call.url().includes('number_of_people')
    )
      searchCalls.push(call.url());
    if (call.url().includes('/api/v1/user/category')) cuisineCalls.push(call.url());
  });
  const release = await holdAppScript(page);
  await page.goto(`/search-result?name=${encodeURIComponent(place.name)}`, {
    waitUntil: 'domcontentloaded',
  });
  // The results themselves, not only the page's heading: no skeleton frame in between.
  const watching = framesWithout(page, place.name, '[aria-label="Restaurants"] h3');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  release();
  expect(await watching).toBe(0);
  // The app's page, working: a sort asks the server for that order.
  const results = page.getByRole('list', { name: 'Restaurants' });
  await expect(results.getByRole('heading', { name: place.name })).toBeVisible();
  expect(searchCalls).toEqual([]);
  // The filters' cuisines came with the page too (ADR 0033): no list is loaded for them.
  await page.waitForLoadState('networkidle');
  expect(cuisineCalls).toEqual([]);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Most reviewed');
  await expect(page).toHaveURL(/sort=reviews/);
  await expect.poll(() => searchCalls.length).toBe(1);
  expect(searchCalls[0]).toContain('sort=reviews');
});

test('a search typed into the header of a result page before the app runs is kept @mobile', async ({
  page,
  request,
}) => {
  const place = await firstBookableRestaurant(request);
  // A diner back on the site: the store they kept holds another search.
  await page.goto('/search-result?name=Pizza');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('persist:root') ?? ''))
    .toContain('Pizza');
  const release = await holdAppScript(page);
  await page.goto(`/search-result?name=${encodeURIComponent(place.name)}`, {
    waitUntil: 'domcontentloaded',
  });
  const box = page
    .getByRole('search', { name: 'Find a restaurant' })
    .getByRole('searchbox', { name: 'Restaurant name or postcode' });
  await box.fill('Thai');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByText(`Restaurants for “${place.name}”`)).toBeVisible();
  // Past the page's own effects, which put the URL's search in the store.
  await page.waitForTimeout(500);
  await expect(box).toHaveValue('Thai');
});

test('a diner who chose never sees the cookie banner, not even before the app runs', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookiesConsent', 'denied'));
  const release = await holdAppScript(page);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  // In the HTML, hidden by the check in <head> before the first paint.
  await expect(page.locator('[data-cookie-banner]')).toHaveCount(1);
  await expect(page.locator('[data-cookie-banner]')).toBeHidden();
  // Nor the room the page keeps for it (ADR 0038).
  expect(
    await page.evaluate(() => [
      getComputedStyle(document.body).paddingBottom,
      getComputedStyle(document.documentElement).scrollPaddingBottom,
    ]),
  ).toEqual(['0px', '0px']);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});

test('a choice made on the cookie banner before the app runs is kept @mobile', async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Deny' }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  expect(await page.evaluate(() => localStorage.getItem('cookiesConsent'))).toBe('denied');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});

test('a new diner sees the cookie banner from the first paint through the takeover @mobile', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});

test('a search typed and sent before the app is ready is made once it is @mobile', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // main.js has run (it asks for the app chunk, held back): from then on a submit waits
  // for the app. Before it, the browser sends the form itself (a test above).
  await page.waitForFunction(() => document.querySelector('script[src*="/app."]') !== null);
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
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { name: 'Indulge in a culinary delight' });
  // Polled in the page on every animation frame from its first script-free paint until the
  // app has taken over: the heading must never be missing, nor a loading placeholder shown.
  const watching = framesWithout(page, 'Indulge in a culinary delight');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  release();
  expect(await watching).toBe(0);
  await expect(heading).toBeVisible();
});

test('the offers keep their place when the slider takes them over, then turn @mobile', async ({
  page,
}) => {
  const release = await holdAppScript(page);
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
        .find((entry) => /\/main\.[0-9a-f]{8}\.js$/.test(entry.name))?.startTime,
    }));
    expect(paint).toBeGreaterThan(0);
    expect(main).toBeGreaterThan(paint!);
  });
}

test('once the app has taken over, <head> holds one title and one description, the page’s', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '');
  await expect(page).toHaveTitle('FAQ | TableHop');
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  // A page of another kind, reached in the app: its own, still one of each.
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page).toHaveTitle('Contact Us | TableHop');
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
});
