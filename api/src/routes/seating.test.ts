import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import {
  NO_MORE_EXTENSIONS,
  overlappingClaims,
  SLOT_TAKEN,
} from '../repositories/reservation-repository';
import { rows } from '../repositories/restaurant-repository';
import { londonDaysAhead, slotEnd } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// The seating rules end to end through the API (ADR 0040): turn times, joined tables, pacing,
// notice, horizon, parties that must call, the fair-use limits of holds, and clock changes.

let database: TestDatabase;
let clock = new Date();
let daysAhead = 10;
const apps: FastifyInstance[] = [];
let diner: Awaited<ReturnType<typeof insertUser>>;

type Place = Awaited<ReturnType<typeof insertRestaurant>>;
type When = { wire: string; weekday: string; iso: string };

const nextDate = () => londonDaysAhead((daysAhead += 1), clock);

async function appWith(env: Record<string, string> = {}) {
  const app = buildApp(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: process.env.DEBUG_LOG ? 'error' : 'silent', ...env }),
    { database, now: () => clock },
  );
  await app.ready();
  apps.push(app);
  return app;
}

let app: FastifyInstance;

const call = async (
  url: string,
  {
    token,
    ip = '127.0.0.1',
    via = app,
  }: { token?: string; ip?: string; via?: FastifyInstance } = {},
) => {
  const response = await via.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: {
      authorization: `Bearer ${diner.token}`,
      ...(token ? { 'x-hold-token': token } : {}),
    },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

const holdUrl = (place: Place, when: When, start: string, party: number, extra = '') =>
  `/api/v1/user/reservation/reservation-time-hold?start_time=${start}&end_time=${slotEnd(start)}&date=${when.wire}&day=${when.weekday}&status=hold&rest_uuid=${place.uuid}&number_of_people=${party}${extra}`;

const hold = (place: Place, when: When, start: string, party = 2, ip?: string) =>
  call(holdUrl(place, when, start, party), { ip });

const availability = async (place: Place, when: When, party: number) =>
  (
    await call(
      `/api/v1/user/restaurants/${place.uuid}/availability?date=${when.wire}&day=${when.weekday}&number_of_people=${party}`,
    )
  ).body;

const offered = async (place: Place, when: When, party = 2) =>
  (await availability(place, when, party)).data.available_slots.map(
    (s: { start: string }) => s.start,
  );

const book = (
  place: Place,
  when: When,
  start: string,
  party: number,
  held: { uuid: string; hold_token: string },
) =>
  call(
    `/api/v1/user/reservation/reservation-book?reservation_uuid=${held.uuid}&guest_id=${diner.id}&status=pending&rest_uuid=${place.uuid}&start_time=${start}&end_time=${slotEnd(start)}&date=${when.wire}&day=${when.weekday}&number_of_people=${party}`,
    { token: held.hold_token },
  );

const EVENING = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 3 });
  diner = await insertUser(database.db);
  app = await appWith({ HOLD_LIMIT_PER_CLIENT: '10000', HOLD_RATE_LIMIT: '100000' });
}, 60_000);

beforeEach(() => {
  clock = new Date();
});

