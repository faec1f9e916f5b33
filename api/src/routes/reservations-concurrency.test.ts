import { sql } from 'drizzle-orm';
import { overbookedSlots } from '../repositories/reservation-repository';
import { rows } from '../repositories/restaurant-repository';
import { type ApiProcesses, startApiProcesses } from '../test/api-processes';
import { londonDaysAhead, slotEnd } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Needs a PostgreSQL server: `pnpm validate` runs the API suite on one (TEST_DATABASE_URL).
// PGlite is one in-process connection, where nothing runs concurrently to prove.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const ATTEMPTS = 2000;
const SEATS = [2, 2, 4, 4, 6];
const SLOTS = ['12:00', '12:30', '13:00', '19:00'];

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
    });
    diner = await insertUser(database.db);
    api = await startApiProcesses(2, database.url!);
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    await database?.dispose();
  });

  it(`${ATTEMPTS} simultaneous holds on contested slots never outnumber the tables, with no 5xx`, async () => {
    const dates = [londonDaysAhead(9), londonDaysAhead(10)];
    const attempts = Array.from({ length: ATTEMPTS }, (_, i) => {
      const date = dates[i % dates.length]!;
      const start = SLOTS[Math.floor(i / dates.length) % SLOTS.length]!;
      const party = (i % 6) + 1;
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
    // Every table of every contested slot ends up held once, never twice.
    expect(held).toHaveLength(SEATS.length * SLOTS.length * dates.length);
    expect(await overbookedSlots(database.db, new Date())).toBe(0);
    const [perSlot] = await rows<{ most: string }>(
      database.db,
      sql`select max(n) as most from (select count(*) as n from reservations where status = 'hold'
          group by reservation_date, slot_start) claims`,
    );
    expect(Number(perSlot!.most)).toBe(SEATS.length);

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
