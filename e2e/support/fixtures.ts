import { expect, test as base, type Page } from '@playwright/test';

/** Records which remotes' files a page fetched, to prove who served a route. */
export function trackRemotes(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) seen.add(match[1]);
  });
  return seen;
}

/** Signs a user in the way the site stores it: the token key plus the persisted root store. */
export async function seedSignedInUser(page: Page, firstName = 'Amelia') {
  await page.addInitScript((name) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', 'test-token');
    localStorage.setItem(
      'persist:root',
      JSON.stringify({
        state: {
          user: {
            user: {
              id: 7,
              uuid: 'u-7',
              first_name: name,
              last_name: 'Hughes',
              phone: '07700900123',
              email: 'amelia@example.co.uk',
              status: 'active',
            },
          },
        },
        version: 0,
      }),
    );
  }, firstName);
}

/** True once the app has replaced the server's prerendered HTML (ADR 0017). */
const appHasTakenOver = () => !document.getElementById('root')?.hasAttribute('data-prerendered');

/**
 * Waits for the app to take the page over, for a page opened outside the fixture (a second
 * browser context): until then its buttons are the server's HTML and do nothing.
 */
export async function waitForApp(page: Page) {
  // No deadline of its own: on a loaded machine the scripts take what they take, within the test's.
  await page.waitForFunction(appHasTakenOver, undefined, { timeout: 0 });
}

export const test = base.extend<{ consented: void; appReady: void }>({
  // A prerendered page is on screen before its scripts run; a click on it then does nothing
  // (typing is kept). Suites about what the app does wait for the app, as a diner would
  // wait for a page to respond; first-screen.spec.ts tests the prerendered page itself.
  appReady: [
    async ({ page }, use) => {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const ready = async <T>(response: T) => {
        await waitForApp(page);
        return response;
      };
      page.goto = async (...args) => ready(await goto(...args));
      page.reload = async (...args) => ready(await reload(...args));
      await use();
    },
    { auto: true },
  ],
  // Most suites are not about the cookie banner; keep it out of their way.
  consented: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        if (!localStorage.getItem('cookiesConsent'))
          localStorage.setItem('cookiesConsent', 'accepted');
      });
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A work email as long as real ones get, with no hyphen to break at: pages that name the
 * diner's address must wrap it, not grow wider than a phone's screen.
 */
export const longEmail = (tag: string) =>
  `alexandra.montgomerysmythe.${tag}.${Date.now()}@examplecompany.co.uk`;

/** The page is no wider than the screen: nothing on it makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}