afterAll(async () => {
  for (const each of apps) await each.close();
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

describe('a table is taken for the whole meal', () => {
  it('a table booked at 19:00 is not offered again until the turn time and buffer have passed', async () => {
    const place = await restaurant('The Single Table');
    const when = nextDate();
    const held = await hold(place, when, '19:00');
    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({ start: '19:00', end: '19:30', table_minutes: 90 });
    expect((await book(place, when, '19:00', 2, held.body.data)).status).toBe(200);
    // 90 minutes for a couple and 15 to reset the table: free again from 20:45.
    expect(await offered(place, when)).toEqual(['17:00', '21:00']);
    for (const start of ['17:30', '18:00', '18:30', '19:30', '20:00', '20:30']) {
      const refused = await hold(place, when, start);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(SLOT_TAKEN);
    }
    expect((await hold(place, when, '21:00')).status).toBe(200);
    expect(await overlappingClaims(database.db, clock)).toBe(0);
  });

  it("uses the restaurant's own turn times and buffer, by party size", async () => {
    const place = await restaurant('The Quick Bite', {
      tables: [6],
      rules: { turn_1_2_minutes: 60, turn_5_8_minutes: 100, buffer_minutes: 0 },
    });
    const when = nextDate();
    const couple = await hold(place, when, '17:00', 2);
    expect(couple.body.data.table_minutes).toBe(60);
    expect(await offered(place, when)).toEqual(EVENING.filter((t) => t >= '18:00'));
    const six = await hold(place, when, '19:00', 6);
    expect(six.body.data.table_minutes).toBe(100);
    // 19:00 + 100 minutes: 20:30 is still taken, 21:00 is not.
    expect(await offered(place, when)).toEqual(['18:00', '21:00']);
  });
});

describe('large parties sit at joined tables', () => {
  it('books a party of 16 at joined tables, which are then taken together', async () => {
    const place = await restaurant('The Long Table', {
      tables: [2, 4, 6, 6, 6],
      combinations: [
        { tables: [2, 3], minParty: 7, maxParty: 12 },
        { tables: [1, 2, 3, 4], minParty: 13, maxParty: 22 },
      ],
    });
    const when = nextDate();
    expect(await offered(place, when, 16)).toEqual(EVENING);
    const held = await hold(place, when, '19:00', 16);
    expect(held.status).toBe(200);
    expect(held.body.data.table_minutes).toBe(180);
    const booked = await book(place, when, '19:00', 16, held.body.data);
    expect(booked.status).toBe(200);
    const [claim] = await rows<{ table_ids: number[] }>(
      database.db,
      sql`select table_ids from reservations where uuid = ${held.body.data.uuid}::uuid`,
    );
    expect([...claim!.table_ids].sort()).toEqual([...place.tableIds.slice(1)].sort());
    // Every table of the combination is the party's: no six-top is left for a party of 5 whose
    // 165 minutes would reach 19:00, and only the two-top is left for a couple.
    expect(await offered(place, when, 5)).toEqual([]);
    expect(await offered(place, when, 2)).toEqual(EVENING);
    expect(await overlappingClaims(database.db, clock)).toBe(0);
  });

  it('prefers a single table to a combination, and the smallest combination', async () => {
    const place = await restaurant('The Fitting Room', {
      tables: [8, 4, 4, 4],
      combinations: [
        { tables: [1, 2, 3], minParty: 7, maxParty: 12 },
        { tables: [1, 2], minParty: 6, maxParty: 8 },
      ],
    });
    const when = nextDate();
    const tablesOf = async (uuid: string) =>
      (
        await rows<{ table_ids: number[] }>(
          database.db,
          sql`select table_ids from reservations where uuid = ${uuid}::uuid`,
        )
      )[0]!.table_ids.map(Number);
    const first = await hold(place, when, '19:00', 7);
    expect(await tablesOf(first.body.data.uuid)).toEqual([place.tableIds[0]]);
    const second = await hold(place, when, '19:00', 7);
    expect(await tablesOf(second.body.data.uuid)).toEqual([place.tableIds[1], place.tableIds[2]]);
    expect((await hold(place, when, '19:00', 7)).status).toBe(409);
  });

  it('a party above the online maximum gets no slots and the message that names the limit', async () => {
    const place = await restaurant('The Small Room', {
      tables: [6, 6, 6],
      combinations: [{ tables: [0, 1, 2], minParty: 10, maxParty: 18 }],
      rules: { max_online_party: 12 },
    });
    const when = nextDate();
    const sentence =
      'Online bookings here are for up to 12 people. For a party of 16, please call the restaurant.';
    expect(await availability(place, when, 16)).toEqual({
      status: true,
      message: sentence,
      data: { available_slots: [], call_to_book: sentence },
    });
    const refused = await hold(place, when, '19:00', 16);
    expect(refused).toMatchObject({ status: 409, body: { message: sentence } });
    const details = await call(
      `/api/v1/user/restaurants/${place.uuid}?date=${when.wire}&day=${when.weekday}&number_of_people=16`,
    );
    expect(details.body.data).toMatchObject({
      max_online_party: 12,
      available_slots: [],
      call_to_book: sentence,
    });
  });

  it('a party no table or combination seats is asked to call, not told the time was taken', async () => {
    const place = await restaurant('The Two Tops', { tables: [2, 2] });
    const when = nextDate();
    const refused = await hold(place, when, '19:00', 6);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/party of 6\. Please call the restaurant/);
    expect((await availability(place, when, 6)).data.call_to_book).toBe(refused.body.message);
  });
});

describe('pacing, notice and horizon', () => {
  it('keeps the covers arriving in 15 minutes within pacing, counting live holds', async () => {
    const place = await restaurant('The Paced Kitchen', {
      tables: [4, 4, 4],
      rules: { pacing_covers: 6 },
    });
    const when = nextDate();
    expect((await hold(place, when, '19:00', 4)).status).toBe(200);
    // Two four-tops are free at 19:00, but only two more covers may arrive then.
    expect(await offered(place, when, 4)).not.toContain('19:00');
    expect(await offered(place, when, 2)).toContain('19:00');
    expect((await hold(place, when, '19:00', 3)).status).toBe(409);
    expect((await hold(place, when, '19:00', 2)).status).toBe(200);
    expect((await hold(place, when, '19:30', 4)).status).toBe(200);
  });

  it('offers nothing sooner than the minimum notice, and refuses to hold it', async () => {
    const place = await restaurant('The Planned Table', { rules: { min_notice_minutes: 120 } });
    const when = nextDate();
    const [seven] = await rows<{ at: Date }>(
      database.db,
      sql`select (${when.iso}::date + time '19:00') at time zone 'Europe/London' as at`,
    );
    clock = new Date(new Date(seven!.at).getTime() - 90 * 60_000);
    // It is 17:30: two hours' notice opens 19:30.
    expect(await offered(place, when)).toEqual(['19:30', '20:00', '20:30', '21:00']);
    const refused = await hold(place, when, '19:00');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/at least 2 hours ahead/);
  });

  it('offers nothing past the booking horizon, and refuses to hold there', async () => {
    const place = await restaurant('The Near Future', { rules: { booking_horizon_days: 60 } });
    const inside = londonDaysAhead(60, clock);
    const beyond = londonDaysAhead(61, clock);
    expect(await offered(place, inside)).toEqual(EVENING);
    const far = await availability(place, beyond, 2);
    expect(far.data.available_slots).toEqual([]);
    expect(far.message).toMatch(/up to 60 days ahead/);
    expect((await hold(place, beyond, '19:00')).status).toBe(409);
  });
});

