import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ALLERGENS_INVALID, OCCASION_INVALID } from 'shared/validation/dining-needs';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { rows } from '../repositories/restaurant-repository';
import { londonDaysAhead, slotEnd } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Occasion and dietary needs at checkout (issue 48 item 3, ADR 0055).

let database: TestDatabase;
let app: FastifyInstance;
let place: Awaited<ReturnType<typeof insertRestaurant>>;
let daysAhead = 7;

type When = { wire: string; weekday: string };
const nextDate = (): When => londonDaysAhead((daysAhead += 1));

const call = async (url: string, token?: string, bearer?: string | null) => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: {
      ...(token ? { 'x-hold-token': token } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
  });
  return { status: response.statusCode, body: response.json() };
};

const slot = (when: When, start: string) =>
  `start_time=${start}&end_time=${slotEnd(start)}&date=${when.wire}&day=${when.weekday}&rest_uuid=${place.uuid}&number_of_people=2`;

async function hold(bearer: string | null, start = '12:00', when = nextDate()) {
  const held = await call(
    `/api/v1/user/reservation/reservation-time-hold?${slot(when, start)}&status=hold`,
    undefined,
    bearer,
  );
  expect(held.status).toBe(200);
  return { when, start, uuid: held.body.data.uuid as string, token: held.body.data.hold_token };
}

type Held = Awaited<ReturnType<typeof hold>>;

const book = (held: Held, guestId: number, bearer: string | null, needs: string) =>
  call(
    `/api/v1/user/reservation/reservation-book?reservation_uuid=${held.uuid}&guest_id=${guestId}&status=pending&${slot(held.when, held.start)}&noted=Window%20seat${needs}`,
    held.token,
    bearer,
  );

const NEEDS =
  '&occasion=birthday&dietary_allergens=peanuts,milk&dietary_notes=No%20coriander&remember_dietary=true';

const stored = async (uuid: string) => {
  const [row] = await rows<{
    noted: string | null;
    occasion: string | null;
    dietary_allergens: string[];
    dietary_notes: string | null;
  }>(
    database.db,
    sql`select noted, occasion, dietary_allergens, dietary_notes from reservations where uuid = ${uuid}::uuid`,
  );
  return row;
};

const kept = (bearer: string) => call('/api/v1/user/dietary-needs', undefined, bearer);

