import { expect, seedSignedInUser, test, trackRemotes } from '../support/fixtures';
import { createActiveUser, signInAs } from '../support/accounts';
import { PUBLIC_ROUTES } from '../support/routes';

test.describe('every route of spec section 2 is served by its remote', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} comes from ${route.remote}`, async ({ page }) => {
      const remotes = trackRemotes(page);
      await page.goto(route.path);
      await expect(
        page.getByRole('heading', { level: 1, name: route.heading, exact: true }),
      ).toBeVisible();
      expect([...remotes]).toContain(route.remote);
      // The page's own remote is the only one the shell had to fetch for it.
      expect([...remotes]).toEqual([route.remote]);
    });
  }
});

test.describe('guards', () => {
  test('profile sends a signed-out visitor to sign-in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('profile opens for a signed-in user, from remote-account', async ({ page, request }) => {
    await signInAs(page, await createActiveUser(request, 'guard'));
    const remotes = trackRemotes(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText('You have no reservations yet.')).toBeVisible();
    expect([...remotes]).toEqual(['remote-account']);
  });

  test('a session the server no longer knows ends on sign-in', async ({ page }) => {
    await seedSignedInUser(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('thank-you without the completed-reservation flag goes home', async ({ page }) => {
    await page.goto('/thank-you');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Indulge in a culinary delight' }),
    ).toBeVisible();
  });

  test('thank-you with the flag is shown by remote-checkout', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('reservationComplete', 'completed'));
    const remotes = trackRemotes(page);
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    expect([...remotes]).toEqual(['remote-checkout']);
  });

  test('registration-success without its flag goes to sign-up', async ({ page }) => {
    await page.goto('/registration-success');
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('registration-success with its flag is shown by remote-account', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('registrationStatus', 'completed'));
    await page.goto('/registration-success');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registration successful' }),
    ).toBeVisible();
  });
});

test('client routes survive a reload', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
