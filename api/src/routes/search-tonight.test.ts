import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { insertClaim, insertRestaurant } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Search with a date and a party (issue 47 item 3, ADR 0051): each card's next three bookable
// times under the seating rules of availability, and the filter keeping only those with one.

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date();

type Place = Awaited<ReturnType<typeof insertRestaurant>>;
let open: Place;
let full: Place;
let late: Place;
const wombat = (i: number) => `Wombat ${String(i).padStart(2, '0')}`;

const EVENING = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
// Saturday 5 December 2026.
const SATURDAY = '05/12/2026';

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 3 });
  const place = (name: string, extra: Partial<Parameters<typeof insertRestaurant>[1]> = {}) =>
    insertRestaurant(database.db, {
      name,
      latitude: 60.152,
      longitude: -1.17,
      tables: [2],
      slots: EVENING,
      ...extra,
    });
  // Ratings set the name search's order: open, full, phone, late.
  open = await place('Quokka Open', {
    rating: 5,
    tables: [2, 4],
    rules: { min_notice_minutes: 30 },
  });
  full = await place('Quokka Full', { rating: 4, rules: { turn_1_2_minutes: 480 } });
  await place('Quokka Phone', { rating: 3, onlineBooking: false });
  late = await place('Quokka Late', { rating: 2, slots: ['22:00'] });
  // One party keeps Full's only table all evening.
  await insertClaim(database.db, full.id, {
    date: '2026-12-05',
    start: '17:00',
    seats: 2,
    status: 'pending',
  });
  // 30 of a kind, every third of them full on Saturday, for paging.
  for (let i = 0; i < 30; i += 1) {
    const inserted = await place(wombat(i), {
      rating: 5 - i / 10,
      rules: { turn_1_2_minutes: 480 },
    });
    if (i % 3 === 0)
      await insertClaim(database.db, inserted.id, {
        date: '2026-12-05',
        start: '17:00',
        seats: 2,
        status: 'pending',
      });
  }
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

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

interface Card {
  name: string;
  uuid: string;
  times?: string[];
}

const search = async (params: string) => {
  const answer = await get(`/api/v1/user/search-restaurant?${params}`);
  expect(answer.status).toBe(200);
  return answer.body.data as { data: Card[]; total: number; last_page: number };
};

const timesByName = (page: { data: Card[] }) =>
  Object.fromEntries(page.data.map((card) => [card.name, card.times]));

