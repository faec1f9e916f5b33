import { expect, test } from '../support/fixtures';

const CAPTCHA = { 'x-captcha-token': 'test-captcha:e2e-0123456789abcdef' };

test('sign up, activate from the emailed link, sign in, and sign out ends the token on the server', async ({
  page,
  request,
}) => {
  const email = `e2e.${Date.now()}.${test.info().project.name}@example.com`;
  const password = 'a long enough secret';
  const registered = await request.post('/api/v1/user/guest-register', {
    headers: CAPTCHA,
    data: {
      first_name: 'Eve',
      last_name: 'Tester',
      phone: '07700900123',
      email,
      password,
      params: 'create',
      register_type: 'register',
    },
  });
  expect(registered.status()).toBe(201);

  const [mail] = await (
    await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  ).json();
  expect(mail.subject).toBe('Activate your TableHop account');
  const link = /https?:\/\/\S+\/api\/v1\/user\/activate\?token=[\w%-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page).toHaveURL(/\/sign-in\?activated=1$/);

  const signedIn = await request.post('/api/v1/user/guest-login', {
    headers: CAPTCHA,
    data: { email, password },
  });
  expect(signedIn.status()).toBe(200);
  const { data: user, token } = await signedIn.json();

  await page.addInitScript(
    ({ user, token }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem(
        'persist:root',
        JSON.stringify({ state: { user: { user } }, version: 0 }),
      );
    },
    { user, token },
  );
  await page.goto('/faq');
  const profile = () =>
    request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${token}` } });
  expect((await profile()).status()).toBe(200);
  const signOutCall = page.waitForResponse('**/api/v1/secure/guest-logout');
  await page.getByRole('button', { name: 'Eve' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await signOutCall).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect((await profile()).status()).toBe(401);
});
