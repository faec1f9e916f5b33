import { test as plain, type Page } from '@playwright/test';
import { createActiveUser, signInAs } from '../support/accounts';
import { findBookableRestaurant } from '../support/booking';
import { expect, seedSignedInUser, test, waitForApp } from '../support/fixtures';

test('home has no header search; other pages do', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Indulge in a culinary delight' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('search')).toHaveCount(0);
  await expect(page).toHaveTitle('Book a table | TableHop');
  await page.goto('/contact');
  await expect(
    page.getByRole('banner').getByPlaceholder('Enter a restaurant name or postcode'),
  ).toBeVisible();
});

test('signed-out links and footer links', async ({ page }) => {
  await page.goto('/faq');
  const nav = page.getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  await expect(nav.getByRole('link', { name: 'Become a partner' })).toHaveAttribute(
    'href',
    '/partner',
  );
  await expect(nav.getByRole('link', { name: 'For restaurants' })).toHaveAttribute(
    'target',
    '_blank',
  );
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['About Us', '/about-us'],
    ['Contact', '/contact'],
    ['Faq', '/faq'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms & Conditions', '/terms-and-conditions'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} TableHop`);
});

test('a signed-in user gets Profile and Sign out, and signing out restores the links', async ({
  page,
}) => {
  await seedSignedInUser(page, 'Amelia');
  await page.goto('/faq');
  const nav = page.getByRole('navigation', { name: 'Account' });
  await nav.getByRole('button', { name: 'Amelia' }).click();
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

// Issue 44: the box took the room the account links left, and the signed-in menu is narrower
// than the signed-out links, so it grew and moved when the diner signed in.
test('the header search box keeps its place and size when the diner signs in', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'on a phone the box has a row of its own');
  const account = await createActiveUser(request, 'header');
  const signedIn = await browser.newPage();
  await signInAs(signedIn, account);
  const searchBox = async (p: Page) => {
    const box = await p.getByRole('banner').getByRole('search').boundingBox();
    return box!;
  };
  for (const width of [1280, 1024]) {
    for (const p of [page, signedIn]) {
      await p.setViewportSize({ width, height: 800 });
      await p.goto('/faq');
      await waitForApp(p);
    }
    // Each header as the diner sees it once the app has drawn who they are.
    const nav = (p: Page) => p.getByRole('navigation', { name: 'Account' });
    await expect(nav(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(
      nav(signedIn).getByRole('button', { name: account.user.first_name }),
    ).toBeVisible();
    await expect(nav(signedIn).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    const out = await searchBox(page);
    const inn = await searchBox(signedIn);
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(inn[side] - out[side]), `${width} px: ${side}`).toBeLessThanOrEqual(1);
    }
  }
  await signedIn.close();
});

test("a signed-in diner's long first name is cut short on the header's one row; Escape from its menu returns to it @mobile", async ({
  page,
}) => {
  const name = 'Bartholomew-Maximilian Alexander-Christopher';
  await seedSignedInUser(page, name);
  await page.goto('/faq');
  const nav = page.getByRole('navigation', { name: 'Account' });
  const toggle = nav.getByRole('button', { name });
  const logo = page.getByRole('banner').getByRole('link', { name: 'TableHop home' });
  const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2;
  expect(
    Math.abs(middle(await toggle.boundingBox()) - middle(await logo.boundingBox())),
  ).toBeLessThan(4);
  const fit = await toggle.evaluate((el) => {
    const text = document.createRange();
    text.selectNodeContents(el);
    const line = text.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return {
      cut: el.scrollWidth > el.clientWidth,
      offCentre: Math.abs(line.top + line.bottom - box.top - box.bottom) / 2,
    };
  });
  expect(fit.cut, 'the name ends in an ellipsis').toBe(true);
  expect(fit.offCentre).toBeLessThan(3);

  await toggle.click();
  await nav.getByRole('link', { name: 'Profile' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('on a phone the signed-out links collapse into a menu @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq');
  const nav = page.getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeHidden();
  await nav.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await nav.getByRole('link', { name: 'Become a partner' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register Your Business' }),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeHidden();
});

test('at every width the page starts below the header, even where its links wrap', async ({
  page,
}) => {
  for (const width of [390, 640, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/search-result?name=Thai');
    const heading = page.getByRole('heading', { level: 1, name: 'Search Result' });
    await expect(heading).toBeVisible();
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop, `at ${width} px`).toBeGreaterThanOrEqual(headerBottom);
  }
});

test('Skip to content lands on the page with its heading below the header', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/search-result?name=Thai');
    const heading = page.getByRole('heading', { level: 1, name: 'Search Result' });
    await expect(heading).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top), {
        message: `at ${width} px`,
      })
      .toBeGreaterThanOrEqual(headerBottom);
  }
});

test("the header's search box on a phone: its placeholder ends in an ellipsis, not a cut letter; 'Restaurant not found' is a callout", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq');
  const search = page.getByRole('banner').getByRole('search', { name: 'Find a restaurant' });
  const box = search.getByRole('searchbox');
  const fit = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const placeholder = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${placeholder.fontSize} ${placeholder.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      fits: context.measureText(input.placeholder).width <= room,
      ellipsis: style.textOverflow === 'ellipsis',
      smaller: parseFloat(placeholder.fontSize) < parseFloat(style.fontSize),
    };
  });
  expect(fit.fits || fit.ellipsis).toBe(true);
  expect(fit.smaller).toBe(true);

  await box.fill('zzzz no such place qqqq');
  await search.getByRole('button', { name: 'Find' }).click();
  const problem = search.getByRole('alert');
  await expect(problem).toHaveText('Restaurant not found');
  // It hangs across the header's edge: drawn as one box, not a line over both.
  const edge = await problem.evaluate((el) => {
    const style = getComputedStyle(el);
    return { border: style.borderTopWidth, shadow: style.boxShadow };
  });
  expect(edge.border).toBe('1px');
  expect(edge.shadow).not.toBe('none');
});