describe('fair use of holds', () => {
  it('holds at most 3 tables per address at once, then 429 with Retry-After', async () => {
    const limited = await appWith({ HOLD_RATE_LIMIT: '100000' });
    const place = await restaurant('The Fair Share', { tables: [2, 2, 2, 2, 2, 2] });
    const when = nextDate();
    const mine = (start: string, ip = '203.0.113.7') =>
      call(holdUrl(place, when, start, 2), { ip, via: limited });
    for (const start of ['17:00', '19:00', '21:00']) expect((await mine(start)).status).toBe(200);
    const fourth = await mine('19:00');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(
      'You are already holding 3 tables. Book or release one before holding another.',
    );
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(300);
    // Someone else is not affected, and the tables this address did not get are still free.
    expect((await mine('19:00', '198.51.100.2')).status).toBe(200);
    // Once a hold lapses the address may hold again.
    clock = new Date(clock.getTime() + 301_000);
    expect((await mine('19:00')).status).toBe(200);
  });

  it('moving a hold does not count as a second one', async () => {
    const limited = await appWith({ HOLD_RATE_LIMIT: '100000', HOLD_LIMIT_PER_CLIENT: '1' });
    const place = await restaurant('The Mover', { tables: [2, 2] });
    const when = nextDate();
    const first = await call(holdUrl(place, when, '19:00', 2), { ip: '203.0.113.9', via: limited });
    expect(first.status).toBe(200);
    const moved = await call(holdUrl(place, when, '21:00', 2, `&uuid=${first.body.data.uuid}`), {
      ip: '203.0.113.9',
      via: limited,
      token: first.body.data.hold_token,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ start: '21:00', extensions_left: 2 });
  });

  it('extends a hold twice, then says it cannot be extended again', async () => {
    const place = await restaurant('The Patient Table');
    const when = nextDate();
    const held = (await hold(place, when, '19:00')).body.data;
    expect(held.extensions_left).toBe(2);
    const extend = () =>
      call(`/api/v1/user/reservation/reservation-extend?reservation_uuid=${held.uuid}`, {
        token: held.hold_token,
      });
    expect((await extend()).body.data.extensions_left).toBe(1);
    expect((await extend()).body.data.extensions_left).toBe(0);
    const third = await extend();
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(NO_MORE_EXTENSIONS);
    // The hold itself is untouched: it can still be booked.
    expect((await book(place, when, '19:00', 2, held)).status).toBe(200);
  });

  it('moving a hold again and again never holds it past what two extensions would', async () => {
    const place = await restaurant('The Restless Diner', { tables: [2, 2] });
    const when = nextDate();
    const start = clock.getTime();
    let held = (await hold(place, when, '19:00')).body.data;
    const moveTo = async (slot: string, afterSeconds: number) => {
      clock = new Date(start + afterSeconds * 1000);
      const moved = await call(holdUrl(place, when, slot, 2, `&uuid=${held.uuid}`), {
        token: held.hold_token,
      });
      if (moved.status === 200) held = { ...moved.body.data, hold_token: held.hold_token };
      return moved;
    };
    expect((await moveTo('19:00', 200)).body.data.seconds_left).toBe(300);
    expect((await moveTo('21:00', 450)).body.data.seconds_left).toBe(300);
    // 15 minutes after the first hold is the most a hold and its two extensions could last.
    expect((await moveTo('19:00', 700)).body.data.seconds_left).toBe(200);
    expect((await moveTo('21:00', 901)).status).toBe(410);
  });

  it('reviving a lapsed hold counts against the 3 live holds of its address', async () => {
    const limited = await appWith({ HOLD_RATE_LIMIT: '100000' });
    const place = await restaurant('The Second Wind', { tables: [2, 2, 2, 2, 2, 2, 2] });
    const when = nextDate();
    const ip = '203.0.113.50';
    const holdAt = (start: string) => call(holdUrl(place, when, start, 2), { ip, via: limited });
    const first = [];
    for (const start of ['17:00', '19:00', '21:00']) first.push((await holdAt(start)).body.data);
    clock = new Date(clock.getTime() + 301_000);
    for (const start of ['17:00', '19:00', '21:00']) expect((await holdAt(start)).status).toBe(200);
    const revived = await call(
      `/api/v1/user/reservation/reservation-extend?reservation_uuid=${first[0].uuid}`,
      { ip, via: limited, token: first[0].hold_token },
    );
    expect(revived.status).toBe(429);
    expect(revived.body.message).toMatch(/already holding 3 tables/);
  });

  it('rate-limits holds per address with a sentence and Retry-After', async () => {
    const limited = await appWith({ HOLD_RATE_LIMIT: '3', HOLD_LIMIT_PER_CLIENT: '100' });
    const place = await restaurant('The Busy Line', { tables: [2, 2, 2, 2, 2] });
    const when = nextDate();
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await call(holdUrl(place, when, '19:00', 2), { ip: '192.0.2.4', via: limited }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.body.message).toMatch(/^You have asked for tables too often\. Please wait/);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an empty uuid is a first hold, as a client written from the spec sends it', async () => {
    const place = await restaurant('The Spec Reader');
    const when = nextDate();
    const held = await call(holdUrl(place, when, '19:00', 2, '&uuid='));
    expect(held.status).toBe(200);
    expect(held.body.data.hold_token).toBeDefined();
  });
});

