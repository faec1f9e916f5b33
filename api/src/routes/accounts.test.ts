import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { COOKIE_BANNER_CHECK_CSP } from '../web/cookie-banner-check';
import { START_UP_LOADER_CSP } from '../web/start-up-after-paint';
import { COMMON_PASSWORD } from '../lib/common-passwords';
import {
  ACCOUNT_UNDER_ATTACK_FAILURES,
  countSignInFailure,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_FAILURES_PER_CLIENT,
  SIGN_IN_FAILURES_PER_CLIENT_UNDER_ATTACK,
  SIGN_IN_LOCKED,
} from './sign-in-limit';
import { rows } from '../repositories/restaurant-repository';
import { londonDaysAhead } from '../test/dates';
import { insertRestaurant } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Real scrypt at OWASP cost (~0.25 s a hash) in most tests: slow by design, on a shared CPU.
jest.setTimeout(30_000);

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date();
let logs: string[] = [];

const CAPTCHA = { 'x-captcha-token': 'test-captcha:0123456789abcdefXYZ' };
/** Not the default address, so the forms' mail proves OPS_EMAIL is read. */
const OPS_EMAIL = 'bookings-desk@tablehop.test';
let counter = 0;
/** Each test its own address and client address, so limits never leak between tests. */
const fresh = () => {
  counter += 1;
  return {
    email: `Diner.${counter}.${process.pid}@Example.com`,
    ip: `10.0.${counter % 250}.${1 + (counter % 200)}`,
  };
};

type Inject = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  payload?: object;
  headers?: Record<string, string>;
  ip?: string;
};
const send = async ({ url, method = 'POST', payload, headers = {}, ip = '127.0.0.1' }: Inject) => {
  const response = await app.inject({ method, url, payload, headers, remoteAddress: ip });
  return {
    status: response.statusCode,
    body: String(response.headers['content-type']).includes('json') ? response.json() : null,
    headers: response.headers,
    raw: response.body,
  };
};

const mailbox = async (to: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })
  ).json() as {
    subject: string;
    text: string;
  }[];

const signUpPayload = (email: string, extra: object = {}) => ({
  first_name: ' Ada ',
  last_name: 'Lovelace',
  phone: '07700 900123',
  email,
  password: 'correct horse battery',
  params: 'create',
  register_type: 'register',
  ...extra,
});

const signUp = (email: string, ip: string, extra: object = {}) =>
  send({
    url: '/api/v1/user/guest-register',
    payload: signUpPayload(email, extra),
    headers: CAPTCHA,
    ip,
  });

const signIn = (
  email: string,
  password: string,
  ip: string,
  headers: Record<string, string> = CAPTCHA,
) => send({ url: '/api/v1/user/guest-login', payload: { email, password }, headers, ip });

/** The emailed link's token: the link opens the site's activation page (remote-account). */
const activationToken = async (email: string) => {
  const [mail] = await mailbox(email);
  const match = /https:\/\/tablehop\.test\/activate-account\?token=([\w%-]+)/.exec(mail!.text);
  return decodeURIComponent(match![1]!);
};

/** What the Activate button on the link's page (/activate-account) does with its token. */
const activate = async (token: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/user/activate',
    payload: { token },
    headers: { accept: 'application/json' },
  });
  return { status: response.statusCode, body: response.json() };
};

/** An active account with a known password, signed in. */
async function activeUser() {
  const { email, ip } = fresh();
  await signUp(email, ip);
  await activate(await activationToken(email.toLowerCase()));
  const signedIn = await signIn(email, 'correct horse battery', ip);
  return {
    email: email.toLowerCase(),
    ip,
    token: signedIn.body.token as string,
    user: signedIn.body.data,
  };
}

const otpOf = async (email: string) => /\b(\d{6})\b/.exec((await mailbox(email))[0]!.text)![1]!;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 3 });
  app = buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://tablehop.test',
      OPS_EMAIL: OPS_EMAIL,
    }),
    {
      database,
      now: () => clock,
      logStream: { write: (line: string) => void logs.push(line) },
    },
  );
  await app.ready();
}, 60_000);

