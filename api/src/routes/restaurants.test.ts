import { sql } from 'drizzle-orm';
import { PHONE_BOOKINGS_ONLY } from 'shared/api/phone-bookings-only';
import type { FastifyInstance } from 'fastify';
import {
  busiestCuisine,
  FILTER_CUISINES_URL,
  HOME_CUISINES_URL,
} from 'shared/search/busiest-cuisine';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { rows } from '../repositories/restaurant-repository';
import { loadSeatingDay, offeredSlots } from '../repositories/seating-repository';
import { londonDaysAhead } from '../test/dates';
import { insertClaim, insertRestaurant } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let pizza: Awaited<ReturnType<typeof insertRestaurant>>;
let kitchen: Awaited<ReturnType<typeof insertRestaurant>>;
let co: Awaited<ReturnType<typeof insertRestaurant>>;

const aWeekAhead = () => londonDaysAhead(7);

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

beforeAll(async () => {
  database = await createTestDatabase();
  // Shetland: far from every seeded city, so these are the only restaurants near ZE1 0.
  pizza = await insertRestaurant(database.db, {
    name: 'Zephyr Pizza',
    latitude: 60.152,
    longitude: -1.17,
    rating: 4.5,
    reviews: 10,
    priceLevel: 3,
    tables: [2, 4],
    slots: ['12:00', '12:30', '19:00'],
  });
  kitchen = await insertRestaurant(database.db, {
    name: 'Zephyr Pizza Kitchen',
    latitude: 60.16,
    longitude: -1.15,
    rating: 3,
    reviews: 30,
    priceLevel: 1,
    onlineBooking: false,
  });
  co = await insertRestaurant(database.db, {
    name: 'The Zephyr Pizza Co',
    latitude: 60.2,
    longitude: -1.2,
    rating: 5,
    reviews: 2,
    priceLevel: 5,
  });
  await insertRestaurant(database.db, { name: 'Zephir Pizza', latitude: 60.4, longitude: -1.3 });
  // The Isles of Scilly: a name that is also a London area, far from both.
  await insertRestaurant(database.db, {
    name: 'Scilly Soho Grill',
    latitude: 49.91,
    longitude: -6.31,
  });
  app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('GET /api/v1/user/search-restaurant by name', () => {
  it('ranks exact > prefix > contains, case-insensitively', async () => {
    const { status, body } = await get(
      '/api/v1/user/search-restaurant?name=zEPHYR%20pizza&per_page=10',
    );
    expect(status).toBe(200);
    const names = body.data.data.map((r: { name: string }) => r.name);
    expect(names.slice(0, 3)).toEqual([
      'Zephyr Pizza',
      'Zephyr Pizza Kitchen',
      'The Zephyr Pizza Co',
    ]);
    expect(body.data).toMatchObject({ current_page: 1, per_page: 10 });
  });

  it('matches part of a name', async () => {
    const { body } = await get('/api/v1/user/search-restaurant?name=pizza%20co');
    expect(body.data.data[0].name).toBe('The Zephyr Pizza Co');
  });

  it('falls back to similar names in the database when nothing contains the query (a typo)', async () => {
    const { body } = await get('/api/v1/user/search-restaurant?name=zephyr%20piza');
    expect(body.data.data[0].name).toBe('Zephyr Pizza');
  });

  it('answers no match with status true and an empty list', async () => {
    const { status, body } = await get(
      '/api/v1/user/search-restaurant?name=qwxzv%20nothing%20here',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: true,
      message: 'Restaurant not found',
      data: { data: [], total: 0, last_page: 1 },
    });
  });

  it('lists everything, 10 a page, for an empty name', async () => {
    const { body } = await get('/api/v1/user/search-restaurant?name=');
    expect(body.data.data).toHaveLength(10);
    expect(body.data.last_page).toBeGreaterThan(1);
    const second = await get('/api/v1/user/search-restaurant?name=&page=2');
    const firstIds = body.data.data.map((r: { id: number }) => r.id);
    expect(second.body.data.data.some((r: { id: number }) => firstIds.includes(r.id))).toBe(false);
  });

  it('each card carries what the client reads', async () => {
    const { body } = await get('/api/v1/user/search-restaurant?name=Zephyr%20Pizza');
    expect(body.data.data[0]).toMatchObject({
      id: pizza.id,
      uuid: pizza.uuid,
      name: 'Zephyr Pizza',
      category: pizza.cuisine.name,
      category_list: { name: pizza.cuisine.name },
      label_tags: [],
      rating: 4.5,
      review_count: 10,
      price_level: 3,
      online_booking: true,
    });
    expect(body.data.data[0].distance_km).toBeUndefined();
  });
});

describe('GET /api/v1/user/search-restaurant read as a kind of food or a place', () => {
  type Card = { name: string; category: string; rating: number; distance_km?: number };
  const search = async (query: string) => {
    const { status, body } = await get(`/api/v1/user/search-restaurant?${query}`);
    expect(status).toBe(200);
    return body.data as {
      data: Card[];
      total: number;
      reading?: unknown;
      other_readings?: unknown[];
    };
  };
  const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

  it("answers a town nearest first, saying so ('Leeds' found nothing before)", async () => {
    const page = await search('name=Leeds&per_page=20');
    expect(page.reading).toEqual({ kind: 'place', place: 'Leeds' });
    expect(page.other_readings).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    const distances = page.data.map((card) => card.distance_km!);
    expect(ascending(distances)).toBe(true);
    // The seed puts restaurants in Leeds itself: they come first.
    expect(distances[0]).toBeLessThan(10);
  });

  it("answers a kind of food, best rated first, by its name or a word for it ('curry')", async () => {
    for (const [query, cuisine] of [
      ['Italian', 'Italian'],
      ['curry', 'Indian'],
      ['sushi', 'Japanese'],
    ]) {
      const page = await search(`name=${query}&per_page=50`);
      expect(page.reading).toEqual({ kind: 'cuisine', cuisine });
      expect(page.total).toBeGreaterThan(0);
      expect(page.data.every((card) => card.category === cuisine)).toBe(true);
      const ratings = page.data.map((card) => -card.rating);
      expect(ascending(ratings)).toBe(true);
    }
  });

  it("answers a kind of food in a place ('curry in Leeds'), nearest first", async () => {
    const page = await search('name=curry%20in%20Leeds&per_page=20');
    expect(page.reading).toEqual({ kind: 'cuisine', cuisine: 'Indian', place: 'Leeds' });
    expect(page.data.every((card) => card.category === 'Indian')).toBe(true);
    expect(ascending(page.data.map((card) => card.distance_km!))).toBe(true);
  });

  it('lets a name win when one matches, and offers the place; the diner can choose it', async () => {
    const named = await search('name=Soho');
    expect(named.reading).toEqual({ kind: 'name' });
    expect(named.other_readings).toEqual([{ kind: 'place', place: 'Soho' }]);
    expect(named.data.map((card) => card.name)).toEqual(['Scilly Soho Grill']);
    const near = await search('name=Soho&reading=place');
    expect(near.reading).toEqual({ kind: 'place', place: 'Soho' });
    expect(near.other_readings).toEqual([{ kind: 'name' }]);
    // Central London, not the Scillies.
    expect(near.data[0]!.distance_km).toBeLessThan(10);
    expect(near.data.map((card) => card.name)).not.toContain('Scilly Soho Grill');
  });

  it('keeps the reading with times and the Available filter', async () => {
    const when = `date=${aWeekAhead().wire}&number_of_people=2`;
    const timed = await search(`name=Leeds&${when}`);
    expect(timed.reading).toEqual({ kind: 'place', place: 'Leeds' });
    const available = await search(`name=Italian&${when}&available=true`);
    expect(available.reading).toEqual({ kind: 'cuisine', cuisine: 'Italian' });
    expect(available.data.every((card) => card.category === 'Italian')).toBe(true);
  });

  it('leaves an ordinary name search as it was, and refuses an unknown reading', async () => {
    const page = await search('name=Zephyr%20Pizza');
    expect(page.reading).toBeUndefined();
    expect(page.other_readings).toBeUndefined();
    const { status, body } = await get('/api/v1/user/search-restaurant?name=Leeds&reading=town');
    expect(status).toBe(400);
    expect(body.message).toMatch(/reading/);
  });
});

describe('GET /api/v1/user/search-restaurant by postcode', () => {
  const idsOf = (body: { data: { data: { id: number }[] } }) => body.data.data.map((r) => r.id);

  it.each(['ZE1 0AA', 'ze10aa', ' Ze1 0aa ', 'ZE1', 'ze1'])(
    'geocodes %p and lists nearest first with distance_km',
    async (postcode) => {
      const { status, body } = await get(
        `/api/v1/user/search-restaurant?post_code=${encodeURIComponent(postcode)}`,
      );
      expect(status).toBe(200);
      expect(idsOf(body)).toEqual([pizza.id, kitchen.id, co.id]);
      const distances = body.data.data.map((r: { distance_km: number }) => r.distance_km);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((d: number) => d <= 10)).toBe(true);
    },
  );

  it.each(['ze1', 'ZE1', ' Ze1 '])(
    'a district typed as a name (%p) that names no restaurant lists the district, as post_code would',
    async (typed) => {
      const asName = await get(`/api/v1/user/search-restaurant?name=${encodeURIComponent(typed)}`);
      const asPostcode = await get('/api/v1/user/search-restaurant?post_code=ZE1');
      expect(asName.body.message).toBe('ok');
      expect(idsOf(asName.body)).toEqual(idsOf(asPostcode.body));
      expect(asName.body.data.data[0].distance_km).toBeDefined();
    },
  );

  it('a district that names a restaurant finds the restaurant; other text that finds nothing says so', async () => {
    const bistro = await insertRestaurant(database.db, {
      name: 'ZE2 Bistro',
      latitude: 60.2,
      longitude: -1.2,
    });
    const named = await get('/api/v1/user/search-restaurant?name=ze2');
    expect(idsOf(named.body)).toEqual([bistro.id]);
    const nothing = await get('/api/v1/user/search-restaurant?name=zzzz');
    expect(nothing.body).toMatchObject({ message: 'Restaurant not found', data: { total: 0 } });
  });

  it('with nothing within 10 km, shows the nearest ones instead', async () => {
    const { body } = await get('/api/v1/user/search-restaurant?post_code=HS1%202AA');
    expect(body.data.data).toHaveLength(10);
    const distances = body.data.data.map((r: { distance_km: number }) => r.distance_km);
    expect(distances[0]).toBeGreaterThan(10);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('a valid but unknown postcode is status true, an empty list and a clear message', async () => {
    const { status, body } = await get('/api/v1/user/search-restaurant?post_code=ZZ9%209ZZ');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: true,
      message: 'We could not find the postcode ZZ9 9ZZ.',
      data: { data: [] },
    });
  });

  it('something that is not a postcode is a 400 naming post_code', async () => {
    const { status, body } = await get('/api/v1/user/search-restaurant?post_code=hello');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^post_code /);
  });

  it.each([
    ['rating', () => [co.id, pizza.id, kitchen.id]],
    ['reviews', () => [kitchen.id, pizza.id, co.id]],
    ['price_desc', () => [co.id, pizza.id, kitchen.id]],
    ['price_asc', () => [kitchen.id, pizza.id, co.id]],
    ['relevance', () => [pizza.id, kitchen.id, co.id]],
  ])('sort=%s orders on the server', async (sort, expected) => {
    const { body } = await get(`/api/v1/user/search-restaurant?post_code=ZE1%200AA&sort=${sort}`);
    expect(idsOf(body)).toEqual(expected());
  });

  it('filters online booking and cuisines', async () => {
    const online = await get('/api/v1/user/search-restaurant?post_code=ZE10AA&online_booking=true');
    expect(idsOf(online.body)).toEqual([pizza.id, co.id]);
    const cuisine = await get(
      `/api/v1/user/search-restaurant?post_code=ZE10AA&cuisine=${pizza.cuisine.id}`,
    );
    expect(idsOf(cuisine.body)).toEqual([pizza.id, kitchen.id, co.id]);
    const [other] = await rows<{ id: number }>(
      database.db,
      sql`select id from cuisines where id <> ${pizza.cuisine.id} limit 1`,
    );
    // None of that cuisine within 10 km: the nearest ones of that cuisine instead.
    const farther = await get(
      `/api/v1/user/search-restaurant?post_code=ZE10AA&cuisine=${other!.id}`,
    );
    expect(idsOf(farther.body)).not.toContain(pizza.id);
    expect(farther.body.data.data[0].distance_km).toBeGreaterThan(10);
    const several = await get(
      `/api/v1/user/search-restaurant?name=&cuisine=${pizza.cuisine.id},${other!.id}&per_page=50`,
    );
    const categories = new Set(several.body.data.data.map((r: { category: string }) => r.category));
    expect(categories.size).toBe(2);
  });

  it('leaves out cuisines it does not have: a saved link to one still searches', async () => {
    const [{ max }] = (await rows<{ max: number }>(
      database.db,
      sql`select max(id) as max from cuisines`,
    )) as [{ max: number }];
    const gone = Number(max) + 1000;
    const only = await get(`/api/v1/user/search-restaurant?post_code=ZE10AA&cuisine=${gone}`);
    const all = await get('/api/v1/user/search-restaurant?post_code=ZE10AA');
    expect(only.status).toBe(200);
    expect(idsOf(only.body)).toEqual(idsOf(all.body));
    // With a cuisine it has, that one still filters.
    const [other] = await rows<{ id: number }>(
      database.db,
      sql`select id from cuisines where id <> ${pizza.cuisine.id} limit 1`,
    );
    const mixed = await get(
      `/api/v1/user/search-restaurant?post_code=ZE10AA&cuisine=${gone},${other!.id}`,
    );
    expect(idsOf(mixed.body)).not.toContain(pizza.id);
    expect(mixed.body.data.data[0].distance_km).toBeGreaterThan(10);
  });

  it('answers a repeated search from the memo with the very same body', async () => {
    const url = '/api/v1/user/search-restaurant?post_code=ZE1%200AA&sort=rating';
    const first = await app.inject({ method: 'GET', url });
    const again = await app.inject({ method: 'GET', url: url.replace('ZE1%200AA', 'ze10aa') });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(again.body).data.data.map((r: { id: number }) => r.id)).toEqual([
      co.id,
      pizza.id,
      kitchen.id,
    ]);
  });

  it('pages through the results', async () => {
    const first = await get('/api/v1/user/search-restaurant?post_code=ZE10AA&per_page=2');
    expect(first.body.data).toMatchObject({ current_page: 1, last_page: 2, total: 3 });
    expect(idsOf(first.body)).toEqual([pizza.id, kitchen.id]);
    const second = await get('/api/v1/user/search-restaurant?post_code=ZE10AA&per_page=2&page=2');
    expect(idsOf(second.body)).toEqual([co.id]);
  });
});