describe('a meal that crosses a clock change lasts its real length', () => {
  // Late slots around both 2026 clock changes; the clock is set a week before each.
  const LATE = ['00:00', '00:30', '02:00', '02:30', '03:00', '23:30'];

  it('spring (29 March 2026): a couple arriving 00:30 GMT keep the table until 02:15 GMT, 03:15 BST', async () => {
    clock = new Date('2026-03-22T12:00:00Z');
    const place = await restaurant('The Night Owl', { slots: LATE });
    const sunday = { wire: '29/03/2026', weekday: 'sunday', iso: '2026-03-29' };
    const held = await hold(place, sunday, '00:30');
    expect(held.status).toBe(200);
    const [span] = await rows<{ lower: Date; upper: Date }>(
      database.db,
      sql`select lower(occupancy), upper(occupancy) from reservations where uuid = ${held.body.data.uuid}::uuid`,
    );
    expect(new Date(span!.lower).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(new Date(span!.upper).toISOString()).toBe('2026-03-29T02:15:00.000Z');
    // 03:00 BST is 02:00 GMT: still taken. Wall-clock arithmetic (00:30 + 1:45 = 02:15) would offer it.
    expect(await offered(place, sunday)).toEqual(['23:30']);
  });

  it('autumn (25 October 2026): a couple arriving 00:30 BST keep the table until 01:15 GMT', async () => {
    clock = new Date('2026-10-18T12:00:00Z');
    const place = await restaurant('The Late Shift', { slots: LATE });
    const sunday = { wire: '25/10/2026', weekday: 'sunday', iso: '2026-10-25' };
    const held = await hold(place, sunday, '00:30');
    expect(held.status).toBe(200);
    const [span] = await rows<{ lower: Date; upper: Date }>(
      database.db,
      sql`select lower(occupancy), upper(occupancy) from reservations where uuid = ${held.body.data.uuid}::uuid`,
    );
    expect(new Date(span!.lower).toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(new Date(span!.upper).toISOString()).toBe('2026-10-25T01:15:00.000Z');
    // 02:00 GMT comes 2 h 30 min after arrival: free. Wall-clock arithmetic would say 02:15.
    expect(await offered(place, sunday)).toEqual(['02:00', '02:30', '03:00', '23:30']);
  });
});
