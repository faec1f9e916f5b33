import { expect, test } from '../support/fixtures';

/** The preload hints the server put in a page's <head>, as absolute URLs. */
async function preloadHints(page: import('@playwright/test').Page, baseURL: string, path: string) {
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  return [...html.matchAll(/<link rel="preload" as="(fetch|script)" href="([^"]+)"/g)].map(
    ([, as, href]) => ({ as, url: new URL(href!, baseURL).href }),
  );
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
    const main = [...encodings].find(([url]) => /\/main\.[0-9a-f]{10}\.js$/.test(url));
    expect(main?.[1]).toBe('br');
    const entry = [...encodings].find(([url]) => url.endsWith('/remote-search/remoteEntry.js'));
    expect(entry?.[1]).toBe('br');
  });
});
