import { expect, test } from '../support/fixtures';

test('the store is one instance: what remote-search writes, the shell header reads', async ({
  page,
}) => {
  await page.goto('/search-result?name=Dishoom');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Result' })).toBeVisible();
  // Only remote-search knows the URL's query; the header learns it from the shared store.
  await expect(
    page.getByRole('banner').getByRole('searchbox', { name: 'Restaurant name or postcode' }),
  ).toHaveValue('Dishoom');
});

test('searching from the home box (remote-search) reaches the header (shell) and the URL decides postcode', async ({
  page,
}) => {
  await page.goto('/');
  const homeBox = page
    .getByRole('main')
    .getByRole('searchbox', { name: 'Restaurant name or postcode' });
  await homeBox.fill('  sw1a 1aa ');
  await homeBox.press('Enter');
  await expect(page).toHaveURL(/\/search-result\?post_code=sw1a\+1aa$/);
  await expect(
    page.getByRole('banner').getByRole('searchbox', { name: 'Restaurant name or postcode' }),
  ).toHaveValue('sw1a 1aa');
});

test('the header search sends a name as name and survives a reload through the persisted store', async ({
  page,
}) => {
  await page.goto('/faq');
  const header = page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Restaurant name or postcode' });
  await header.fill('Trattoria');
  await page.getByRole('banner').getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\/search-result\?name=Trattoria$/);
  await page.goto('/about-us');
  await expect(header).toHaveValue('Trattoria');
});
