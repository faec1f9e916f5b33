import { expect, test } from '../support/fixtures';

test('a dead remote shows its fallback while the shell and other remotes work, and recovers on retry', async ({
  page,
}) => {
  await page.route('**/remotes/remote-content/**', (route) => route.abort());

  await page.goto('/faq');
  await expect(
    page.getByRole('heading', { name: 'This part of the site is unavailable' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'TableHop home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another remote, through client-side navigation: still fine.
  await page.getByRole('banner').getByRole('link', { name: 'TableHop home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Indulge in a culinary delight' }),
  ).toBeVisible();

  // And on a fresh load of home.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Indulge in a culinary delight' }),
  ).toBeVisible();

  // The remote comes back: Try again loads it without a page reload.
  await page.goto('/faq');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute('**/remotes/remote-content/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
});

test('a remote whose files fail after its manifest loaded also falls back', async ({ page }) => {
  await page.route('**/remotes/remote-account/remoteEntry.js', (route) => route.abort());
  await page.goto('/sign-in');
  await expect(
    page.getByRole('heading', { name: 'This part of the site is unavailable' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Faq' })).toBeVisible();
});