// Going up a page with Shift+Tab, the browser scrolls each stop only just into the window,
// where the sticky header would cover it.
test('keyboard focus going up a page is never under the header @mobile', async ({ page }) => {
  for (const path of ['/faq', '/contact', '/partner', '/search-result?name=Thai']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    let stops = 0;
    for (; stops < 120; stops++) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        // The site's header, not a section's own <header> in the page.
        if (!el || el === document.body || el.closest('#root > header')) return null;
        const header = document.querySelector('#root > header')!.getBoundingClientRect();
        const label = el.textContent?.trim().slice(0, 40) || el.getAttribute('aria-label');
        return { label, top: el.getBoundingClientRect().top, headerBottom: header.bottom };
      });
      if (!focused) break; // up into the header
      expect(focused.top, `${path}: ${focused.label} is below the header`).toBeGreaterThanOrEqual(
        focused.headerBottom - 1,
      );
    }
    expect(stops, `${path}: a whole page was walked`).toBeGreaterThan(8);
  }
});

// The page keeps clear of the sticky header with scroll-padding (index.html). Chrome takes a
// sticky box inside that band for one hidden under it, and scrolls the page to show it.
test('focus in the header or a sticky panel leaves the page where it is @mobile', async ({
  page,
}) => {
  const scrolledDown = async (to: number) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate((top) => window.scrollTo(0, top), to);
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(300);
    return y;
  };
  const scrollY = () => page.evaluate(() => window.scrollY);

  await page.goto('/search-result?name=Thai');
  let y = await scrolledDown(100_000);
  const header = page.getByRole('banner');
  await header.getByRole('searchbox').focus();
  await page.keyboard.type('Dishoom');
  expect(await scrollY(), 'typing in the header search').toBe(y);
  await header.getByRole('link', { name: 'TableHop home' }).focus();
  expect(await scrollY(), "the header's logo").toBe(y);

  // On a wide screen the filters stay in view down the list, below the header, at any text
  // size (a diner's larger default font makes the page's scroll-padding taller).
  if ((page.viewportSize()?.width ?? 0) < 768) return;
  // A long list ('a' is in most names), part way down: at its end the filters' column goes up
  // with it.
  await page.goto('/search-result?name=a');
  await page.addStyleTag({ content: 'html { font-size: 125% !important }' });
  y = await scrolledDown(600);
  const filters = page.getByRole('complementary', { name: 'Search filters' });
  await expect
    .poll(() => filters.evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(await header.evaluate((el) => el.getBoundingClientRect().bottom));
  await filters.getByRole('switch').first().focus();
  expect(await scrollY(), 'a switch in the sticky filters').toBe(y);
});

