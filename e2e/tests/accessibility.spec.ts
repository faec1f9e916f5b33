import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createActiveUser, signInAs } from '../support/accounts';
import { findBookableRestaurant } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { firstPhoneOnlyRestaurant, phoneOnlyCard } from '../support/restaurants';
import { PUBLIC_ROUTES } from '../support/routes';

/** Serious and critical WCAG 2.1 A/AA violations on the page as it stands. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

test.describe('no serious or critical accessibility violations (axe)', () => {
  for (const route of PUBLIC_ROUTES) {
    test(route.path, async ({ page }) => {
      await page.goto(route.path);
      await expect(
        page.getByRole('heading', { level: 1, name: route.heading, exact: true }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a restaurant page with its booking panel', async ({ page, request }) => {
    const { place } = await findBookableRestaurant(request, 2);
    await page.goto(`/restaurant-details/${place.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Book a table' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a restaurant that takes bookings by phone only: its card and its page', async ({
    page,
    request,
  }) => {
    const place = await firstPhoneOnlyRestaurant(request);
    await phoneOnlyCard(page, place);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/restaurant-details/${place.uuid}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Book by phone' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the profile of a signed-in user', async ({ page, request }) => {
    await signInAs(page, await createActiveUser(request, 'axe'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText('You have no reservations yet.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
