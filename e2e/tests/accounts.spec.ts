import { expect, expectNoSidewaysScroll, longEmail, test } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';

test('sign up in the UI, activate from the emailed link, sign in, and sign out ends the token on the server @mobile', async ({
  page,
  request,
}) => {
  const email = longEmail(`e2e.${test.info().project.name}`);
  const password = 'a long enough secret';

  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill('Eve');
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Phone number').fill('07700 900123');
  await form.getByRole('checkbox', { name: /not a robot/ }).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/registration-success$/);
  await expect(page.getByText(`Please check your email (${email})`)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // An account not yet active cannot sign in: the Error dialog says so.
  await page.goto('/sign-in');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  const fillSignIn = async () => {
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(password);
    await signIn.getByRole('checkbox', { name: /not a robot/ }).check();
    await signIn.getByRole('button', { name: 'Sign in' }).click();
  };
  await fillSignIn();
  const refused = page.getByRole('dialog', { name: 'Error' });
  await expect(refused).toContainText(/activate your account/);
  await refused.getByRole('button', { name: 'Ok' }).click();

  const mail = await waitForMail(request, email, 'Activate your TableHop account');
  const link = new URL(/https?:\/\/\S+\/activate-account\?token=[\w%-]+/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByRole('status')).toContainText('Your account is active');
  // A reload (or Back to it later) shows the same answer, not a link without its token.
  await page.reload();
  await expect(page.getByRole('status')).toContainText('Your account is active');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await fillSignIn();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const profile = () =>
    request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${token}` } });
  expect((await profile()).status()).toBe(200);

  const signOutCall = page.waitForResponse('**/api/v1/secure/guest-logout');
  await page.getByRole('button', { name: 'Eve' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await signOutCall).status()).toBe(200);
  // Signed out on any screen: the account menu is gone (phones fold Sign in into a menu).
  await expect(page.getByRole('button', { name: 'Eve' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await profile()).status()).toBe(401);
});
