import { test as plain } from '@playwright/test';
import { expect, seedSignedInUser, test } from '../support/fixtures';

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
});
