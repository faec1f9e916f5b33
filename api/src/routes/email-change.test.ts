import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { hashPassword } from '../lib/credentials';
import { setPassword } from '../repositories/user-repository';
import { insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import {
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_PENDING,
  EMAIL_CHANGE_TAKEN,
  EMAIL_CHANGED,
} from './email-change';

const PASSWORD = 'correct horse battery';
let database: TestDatabase;
let app: FastifyInstance;
let passwordHash: string;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
  app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
  await app.ready();
  passwordHash = await hashPassword(PASSWORD);
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

async function diner() {
  counter += 1;
  const email = `changer-${process.pid}-${counter}@example.co.uk`;
  const user = await insertUser(database.db, { email, passwordHash });
  return { ...user, email, auth: { authorization: `Bearer ${user.token}` } };
}

const mailbox = async (to: string) =>
  (await app.inject({ method: 'GET', url: '/api/dev/mailbox', query: { to } })).json() as {
    subject: string;
    text: string;
  }[];

const askToChange = (auth: Record<string, string>, email: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/user/profile',
    headers: auth,
    payload: {
      email,
      first_name: 'Augusta',
      last_name: 'King',
      phone: '020 7946 0000',
      current_password: PASSWORD,
    },
  });

const profileEmail = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: auth })).json().data
    .email;

/** The link in the newest email to the new address, and its token. */
async function linkSentTo(email: string) {
  const [mail] = await mailbox(email);
  const link = /https?:\/\/\S+confirm-email\?token=\S+/.exec(mail!.text)![0];
  return { link, token: new URL(link).searchParams.get('token')! };
}

const confirm = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/confirm-email',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });

it('changes the email only once the new address opens its link, and tells the old one', async () => {
  const me = await diner();
  const next = `moved-${counter}@example.co.uk`;
  const asked = await askToChange(me.auth, ` ${next.toUpperCase()} `);
  expect(asked.statusCode).toBe(200);
  expect(asked.json().message).toBe(EMAIL_CHANGE_PENDING(next));
  // The rest is saved; the email waits.
  expect(asked.json().data).toMatchObject({ email: me.email, first_name: 'Augusta' });
  expect(await profileEmail(me.auth)).toBe(me.email);

  const [notice] = await mailbox(me.email);
  expect(notice!.subject).toBe('Your TableHop email is being changed');
  expect(notice!.text).toContain(next);
  const [request] = await mailbox(next);
  expect(request!.subject).toBe('Confirm your new TableHop email');

  // Opening the link (as a mail scanner would) changes nothing; its button does.
  const { link, token } = await linkSentTo(next);
  const opened = await app.inject({
    method: 'GET',
    url: new URL(link).pathname + new URL(link).search,
  });
  expect(opened.statusCode).toBe(200);
  expect(opened.body).toContain('Confirm my new email');
  expect(await profileEmail(me.auth)).toBe(me.email);

  const confirmed = await confirm(token);
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.body).toContain(EMAIL_CHANGED(next));
  expect(await profileEmail(me.auth)).toBe(next);
  // Signing in now takes the new address.
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/user/guest-login',
    headers: { 'x-captcha-token': 'test-captcha:0123456789abcdef01' },
    payload: { email: next, password: PASSWORD },
  });
  expect(signIn.statusCode).toBe(200);

  const again = await confirm(token);
  expect(again.statusCode).toBe(400);
  expect(again.body).toContain(EMAIL_CHANGE_LINK_INVALID);
});

it('refuses a link pointed at another address, and one replaced by a newer request', async () => {
  const me = await diner();
  await askToChange(me.auth, `first-${counter}@example.co.uk`);
  const { token: first } = await linkSentTo(`first-${counter}@example.co.uk`);
  const [secret] = first.split('.');
  const forged = `${secret}.${Buffer.from('attacker@example.co.uk').toString('base64url')}`;
  expect((await confirm(forged)).statusCode).toBe(400);

  await askToChange(me.auth, `second-${counter}@example.co.uk`);
  expect((await confirm(first)).statusCode).toBe(400);
  expect(await profileEmail(me.auth)).toBe(me.email);
});

it('is cancelled by a password reset, as the notice to the old address says', async () => {
  const me = await diner();
  await askToChange(me.auth, `reset-${counter}@example.co.uk`);
  const { token } = await linkSentTo(`reset-${counter}@example.co.uk`);
  await setPassword(database.db, me.id, passwordHash, new Date());
  expect((await confirm(token)).statusCode).toBe(400);
  expect(await profileEmail(me.auth)).toBe(me.email);
});

it('says so when another account took the address before the link was opened', async () => {
  const me = await diner();
  const wanted = `wanted-${counter}@example.co.uk`;
  await askToChange(me.auth, wanted);
  const { token } = await linkSentTo(wanted);
  await insertUser(database.db, { email: wanted });
  const taken = await confirm(token);
  expect(taken.statusCode).toBe(409);
  expect(taken.body).toContain(EMAIL_CHANGE_TAKEN);
  expect(await profileEmail(me.auth)).toBe(me.email);
});

it('sends a new address at most 3 links an hour', async () => {
  const me = await diner();
  const target = `bombed-${counter}@example.co.uk`;
  for (let i = 0; i < 3; i++) expect((await askToChange(me.auth, target)).statusCode).toBe(200);
  const limited = await askToChange(me.auth, target);
  expect(limited.statusCode).toBe(429);
  expect(await mailbox(target)).toHaveLength(3);
});