beforeEach(() => {
  clock = new Date();
  logs = [];
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('sign-up and activation', () => {
  it('refuses the most common passwords, whatever their case, before the captcha is spent', async () => {
    const { email, ip } = fresh();
    for (const password of ['password1', 'Qwerty123', 'ILOVEYOU']) {
      const refused = await signUp(email, ip, { password });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        status: false,
        message: 'This password is too common. Please choose another.',
        errors: { password: 'This password is too common. Please choose another.' },
      });
    }
    const noCaptcha = await send({
      url: '/api/v1/user/guest-register',
      payload: signUpPayload(email, { password: 'password1' }),
      ip,
    });
    expect(noCaptcha.body.message).toBe('This password is too common. Please choose another.');
    expect(await mailbox(email.toLowerCase())).toEqual([]);
    expect((await signUp(email, ip, { password: 'ilove you, rhubarb' })).status).toBe(201);
  });

  it('creates an inactive account, emails an activation link that activates it once', async () => {
    const { email, ip } = fresh();
    const created = await signUp(email, ip);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      status: true,
      message: 'Registration successful. Please check your email to activate your account.',
      data: {
        id: expect.any(Number),
        uuid: expect.any(String),
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: email.toLowerCase(),
        phone: '07700900123',
        status: 'inactive',
      },
    });
    const [hash] = await rows<{ password_hash: string }>(
      database.db,
      sql`select password_hash from users where id = ${created.body.data.id}`,
    );
    expect(hash!.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);

    const notYet = await signIn(email, 'correct horse battery', ip);
    expect(notYet.status).toBe(403);
    expect(notYet.body.message).toMatch(/activate your account/);

    // The link opens the site's page, which activates only when its button is pressed (mail
    // scanners open links too): until then the account stays inactive.
    const token = await activationToken(email.toLowerCase());
    expect((await signIn(email, 'correct horse battery', ip)).status).toBe(403);
    expect((await activate(token)).status).toBe(200);
    const reused = await activate(token);
    expect(reused).toEqual({
      status: 400,
      body: {
        status: false,
        message:
          'This activation link has expired or was already used. Sign in, or ask for a new link.',
      },
    });

    const signedIn = await signIn(email, 'correct horse battery', ip);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      status: true,
      data: { status: 'active' },
      token: expect.any(String),
    });
  });

  it('never takes an activation link as a sign-in token', async () => {
    const { email, ip } = fresh();
    await signUp(email, ip);
    const token = await activationToken(email.toLowerCase());
    const asBearer = await send({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.status).toBe(401);
  });

  it('activates from the site page with JSON: the email, whether a password is needed, once', async () => {
    const { email, ip } = fresh();
    await signUp(email, ip);
    const token = await activationToken(email.toLowerCase());
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/activate',
        payload: { token },
        headers: { accept: 'application/json' },
      });
    const first = await post();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: true,
      message: 'Your account is active. You can now sign in.',
      data: { email: email.toLowerCase(), needs_password: false },
    });
    expect((await signIn(email, 'correct horse battery', ip)).status).toBe(200);
    const again = await post();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: false,
      message:
        'This activation link has expired or was already used. Sign in, or ask for a new link.',
    });
  });

  it('answers an existing inactive or active email with status false and data.status', async () => {
    const { email, ip } = fresh();
    await signUp(email, ip);
    const inactive = await signUp(email.toUpperCase(), ip);
    expect(inactive.status).toBe(409);
    expect(inactive.body).toMatchObject({ status: false, data: { status: 'inactive', id: null } });
    await activate(await activationToken(email.toLowerCase()));
    const active = await signUp(email, ip, { first_name: 'Someone', last_name: 'Else' });
    expect(active.body).toMatchObject({
      status: false,
      message: 'An account with this email already exists. Please sign in.',
      // Only what this caller typed comes back, never the stored names.
      data: { status: 'active', first_name: 'Someone', last_name: 'Else' },
    });
  });

  it("validates with the spec's messages and needs the captcha", async () => {
    const { ip } = fresh();
    const bad = await send({
      url: '/api/v1/user/guest-register',
      payload: { params: 'create', register_type: 'register', phone: '12345', email: 'nope' },
      headers: CAPTCHA,
      ip,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      email: 'A valid email is required.',
      password: 'Password is required.',
      phone: 'Phone number must be exactly 11 digits and contain only numbers.',
    });
    const { email } = fresh();
    const noCaptcha = await send({
      url: '/api/v1/user/guest-register',
      payload: signUpPayload(email),
      ip,
    });
    expect(noCaptcha.body).toEqual({
      status: false,
      message: 'Please complete the CAPTCHA verification.',
    });
    const forged = await send({
      url: '/api/v1/user/guest-register',
      payload: signUpPayload(email),
      headers: { 'x-captcha-token': 'anything' },
      ip,
    });
    expect(forged.status).toBe(400);
    expect(await mailbox(email.toLowerCase())).toEqual([]);
  });

  it('resends the activation link with the same answer for any email, a few times an hour', async () => {
    const { email, ip } = fresh();
    await signUp(email, ip);
    const resend = (address: string) =>
      send({ url: `/api/v1/user/resend-email?email=${encodeURIComponent(address)}`, ip });
    const known = await resend(email);
    const unknown = await resend(`nobody.${counter}@example.com`);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await mailbox(email.toLowerCase())).map((m) => m.subject)).toEqual([
      'Activate your TableHop account',
      'Activate your TableHop account',
    ]);
    await resend(email);
    await resend(email);
    const limited = await resend(email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await resend('bad-email')).body.message).toBe('Invalid email format.');
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { email, ip } = await activeUser();
    const wrong = await signIn(email, 'not the password', ip);
    const unknown = await signIn(`ghost.${counter}@example.com`, 'not the password', ip);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('The email or password is incorrect.');
  });

  it('needs a captcha and valid fields', async () => {
    const { ip } = fresh();
    expect((await signIn('a@b.co', 'x', ip, {})).body.message).toBe(
      'Please complete the CAPTCHA verification.',
    );
    const bad = await send({
      url: '/api/v1/user/guest-login',
      payload: { email: 'nope' },
      headers: CAPTCHA,
      ip,
    });
    expect(bad.body.errors).toEqual({
      email: 'Email address is invalid.',
      password: 'Password is required.',
    });
  });

  it('refuses the token right after logout', async () => {
    const { token, user, ip } = await activeUser();
    const auth = { authorization: `Bearer ${token}` };
    expect((await send({ method: 'GET', url: '/api/v1/user/profile', headers: auth })).status).toBe(
      200,
    );
    const reservationInfo = () =>
      send({
        method: 'GET',
        url: '/api/v1/user/reservation/reservation-info/999999',
        headers: auth,
      });
    // Signed in, the token reaches reservation-info (nothing of this user's has that id).
    expect((await reservationInfo()).status).toBe(404);
    const someoneElse = await send({
      url: '/api/v1/secure/guest-logout',
      payload: { uuid: '00000000-0000-4000-8000-000000000000', token },
      headers: auth,
      ip,
    });
    expect(someoneElse.status).toBe(403);
    const out = await send({
      url: '/api/v1/secure/guest-logout',
      payload: { uuid: user.uuid, token },
      headers: auth,
      ip,
    });
    expect(out.body).toEqual({ status: true, message: 'You have been signed out.' });
    const after = await send({ method: 'GET', url: '/api/v1/user/profile', headers: auth });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has ended. Please sign in again.');
    // The same token was the key to reservation-info: it is refused there too.
    expect((await reservationInfo()).status).toBe(401);
  });

  it('stops a guesser at 10 wrong passwords, while the owner signs in from elsewhere', async () => {
    const owner = await activeUser();
    const attacker = '192.0.2.7';
    const answers = [];
    for (let i = 0; i < SIGN_IN_FAILURES_PER_CLIENT; i++) {
      answers.push((await signIn(owner.email, `guess number ${i}`, attacker)).status);
    }
    expect(answers.every((s) => s === 401)).toBe(true);
    // Even the right password: the guesser learns nothing more from this network.
    const limited = await signIn(owner.email, 'correct horse battery', attacker);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(SIGN_IN_LOCKED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signIn(owner.email, 'correct horse battery', owner.ip)).status).toBe(200);
    clock = new Date(clock.getTime() + SIGN_IN_FAILURE_WINDOW_MS + 1000);
    expect((await signIn(owner.email, 'correct horse battery', attacker)).status).toBe(200);
  });

  it('gives each failing network fewer tries while an account is under a spread-out attack, never one that has not failed', async () => {
    const owner = await activeUser();
    const now = clock;
    for (let i = 0; i < ACCOUNT_UNDER_ATTACK_FAILURES; i++) {
      await countSignInFailure(database.db, owner.email, `198.51.100.${i + 1}`, now);
    }
    const bot = '203.0.113.9';
    const answers = [];
    for (let i = 0; i <= SIGN_IN_FAILURES_PER_CLIENT_UNDER_ATTACK; i++) {
      answers.push((await signIn(owner.email, `guess ${i}`, bot)).status);
    }
    expect(answers).toEqual([401, 401, 401, 429]);
    // A network that has not failed still gets its answer, right or wrong.
    expect((await signIn(owner.email, 'a wrong guess', '203.0.113.200')).status).toBe(401);
    expect((await signIn(owner.email, 'correct horse battery', owner.ip)).status).toBe(200);
  });
});

