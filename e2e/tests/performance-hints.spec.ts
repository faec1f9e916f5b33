import { expect, test } from '../support/fixtures';
import { firstBookableRestaurant, restaurantWithTimes } from '../support/restaurants';
import { typePairsOnPage } from '../support/type-pairs.mjs';

/**
 * The preload hints the server put in a page for its remote and data, as absolute URLs: in
 * <head>, or, on a page sent with its first screen, in the list its loader asks for after the
 * first paint (ADR 0024).
 */
async function preloadHints(page: import('@playwright/test').Page, baseURL: string, path: string) {
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  const inHead = [...html.matchAll(/<link rel="preload" as="(fetch|script)" href="([^"]+)"/g)].map(
    ([, as, href]) => ({ as, url: new URL(href!, baseURL).href }),
  );
  const startUp = /<script type="application\/json" id="start-up">([^<]*)<\/script>/.exec(html);
  const listed = startUp
    ? (JSON.parse(startUp[1]!) as [string, Record<string, string>][])
        .filter(
          ([tag, { rel, href }]) =>
            tag === 'link' && rel === 'preload' && /^\/(remotes|api)\//.test(href ?? ''),
        )
        .map(([, { as, href }]) => ({ as, url: new URL(href!, baseURL).href }))
    : [];
  return [...inHead, ...listed];
}