describe('bad input gets a 4xx envelope naming the field, never a 5xx', () => {
  it.each([
    [
      '/api/v1/user/search-restaurant?page=-1',
      '/api/v1/user/search-restaurant?page=-1',
      400,
      /^querystring\/page /,
    ],
    [
      '/api/v1/user/search-restaurant?per_page=0',
      '/api/v1/user/search-restaurant?per_page=0',
      400,
      /^querystring\/per_page /,
    ],
    [
      '/api/v1/user/search-restaurant?sort=cheapest',
      '/api/v1/user/search-restaurant?sort=cheapest',
      400,
      /^querystring\/sort /,
    ],
    [
      '/api/v1/user/search-restaurant?cuisine=1;drop',
      '/api/v1/user/search-restaurant?cuisine=1;drop',
      400,
      /^querystring\/cuisine /,
    ],
    [
      '/api/v1/user/search-restaurant?name=a&post_code=M1',
      '/api/v1/user/search-restaurant?name=a&post_code=M1',
      400,
      /name or post_code/,
    ],
    [
      '/api/v1/user/search-restaurant?name=<101 chars>',
      `/api/v1/user/search-restaurant?name=${'a'.repeat(101)}`,
      400,
      /^querystring\/name /,
    ],
    [
      '/api/v1/user/search-restaurant?name=<10 kB>',
      `/api/v1/user/search-restaurant?name=${'a'.repeat(10_240)}`,
      414,
      /^querystring /,
    ],
    [
      '/api/v1/user/restaurants/not-a-uuid',
      '/api/v1/user/restaurants/not-a-uuid',
      400,
      /^params\/uuid /,
    ],
    [
      '/api/v1/user/restaurants/00000000-0000-4000-8000-999999999999',
      '/api/v1/user/restaurants/00000000-0000-4000-8000-999999999999',
      404,
      /^Restaurant not found$/,
    ],
    [
      '/api/v1/user/restaurant-single-info/99999999',
      '/api/v1/user/restaurant-single-info/99999999',
      404,
      /^Restaurant not found$/,
    ],
    [
      '/api/v1/user/restaurant-files?rest_uuid=00000000-0000-4000-8000-999999999999&params=menu',
      '/api/v1/user/restaurant-files?rest_uuid=00000000-0000-4000-8000-999999999999&params=menu',
      400,
      /^querystring\/params /,
    ],
  ])('%s', async (_label, url, status, message) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.body.status).toBe(false);
    expect(response.body.message).toMatch(message);
  });
});