const mailbox = async (to: string) => {
  await app.mailOutbox.drain();
  return (
    await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })
  ).json() as { subject: string; text: string; html: string; attachments: { content: string }[] }[];
};

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
  place = await insertRestaurant(database.db, {
    name: 'The Allergen Table',
    latitude: 51.5,
    longitude: -0.1,
    tables: [4, 4, 4, 4],
    slots: ['12:00', '12:30', '19:00'],
  });
  app = buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOLD_LIMIT_PER_CLIENT: '10000',
      HOLD_RATE_LIMIT: '100000',
    }),
    { database },
  );
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('a signed-in diner books with an occasion and dietary needs', () => {
  it('stores them beside the special request, lists them, emails them and keeps the needs', async () => {
    const diner = await insertUser(database.db);
    const held = await hold(diner.token);
    const booked = await book(held, diner.id, diner.token, NEEDS);
    expect(booked.status).toBe(200);
    expect(await stored(held.uuid)).toEqual({
      noted: 'Window seat',
      occasion: 'birthday',
      dietary_allergens: ['milk', 'peanuts'],
      dietary_notes: 'No coriander',
    });

    const listed = await call(
      `/api/v1/user/reservation/user-reservations/${diner.uuid}`,
      undefined,
      diner.token,
    );
    expect(listed.body.data[0]).toMatchObject({
      noted: 'Window seat',
      occasion: 'birthday',
      dietary_allergens: ['milk', 'peanuts'],
      dietary_notes: 'No coriander',
    });

    const [mail] = await mailbox(diner.email);
    expect(mail!.text).toContain('Special request: Window seat');
    expect(mail!.text).toContain('Occasion: Birthday');
    expect(mail!.text).toContain('Dietary needs: Milk, Peanuts; No coriander');
    expect(mail!.html).toContain('Milk, Peanuts; No coriander');
    // Calendars share events on: health data stays out of the calendar file.
    expect(mail!.attachments[0]!.content).not.toContain('Peanuts');

    expect((await kept(diner.token)).body).toEqual({
      status: true,
      message: 'ok',
      data: { dietary_allergens: ['milk', 'peanuts'], dietary_notes: 'No coriander' },
    });
  });

  it('keeps nothing without remember_dietary, and clears what was kept when booked with none', async () => {
    const diner = await insertUser(database.db);
    const noRemember = NEEDS.replace('&remember_dietary=true', '');
    expect((await book(await hold(diner.token), diner.id, diner.token, noRemember)).status).toBe(
      200,
    );
    expect((await kept(diner.token)).body.data).toEqual({
      dietary_allergens: [],
      dietary_notes: null,
    });
    await book(await hold(diner.token), diner.id, diner.token, NEEDS);
    expect((await kept(diner.token)).body.data.dietary_allergens).toEqual(['milk', 'peanuts']);
    await book(await hold(diner.token), diner.id, diner.token, '&remember_dietary=true');
    expect((await kept(diner.token)).body.data).toEqual({
      dietary_allergens: [],
      dietary_notes: null,
    });
  });

  it("keeps each diner's own: bookings made together store their own needs", async () => {
    const diners = await Promise.all([insertUser(database.db), insertUser(database.db)]);
    const when = nextDate();
    const helds = [
      await hold(diners[0]!.token, '19:00', when),
      await hold(diners[1]!.token, '19:00', when),
    ];
    const needs = [
      '&occasion=anniversary&dietary_allergens=sesame&remember_dietary=true',
      '&dietary_allergens=celery,sulphites&dietary_notes=Vegan&remember_dietary=true',
    ];
    const answers = await Promise.all(
      helds.map((held, i) => book(held, diners[i]!.id, diners[i]!.token, needs[i]!)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await stored(helds[0]!.uuid)).toMatchObject({
      occasion: 'anniversary',
      dietary_allergens: ['sesame'],
      dietary_notes: null,
    });
    expect(await stored(helds[1]!.uuid)).toMatchObject({
      occasion: null,
      dietary_allergens: ['celery', 'sulphites'],
      dietary_notes: 'Vegan',
    });
    expect((await kept(diners[1]!.token)).body.data.dietary_allergens).toEqual([
      'celery',
      'sulphites',
    ]);
  });
});

describe('a guest registered at checkout', () => {
  it('has the needs on the booking only, never kept on the account', async () => {
    const held = await hold(null);
    const email = `dietary-guest-${Date.now()}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/user/guest-register',
      headers: { 'x-hold-token': held.token },
      payload: {
        first_name: 'Grace',
        last_name: 'Hopper',
        phone: '07700 900456',
        email,
        params: 'create',
        register_type: 'reservation',
        reservation_uuid: held.uuid,
      },
    });
    expect(registered.statusCode).toBe(201);
    const guestId = registered.json().data.id as number;
    expect((await book(held, guestId, null, NEEDS)).status).toBe(200);
    expect((await stored(held.uuid))!.dietary_allergens).toEqual(['milk', 'peanuts']);
    const [row] = await rows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from dietary_needs where user_id = ${guestId}`,
    );
    expect(row!.count).toBe(0);
    const [mail] = (await mailbox(email)).filter((m) => m.subject.includes('booked'));
    expect(mail!.text).toContain('Dietary needs: Milk, Peanuts; No coriander');
  });
});

describe('refused values', () => {
  it.each([
    ['&occasion=wedding', 'occasion', OCCASION_INVALID],
    ['&dietary_allergens=milk,nuts', 'dietary_allergens', ALLERGENS_INVALID],
    [
      `&dietary_notes=${'x'.repeat(201)}`,
      'dietary_notes',
      'Other dietary needs must be at most 200 characters.',
    ],
    ['&dietary_notes=a%00b', 'dietary_notes', 'dietary_notes must not contain control characters'],
    ['&dietary_notes=a%0Ab', 'dietary_notes', 'dietary_notes must not contain control characters'],
    ['&remember_dietary=maybe', 'remember_dietary', undefined],
  ])('%s answers 400 naming %s, and books nothing', async (needs, field, message) => {
    const diner = await insertUser(database.db);
    const held = await hold(diner.token);
    const refused = await book(held, diner.id, diner.token, needs);
    expect(refused.status).toBe(400);
    // The field is named: as the key of its message, or in Fastify's sentence.
    if (message) expect(refused.body.errors).toEqual({ [field]: message });
    else expect(refused.body.message).toContain(`querystring/${field}`);
    expect(await stored(held.uuid)).toMatchObject({ occasion: null, dietary_allergens: [] });
    const [row] = await rows<{ status: string }>(
      database.db,
      sql`select status from reservations where uuid = ${held.uuid}::uuid`,
    );
    expect(row!.status).toBe('hold');
  });

  it('leaves the spec’s noted as it was: 500 characters, its own name', async () => {
    const diner = await insertUser(database.db);
    const held = await hold(diner.token);
    const tooLong = await call(
      `/api/v1/user/reservation/reservation-book?reservation_uuid=${held.uuid}&guest_id=${diner.id}&status=pending&${slot(held.when, held.start)}&noted=${'x'.repeat(501)}`,
      held.token,
      diner.token,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('querystring/noted must NOT have more than 500 characters');
  });

  it('answers the kept needs to their owner only', async () => {
    expect((await call('/api/v1/user/dietary-needs')).status).toBe(401);
  });
});
