import { expect, test } from '../support/fixtures';

// Search by place and cuisine (issue 47 item 4, ADR 0057): a town, an area or a kind of food
// finds restaurants, the result page says how the words were read, and offers the other
// reading where both fit.

/** The line under the heading that says what was searched. */
const lead = (page: import('@playwright/test').Page) =>
  page
    .getByRole('main')
    .getByRole('paragraph')
    .filter({ hasText: /^(Near |Restaurants (for|named) |[A-Z][a-z]+ restaurants)/ });

test('a town, a kind of food, and a name that is also a kind of food @mobile', async ({ page }) => {
  await page.goto('/');
  const home = page.getByRole('search', { name: 'Find a restaurant from home' });
  await home.getByRole('searchbox').fill('Leeds');
  await home.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\/search-result\?name=Leeds/);
  await expect(lead(page)).toHaveText('Near Leeds');
  const results = page.getByRole('list', { name: 'Restaurants' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Restaurant not found')).toHaveCount(0);

  // The header's search, on the result page: a common word for a kind of food.
  const header = page.getByRole('search', { name: 'Find a restaurant' });
  await header.getByRole('searchbox').fill('curry');
  await header.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/name=curry/);
  await expect(lead(page)).toHaveText('Indian restaurants');
  await expect(results.getByRole('listitem').first()).toContainText('Indian');

  // 'sushi' is in restaurants' names: names win, and the kind of food is offered.
  await header.getByRole('searchbox').fill('sushi');
  await header.getByRole('button', { name: 'Find' }).click();
  await expect(lead(page)).toHaveText(/^Restaurants named “sushi”\. Or see Japanese restaurants$/);
  await expect(results.getByRole('listitem').first()).toContainText(/Sushi/);
  await page.getByRole('link', { name: 'Japanese restaurants' }).click();
  await expect(page).toHaveURL(/[?&]reading=cuisine(&|$)/);
  await expect(lead(page)).toHaveText(/^Japanese restaurants\. Or see restaurants named “sushi”$/);
  await expect(results.getByRole('listitem').first()).toContainText('Japanese');
});