describe('search with a date and a party', () => {
  it('gives each card its first three bookable times, as availability offers them', async () => {
    const page = await search(`name=quokka&date=${SATURDAY}&number_of_people=2`);
    expect(timesByName(page)).toEqual({
      'Quokka Open': ['17:00', '17:30', '18:00'],
      'Quokka Full': [],
      'Quokka Phone': [],
      'Quokka Late': ['22:00'],
    });
    const slots = await get(
      `/api/v1/user/restaurants/${open.uuid}/availability?date=${SATURDAY}&number_of_people=2`,
    );
    expect(page.data[0]!.times).toEqual(
      slots.body.data.available_slots.slice(0, 3).map((s: { start: string }) => s.start),
    );
    // A party no table seats has none; the four-top seats four.
    expect(timesByName(await search(`name=quokka&date=${SATURDAY}&number_of_people=4`))).toEqual({
      'Quokka Open': ['17:00', '17:30', '18:00'],
      'Quokka Full': [],
      'Quokka Phone': [],
      'Quokka Late': [],
    });
  });

  it('today, leaves out the times that have passed or are sooner than the notice', async () => {
    // 20:40 in London: Open's 21:00 is within its 30 minutes' notice, Late's 22:00 is not.
    clock = new Date('2026-12-05T20:40:00Z');
    const page = await search(`name=quokka&date=${SATURDAY}&number_of_people=2`);
    expect(timesByName(page)['Quokka Open']).toEqual([]);
    expect(timesByName(page)['Quokka Late']).toEqual(['22:00']);
  });

  it("reuses a restaurant's day for SEARCH_TIMES_SECONDS (10) of the clock, then reads it again", async () => {
    const monday = `name=quokka%20late&date=07/12/2026&number_of_people=2`;
    expect(timesByName(await search(monday))['Quokka Late']).toEqual(['22:00']);
    await insertClaim(database.db, late.id, {
      date: '2026-12-07',
      start: '22:00',
      seats: 2,
      status: 'pending',
    });
    clock = new Date(clock.getTime() + 9_000);
    expect(timesByName(await search(monday))['Quokka Late']).toEqual(['22:00']);
    clock = new Date(clock.getTime() + 1_000);
    expect(timesByName(await search(monday))['Quokka Late']).toEqual([]);
  });

  it('a search without them carries no times', async () => {
    const page = await search('name=quokka');
    expect(page.data.map((card) => card.times)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('with available=true keeps only the restaurants with a free time', async () => {
    const page = await search(`name=quokka&date=${SATURDAY}&number_of_people=2&available=true`);
    expect(page.data.map((card) => card.name)).toEqual(['Quokka Open', 'Quokka Late']);
    expect(page.total).toBe(2);
    expect(page.last_page).toBe(1);
    // A hold-free Sunday: Full is bookable again.
    const sunday = await search(`name=quokka&date=06/12/2026&number_of_people=2&available=true`);
    expect(sunday.data.map((card) => card.name)).toEqual([
      'Quokka Open',
      'Quokka Full',
      'Quokka Late',
    ]);
    const none = await search(`name=quokka&date=${SATURDAY}&number_of_people=9&available=true`);
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('pages through the restaurants with a time, in the search order, none twice', async () => {
    const expected = Array.from({ length: 30 }, (_, i) => wombat(i)).filter((_, i) => i % 3 !== 0);
    const seen: string[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const answer = await search(
        `name=wombat&date=${SATURDAY}&number_of_people=2&available=true&per_page=5&page=${page}`,
      );
      seen.push(...answer.data.map((card) => card.name));
      // A next page is offered while more may follow; the last one says it is the last.
      if (page < 4) expect(answer.last_page).toBeGreaterThan(page);
      else expect(answer.last_page).toBe(4);
    }
    expect(seen).toEqual(expected);
    const unfiltered = await search(
      `name=wombat&date=${SATURDAY}&number_of_people=2&per_page=5&page=2`,
    );
    expect(unfiltered.data.map((card) => card.name)).toEqual([5, 6, 7, 8, 9].map(wombat));
    expect(unfiltered.total).toBe(30);
  });

  it('by postcode too', async () => {
    const page = await search(`post_code=ZE1&date=${SATURDAY}&number_of_people=2&available=true`);
    expect(page.data.map((card) => card.name)).toContain('Quokka Open');
    expect(page.data.map((card) => card.name)).not.toContain('Quokka Full');
    expect(page.data.every((card) => card.times!.length > 0)).toBe(true);
  });

  it.each([
    [`date=${SATURDAY}`, 'date and number_of_people go together'],
    ['number_of_people=2', 'date and number_of_people go together'],
    ['available=true', 'date and number_of_people go together'],
    ['date=31/02/2026&number_of_people=2', 'date must be a real date as dd/mm/yyyy'],
    ['date=30/11/2026&number_of_people=2', 'date must be today or later'],
  ])('refuses %s with a 400', async (params, message) => {
    const answer = await get(`/api/v1/user/search-restaurant?name=quokka&${params}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it.each(['number_of_people=0', 'number_of_people=51', 'number_of_people=two', 'available=maybe'])(
    'refuses %s with a 400',
    async (params) => {
      const answer = await get(
        `/api/v1/user/search-restaurant?name=quokka&date=${SATURDAY}&${params}`,
      );
      expect(answer.status).toBe(400);
    },
  );
});
