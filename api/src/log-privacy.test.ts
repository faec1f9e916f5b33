import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { buildApp } from './app';
import { loadEnv } from './config/env';
import { rows } from './repositories/restaurant-repository';
import { londonDaysAhead, slotEnd } from './test/dates';
import { insertRestaurant } from './test/fixtures';
import { createTestDatabase, type TestDatabase } from './test/test-database';

const CAPTCHA = { 'x-captcha-token': 'test-captcha:0123456789abcdefXYZ' };
const EMAIL = 'Ada.Privacy@Example.co.uk';
const PHONE = '07700 900456';
const PASSWORD = 'quiet violet lantern';
const NEW_PASSWORD = 'second quiet lantern';
// The booking's special request, occasion and dietary needs: the diner's words and health data.
const NOTED = 'Quietest corner please';
const DIETARY_NOTES = 'Coeliac, no oats';

let database: TestDatabase;
let app: FastifyInstance;
const logs: string[] = [];
/** Every value the log must never hold, collected as the journey meets them. */
const secrets = new Set<string>([
  EMAIL,
  EMAIL.toLowerCase(),
  'ada.privacy',
  PHONE,
  PASSWORD,
  NOTED,
  encodeURIComponent(NOTED),
  DIETARY_NOTES,
  encodeURIComponent(DIETARY_NOTES),
  // The choices as sent (each word alone is in the refusal naming the allowed values).
  'occasion=anniversary',
  'peanuts,sesame',
  'peanuts%2Csesame',
  'sesame,lentils',
]);

const send = async (
  url: string,
  {
    method = 'GET',
    payload,
    headers = {},
  }: { method?: 'GET' | 'POST'; payload?: object; headers?: Record<string, string> } = {},
) => {
  const response = await app.inject({ method, url, payload, headers });
  return { status: response.statusCode, body: response.json() };
};

/** The newest mail whose subject matches (the booking's own mail may arrive in between). */
const lastMail = async (subject: RegExp) =>
  (
    (await send(`/api/dev/mailbox?to=${encodeURIComponent(EMAIL.toLowerCase())}`)).body as {
      subject: string;
      text: string;
    }[]
  ).find((mail) => subject.test(mail.subject))!.text;

