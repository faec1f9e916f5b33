import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { slotEnd } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// The next-available answer (issue 47) under the seating rules of ADR 0040: what availability
// offers, date after date, from the one asked for.

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date();
let diner: Awaited<ReturnType<typeof insertUser>>;

type Place = Awaited<ReturnType<typeof insertRestaurant>>;

const EVENING = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 3 });
  diner = await insertUser(database.db);
  app = buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOLD_LIMIT_PER_CLIENT: '10000',
      HOLD_RATE_LIMIT: '100000',
    }),
    { database, now: () => clock },
  );
  await app.ready();
}, 60_000);

beforeEach(() => {
  // Tuesday 1 December 2026, 09:00 in London (GMT).
  clock = new Date('2026-12-01T09:00:00Z');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const restaurant = (name: string, extra: Partial<Parameters<typeof insertRestaurant>[1]> = {}) =>
  insertRestaurant(database.db, {
    name,
    latitude: 51.5,
    longitude: -0.1,
    tables: [2],
    slots: EVENING,
    ...extra,
  });

const get = async (url: string, token?: string) => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${diner.token}`,
      ...(token ? { 'x-hold-token': token } : {}),
    },
  });
  return { status: response.statusCode, body: response.json() };
};

const next = (place: Place, date: string, party = 2, time?: string) =>
  get(
    `/api/v1/user/restaurants/${place.uuid}/next-available?date=${date}&number_of_people=${party}${time ? `&time=${time}` : ''}`,
  );

/** The answer as 'dd/mm/yyyy day HH:MM-HH:MM' lines, for short expectations. */
const pairs = async (place: Place, date: string, party = 2, time?: string) => {
  const answer = await next(place, date, party, time);
  expect(answer.status).toBe(200);
  return (answer.body.data as { date: string; day: string; start: string; end: string }[]).map(
    (t) => `${t.date} ${t.day} ${t.start}-${t.end}`,
  );
};

const hold = (place: Place, date: string, weekday: string, start: string, party = 2) =>
  get(
    `/api/v1/user/reservation/reservation-time-hold?start_time=${start}&end_time=${slotEnd(start)}&date=${date}&day=${weekday}&status=hold&rest_uuid=${place.uuid}&number_of_people=${party}`,
  );

describe('next available', () => {
  it('a full evening answers the first times of the next three dates, one per date', async () => {
    // One table kept all evening by a single party: a live hold at 17:00 fills Saturday.
    const place = await restaurant('The Long Table', { rules: { turn_1_2_minutes: 480 } });
    expect((await hold(place, '05/12/2026', 'saturday', '17:00')).status).toBe(200);
    expect(await pairs(place, '05/12/2026')).toEqual([
      '06/12/2026 sunday 17:00-17:30',
      '07/12/2026 monday 17:00-17:30',
      '08/12/2026 tuesday 17:00-17:30',
    ]);
    // The live hold counts; once it lapses, Saturday is free again.
    clock = new Date(clock.getTime() + 301_000);
    expect((await pairs(place, '05/12/2026'))[0]).toBe('05/12/2026 saturday 17:00-17:30');
  });

  it('prefers, on each date, the time closest to the one wanted (the earlier on a tie)', async () => {
    const place = await restaurant('The Punctual', { slots: ['12:00', '18:00', '20:00'] });
    expect(await pairs(place, '05/12/2026', 2, '19:00')).toEqual([
      '05/12/2026 saturday 18:00-18:30',
      '06/12/2026 sunday 18:00-18:30',
      '07/12/2026 monday 18:00-18:30',
    ]);
    expect((await pairs(place, '05/12/2026', 2, '19:45'))[0]).toBe(
      '05/12/2026 saturday 20:00-20:30',
    );
    expect((await pairs(place, '05/12/2026', 2, '09:00'))[0]).toBe(
      '05/12/2026 saturday 12:00-12:30',
    );
  });

  it('skips the days the restaurant is closed', async () => {
    const place = await restaurant('The Weekender');
    await database.db.execute(
      sql`delete from opening_slots where restaurant_id = ${place.id} and weekday in ('monday', 'tuesday', 'wednesday')`,
    );
    expect(await pairs(place, '01/12/2026')).toEqual([
      '03/12/2026 thursday 17:00-17:30',
      '04/12/2026 friday 17:00-17:30',
      '05/12/2026 saturday 17:00-17:30',
    ]);
  });

  it('answers nothing sooner than the minimum notice: later today, then the next days', async () => {
    const place = await restaurant('The Planner', { rules: { min_notice_minutes: 120 } });
    clock = new Date('2026-12-01T18:10:00Z');
    // 20:10 is the earliest arrival: 20:30 today is the first.
    expect((await pairs(place, '01/12/2026'))[0]).toBe('01/12/2026 tuesday 20:30-21:00');
    clock = new Date('2026-12-01T19:10:00Z');
    expect(await pairs(place, '01/12/2026')).toEqual([
      '02/12/2026 wednesday 17:00-17:30',
      '03/12/2026 thursday 17:00-17:30',
      '04/12/2026 friday 17:00-17:30',
    ]);
  });

  it('stops at the booking horizon, with fewer than three when it comes first', async () => {
    const place = await restaurant('The Near Future', { rules: { booking_horizon_days: 3 } });
    expect(await pairs(place, '03/12/2026')).toEqual([
      '03/12/2026 thursday 17:00-17:30',
      '04/12/2026 friday 17:00-17:30',
    ]);
    const beyond = await next(place, '05/12/2026');
    expect(beyond.body).toEqual({ status: true, message: 'No available slots', data: [] });
  });

  it('looks past the first weeks when the nearest free dates are far off', async () => {
    const place = await restaurant('The Once A Month');
    // Open on Wednesdays only, from a Thursday: the first answer is six days on.
    await database.db.execute(
      sql`delete from opening_slots where restaurant_id = ${place.id} and weekday <> 'wednesday'`,
    );
    expect(await pairs(place, '03/12/2026')).toEqual([
      '09/12/2026 wednesday 17:00-17:30',
      '16/12/2026 wednesday 17:00-17:30',
      '23/12/2026 wednesday 17:00-17:30',
    ]);
  });

  it('a party above the online maximum gets the call_to_book sentence and no times', async () => {
    const place = await restaurant('The Intimate', { rules: { max_online_party: 4 } });
    const availability = await get(
      `/api/v1/user/restaurants/${place.uuid}/availability?date=05/12/2026&number_of_people=6`,
    );
    const answer = await next(place, '05/12/2026', 6);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
    expect(answer.body.message).toBe(availability.body.data.call_to_book);
    expect(answer.body.message).toMatch(/up to 4 people/);
  });

  it('a restaurant that takes bookings by phone only answers no times', async () => {
    const place = await restaurant('The Phone Line', { onlineBooking: false });
    const answer = await next(place, '05/12/2026');
    expect(answer.body.data).toEqual([]);
    expect(answer.body.message).toMatch(/phone/i);
  });

  it('refuses a past date, a bad time and an unknown restaurant', async () => {
    const place = await restaurant('The Strict');
    expect((await next(place, '30/11/2026')).status).toBe(400);
    const badTime = await next(place, '05/12/2026', 2, '25:00');
    expect(badTime.status).toBe(400);
    expect(badTime.body.message).toMatch(/time/);
    expect((await next(place, '05/12/2026', 51)).status).toBe(400);
    const unknown = await get(
      `/api/v1/user/restaurants/11111111-1111-4111-8111-111111111111/next-available?date=05/12/2026&number_of_people=2`,
    );
    expect(unknown.status).toBe(404);
  });

  it('answers a time that can then be held', async () => {
    const place = await restaurant('The Honest Answer', { rules: { turn_1_2_minutes: 480 } });
    expect((await hold(place, '05/12/2026', 'saturday', '17:00')).status).toBe(200);
    const [first] = (await next(place, '05/12/2026', 2, '19:00')).body.data;
    expect(first).toEqual({ date: '06/12/2026', day: 'sunday', start: '19:00', end: '19:30' });
    expect((await hold(place, first.date, first.day, first.start)).status).toBe(200);
  });
});

describe('next available across the 2026 clock changes (Europe/London)', () => {
  it('spring, Sunday 29 March: a couple at 00:30 GMT keep the table until 03:15 BST', async () => {
    clock = new Date('2026-03-22T12:00:00Z');
    const place = await restaurant('The Spring Forward', { slots: ['00:30', '03:00', '03:30'] });
    expect((await hold(place, '29/03/2026', 'sunday', '00:30')).status).toBe(200);
    // 03:00 BST is 02:00 GMT, within the meal: wall-clock arithmetic would answer it.
    expect(await pairs(place, '29/03/2026', 2, '03:00')).toEqual([
      '29/03/2026 sunday 03:30-04:00',
      '30/03/2026 monday 03:00-03:30',
      '31/03/2026 tuesday 03:00-03:30',
    ]);
  });

  it('autumn, Sunday 25 October: a couple at 00:30 BST leave the table free by 02:00 GMT', async () => {
    clock = new Date('2026-10-18T12:00:00Z');
    const place = await restaurant('The Fall Back', { slots: ['00:30', '02:00'] });
    expect((await hold(place, '25/10/2026', 'sunday', '00:30')).status).toBe(200);
    // 02:00 GMT is 2 h 30 min after arrival: free. Wall-clock arithmetic would say taken till 02:15.
    expect((await pairs(place, '25/10/2026', 2, '02:00'))[0]).toBe('25/10/2026 sunday 02:00-02:30');
    // Arriving on Saturday evening, London's date and weekday are the answer's.
    clock = new Date('2026-10-24T23:45:00Z');
    expect((await pairs(place, '25/10/2026'))[0]).toBe('25/10/2026 sunday 02:00-02:30');
  });
});