test.describe('preload hints for the page remote', () => {
  for (const { path, remote } of [
    { path: '/', remote: 'remote-search' },
    { path: '/faq', remote: 'remote-content' },
  ]) {
    test(`${path} fetches each preloaded file of ${remote} once, and uses it`, async ({
      page,
      baseURL,
    }) => {
      const hints = await preloadHints(page, baseURL!, path);
      expect(hints.map((hint) => hint.as)).toEqual([
        'fetch',
        'script',
        ...hints.slice(2).map(() => 'script'),
      ]);
      expect(hints[0]!.url).toMatch(new RegExp(`/remotes/${remote}/mf-manifest\\.json$`));
      expect(hints[1]!.url).toMatch(new RegExp(`/remotes/${remote}/remoteEntry\\.js$`));
      expect(hints.length).toBeGreaterThan(2);

      const requested: string[] = [];
      const warnings: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Chromium reports a preload nobody used a few seconds after the load event.
      await page.waitForLoadState('load');
      await page.waitForTimeout(3_500);

      for (const { url } of hints) {
        expect(
          requested.filter((seen) => seen === url),
          url,
        ).toHaveLength(1);
      }
      expect(warnings).toEqual([]);
    });
  }

  // The landing pages' remotes take every shared module they need from the shell: none of
  // their own fallback copies is fetched (each would be a round trip after the remote's
  // entry has run, before the page can render).
  for (const { path, remote, heading } of [
    { path: '/', remote: 'remote-search', heading: 'Indulge in a culinary delight' },
    { path: '/search-result?name=Dishoom', remote: 'remote-search', heading: null },
    { path: 'restaurant', remote: 'remote-restaurant', heading: null },
  ]) {
    test(`${path} loads no shared-module copy of ${remote}`, async ({ page, request, baseURL }) => {
      const manifest = (await (
        await request.get(`/remotes/${remote}/mf-manifest.json`)
      ).json()) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
      const sharedCopies = new Map<string, string>();
      for (const module of manifest.shared.filter((m) => m.name.startsWith('shared/')))
        for (const file of module.assets.js.sync)
          sharedCopies.set(new URL(`/remotes/${remote}/${file}`, baseURL).href, module.name);
      expect(sharedCopies.size).toBeGreaterThan(0);

      let url = path;
      // A page with times: a day with none left offers the standby form, a chunk loaded after
      // the page is drawn, whose captcha and fields are remote-restaurant's own.
      if (path === 'restaurant') url = (await restaurantWithTimes(request)).url;
      const requested: string[] = [];
      page.on('request', (seen) => requested.push(seen.url()));
      await page.goto(url);
      await expect(
        heading
          ? page.getByRole('heading', { level: 1, name: heading })
          : page.getByRole('heading', { level: 1 }).first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        requested.filter((seen) => sharedCopies.has(seen)).map((seen) => sharedCopies.get(seen)),
      ).toEqual([]);
    });
  }

  test('a restaurant page comes with its details (ADR 0023): not preloaded, not fetched', async ({
    page,
    request,
    baseURL,
  }) => {
    const restaurant = await firstBookableRestaurant(request);
    const path = `/restaurant-details/${restaurant.uuid}`;
    const details = new URL(`/api/v1/user/restaurants/${restaurant.uuid}`, baseURL).href;
    const hints = await preloadHints(page, baseURL!, path);
    expect(hints).not.toContainEqual({ as: 'fetch', url: details });
    // The remote's files are still hinted.
    expect(hints).toContainEqual({
      as: 'script',
      url: new URL('/remotes/remote-restaurant/remoteEntry.js', baseURL).href,
    });

    const requested: string[] = [];
    const warnings: string[] = [];
    page.on('request', (seen) => requested.push(seen.url()));
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.waitForTimeout(3_500);
    expect(requested.filter((seen) => seen === details)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('a restaurant that does not exist still gets its details call preloaded', async ({
    page,
    baseURL,
  }) => {
    const path = '/restaurant-details/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11';
    expect(await preloadHints(page, baseURL!, path)).toContainEqual({
      as: 'fetch',
      url: new URL(`/api/v1/user/restaurants/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11`, baseURL).href,
    });
  });

  test('a URL that is no page gets no hints', async ({ page, baseURL }) => {
    expect(await preloadHints(page, baseURL!, '/no-such-page')).toEqual([]);
  });

  test('scripts arrive precompressed', async ({ page }) => {
    const encodings = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      encodings.set(response.url(), (await response.allHeaders())['content-encoding'] ?? '');
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Indulge in a culinary delight' }),
    ).toBeVisible();
    const main = [...encodings].find(([url]) => /\/main\.[0-9a-f]{8}\.js$/.test(url));
    expect(main?.[1]).toBe('br');
    const entry = [...encodings].find(([url]) => url.endsWith('/remote-search/remoteEntry.js'));
    expect(entry?.[1]).toBe('br');
  });
});

test("the cards' pictures are card-sized JPEGs, the restaurant page's is full size (ADR 0026)", async ({
  page,
}) => {
  await page.goto('/');
  // A tile's picture is decorative (its link names the restaurant); a few have none.
  const pictured = page
    .getByRole('list', { name: / restaurants$/ })
    .getByRole('listitem')
    .filter({ has: page.locator('img[src*="/images/restaurants/"]') })
    .first();
  const tile = pictured.locator('img');
  await tile.scrollIntoViewIfNeeded();
  await expect(tile).toHaveAttribute('src', /\/images\/restaurants\/[0-9a-f-]+\.jpg\?w=480$/);
  await expect.poll(() => tile.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);

  await pictured.getByRole('link').first().click();
  const hero = page.getByRole('main').locator('img[src*="/images/restaurants/"]').first();
  await expect(hero).toHaveAttribute('src', /\/images\/restaurants\/[0-9a-f-]+\.jpg$/);
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(960);
});

test('the site icons are PNGs of the size they declare, not SVG (ADR 0037)', async ({ page }) => {
  // Chrome decodes an SVG icon as a document of its own, on the page's main thread, just as
  // the first screen is painted.
  await page.goto('/');
  const links = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((found) =>
      (found as HTMLLinkElement[]).map(({ rel, href, sizes }) => ({
        rel,
        href,
        sizes: sizes.value,
      })),
    );
  expect(links.map(({ rel, sizes }) => [rel, sizes])).toEqual([
    ['icon', '32x32'],
    ['icon', '192x192'],
    ['apple-touch-icon', ''],
  ]);
  for (const { rel, href, sizes } of links) {
    const response = await page.request.get(href);
    expect(response.headers()['content-type'], href).toBe('image/png');
    const png = await response.body();
    expect(png.subarray(1, 4).toString('latin1'), href).toBe('PNG');
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(`${width}x${height}`, href).toBe(sizes || '180x180');
    // iOS fills a touch icon's transparent pixels with black: it must have no alpha channel.
    if (rel === 'apple-touch-icon') expect(png[25], 'PNG colour type').toBe(2);
  }
});

test("the booking calendar's code is loaded when the diner reaches for Date, not with the page (ADR 0030)", async ({
  page,
  request,
}) => {
  const restaurant = await firstBookableRestaurant(request);
  const scripts: string[] = [];
  page.on('request', (seen) => {
    if (seen.resourceType() === 'script' && seen.url().includes('/remotes/remote-restaurant/'))
      scripts.push(seen.url());
  });
  await page.goto(`/restaurant-details/${restaurant.uuid}`);
  const panel = page.getByRole('complementary', { name: 'Book a table' });
  await expect(panel.getByRole('button', { name: /^Date/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const withThePage = scripts.length;

  await panel.getByRole('button', { name: /^Date/ }).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(withThePage);
  await page.waitForLoadState('networkidle');
  const onReach = scripts.length;
  await panel.getByRole('button', { name: /^Date/ }).click();
  await expect(panel.getByRole('grid')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Today, .*, selected$/ })).toBeVisible();
  // The click found it there.
  expect(scripts).toHaveLength(onReach);
});

// Each pair costs the first layout ~2 ms on a phone, before the first paint (ADR 0034).
test("home's text keeps to the type scale: at most six (size, weight) pairs (ADR 0034) @mobile", async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Indulge in a culinary delight' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause offers' })).toBeVisible();
  const pairs = await page.evaluate(typePairsOnPage);
  expect(Object.keys(pairs).length, JSON.stringify(pairs)).toBeLessThanOrEqual(6);
  for (const pair of Object.keys(pairs)) expect(pair).toMatch(/\/(400|700)$/);
});

test("a restaurant page's text keeps to the type scale: at most five (size, weight) pairs (ADR 0034) @mobile", async ({
  page,
  request,
}) => {
  const restaurant = await firstBookableRestaurant(request);
  await page.goto(`/restaurant-details/${restaurant.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  // The app's own render, not only the server's HTML: the booking panel's sections are its.
  await expect(
    page
      .getByRole('complementary', { name: 'Book a table' })
      .getByRole('button', { name: /^Date/ }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const pairs = await page.evaluate(typePairsOnPage);
  // The hidden "Restaurant details" heading and the sections' 18 px headings were two pairs more.
  expect(Object.keys(pairs).length, JSON.stringify(pairs)).toBeLessThanOrEqual(5);
  for (const pair of Object.keys(pairs)) expect(pair).toMatch(/\/(400|700)$/);
});