const passwordHash = async () => {
  const [row] = await rows<{ password_hash: string }>(
    database.db,
    sql`select password_hash from users where email = ${EMAIL.toLowerCase()}`,
  );
  return row!.password_hash;
};

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 2 });
  // Development: the request lines are logged as in `pnpm start`.
  app = buildApp(
    loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'info', PUBLIC_URL: 'https://tablehop.test' }),
    { database, logStream: { write: (line: string) => void logs.push(line) } },
  );
  // A statement that fails with the diner's details among its parameters, as a bug would.
  app.get('/api/v1/test/sql-bug', async () => {
    const hash = await passwordHash();
    await app.db.execute(sql`select ${EMAIL}::int as a, ${PHONE} as b, ${hash} as c`);
    return { status: true };
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

it('logs no email, phone, password, code, token or hash along a whole journey', async () => {
  const signUp = () =>
    send('/api/v1/user/guest-register', {
      method: 'POST',
      headers: CAPTCHA,
      payload: {
        first_name: 'Ada',
        last_name: 'Privacy',
        phone: PHONE,
        email: EMAIL,
        password: PASSWORD,
        params: 'create',
        register_type: 'register',
      },
    });
  expect((await signUp()).status).toBe(201);
  secrets.add(await passwordHash());
  // Refused: the 409's data names the email.
  expect((await signUp()).status).toBe(409);

  const activation = decodeURIComponent(/token=([\w%-]+)/.exec(await lastMail(/activate/i))![1]!);
  secrets.add(activation);
  const activated = await app.inject({
    method: 'POST',
    url: '/api/v1/user/activate',
    payload: { token: activation },
    headers: { accept: 'application/json' },
  });
  expect(activated.statusCode).toBe(200);

  const signIn = (password: string) =>
    send('/api/v1/user/guest-login', {
      method: 'POST',
      headers: CAPTCHA,
      payload: { email: EMAIL, password },
    });
  expect((await signIn('not my password at all')).status).toBe(401);
  const session = await signIn(PASSWORD);
  expect(session.status).toBe(200);
  const bearer = session.body.token as string;
  secrets.add(bearer);

  // A table held and booked while signed in.
  const place = await insertRestaurant(database.db, {
    name: 'The Quiet Table',
    latitude: 51.5,
    longitude: -0.1,
    tables: [4],
    slots: ['12:00'],
  });
  const when = londonDaysAhead(9);
  const slot = `start_time=12:00&end_time=${slotEnd('12:00')}&date=${when.wire}&day=${when.weekday}&rest_uuid=${place.uuid}&number_of_people=2`;
  const signedIn = { authorization: `Bearer ${bearer}` };
  const held = await send(`/api/v1/user/reservation/reservation-time-hold?${slot}&status=hold`, {
    headers: signedIn,
  });
  expect(held.status).toBe(200);
  const holdToken = held.body.data.hold_token as string;
  secrets.add(holdToken);
  const booked = await send(
    `/api/v1/user/reservation/reservation-book?${slot}&reservation_uuid=${held.body.data.uuid}&guest_id=${session.body.data.id}&status=pending&noted=${encodeURIComponent(NOTED)}&occasion=anniversary&dietary_allergens=peanuts,sesame&dietary_notes=${encodeURIComponent(DIETARY_NOTES)}&remember_dietary=true`,
    { headers: { ...signedIn, 'x-hold-token': holdToken } },
  );
  expect(booked.status).toBe(200);
  // Refused needs are logged as a refusal, still without the diner's words.
  const refused = await send(
    `/api/v1/user/reservation/reservation-book?${slot}&reservation_uuid=${held.body.data.uuid}&guest_id=${session.body.data.id}&status=pending&dietary_allergens=sesame,lentils&dietary_notes=${encodeURIComponent(DIETARY_NOTES)}`,
    { headers: { ...signedIn, 'x-hold-token': holdToken } },
  );
  expect(refused.status).toBe(400);

  // Forgot password: the code, the reset grant, and the new password under an encoded name.
  const email = encodeURIComponent(EMAIL);
  expect(
    (await send(`/api/v1/user/forget-password?email=${email}`, { method: 'POST' })).status,
  ).toBe(200);
  const otp = /\b(\d{6})\b/.exec(await lastMail(/code|password/i))![1]!;
  const verified = await send(`/api/v1/user/verify-otp?email=${email}&otp=${otp}`, {
    method: 'POST',
  });
  expect(verified.status).toBe(200);
  const resetToken = verified.body.data.reset_token as string;
  secrets.add(resetToken);
  const updated = await send(
    `/api/v1/user/password-update?email=${email}&pass%77ord=${encodeURIComponent(NEW_PASSWORD)}&reset%5Ftoken=${resetToken}`,
    { method: 'POST' },
  );
  expect(updated.status).toBe(200);
  secrets.add(NEW_PASSWORD);
  secrets.add(encodeURIComponent(NEW_PASSWORD));
  secrets.add(await passwordHash());

  expect((await send('/api/v1/test/sql-bug')).status).toBe(500);

  const log = logs.join('');
  if (process.env.SHOW_LOG) process.stdout.write(log);
  const found = [...secrets].filter((secret) => log.toLowerCase().includes(secret.toLowerCase()));
  expect(found).toEqual([]);
  expect(log).not.toMatch(new RegExp(`\\b${otp}\\b`));
  expect(log.replace(/\s/g, '')).not.toContain(PHONE.replace(/\s/g, ''));
  // The journey was logged: the requests, the mail, the refusal and the 500.
  expect(log).toContain('unhandled error');
  expect(log).toContain('request rejected');
  expect(log).toContain('mail sent');
  expect(log).toContain('a***@example.co.uk');
  expect(log).toContain('/api/v1/user/password-update');
});
