// A real, active account made through the API (the dev mailbox gives its activation link),
// for journeys that need someone signed in.
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForMail } from './mailbox';

export const TEST_CAPTCHA = { 'x-captcha-token': 'test-captcha:e2e-0123456789abcdef' };

export async function createActiveUser(
  request: APIRequestContext,
  tag: string,
  email = `e2e.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
) {
  const password = 'a long enough secret';
  const registered = await request.post('/api/v1/user/guest-register', {
    headers: TEST_CAPTCHA,
    data: {
      first_name: 'Ivy',
      last_name: 'Tester',
      phone: '07700900123',
      email,
      password,
      params: 'create',
      register_type: 'register',
    },
  });
  if (registered.status() !== 201) throw new Error(`sign-up answered ${registered.status()}`);
  const mail = await waitForMail(request, email, 'Activate your TableHop account');
  const token = decodeURIComponent(/activate-account\?token=([\w%-]+)/.exec(mail.text)![1]!);
  const activated = await request.post('/api/v1/user/activate', {
    data: { token },
    headers: { accept: 'application/json' },
  });
  if (!activated.ok()) throw new Error(`activation answered ${activated.status()}`);
  return { email, password, ...(await newSession(request, { email, password })) };
}

/** A session of its own for an account: signing it out leaves the account's other sessions. */
export async function newSession(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const signedIn = await request.post('/api/v1/user/guest-login', {
    headers: TEST_CAPTCHA,
    data: { email: account.email, password: account.password },
  });
  if (!signedIn.ok()) throw new Error(`sign-in answered ${signedIn.status()}`);
  const { data: user, token } = await signedIn.json();
  return { user: user as { id: number; uuid: string; first_name: string }, token: token as string };
}

/** Puts the session where the site keeps it (the token key and the persisted user). */
export async function signInAs(page: Page, session: { user: unknown; token: string }) {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', s.token);
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ state: { user: { user: s.user } }, version: 0 }),
    );
  }, session);
}