describe('profile', () => {
  it('reads and updates only the signed-in user, validated as at sign-up', async () => {
    const { token, email } = await activeUser();
    const auth = { authorization: `Bearer ${token}` };
    const read = await send({ method: 'GET', url: '/api/v1/user/profile', headers: auth });
    expect(read.body.data).toMatchObject({ email, first_name: 'Ada', phone: '07700900123' });
    const changeEmail = (current_password?: string) =>
      send({
        method: 'PUT',
        url: '/api/v1/user/profile',
        headers: auth,
        payload: {
          email: ` NEW.${email} `,
          first_name: 'Augusta',
          last_name: 'King',
          phone: '020 7946 0000',
          ...(current_password === undefined ? {} : { current_password }),
        },
      });
    // The bearer token alone cannot move the account to another address.
    for (const [attempt, problem] of [
      [undefined, 'Enter your current password to change your email.'],
      ['not my password', 'That is not your current password.'],
    ] as const) {
      const refused = await changeEmail(attempt);
      expect(refused.status).toBe(403);
      expect(refused.body.errors).toEqual({ current_password: problem });
    }
    const saved = await changeEmail('correct horse battery');
    expect(saved.status).toBe(200);
    // The new address waits for its link (email-change.test.ts); the rest is saved.
    expect(saved.body.data).toMatchObject({
      email,
      first_name: 'Augusta',
      phone: '02079460000',
    });
    const bad = await send({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: auth,
      payload: { phone: '1' },
    });
    expect(bad.body.errors).toMatchObject({
      first_name: 'First name is required.',
      phone: 'Phone number must be exactly 11 digits and contain only numbers.',
    });
    const other = await activeUser();
    const taken = await send({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: auth,
      payload: {
        email: other.email,
        first_name: 'A',
        last_name: 'B',
        phone: '07700900123',
        current_password: 'correct horse battery',
      },
    });
    expect(taken.status).toBe(409);
    expect((await send({ method: 'GET', url: '/api/v1/user/profile' })).status).toBe(401);
  });

  it('counts wrong current passwords with failed sign-ins, so a token is no second way to guess', async () => {
    const { token, email, ip } = await activeUser();
    const changeEmail = (current_password: string) =>
      send({
        method: 'PUT',
        url: '/api/v1/user/profile',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          email: `moved.${email}`,
          first_name: 'Ada',
          last_name: 'Lovelace',
          phone: '07700900123',
          current_password,
        },
        ip,
      });
    const half = SIGN_IN_FAILURES_PER_CLIENT / 2;
    for (let i = 0; i < half; i++) {
      expect((await signIn(email, `guess ${i}`, ip)).status).toBe(401);
      expect((await changeEmail(`guess ${i}`)).status).toBe(403);
    }
    const limited = await changeEmail('correct horse battery');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(SIGN_IN_LOCKED);
    expect((await signIn(email, 'correct horse battery', ip)).status).toBe(429);
    expect((await signIn(email, 'correct horse battery', '192.0.2.150')).status).toBe(200);
  });
});

