import { expect, test } from '../support/fixtures';

test('an unknown path shows the 404 page, also after reload, and Home leads home', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  // The page the diner sees, with the status search engines and monitors read.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | TableHop');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Indulge in a culinary delight' }),
  ).toBeVisible();
});

test('unknown API paths answer a JSON 404, not the page', async ({ request }) => {
  const response = await request.get('/api/v1/no-such-call');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ status: false });
});
