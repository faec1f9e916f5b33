import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { rows } from '../repositories/restaurant-repository';
import { londonDaysAhead, slotEnd } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date();
let place: Awaited<ReturnType<typeof insertRestaurant>>;
let daysAhead = 5;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 3 });
  place = await insertRestaurant(database.db, {
    name: 'The Careful Kitchen',
    latitude: 51.5,
    longitude: -0.1,
    tables: [2, 4, 10],
    slots: ['19:00'],
    rules: { free_cancellation_hours: 24, large_party_size: 8, large_party_cancellation_hours: 48 },
  });
  await database.db.execute(
    sql`update restaurants set phone = '020 7946 0000' where id = ${place.id}`,
  );
  app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', MAIL_OUTBOX_POLL_SECONDS: '0' }), {
    database,
    now: () => clock,
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

beforeEach(() => {
  clock = new Date();
});

type Diner = Awaited<ReturnType<typeof insertUser>>;

async function book(diner: Diner, party: number) {
  daysAhead += 1;
  const when = londonDaysAhead(daysAhead, clock);
  const query =
    `start_time=19:00&end_time=${slotEnd('19:00')}&date=${when.wire}&day=${when.weekday}` +
    `&rest_uuid=${place.uuid}&number_of_people=${party}`;
  const held = await app.inject({
    url: `/api/v1/user/reservation/reservation-time-hold?${query}&status=hold`,
  });
  expect(held.statusCode).toBe(200);
  const { uuid, hold_token: token } = held.json().data as { uuid: string; hold_token: string };
  const booked = await app.inject({
    url: `/api/v1/user/reservation/reservation-book?reservation_uuid=${uuid}&guest_id=${diner.id}&status=pending&${query}`,
    headers: { 'x-hold-token': token, authorization: `Bearer ${diner.token}` },
  });
  expect(booked.statusCode).toBe(200);
  const [row] = await rows<{ start: string | Date }>(
    database.db,
    sql`select lower(occupancy) as start from reservations where uuid = ${uuid}::uuid`,
  );
  return { uuid, start: new Date(row!.start) };
}

const cancel = (uuid: string, diner: Diner) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/user/reservation/${uuid}/cancel`,
    headers: { authorization: `Bearer ${diner.token}` },
  });

const item = async (uuid: string, diner: Diner) =>
  (
    await app.inject({
      url: `/api/v1/user/reservation/user-reservations/${diner.uuid}`,
      headers: { authorization: `Bearer ${diner.token}` },
    })
  )
    .json()
    .data.find((each: { uuid: string }) => each.uuid === uuid);

const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe("a restaurant's cancellation policy", () => {
  it('is on the restaurant page', async () => {
    const page = await app.inject({ url: `/api/v1/user/restaurants/${place.uuid}` });
    expect(page.json().data.cancellation_policy).toEqual({
      free_cancellation_hours: 24,
      large_party_size: 8,
      large_party_hours: 48,
    });
  });

  it("sets each booking's deadline when it is booked: 24 hours before, 48 for a party of 8", async () => {
    const diner = await insertUser(database.db);
    const small = await book(diner, 2);
    const large = await book(diner, 8);
    expect((await item(small.uuid, diner)).cancel_by).toBe(
      hoursBefore(small.start, 24).toISOString(),
    );
    expect((await item(large.uuid, diner)).cancel_by).toBe(
      hoursBefore(large.start, 48).toISOString(),
    );
  });

  it('cancels until the deadline, then refuses with a 409 that says why and whom to call', async () => {
    const diner = await insertUser(database.db);
    const early = await book(diner, 2);
    clock = hoursBefore(early.start, 24.5);
    expect((await cancel(early.uuid, diner)).statusCode).toBe(200);

    clock = new Date();
    const late = await book(diner, 2);
    clock = hoursBefore(late.start, 23);
    const refused = await cancel(late.uuid, diner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Free cancellation ended at \d{1,2}:\d\d [AP]M on \w{3} \d{1,2} \w{3}, so this booking can no longer be cancelled online\. Please call The Careful Kitchen on 020 7946 0000\.$/,
    );
    // Nothing was lost: the booking stands.
    expect((await item(late.uuid, diner)).status).toBe('pending');
  });

  it('answers before booking the deadline the booking then gets', async () => {
    const diner = await insertUser(database.db);
    const when = londonDaysAhead(daysAhead + 1, clock);
    const ask = (party: number) =>
      app.inject({
        url: `/api/v1/user/restaurants/${place.uuid}/cancellation?date=${when.wire}&time=19:00&number_of_people=${party}`,
      });
    const small = await ask(2);
    expect(small.statusCode).toBe(200);
    const booked = await book(diner, 2);
    expect(small.json().data).toEqual({
      cancel_by: (await item(booked.uuid, diner)).cancel_by,
      hours: 24,
    });
    expect((await ask(8)).json().data.hours).toBe(48);
    const unknown = await app.inject({
      url: `/api/v1/user/restaurants/00000000-0000-4000-8000-000000000000/cancellation?date=${when.wire}&time=19:00&number_of_people=2`,
    });
    expect(unknown.statusCode).toBe(404);
    const badDate = await app.inject({
      url: `/api/v1/user/restaurants/${place.uuid}/cancellation?date=31/02/2027&time=19:00&number_of_people=2`,
    });
    expect(badDate.statusCode).toBe(400);
  });

  it('is told in the confirmation email', async () => {
    const diner = await insertUser(database.db);
    await book(diner, 2);
    await app.mailOutbox.drain();
    const [mail] = (
      await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(diner.email)}` })
    ).json() as { text: string }[];
    expect(mail!.text).toMatch(
      /Cancellation: Free cancellation until \d{1,2}:\d\d [AP]M on \w{3} /,
    );
  });

  it('is refused by the database when it makes no sense', async () => {
    for (const set of [
      sql`free_cancellation_hours = 200`,
      sql`large_party_size = 8, large_party_cancellation_hours = null`,
      sql`large_party_size = 8, large_party_cancellation_hours = 1`,
    ]) {
      const refused = await database.db
        .execute(sql`update restaurants set ${set} where id = ${place.id}`)
        .then(
          () => null,
          (error: Error & { cause?: { constraint?: string } }) => error.cause?.constraint,
        );
      expect(refused).toBe('restaurants_cancellation_policy');
    }
  });
});