describe('password reset by OTP', () => {
  const forgot = (email: string, ip: string) =>
    send({ url: `/api/v1/user/forget-password?email=${encodeURIComponent(email)}`, ip });
  const verify = (email: string, otp: string, ip: string) =>
    send({ url: `/api/v1/user/verify-otp?email=${encodeURIComponent(email)}&otp=${otp}`, ip });
  const update = (email: string, password: string, ip: string, resetToken = '') =>
    send({
      url: `/api/v1/user/password-update?email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}&reset_token=${resetToken}`,
      ip,
    });

  it('answers known and unknown emails identically', async () => {
    const { email, ip } = await activeUser();
    const known = await forgot(email, ip);
    const unknown = await forgot(`ghost.${counter}@example.com`, ip);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.raw).toBe(known.raw);
    expect(known.body).toEqual({ status: true, message: 'OTP has been sent to your email.' });
    expect((await mailbox(email))[0]!.subject).toBe('Your TableHop password reset code');
  });

  it('verifies the code, then lets its verifier change the password exactly once', async () => {
    const { email, ip, token } = await activeUser();
    await forgot(email, ip);
    const otp = await otpOf(email);
    const early = await update(email, 'a brand new secret', ip);
    expect(early.body).toEqual({
      status: false,
      message: 'Your code has not been verified or is no longer valid. Please request a new OTP.',
    });
    expect(early.status).toBe(403);
    const verified = await verify(email, otp, ip);
    expect(verified.body).toEqual({
      status: true,
      message: 'OTP verification successful. Please choose a new password.',
      data: { reset_token: expect.stringMatching(/^[\w-]{43}$/) },
    });
    const resetToken = verified.body.data.reset_token;
    // Someone who only knows the email cannot use the owner's fresh verification.
    expect((await update(email, 'an attackers secret', '203.0.113.9')).status).toBe(403);
    expect((await update(email, 'an attackers secret', '203.0.113.9', 'guessed')).status).toBe(403);
    expect((await update(email, 'short', ip, resetToken)).body.message).toBe(
      'Password must be at least 8 characters long.',
    );
    // A common one is refused without using up the grant.
    const common = await update(email, 'Password1', ip, resetToken);
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ password: COMMON_PASSWORD });
    const changed = await update(email, 'a brand new secret', ip, resetToken);
    expect(changed.status).toBe(200);
    expect((await update(email, 'another new secret', ip, resetToken)).status).toBe(403);
    expect((await signIn(email, 'a brand new secret', ip)).status).toBe(200);
    expect((await signIn(email, 'correct horse battery', ip)).status).toBe(401);
    // Every old session ends with the password change.
    const old = await send({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.status).toBe(401);
    // The passwords and tokens sent in the query string never reach the logs.
    expect(logs.join('\n')).not.toContain('brand');
    expect(logs.join('\n')).not.toContain(resetToken);
  });

  it('takes the new password in a JSON body too', async () => {
    const { email, ip } = await activeUser();
    await forgot(email, ip);
    const verified = await verify(email, await otpOf(email), ip);
    const changed = await send({
      url: '/api/v1/user/password-update',
      payload: { email, password: 'kept out of urls', reset_token: verified.body.data.reset_token },
      ip,
    });
    expect(changed.status).toBe(200);
    expect((await signIn(email, 'kept out of urls', ip)).status).toBe(200);
  });

  it('refuses the sixth try even with the right code', async () => {
    const { email, ip } = await activeUser();
    await forgot(email, ip);
    const otp = await otpOf(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await verify(email, wrong, ip)).body).toEqual({
        status: false,
        message: 'Invalid OTP. Please try again.',
      });
    }
    expect((await verify(email, otp, ip)).status).toBe(400);
    expect((await update(email, 'a brand new secret', ip)).status).toBe(403);
  });

  it('takes the right code on the fifth try', async () => {
    const { email, ip } = await activeUser();
    await forgot(email, ip);
    const otp = await otpOf(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await verify(email, wrong, ip)).status).toBe(400);
    const fifth = await verify(email, otp, ip);
    expect(fifth.status).toBe(200);
    expect(fifth.body.message).toBe('OTP verification successful. Please choose a new password.');
  });

  it('answers verify-otp and password-update for an unknown email as for a known one', async () => {
    const { email, ip } = await activeUser();
    const ghost = `ghost.verify.${counter}@example.com`;
    await forgot(email, ip);
    await forgot(ghost, ip);
    const otp = await otpOf(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const known = await verify(email, wrong, ip);
    const unknown = await verify(ghost, wrong, ip);
    expect(known.status).toBe(400);
    expect(unknown.status).toBe(known.status);
    expect(unknown.raw).toBe(known.raw);
    const knownUpdate = await update(email, 'a brand new secret', ip, 'guessed');
    const unknownUpdate = await update(ghost, 'a brand new secret', ip, 'guessed');
    expect(knownUpdate.status).toBe(403);
    expect(unknownUpdate.status).toBe(knownUpdate.status);
    expect(unknownUpdate.raw).toBe(knownUpdate.raw);
  });

  it('takes a code for 10 minutes and no longer, and its grant only while fresh', async () => {
    const { email, ip } = await activeUser();
    const start = clock;
    const at = (ms: number) => (clock = new Date(start.getTime() + ms));
    await forgot(email, ip);
    const expired = await otpOf(email);
    at(10 * 60_000 + 1000);
    expect((await verify(email, expired, ip)).status).toBe(400);

    at(0);
    await forgot(email, ip);
    const late = await otpOf(email);
    at(10 * 60_000 - 1000);
    const verifiedLate = await verify(email, late, ip);
    expect(verifiedLate.status).toBe(200);
    at(21 * 60_000);
    const stale = await update(email, 'a brand new secret', ip, verifiedLate.body.data.reset_token);
    expect(stale.status).toBe(403);

    await forgot(email, ip);
    const verified = await verify(email, await otpOf(email), ip);
    expect(verified.status).toBe(200);
    at(30 * 60_000);
    const inTime = await update(email, 'a brand new secret', ip, verified.body.data.reset_token);
    expect(inTime.status).toBe(200);
  });

  it('limits sends per address, known or not, with Retry-After', async () => {
    const { ip } = fresh();
    const address = `ghost.limit.${counter}@example.com`;
    for (let i = 0; i < 3; i++) expect((await forgot(address, ip)).status).toBe(200);
    const limited = await forgot(address, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Refused requests do not count: hammering cannot keep the address locked out.
    for (let i = 0; i < 5; i++) await forgot(address, ip);
    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    expect((await forgot(address, fresh().ip)).status).toBe(200);
    clock = new Date();
    expect((await forgot('', ip)).body.message).toBe('Email is required.');
    expect((await verify(address, '12ab', ip)).body.message).toBe('OTP must be 6 digits.');
  });
});