plain.describe('cookie banner', () => {
  const text =
    'We use cookies to improve your experience. By continuing to use our site, you accept our use of cookies.';

  plain('Accept stores accepted and the banner never returns', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toContainText(text);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookiesConsent'))).toBe('accepted');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Indulge in a culinary delight' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  plain('Deny stores denied and the banner never returns', async ({ page }) => {
    await page.goto('/faq');
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Deny' })
      .click();
    expect(await page.evaluate(() => localStorage.getItem('cookiesConsent'))).toBe('denied');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  for (const page_ of ['a FAQ page', 'a restaurant page']) {
    plain(
      `on ${page_} the banner is first in the tab order and never covers keyboard focus @mobile`,
      async ({ page, request }) => {
        const path =
          page_ === 'a FAQ page'
            ? '/faq'
            : `/restaurant-details/${(await findBookableRestaurant(request, 2)).place.uuid}`;
        await page.goto(path);
        await waitForApp(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const banner = page.getByRole('region', { name: 'Cookie consent' });
        if (path === '/faq') {
          await page.keyboard.press('Tab');
          await expect(banner.getByRole('button', { name: 'Accept' })).toBeFocused();
        } else {
          // The booking panel may take focus to say its times failed to load, on a busy CI.
          await banner.getByRole('button', { name: 'Accept' }).focus();
        }
        // Every other tab stop, once focused, is in the window and clear of the banner.
        const bannerTop = await banner.evaluate((el) => el.getBoundingClientRect().top);
        const headerBottom = await page
          .getByRole('banner')
          .evaluate((el) => el.getBoundingClientRect().bottom);
        await page.keyboard.press('Tab');
        let stops = 0;
        for (; stops < 200; stops++) {
          await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => {
            const el = document.activeElement;
            if (!el || el === document.body) return null;
            const { top, bottom } = el.getBoundingClientRect();
            const inBanner = !!el.closest('[data-cookie-banner]');
            return { label: el.textContent?.trim().slice(0, 40), top, bottom, inBanner };
          });
          if (!focused || focused.inBanner) break; // round to the start again
          // A stop taller than the room between header and banner (a restaurant card on a
          // phone, the About tab's panel on a desktop) cannot be clear of both: it must start
          // above the banner, and show some of itself below the header.
          const fits = focused.bottom - focused.top <= bannerTop - headerBottom;
          if (fits) {
            expect(focused.top, `${focused.label} starts in the window`).toBeGreaterThanOrEqual(-1);
            expect(focused.bottom, `${focused.label} ends above the banner`).toBeLessThanOrEqual(
              bannerTop + 1,
            );
          } else {
            expect(focused.top, `${focused.label} starts above the banner`).toBeLessThan(bannerTop);
            expect(focused.bottom, `${focused.label} shows below the header`).toBeGreaterThan(
              headerBottom,
            );
          }
        }
        // A whole page was walked, not a page that had not loaded.
        expect(stops).toBeGreaterThan(15);
      },
    );
  }

  plain('the foot of a page scrolls clear of the banner @mobile', async ({ page }) => {
    await page.goto('/faq');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const bannerTop = await banner.evaluate((el) => el.getBoundingClientRect().top);
    const footerBottom = await page
      .getByRole('contentinfo')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
  });
});
