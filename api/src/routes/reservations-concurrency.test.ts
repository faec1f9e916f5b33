import { sql } from 'drizzle-orm';
import { overlappingClaims } from '../repositories/reservation-repository';
import { rows } from '../repositories/restaurant-repository';
import { type ApiProcesses, startApiProcesses } from '../test/api-processes';
import { londonDaysAhead, slotEnd } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Needs a PostgreSQL server: `pnpm validate` runs the API suite on one (TEST_DATABASE_URL).
// PGlite is one in-process connection, where nothing runs concurrently to prove.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const ATTEMPTS = 2000;
const SEATS = [2, 2, 4, 4, 6, 6];
// Overlapping arrivals: a party at 19:00 keeps its table past 19:30 and 20:00.
const SLOTS = ['19:00', '19:30', '20:00', '20:30'];
// Below the 24 seats: the pacing check can fail if pacing is not kept under the race.
const PACING = 10;

onPostgres('two API processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let api: ApiProcesses;
  let place: Awaited<ReturnType<typeof insertRestaurant>>;
  let diner: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    database = await createTestDatabase({ restaurants: 5 });
    place = await insertRestaurant(database.db, {
      name: 'The Contested Table',
      latitude: 51.5,
      longitude: -0.1,
      tables: SEATS,
      slots: SLOTS,
      rules: { pacing_covers: PACING },
      // Combinations that share tables with each other and with the single tables.
      combinations: [
        { tables: [4, 5], minParty: 7, maxParty: 12 },
        { tables: [2, 3, 4], minParty: 9, maxParty: 14 },
        { tables: [0, 1], minParty: 3, maxParty: 4 },
      ],
    });
    diner = await insertUser(database.db);
    api = await startApiProcesses(2, database.url!);
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    await database?.dispose();
  });

  it(`${ATTEMPTS} simultaneous holds on overlapping slots never overlap on a table, with no 5xx`, async () => {
    const dates = [londonDaysAhead(9), londonDaysAhead(10)];
    const attempts = Array.from({ length: ATTEMPTS }, (_, i) => {
      const date = dates[i % dates.length]!;
      const start = SLOTS[Math.floor(i / dates.length) % SLOTS.length]!;
      const party = (i % 14) + 1;
      const base = api.urls[i % api.urls.length]!;
      return fetch(
        `${base}/api/v1/user/reservation/reservation-time-hold?start_time=${start}&end_time=${slotEnd(start)}&date=${date.wire}` +
          `&day=${date.weekday}&status=hold&rest_uuid=${place.uuid}&number_of_people=${party}`,
      ).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { data: { uuid: string; hold_token: string } },
        base,
        date,
        start,
        party,
      }));
    });
    const answers = await Promise.all(attempts);

    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 409]);
    const held = answers.filter((a) => a.status === 200);
    // No table is held twice at once. Every party keeps its table past 20:30, so each table is
    // held at most once per date.
    expect(await overlappingClaims(database.db, new Date())).toBe(0);
    const perDate = await rows<{ tables: string }>(
      database.db,
      sql`select sum(cardinality(table_ids)) as tables from reservations where status = 'hold'
          group by reservation_date`,
    );
    expect(perDate).toHaveLength(2);
    for (const day of perDate) {
      expect(Number(day.tables)).toBeLessThanOrEqual(SEATS.length);
      expect(Number(day.tables)).toBeGreaterThanOrEqual(3);
    }
    // Pacing held under the race too.
    const [busiest] = await rows<{ most: string }>(
      database.db,
      sql`select max(covers) as most from (select sum(number_of_people) as covers from reservations
          where status = 'hold' group by reservation_date, slot_start) intervals`,
    );
    expect(Number(busiest!.most)).toBeLessThanOrEqual(PACING);

    // Booking each hold twice at once, once through each process: one booking, one answer.
    const bookings = await Promise.all(
      held.flatMap((hold) =>
        api.urls.map((base) =>
          fetch(
            `${base}/api/v1/user/reservation/reservation-book?reservation_uuid=${hold.body.data.uuid}&guest_id=${diner.id}&status=pending` +
              `&rest_uuid=${place.uuid}&start_time=${hold.start}&end_time=${slotEnd(hold.start)}&date=${hold.date.wire}` +
              `&day=${hold.date.weekday}&number_of_people=${hold.party}`,
            {
              headers: {
                'x-hold-token': hold.body.data.hold_token,
                authorization: `Bearer ${diner.token}`,
              },
            },
          ).then(async (response) => ({ status: response.status, text: await response.text() })),
        ),
      ),
    );
    expect(bookings.every((b) => b.status === 200)).toBe(true);
    for (let i = 0; i < bookings.length; i += 2)
      expect(bookings[i]!.text).toBe(bookings[i + 1]!.text);
    const [pending] = await rows<{ n: string }>(
      database.db,
      sql`select count(*) as n from reservations where status = 'pending'`,
    );
    expect(Number(pending!.n)).toBe(held.length);

    // Each booking's confirmation is queued once and sent once, by whichever process claims it.
    const deadline = Date.now() + 60_000;
    const queued = async () =>
      Number(
        (
          await rows<{ n: string }>(
            database.db,
            sql`select count(*) as n from mail_outbox where next_attempt_at is not null`,
          )
        )[0]!.n,
      );
    while ((await queued()) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await queued()).toBe(0);
    const [mails] = await rows<{ n: string; bookings: string }>(
      database.db,
      sql`select count(*) as n, count(distinct substring(attachments->0->>'content' from 'UID:[^[:space:]]+')) as bookings
          from mail_messages where subject = 'Your table at The Contested Table is booked'`,
    );
    expect(Number(mails!.n)).toBe(held.length);
    expect(Number(mails!.bookings)).toBe(held.length);
  }, 180_000);
});