describe('contact and partner messages', () => {
  const contact = {
    first_name: 'Jo',
    last_name: "O'Neil",
    email: 'jo@example.com',
    restaurant_name: '',
    post_code: '',
    phone: '07700900123',
    message: 'Do you take bookings for 40?',
    params: 'contact_us',
  };
  const partner = {
    first_name: 'Sam',
    last_name: 'Patel',
    email: 'sam@example.com',
    phone: '07700900124',
    city: 'Leeds',
    post_code: 'LS1 4AP',
    restaurant_name: 'The Corn Exchange',
    message: 'None',
    params: 'registration',
  };

  it('stores a contact message, emails operations and answers the success text', async () => {
    const sent = await send({
      url: '/api/v1/user/contact-us',
      payload: contact,
      headers: CAPTCHA,
      ip: fresh().ip,
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      status: true,
      message: 'Your message has been sent successfully!',
    });
    const [stored] = await rows<{ message: string }>(
      database.db,
      sql`select message from messages where kind = 'contact_us' order by id desc limit 1`,
    );
    expect(stored!.message).toBe('Do you take bookings for 40?');
    expect((await mailbox(OPS_EMAIL))[0]!.subject).toBe("New contact message from Jo O'Neil");
  });

  it("refuses bad contact fields with the spec's messages and a missing captcha", async () => {
    const bad = await send({
      url: '/api/v1/user/contact-us',
      payload: { ...contact, first_name: 'J0', email: 'x', phone: '123', message: 'x'.repeat(501) },
      headers: CAPTCHA,
      ip: fresh().ip,
    });
    expect(bad.body.errors).toMatchObject({
      first_name: 'First Name should contain only letters.',
      email: 'Please enter a valid email address.',
      phone: 'Phone Number must be exactly 11 digits.',
      message: 'Message must be at most 500 characters.',
    });
    const noCaptcha = await send({
      url: '/api/v1/user/contact-us',
      payload: contact,
      ip: fresh().ip,
    });
    expect(noCaptcha.body.message).toBe('Please complete the CAPTCHA verification.');
  });

  it('stores a partner registration and emails operations', async () => {
    const sent = await send({
      url: '/api/v1/user/partner-register',
      payload: partner,
      headers: CAPTCHA,
      ip: fresh().ip,
    });
    expect(sent.body).toEqual({
      status: true,
      message: 'Your message has been sent successfully!',
    });
    expect((await mailbox(OPS_EMAIL))[0]!.subject).toBe(
      'New partner registration: The Corn Exchange',
    );
    const bad = await send({
      url: '/api/v1/user/partner-register',
      payload: { ...partner, city: '  ', post_code: '' },
      headers: CAPTCHA,
      ip: fresh().ip,
    });
    expect(bad.body.errors).toEqual({
      city: 'City is required.',
      post_code: 'Postcode is required.',
    });
    const unsolved: Record<string, string>[] = [{}, { 'x-captcha-token': 'anything' }];
    for (const headers of unsolved) {
      const refused = await send({
        url: '/api/v1/user/partner-register',
        payload: { ...partner, restaurant_name: 'Never Stored' },
        headers,
        ip: fresh().ip,
      });
      expect(refused.status).toBe(400);
    }
    const [never] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from messages where restaurant_name = 'Never Stored'`,
    );
    expect(Number(never!.n)).toBe(0);
  });

  it('limits form sends per client', async () => {
    const { ip } = fresh();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await send({ url: '/api/v1/user/contact-us', payload: contact, headers: CAPTCHA, ip }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('security headers', () => {
  it('sends a CSP and the usual hardening headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // PUBLIC_URL is https here, so browsers are told to stay on https.
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('rate limits per client', () => {
  // Bad input is refused cheaply but still counted: the limit holds before any work is done.
  it.each([
    ['sign-in', 30, '/api/v1/user/guest-login', { email: 'nope' }],
    ['OTP send', 10, '/api/v1/user/forget-password?email=nope', undefined],
    ['OTP check', 30, '/api/v1/user/verify-otp?email=nope&otp=1', undefined],
    ['password update', 10, '/api/v1/user/password-update?email=nope', undefined],
    ['activation resend', 10, '/api/v1/user/resend-email?email=nope', undefined],
    ['activation', 20, '/api/v1/user/activate', { token: 'spent' }],
    ['contact form', 5, '/api/v1/user/contact-us', { params: 'contact_us' }],
    ['partner form', 5, '/api/v1/user/partner-register', { params: 'registration' }],
  ])('%s: %i from one client, then 429 with Retry-After', async (_name, max, url, payload) => {
    const { ip } = fresh();
    for (let i = 0; i < max; i++) {
      expect((await send({ url, payload, ip })).status).not.toBe(429);
    }
    const limited = await send({ url, payload, ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      status: false,
      message: expect.stringMatching(/^Too many requests\. Please try again in /),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back by this one.
    expect((await send({ url, payload, ip: fresh().ip })).status).not.toBe(429);
  });
});

describe('registration limits per client', () => {
  const register = (ip: string, payload: object, headers: Record<string, string> = {}) =>
    send({ url: '/api/v1/user/guest-register', payload, headers, ip });
  const WAIT = /Please try again in \d+ (minutes?|seconds?)\.$/;

  /** A live hold, as a guest's browser on `ip` takes it before checkout. */
  async function holdFrom(ip: string) {
    const place = await insertRestaurant(database.db, {
      name: `Guest Table ${counter}`,
      latitude: 51.5,
      longitude: -0.1,
      tables: [4],
      slots: ['12:00'],
    });
    const when = londonDaysAhead(7, clock);
    const held = await send({
      method: 'GET',
      url: `/api/v1/user/reservation/reservation-time-hold?start_time=12:00&end_time=12:30&date=${when.wire}&day=${when.weekday}&status=hold&rest_uuid=${place.uuid}&number_of_people=2`,
      ip,
    });
    expect(held.status).toBe(200);
    return { uuid: held.body.data.uuid as string, token: held.body.data.hold_token as string };
  }

  it('refuses sign-ups past the limit saying which limit and when to retry, yet registers a guest holding a table', async () => {
    const { ip } = fresh();
    // Bad input and duplicates count too: the limit holds before any work is done.
    for (let i = 0; i < 10; i++) {
      expect((await register(ip, { register_type: 'register' })).status).toBe(400);
    }
    const limited = await register(ip, { register_type: 'register' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many sign-ups from this network: at most 10 in 10 minutes\. /,
    );
    expect(limited.body.message).toMatch(WAIT);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another diner on the same Wi-Fi checks out as a guest.
    const { email } = fresh();
    const held = await holdFrom(ip);
    const guest = await register(
      ip,
      {
        first_name: 'Grace',
        last_name: 'Hopper',
        phone: '07700 900456',
        email,
        params: 'create',
        register_type: 'reservation',
        reservation_uuid: held.uuid,
      },
      { 'x-hold-token': held.token },
    );
    expect(guest.status).toBe(201);
    expect(guest.body.data).toMatchObject({ email: email.toLowerCase(), status: 'inactive' });
  });

  it('counts guest registrations apart, up to ten times as many, and says so', async () => {
    const { ip } = fresh();
    for (let i = 0; i < 100; i++) {
      expect((await register(ip, { register_type: 'reservation' })).status).toBe(400);
    }
    const limited = await register(ip, { register_type: 'reservation' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many guest bookings from this network: at most 100 in 10 minutes\. /,
    );
    expect(limited.body.message).toMatch(WAIT);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The sign-ups of this network are untouched.
    expect((await register(ip, { register_type: 'register' })).status).toBe(400);
  });
});

describe('in production, with reCAPTCHA', () => {
  let production: FastifyInstance;
  let siteverify: { success: boolean; hostname?: string } = { success: true };
  const verified: URLSearchParams[] = [];
  const REMOTE = 'https://search.tablehop.test';

  const productionApp = (extra: Record<string, string> = {}) =>
    buildApp(
      loadEnv({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'https://tablehop.test',
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET: 'server-secret',
        REMOTE_ORIGINS: REMOTE,
        ...extra,
      }),
      {
        database,
        now: () => clock,
        // Google's siteverify, stubbed: it answers whatever the test sets.
        fetch: (async (_url: string, init: RequestInit) => {
          verified.push(new URLSearchParams(String(init.body)));
          return Response.json(siteverify);
        }) as unknown as typeof fetch,
      },
    );

  const inject = (url: string, payload: object, headers: Record<string, string>) =>
    production.inject({ method: 'POST', url, payload, headers, remoteAddress: fresh().ip });

  beforeAll(async () => {
    production = productionApp();
    await production.ready();
  });

  afterAll(async () => {
    await production.close();
  });

  beforeEach(() => {
    verified.length = 0;
  });

  const forms: [string, string, () => object, number][] = [
    ['sign-up', '/api/v1/user/guest-register', () => signUpPayload(fresh().email), 201],
    [
      'sign-in',
      '/api/v1/user/guest-login',
      () => ({ email: fresh().email, password: 'whatever it is' }),
      401,
    ],
    [
      'contact',
      '/api/v1/user/contact-us',
      () => ({
        first_name: 'Jo',
        last_name: 'Bloggs',
        email: 'jo@example.com',
        phone: '07700900123',
        message: 'Hello',
        params: 'contact_us',
      }),
      201,
    ],
    [
      'partner',
      '/api/v1/user/partner-register',
      () => ({
        first_name: 'Sam',
        last_name: 'Patel',
        email: 'sam@example.com',
        phone: '07700900124',
        city: 'Leeds',
        post_code: 'LS1 4AP',
        restaurant_name: 'The Corn Exchange',
        params: 'registration',
      }),
      201,
    ],
  ];

  it.each(forms)(
    '%s checks the token with siteverify: missing, failed and wrong-hostname tokens are refused',
    async (_name, url, payload, passed) => {
      const missing = await inject(url, payload(), {});
      expect([missing.statusCode, missing.json().message]).toEqual([
        400,
        'Please complete the CAPTCHA verification.',
      ]);
      expect(verified).toHaveLength(0);

      const token = { 'x-captcha-token': 'g-recaptcha-response-token' };
      siteverify = { success: false, hostname: 'tablehop.test' };
      const failed = await inject(url, payload(), token);
      expect([failed.statusCode, failed.json().message]).toEqual([
        400,
        'CAPTCHA verification failed. Please try again.',
      ]);
      siteverify = { success: true, hostname: 'copycat.example' };
      const elsewhere = await inject(url, payload(), token);
      expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
        400,
        'CAPTCHA verification failed. Please try again.',
      ]);
      // The local widget's token means nothing here: it goes to Google like any other.
      siteverify = { success: false };
      expect((await inject(url, payload(), CAPTCHA)).statusCode).toBe(400);

      siteverify = { success: true, hostname: 'tablehop.test' };
      expect((await inject(url, payload(), token)).statusCode).toBe(passed);
      expect(verified).toHaveLength(4);
      expect(verified[3]!.get('secret')).toBe('server-secret');
      expect(verified[3]!.get('response')).toBe('g-recaptcha-response-token');
    },
  );

  it('keeps the dev mailbox closed unless DEV_MAILBOX=1', async () => {
    const closed = await production.inject({ method: 'GET', url: '/api/dev/mailbox?to=a@b.co' });
    expect(closed.statusCode).toBe(404);
    const opened = productionApp({ DEV_MAILBOX: '1' });
    try {
      const open = await opened.inject({ method: 'GET', url: '/api/dev/mailbox?to=a@b.co' });
      expect(open.statusCode).toBe(200);
      expect(open.json()).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("lets the CSP load the remotes' origins, Google's widget and the start-up loader, and nothing else", async () => {
    const response = await production.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['script-src']).toEqual([
      "'self'",
      // The start-up loader of pages sent with their first screen (ADR 0024) and their
      // cookie banner's check, by their hashes.
      START_UP_LOADER_CSP,
      COOKIE_BANNER_CHECK_CSP,
      REMOTE,
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(csp['connect-src']).toEqual(["'self'", REMOTE]);
    expect(csp['frame-src']).toContain('https://www.google.com/recaptcha/');
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
