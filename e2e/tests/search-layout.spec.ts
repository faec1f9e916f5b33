import { expect, test } from '../support/fixtures';

// Issue 44, item 11: what a mouse or a small phone met on the home and result pages.

test('at 1280 px every home cuisine is in sight, none cut off at the edge', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const cuisines = page.getByRole('group', { name: 'Cuisines' }).getByRole('button');
  await expect(cuisines.first()).toBeVisible();
  const row = await page
    .getByRole('group', { name: 'Cuisines' })
    .evaluate((el) => el.getBoundingClientRect());
  for (const box of await cuisines.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect()),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(row.left);
    expect(box.right).toBeLessThanOrEqual(row.right);
  }
});

test('at 360 px the home grid shows 20 characters of a name', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const name = page
    .getByRole('list', { name: /restaurants$/ })
    .locator('.name')
    .first();
  await expect(name).toBeVisible();
  // Nothing cut by CSS: the text fits the lines it is given.
  expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});

test('at 360 px the pagination is one line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/search-result?name=a');
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await expect(nav.getByRole('button', { name: 'Next' })).toBeVisible();
  const tops = await nav
    .getByRole('listitem')
    .evaluateAll((items) =>
      items
        .filter((li) => li.getClientRects().length > 0)
        .map((li) => li.getBoundingClientRect().top),
    );
  expect(new Set(tops).size).toBe(1);
});

test('a result card opens its restaurant from anywhere on it', async ({ page }) => {
  await page.goto('/search-result?name=a');
  const card = page.getByRole('list', { name: 'Restaurants' }).getByRole('article').first();
  // Its picture's corner: the one link covers the card, so no other element takes the click.
  await card.click({ position: { x: 12, y: 12 } });
  await expect(page).toHaveURL(/\/restaurant-details\/[0-9a-f-]{36}$/);
});

test('a far-away postcode opens nearest first and says how far', async ({ page }) => {
  await page.goto('/search-result?post_code=IV1+1AA');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  await expect(page.getByText(/^No restaurants within 10 km of IV1 1AA\./)).toBeVisible();
});