describe('availability', () => {
  const url = (query: string) => `/api/v1/user/restaurants/${pizza.uuid}/availability?${query}`;
  const slots = async (party: number) => {
    const when = aWeekAhead();
    const { body } = await get(
      url(`date=${when.wire}&day=${when.weekday}&number_of_people=${party}`),
    );
    return body.data.available_slots.map((s: { start: string }) => s.start);
  };

  it('lists the weekday slots as {start, end} for a party that fits a table', async () => {
    const when = aWeekAhead();
    const { status, body } = await get(
      url(`date=${when.wire}&day=${when.weekday}&number_of_people=2`),
    );
    expect(status).toBe(200);
    expect(body.data.available_slots).toEqual([
      { start: '12:00', end: '12:30' },
      { start: '12:30', end: '13:00' },
      { start: '19:00', end: '19:30' },
    ]);
  });

  it('a restaurant that takes bookings by phone only has none, and says so', async () => {
    const phoneOnly = await insertRestaurant(database.db, {
      name: 'Zephyr Phone Line',
      latitude: 60.3,
      longitude: -1.2,
      tables: [4],
      slots: ['12:00'],
      onlineBooking: false,
    });
    const when = aWeekAhead();
    const { status, body } = await get(
      `/api/v1/user/restaurants/${phoneOnly.uuid}/availability?date=${when.wire}&day=${when.weekday}&number_of_people=2`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      message: PHONE_BOOKINGS_ONLY,
      data: { available_slots: [], call_to_book: null },
    });
    // The restaurant's details, asked with a date, agree.
    const detail = await get(
      `/api/v1/user/restaurants/${phoneOnly.uuid}?date=${when.wire}&day=${when.weekday}`,
    );
    expect(detail.body.data.available_slots).toEqual([]);
    // And its date is checked as any restaurant's is.
    const wrongDay = when.weekday === 'monday' ? 'tuesday' : 'monday';
    const refused = await get(
      `/api/v1/user/restaurants/${phoneOnly.uuid}/availability?date=${when.wire}&day=${wrongDay}&number_of_people=2`,
    );
    expect(refused.status).toBe(400);
  });

  it('a party larger than every table, with no table to join, is asked to call', async () => {
    const when = aWeekAhead();
    const { body } = await get(url(`date=${when.wire}&day=${when.weekday}&number_of_people=5`));
    const sentence =
      'No table here can be booked online for a party of 5. Please call the restaurant.';
    expect(body).toEqual({
      status: true,
      message: sentence,
      data: { available_slots: [], call_to_book: sentence },
    });
  });

  it('excludes tables with a live claim and ignores expired holds and cancellations', async () => {
    const when = aWeekAhead();
    await insertClaim(database.db, pizza.id, {
      date: when.iso,
      start: '12:00',
      seats: 4,
      status: 'pending',
    });
    // The four-top is the party's for 120 minutes plus the 15-minute reset: 12:30 goes too.
    expect(await slots(4)).toEqual(['19:00']);
    expect(await slots(2)).toEqual(['12:00', '12:30', '19:00']);
    await insertClaim(database.db, pizza.id, {
      date: when.iso,
      start: '12:00',
      seats: 2,
      status: 'hold',
      expiresInSeconds: 300,
    });
    expect(await slots(2)).toEqual(['19:00']);
    await insertClaim(database.db, pizza.id, {
      date: when.iso,
      start: '19:00',
      seats: 4,
      status: 'hold',
      expiresInSeconds: -5,
    });
    await insertClaim(database.db, pizza.id, {
      date: when.iso,
      start: '19:00',
      seats: 4,
      status: 'cancelled',
    });
    expect(await slots(4)).toEqual(['19:00']);
  });

  it("hides today's slots that have already started", async () => {
    const when = londonDaysAhead(8);
    const day = (await loadSeatingDay(database.db, pizza.id, when, new Date()))!;
    const quarterPastNoon = new Date(day.slots[0]!.arrival + 15 * 60_000);
    const later = offeredSlots(day, 1, quarterPastNoon, when, when.iso);
    expect(later.slots.map((s) => s.start)).toEqual(['12:30', '19:00']);
  });

  it.each([
    ['date=31/02/2030', /^date must be a real date/],
    ['date=2020-01-01', /^date must be today or later$/],
    ['date=01/01/2020', /^date must be today or later$/],
    ['number_of_people=0', /^querystring\/number_of_people must be >= 1$/],
    ['number_of_people=51', /^querystring\/number_of_people must be <= 50$/],
  ])('%s is a 400 naming the field', async (bad, message) => {
    const when = aWeekAhead();
    const base = { date: when.wire, number_of_people: '2' };
    const [key, value] = bad.split('=') as [string, string];
    const query = new URLSearchParams({ ...base, [key]: value }).toString();
    const { status, body } = await get(url(query));
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('a day that does not match the date is a 400 naming day', async () => {
    const when = aWeekAhead();
    const wrong = when.weekday === 'monday' ? 'tuesday' : 'monday';
    const { status, body } = await get(url(`date=${when.wire}&day=${wrong}&number_of_people=2`));
    expect(status).toBe(400);
    expect(body.message).toBe(`day must be ${when.weekday} for ${when.wire}`);
  });
});

describe('restaurant details', () => {
  it('single-info by id and details by uuid give the same restaurant with its page data', async () => {
    const [seeded] = await rows<{ id: number; uuid: string }>(
      database.db,
      sql`select r.id, r.uuid::text as uuid from restaurants r where exists (select 1 from menu_categories m where m.restaurant_id = r.id)
          and exists (select 1 from reviews v where v.restaurant_id = r.id) order by r.id limit 1`,
    );
    const byId = await get(`/api/v1/user/restaurant-single-info/${seeded!.id}`);
    const byUuid = await get(`/api/v1/user/restaurants/${seeded!.uuid}`);
    expect(byId.status).toBe(200);
    expect(byUuid.body).toEqual(byId.body);
    const r = byId.body.data;
    expect(r).toMatchObject({ id: seeded!.id, uuid: seeded!.uuid });
    for (const key of [
      'name',
      'avatar',
      'address',
      'label_tags',
      'about_label_tags',
      'description',
      'website',
      'phone',
      'aval_slots',
      'menu_description',
      'photo_description',
      'categories',
      'photo',
      'reviews',
    ]) {
      expect(r).toHaveProperty(key);
    }
    expect(r.categories[0].menus[0].price).toMatch(/^\d+\.\d{2}$/);
    expect(r.reviews[0]).toEqual({
      id: expect.any(Number),
      rating: expect.any(Number),
      review: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      guest_informaion: { first_name: expect.any(String) },
    });
    const weekdaySlots = Object.values(r.aval_slots).flat() as {
      slot_start: string;
      slot_end: string;
    }[];
    expect(
      weekdaySlots.every(
        (s) => /^\d{2}:\d{2}$/.test(s.slot_start) && /^\d{2}:\d{2}$/.test(s.slot_end),
      ),
    ).toBe(true);
    expect(r.available_slots).toBeUndefined();
  });

  it("lists the page's parts in the order it shows them, an empty menu section included", async () => {
    const place = await insertRestaurant(database.db, {
      name: 'The Ordered Table',
      latitude: 57.48,
      longitude: -4.22,
      slots: ['19:00', '12:00'],
    });
    const id = place.id;
    await database.db.execute(sql`
      with mains as (insert into menu_categories (restaurant_id, name, position)
                     values (${id}, 'Mains', 2) returning id),
           empty as (insert into menu_categories (restaurant_id, name, position)
                     values (${id}, 'Specials', 1) returning id)
      insert into menu_items (category_id, name, price, position)
      select id, item, price, position from mains,
        (values ('Pie', 14.5, 2), ('Soup', 6, 1)) as v(item, price, position)`);
    await database.db.execute(sql`
      insert into reviews (restaurant_id, rating, review, first_name, reviewed_on) values
        (${id}, 4, 'Older', 'Ann', '2026-01-02'), (${id}, 5, 'Newer', 'Bo', '2026-03-04')`);
    await database.db.execute(sql`
      insert into photos (restaurant_id, avatar, position) values
        (${id}, 'second.jpg', 2), (${id}, 'first.jpg', 1)`);
    const { status, body } = await get(`/api/v1/user/restaurants/${place.uuid}`);
    expect(status).toBe(200);
    const r = body.data;
    expect(r.categories).toEqual([
      { name: 'Specials', menus: [] },
      {
        name: 'Mains',
        menus: [
          { name: 'Soup', symbol: null, price: '6.00', description: null },
          { name: 'Pie', symbol: null, price: '14.50', description: null },
        ],
      },
    ]);
    expect(r.reviews.map((v: { review: string }) => v.review)).toEqual(['Newer', 'Older']);
    expect(r.reviews[0]).toEqual({
      id: expect.any(Number),
      rating: 5,
      review: 'Newer',
      date: '2026-03-04',
      guest_informaion: { first_name: 'Bo' },
    });
    expect(r.photo.map((p: { avatar: string }) => p.avatar)).toEqual(['first.jpg', 'second.jpg']);
    expect(Object.values(r.aval_slots)[0]).toEqual([
      { slot_start: '12:00', slot_end: '12:30' },
      { slot_start: '19:00', slot_end: '19:30' },
    ]);
    expect(r.about_label_tags).toEqual([]);
  });

  it('with date and day it includes available_slots', async () => {
    const when = aWeekAhead();
    const { body } = await get(
      `/api/v1/user/restaurant-single-info/${pizza.uuid}?date=${when.wire}&day=${when.weekday}&number_of_people=5`,
    );
    expect(body.data.available_slots).toEqual([]);
    const fits = await get(`/api/v1/user/restaurant-single-info/${pizza.id}?date=${when.wire}`);
    expect(fits.body.data.available_slots.length).toBeGreaterThan(0);
  });
});

describe('lists', () => {
  it('GET /user/category gives every cuisine with its count and at most 16 of its best restaurants', async () => {
    const { body } = await get('/api/v1/user/category');
    const [count] = await rows<{ n: string }>(
      database.db,
      sql`select count(*) as n from restaurants`,
    );
    const cuisines = body.data as {
      id: number;
      name: string;
      count: number;
      restaurants: { category: string; rating: number }[];
    }[];
    expect(cuisines.reduce((sum, c) => sum + c.count, 0)).toBe(Number(count!.n));
    for (const c of cuisines) {
      expect(c.restaurants.length).toBe(Math.min(c.count, 16));
      expect(c.restaurants.every((r) => r.category === c.name)).toBe(true);
      const ratings = c.restaurants.map((r) => r.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
  });

  it("GET /user/category?busiest_only=true leaves out every restaurant but the busiest cuisine's", async () => {
    const all = (await get('/api/v1/user/category')).body.data as {
      id: number;
      count: number;
      restaurants: { id: number }[];
    }[];
    const { status, body } = await get(HOME_CUISINES_URL);
    expect(status).toBe(200);
    const busiest = busiestCuisine(all)!;
    expect(body.data).toEqual(
      all.map((c) => ({ ...c, restaurants: c.id === busiest.id ? c.restaurants : [] })),
    );
    expect(busiest.restaurants.length).toBeGreaterThan(0);
    const explicit = await get('/api/v1/user/category?busiest_only=false');
    expect(explicit.body.data).toEqual(all);
    expect((await get('/api/v1/user/category?busiest_only=maybe')).status).toBe(400);
  });

  it('GET /user/category?counts_only=true lists every cuisine and count with no restaurants', async () => {
    const all = (await get('/api/v1/user/category')).body.data as { restaurants: unknown[] }[];
    const counts = all.map((c) => ({ ...c, restaurants: [] }));
    const { status, body } = await get(FILTER_CUISINES_URL);
    expect(status).toBe(200);
    expect(body.data).toEqual(counts);
    expect(all.some((c) => c.restaurants.length > 0)).toBe(true);
    // The filters' call wins: a page asking for both wants no restaurants.
    expect(
      (await get('/api/v1/user/category?counts_only=true&busiest_only=true')).body.data,
    ).toEqual(counts);
    expect((await get('/api/v1/user/category?counts_only=1x')).status).toBe(400);
  });

  it('GET /user/restaurant pages through every restaurant in data.data', async () => {
    const { body } = await get('/api/v1/user/restaurant?per_page=5&page=2');
    expect(body.data.data).toHaveLength(5);
    expect(body.data.current_page).toBe(2);
  });

  it('GET /user/restaurant-top-review lists well-reviewed restaurants, best first', async () => {
    const { body } = await get('/api/v1/user/restaurant-top-review');
    const top = body.data.data as { rating: number; review_count: number; id: number }[];
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((r) => r.review_count >= 3)).toBe(true);
    expect(top.map((r) => r.rating)).toEqual(top.map((r) => r.rating).sort((a, b) => b - a));
    expect(top.map((r) => r.id)).not.toContain(co.id);
  });

  it('GET /user/restaurant-files lists menu files with their URL', async () => {
    const [withFiles] = await rows<{ uuid: string; n: string }>(
      database.db,
      sql`select r.uuid::text as uuid, count(f.id) as n from restaurants r join menu_files f on f.restaurant_id = r.id group by r.id order by r.id limit 1`,
    );
    const { body } = await get(
      `/api/v1/user/restaurant-files?rest_uuid=${withFiles!.uuid}&params=info`,
    );
    expect(body.data).toHaveLength(Number(withFiles!.n));
    expect(body.data[0].url).toMatch(/^files\/menus\/\d+\.(pdf|png|jpg|jpeg)$/);
    const none = await get(`/api/v1/user/restaurant-files?rest_uuid=${pizza.uuid}&params=info`);
    expect(none.body).toMatchObject({ status: true, data: [] });
  });
});

it('documents every route at /api/docs', async () => {
  const { status, body } = await get('/api/docs/json');
  expect(status).toBe(200);
  for (const path of [
    '/api/v1/user/search-restaurant',
    '/api/v1/user/category',
    '/api/v1/user/restaurant',
    '/api/v1/user/restaurant-top-review',
    '/api/v1/user/restaurant-single-info/{id}',
    '/api/v1/user/restaurants/{uuid}',
    '/api/v1/user/restaurants/{uuid}/availability',
    '/api/v1/user/restaurant-files',
  ]) {
    expect(body.paths).toHaveProperty([path]);
  }
});
