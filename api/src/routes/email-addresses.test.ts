import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Issue 45: `x0,victim@example.co.uk` passed as one address, and the mailer delivered it to
// victim@, whom no per-address limit counted. Only a plain address is taken now.
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
  app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const LISTS = [
  'x0,victim@example.co.uk',
  'x0@example.com,victim@example.co.uk',
  'X0 <victim@example.co.uk>',
  '"x0,victim"@example.co.uk',
  'victim@example.co.uk (x0)',
];

const victimMail = async () =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      query: { to: 'victim@example.co.uk' },
    })
  ).json() as unknown[];

it.each(LISTS)(
  'refuses %j at sign-up, resend and reset, and mails the victim nothing',
  async (email) => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/v1/user/guest-register',
      headers: { 'x-captcha-token': 'test-captcha:0123456789abcdef01' },
      payload: {
        first_name: 'Ann',
        last_name: 'Lee',
        phone: '02079460000',
        email,
        password: 'a long enough password 7',
        register_type: 'register',
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors).toEqual({ email: 'A valid email is required.' });
    for (const url of ['/api/v1/user/resend-email', '/api/v1/user/forget-password']) {
      const response = await app.inject({ method: 'POST', url, query: { email } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['email']);
    }
    expect(await victimMail()).toEqual([]);
  },
);
