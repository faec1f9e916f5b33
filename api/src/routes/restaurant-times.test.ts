import type { FastifyInstance } from 'fastify';
import { HOME_GRID_MAX } from 'shared/constants';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { insertClaim, insertRestaurant } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// The home grid's times (issue 47 item 3): each listed restaurant's first three bookable times
// for a party and date, under the same seating rules as availability and holds.

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date();

type Place = Awaited<ReturnType<typeof insertRestaurant>>;
let open: Place;
let full: Place;
let phone: Place;
let late: Place;

const EVENING = ['17:00', '17:30', '18:00', '18:30', '19:00'];
// Saturday 5 December 2026.
const SATURDAY = '05/12/2026';
const UNKNOWN = 'ffffffff-ffff-4fff-bfff-ffffffffffff';

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
  const place = (name: string, extra: Partial<Parameters<typeof insertRestaurant>[1]> = {}) =>
    insertRestaurant(database.db, {
      name,
      latitude: 60.152,
      longitude: -1.17,
      tables: [2],
      slots: EVENING,
      ...extra,
    });
  open = await place('Numbat Open', { tables: [2, 6], rules: { min_notice_minutes: 60 } });
  full = await place('Numbat Full', { rules: { turn_1_2_minutes: 480 } });
  phone = await place('Numbat Phone', { onlineBooking: false });
  late = await place('Numbat Late', { slots: ['22:00'] });
  // One party keeps Full's only table all evening.
  await insertClaim(database.db, full.id, {
    date: '2026-12-05',
    start: '17:00',
    seats: 2,
    status: 'pending',
  });
  app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
    database,
    now: () => clock,
  });
  await app.ready();
}, 120_000);

beforeEach(() => {
  // Tuesday 1 December 2026, 09:00 in London (GMT).
  clock = new Date('2026-12-01T09:00:00Z');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const times = async (uuids: string[], params: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/user/restaurants/times?uuids=${uuids.join(',')}&${params}`,
  });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /user/restaurants/times', () => {
  it("gives each restaurant its first three times, in the list's order, and leaves out unknown ones", async () => {
    const answer = await times(
      [late.uuid, UNKNOWN, open.uuid, full.uuid, phone.uuid],
      `date=${SATURDAY}&number_of_people=2`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { uuid: late.uuid, times: ['22:00'] },
      { uuid: open.uuid, times: ['17:00', '17:30', '18:00'] },
      // Full's only table is taken all evening; Phone takes bookings by phone only.
      { uuid: full.uuid, times: [] },
      { uuid: phone.uuid, times: [] },
    ]);
  });

  it('applies the party size, the notice and the times already passed today', async () => {
    // A party of 6 fits only Open's table of 6.
    const six = await times([open.uuid, late.uuid], `date=${SATURDAY}&number_of_people=6`);
    expect(six.body.data).toEqual([
      { uuid: open.uuid, times: ['17:00', '17:30', '18:00'] },
      { uuid: late.uuid, times: [] },
    ]);
    // Saturday 17:20 in London: 17:00 has passed and 18:00 is inside Open's hour of notice.
    clock = new Date('2026-12-05T17:20:00Z');
    const today = await times([open.uuid], `date=${SATURDAY}&number_of_people=2`);
    expect(today.body.data).toEqual([{ uuid: open.uuid, times: ['18:30', '19:00'] }]);
  });

  it('takes a new claim into account once SEARCH_TIMES_SECONDS (10) have passed', async () => {
    const before = await times([open.uuid], `date=02/12/2026&number_of_people=5`);
    expect(before.body.data[0].times).toEqual(['17:00', '17:30', '18:00']);
    await insertClaim(database.db, open.id, {
      date: '2026-12-02',
      start: '17:00',
      seats: 6,
      status: 'pending',
    });
    clock = new Date(clock.getTime() + 11_000);
    const after = await times([open.uuid], `date=02/12/2026&number_of_people=5`);
    expect(after.body.data[0].times).not.toContain('17:00');
  });

  it('refuses a bad list, date or party with a 400 naming the field', async () => {
    const many = Array.from({ length: HOME_GRID_MAX + 1 }, () => open.uuid);
    const cases = [
      await times(many, `date=${SATURDAY}&number_of_people=2`),
      await times(['not-a-uuid'], `date=${SATURDAY}&number_of_people=2`),
      await times([open.uuid], `date=31/02/2026&number_of_people=2`),
      await times([open.uuid], `date=${SATURDAY}&number_of_people=0`),
      await times([open.uuid], `number_of_people=2`),
    ];
    for (const answer of cases) {
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe(false);
      expect(answer.body.message).toMatch(/uuids|date|number_of_people/);
    }
  });
});
