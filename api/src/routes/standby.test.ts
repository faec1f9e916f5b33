import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { rows } from '../repositories/restaurant-repository';
import { notifyStandby } from '../repositories/standby-repository';
import { slotEnd } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// The standby list (issue 47 item 2, ADR 0050): joining, its limits, and the one email when a
// hold is released, runs out or a booking is cancelled so that a time in the window is free.

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date();
let diner: Awaited<ReturnType<typeof insertUser>>;
let other: Awaited<ReturnType<typeof insertUser>>;
let ip = 0;

type Place = Awaited<ReturnType<typeof insertRestaurant>>;

const CAPTCHA = { 'x-captcha-token': 'test-captcha:0123456789abcdefXYZ' };
// Saturday 5 December 2026; the clock is Tuesday 1 December, 09:00 London.
const DATE = '05/12/2026';

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 3 });
  diner = await insertUser(database.db);
  other = await insertUser(database.db);
  app = buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOLD_LIMIT_PER_CLIENT: '10000',
      HOLD_RATE_LIMIT: '100000',
      MAIL_OUTBOX_POLL_SECONDS: '0',
      STANDBY_SWEEP_SECONDS: '0',
    }),
    { database, now: () => clock },
  );
  await app.ready();
}, 60_000);

beforeEach(() => {
  clock = new Date('2026-12-01T09:00:00Z');
  // Each test from its own client address, so the per-address limit is its own.
  ip += 1;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

let names = 0;
/**
 * Three evening slots, each a table's whole turn (30 minutes, no reset): holding a slot fills
 * exactly it, and giving it back frees exactly it.
 */
const restaurant = (tables = [2]) =>
  insertRestaurant(database.db, {
    name: `The Standby ${(names += 1)}`,
    latitude: 51.5,
    longitude: -0.1,
    tables,
    slots: ['18:00', '19:00', '20:00'],
    rules: { turn_1_2_minutes: 30, turn_3_4_minutes: 30, buffer_minutes: 0 },
  });

const inject = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  {
    token,
    body,
    headers = {},
  }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const response = await app.inject({
    method,
    url,
    remoteAddress: `10.${ip % 250}.${Math.floor(ip / 250)}.1`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: response.headers['content-type']?.toString().includes('json')
      ? response.json()
      : response.body,
  };
};

const holdAt = async (place: Place, start: string, party = 2, date = DATE, day = 'saturday') => {
  const answer = await inject(
    'GET',
    `/api/v1/user/reservation/reservation-time-hold?start_time=${start}&end_time=${slotEnd(start)}&date=${date}&day=${day}&status=hold&rest_uuid=${place.uuid}&number_of_people=${party}`,
    { token: other.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.data as { uuid: string; hold_token: string };
};

const release = (held: { uuid: string; hold_token: string }) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/user/reservation/reservation-removed?reservation_uuid=${held.uuid}`,
    headers: { 'x-hold-token': held.hold_token },
  });

/** A full evening: every slot held by another diner. */
const fullEvening = async (place: Place, party = 2) => ({
  '18:00': await holdAt(place, '18:00', party),
  '19:00': await holdAt(place, '19:00', party),
  '20:00': await holdAt(place, '20:00', party),
});

const join = (
  place: Place,
  fields: Record<string, unknown> = {},
  { token, captcha = true }: { token?: string; captcha?: boolean } = {},
) =>
  inject('POST', `/api/v1/user/restaurants/${place.uuid}/standby`, {
    token,
    headers: captcha ? CAPTCHA : {},
    body: {
      email: 'wait@example.com',
      date: DATE,
      number_of_people: 2,
      window_start: '18:00',
      window_end: '20:00',
      ...fields,
    },
  });

/** Lets the triggered checks and the outbox finish. */
const settle = async () => {
  await app.standby.drain();
  await app.mailOutbox.drain();
};

const mailTo = (to: string) =>
  rows<{ subject: string; text: string }>(
    database.db,
    sql`select subject, text from mail_messages where "to" = ${to} order by id`,
  );

const entryOf = async (id: number) => {
  const [row] = await rows<{ ended: boolean; notified: boolean; time: string | null }>(
    database.db,
    sql`select ended_at is not null as ended, notified_at is not null as notified, notified_time::text as time
        from standby_entries where id = ${id}`,
  );
  return row!;
};

let emails = 0;
const freshEmail = () => `standby-${process.pid}-${(emails += 1)}@example.com`;

describe('joining the standby list', () => {
  it('a guest joins a full evening with an email; the same entry again is refused', async () => {
    const place = await restaurant();
    await fullEvening(place);
    const email = freshEmail();
    const joined = await join(place, { email: ` ${email.toUpperCase()} ` });
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({
      restaurant_uuid: place.uuid,
      date: DATE,
      number_of_people: 2,
      window_start: '18:00',
      window_end: '20:00',
    });
    const [row] = await rows<{ email: string }>(
      database.db,
      sql`select email from standby_entries where id = ${joined.body.data.id}`,
    );
    expect(row!.email).toBe(email);
    const again = await join(place, { email });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already on the standby list for that time.');
  });

  it('refuses when a time in the window can be held now', async () => {
    const place = await restaurant();
    await holdAt(place, '18:00');
    const answer = await join(place, { email: freshEmail() });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/free in that window now/);
  });

  it('checks every field with the shared validation, naming the field', async () => {
    const place = await restaurant();
    await fullEvening(place);
    const noEmail = await join(place, { email: '' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toHaveProperty('email', 'Email is required.');
    const backwards = await join(place, { window_start: '20:00', window_end: '18:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toHaveProperty('window_end', 'To must be later than From.');
    const party = await join(place, { number_of_people: 0 });
    expect(party.status).toBe(400);
    expect(party.body.errors).toHaveProperty('number_of_people');
    expect((await join(place, { number_of_people: '2' })).status).toBe(400);
    const time = await join(place, { window_start: '7pm' });
    expect(time.body.errors).toHaveProperty('window_start', 'From must be a time as HH:MM.');
    expect((await join(place, { date: '31/02/2026' })).status).toBe(400);
    expect((await join(place, { date: '30/11/2026' })).body.message).toMatch(/today or later/);
    const closed = await join(place, { window_start: '10:00', window_end: '12:00' });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toMatch(/no bookings between those times/);
    const unknown = await join({ ...place, uuid: '11111111-1111-4111-8111-111111111111' });
    expect(unknown.status).toBe(404);
  });

  it('needs a solved captcha, checked like the other forms', async () => {
    const place = await restaurant();
    await fullEvening(place);
    const email = freshEmail();
    const answer = await join(place, { email }, { captcha: false });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/captcha/i);
    const [count] = await rows<{ n: string }>(
      database.db,
      sql`select count(*) as n from standby_entries where email = ${email}`,
    );
    expect(Number(count!.n)).toBe(0);
  });

  it('allows 5 live entries per email address and 10 per client address', async () => {
    const place = await restaurant();
    await fullEvening(place);
    const email = freshEmail();
    const windows = ['18:30', '19:00', '19:30', '20:00', '20:30'];
    for (const end of windows)
      expect((await join(place, { email, window_end: end })).status).toBe(201);
    const sixth = await join(place, { email, window_end: '21:00' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      'You are on 5 standby lists already. Leave one to join another.',
    );
    // The same address, other emails: 5 more reach the client's 10.
    for (const end of windows)
      expect((await join(place, { email: freshEmail(), window_end: end })).status).toBe(201);
    const eleventh = await join(place, { email: freshEmail() });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/Too many standby requests from your network/);
  });

  it('signed in, uses the account email; lists and removes only the owner’s entries', async () => {
    const place = await restaurant();
    await fullEvening(place);
    const joined = await join(place, { email: undefined }, { token: diner.token });
    expect(joined.status).toBe(201);
    const list = await inject('GET', '/api/v1/user/standby', { token: diner.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(joined.body.data);
    expect((await inject('GET', '/api/v1/user/standby')).status).toBe(401);
    const id = joined.body.data.id as number;
    const stranger = await inject('DELETE', `/api/v1/user/standby/${id}`, { token: other.token });
    expect(stranger.status).toBe(404);
    expect((await inject('DELETE', `/api/v1/user/standby/${id}`)).status).toBe(401);
    const removed = await inject('DELETE', `/api/v1/user/standby/${id}`, { token: diner.token });
    expect(removed.status).toBe(200);
    expect(
      (await inject('DELETE', `/api/v1/user/standby/${id}`, { token: diner.token })).status,
    ).toBe(404);
    const after = await inject('GET', '/api/v1/user/standby', { token: diner.token });
    expect(after.body.data.map((e: { id: number }) => e.id)).not.toContain(id);
  });
});

describe('the standby email', () => {
  it('a released hold emails every matching entry once, with the booking link; the entry ends', async () => {
    const place = await restaurant();
    const holds = await fullEvening(place);
    const [first, second, early] = [freshEmail(), freshEmail(), freshEmail()];
    const a = (await join(place, { email: first, window_start: '19:30', window_end: '20:30' })).body
      .data.id;
    const b = (await join(place, { email: second, window_start: '18:00', window_end: '20:30' }))
      .body.data.id;
    // A window the freed time is not in (it ends as 20:00 begins): nothing.
    const c = (await join(place, { email: early, window_start: '18:00', window_end: '20:00' })).body
      .data.id;

    expect((await release(holds['20:00'])).statusCode).toBe(200);
    await settle();

    for (const email of [first, second]) {
      const mails = await mailTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/^A table is free at The Standby \d+$/);
      expect(mails[0]!.text).toContain('Time: 8:00 PM');
      expect(mails[0]!.text).toContain(
        `/restaurant-details/${place.uuid}?date=2026-12-05&party=2&time=20:00`,
      );
      expect(mails[0]!.text).toMatch(/\/api\/v1\/user\/standby\/leave\?entry=\d+&key=/);
    }
    expect(await mailTo(early)).toEqual([]);
    expect(await entryOf(a)).toEqual({ ended: true, notified: true, time: '20:00:00' });
    expect(await entryOf(b)).toMatchObject({ ended: true, notified: true });
    expect(await entryOf(c)).toEqual({ ended: false, notified: false, time: null });

    // Checked again, nothing more is sent.
    await app.standby.sweep();
    await settle();
    expect(await mailTo(first)).toHaveLength(1);
  });

  it('a party the freed table does not seat gets nothing', async () => {
    const place = await restaurant([2, 4]);
    // Couples fill the two-seat table (each takes the smallest that fits), fours the other.
    const couples = await fullEvening(place, 2);
    await fullEvening(place, 4);
    const [couple, four] = [freshEmail(), freshEmail()];
    expect((await join(place, { email: couple })).status).toBe(201);
    expect((await join(place, { email: four, number_of_people: 4 })).status).toBe(201);
    // The two-seat table frees at 19:00: the couple is told, the four are not.
    expect((await release(couples['19:00'])).statusCode).toBe(200);
    await settle();
    expect(await mailTo(couple)).toHaveLength(1);
    expect(await mailTo(four)).toEqual([]);
  });

  it('a hold that runs out is found by the sweep, once', async () => {
    const place = await restaurant();
    await fullEvening(place);
    const email = freshEmail();
    const id = (await join(place, { email })).body.data.id;
    await app.standby.sweep();
    await settle();
    expect(await mailTo(email)).toEqual([]);
    // Five minutes on, every hold has lapsed: the first time in the window is offered.
    clock = new Date(clock.getTime() + 301_000);
    await app.standby.sweep();
    await app.standby.sweep();
    await settle();
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('time=18:00');
    expect(await entryOf(id)).toMatchObject({ ended: true, notified: true });
  });

  it('a cancelled booking emails the entries it answers', async () => {
    const place = await restaurant();
    const holds = await fullEvening(place);
    const held = holds['19:00'];
    const booked = await inject(
      'GET',
      `/api/v1/user/reservation/reservation-book?reservation_uuid=${held.uuid}&guest_id=${other.id}&status=pending&rest_uuid=${place.uuid}&start_time=19:00&end_time=19:30&date=${DATE}&day=saturday&number_of_people=2`,
      { token: other.token, headers: { 'x-hold-token': held.hold_token } },
    );
    expect(booked.status).toBe(200);
    const email = freshEmail();
    expect((await join(place, { email })).status).toBe(201);
    const cancelled = await inject('POST', `/api/v1/user/reservation/${held.uuid}/cancel`, {
      token: other.token,
    });
    expect(cancelled.status).toBe(200);
    await settle();
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('time=19:00');
  });

  it('an entry whose date has passed ends without an email', async () => {
    const place = await restaurant();
    await fullEvening(place);
    const email = freshEmail();
    const id = (await join(place, { email })).body.data.id;
    // Sunday morning: the holds have long lapsed, but Saturday is gone.
    clock = new Date('2026-12-06T09:00:00Z');
    await app.standby.sweep();
    await settle();
    expect(await mailTo(email)).toEqual([]);
    expect(await entryOf(id)).toEqual({ ended: true, notified: false, time: null });
  });

  it('two sweeps at once queue one email per entry', async () => {
    const place = await restaurant();
    await fullEvening(place);
    const email = freshEmail();
    await join(place, { email });
    clock = new Date(clock.getTime() + 301_000);
    const counts = await Promise.all([
      notifyStandby(database.db, clock, '2026-12-01'),
      notifyStandby(database.db, clock, '2026-12-01'),
      notifyStandby(database.db, clock, '2026-12-01'),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    await app.mailOutbox.drain();
    expect(await mailTo(email)).toHaveLength(1);
  });
});

describe('the leave link', () => {
  it('opening it changes nothing; its button leaves every live entry of the address, once or twice', async () => {
    const place = await restaurant();
    const holds = await fullEvening(place);
    const email = freshEmail();
    await join(place, { email, window_start: '19:30', window_end: '20:30' });
    const waiting = (await join(place, { email, window_start: '18:00', window_end: '19:00' })).body
      .data.id;
    await release(holds['20:00']);
    await settle();
    const [mail] = await mailTo(email);
    const link = /\/api\/v1\/user\/standby\/leave\?entry=\d+&key=[\w-]+/.exec(mail!.text)![0];

    const opened = await inject('GET', link);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain('<form method="post"');
    expect(await entryOf(waiting)).toMatchObject({ ended: false });

    const left = await inject('POST', link, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(left.status).toBe(200);
    expect(left.body).toContain('You have left the standby list.');
    expect(await entryOf(waiting)).toMatchObject({ ended: true, notified: false });
    expect((await inject('POST', link)).status).toBe(200);

    const forged = link.replace(/key=[\w-]+/, 'key=not-the-key');
    expect((await inject('GET', forged)).status).toBe(404);
    expect((await inject('POST', forged)).status).toBe(404);
  });
});
