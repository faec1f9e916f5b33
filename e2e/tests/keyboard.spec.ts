import type { Locator, Page } from '@playwright/test';
import { findBookableRestaurant, slotButtonName } from '../support/booking';
import { expect, test } from '../support/fixtures';

/** Presses Tab until `target` has the focus (as a keyboard user would), failing after `max`. */
async function tabTo(page: Page, target: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a guest books a table with the keyboard alone', async ({ page, request }) => {
  const people = 2;
  const { place, slots } = await findBookableRestaurant(request, people);
  const slot = slots[slots.length - 1]!;
  await page.goto(`/restaurant-details/${place.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Book a table' });

  await tabTo(page, panel.getByRole('button', { name: /^Person/ }));
  await page.keyboard.press('Enter');
  // The party sizes are one tab stop (the current one); arrows move within them.
  await tabTo(page, panel.getByRole('button', { name: '1 person', exact: true }));
  for (let size = 1; size < people; size++) await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('button', { name: `${people} people`, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, panel.getByRole('button', { name: /^Date/ }));
  await page.keyboard.press('Enter');
  // Its code may still be on its way (ADR 0030): the month is shown once it is.
  await panel.getByRole('grid').first().waitFor();
  // The calendar too: Tab reaches today, the arrow the next day (next month's page if need be).
  await tabTo(page, panel.getByRole('button', { name: /^Today, / }));
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('button', { name: /^Tomorrow, / })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, panel.getByRole('button', { name: slotButtonName(slot), exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, panel.getByRole('button', { name: 'Reserve now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  const email = `keys.${Date.now()}.${test.info().project.name}@example.com`;
  const fields: [string, string][] = [
    ['First name', 'Kay'],
    ['Last name', 'Board'],
    ['Phone number', '07700900123'],
    ['Email', email],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  // Enter in a field submits the form.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(`Your reservation at ${place.name} is confirmed`)).toBeVisible();
});

test('a dialog keeps the focus inside and gives it back when it closes', async ({ page }) => {
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  // An address that is already active answers with the 'Alert' dialog.
  await page.route('**/api/v1/user/guest-register', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        status: false,
        message: 'An account with this email already exists. Please sign in.',
        data: { status: 'active' },
      }),
    }),
  );
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Password').fill('a long enough secret');
  await form.getByLabel('Phone number').fill('07700900123');
  await form.getByRole('checkbox', { name: /not a robot/ }).check();
  const submit = form.getByRole('button', { name: 'Sign up' });
  await submit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Alert' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
});

test('each cuisine button the keyboard reaches is shown whole in its scrolling row @mobile', async ({
  page,
}) => {
  await page.goto('/');
  const row = page.getByRole('group', { name: 'Cuisines' });
  const buttons = row.getByRole('button');
  await buttons.first().focus();
  const count = await buttons.count();
  expect(count).toBeGreaterThan(4);
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(buttons.nth(i)).toBeFocused();
    // Scrolling may be smooth: wait for it to settle.
    await expect
      .poll(() =>
        buttons.nth(i).evaluate((button) => {
          const box = button.getBoundingClientRect();
          const view = button.parentElement!.getBoundingClientRect();
          return box.left >= view.left && box.right <= view.right;
        }),
      )
      .toBe(true);
  }
});
