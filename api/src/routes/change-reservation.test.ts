import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { PHONE_BOOKINGS_ONLY } from 'shared/api/phone-bookings-only';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { queueDueReminders } from '../repositories/mail-outbox-repository';
import { overlappingClaims } from '../repositories/reservation-repository';
import { rows } from '../repositories/restaurant-repository';
import { londonDaysAhead, slotEnd, type WireDay } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date();
type Place = Awaited<ReturnType<typeof insertRestaurant>>;
/** One table of 4: the new choice is free or it is not, nothing in between. */
let single: Place;
/** Two tables of 4, a policy of 24 hours, up to 6 people online. */
let pair: Place;
let daysAhead = 3;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 2 });
  single = await insertRestaurant(database.db, {
    name: 'The One Table',
    latitude: 51.5,
    longitude: -0.1,
    tables: [4],
    slots: ['12:00', '19:00', '21:30'],
  });
  pair = await insertRestaurant(database.db, {
    name: 'The Two Tables',
    latitude: 51.5,
    longitude: -0.1,
    tables: [4, 4],
    slots: ['12:00', '19:00'],
    rules: { free_cancellation_hours: 24, max_online_party: 6 },
  });
  await database.db.execute(
    sql`update restaurants set phone = '020 7946 0001' where id = ${pair.id}`,
  );
  app = buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      MAIL_OUTBOX_POLL_SECONDS: '0',
      HOLD_LIMIT_PER_CLIENT: '10000',
      HOLD_RATE_LIMIT: '100000',
    }),
    { database, now: () => clock },
  );
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

const nextDay = () => londonDaysAhead((daysAhead += 1), clock);

const slotQuery = (place: Place, when: WireDay, start: string, party: number) =>
  `start_time=${start}&end_time=${slotEnd(start)}&date=${when.wire}&day=${when.weekday}` +
  `&rest_uuid=${place.uuid}&number_of_people=${party}`;

const hold = (place: Place, when: WireDay, start: string, party = 2) =>
  app.inject({
    url: `/api/v1/user/reservation/reservation-time-hold?${slotQuery(place, when, start, party)}&status=hold`,
  });

async function book(diner: Diner, place: Place, when: WireDay, start: string, party = 2) {
  const held = await hold(place, when, start, party);
  expect(held.statusCode).toBe(200);
  const {
    uuid,
    hold_token: token,
    id,
  } = held.json().data as {
    uuid: string;
    hold_token: string;
    id: number;
  };
  const booked = await app.inject({
    url: `/api/v1/user/reservation/reservation-book?reservation_uuid=${uuid}&guest_id=${diner.id}&status=pending&${slotQuery(place, when, start, party)}`,
    headers: { 'x-hold-token': token, authorization: `Bearer ${diner.token}` },
  });
  expect(booked.statusCode).toBe(200);
  return { uuid, id };
}

const change = (
  uuid: string,
  diner: Diner,
  body: { date: string; start_time: string; number_of_people: number },
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/user/reservation/${uuid}/change`,
    headers: { authorization: `Bearer ${diner.token}` },
    payload: body,
  });

interface Row {
  id: number;
  reservation_date: string;
  slot_start: string;
  number_of_people: number;
  table_ids: number[];
  status: string;
  revision: number;
  cancel_by: string | Date | null;
  start: string | Date;
}

const row = async (uuid: string) =>
  (
    await rows<Row>(
      database.db,
      sql`select id, reservation_date::text as reservation_date, slot_start::text as slot_start,
            number_of_people, table_ids, status, revision, cancel_by, lower(occupancy) as start
          from reservations where uuid = ${uuid}::uuid`,
    )
  )[0]!;

const slotsFor = async (place: Place, when: WireDay, party = 2) =>
  (
    await app.inject({
      url: `/api/v1/user/restaurants/${place.uuid}/availability?date=${when.wire}&day=${when.weekday}&number_of_people=${party}`,
    })
  )
    .json()
    .data.available_slots.map((slot: { start: string }) => slot.start);

const mailbox = async (to: string) => {
  await app.mailOutbox.drain();
  return (
    await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })
  ).json() as {
    subject: string;
    text: string;
    attachments: { filename: string; content: string }[];
  }[];
};

describe('changing a booking in place', () => {
  it('moves it to a free time and party under the same id, and lets the old table go', async () => {
    const diner = await insertUser(database.db);
    const when = nextDay();
    const later = nextDay();
    const { uuid, id } = await book(diner, single, when, '19:00');
    expect(await slotsFor(single, when)).not.toContain('19:00');

    const changed = await change(uuid, diner, {
      date: later.wire,
      start_time: '12:00',
      number_of_people: 4,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      status: true,
      message: 'Your reservation has been changed. We have emailed you the new details.',
      data: {
        id,
        uuid,
        status: 'pending',
        reservation_date: later.wire,
        reservation_time: '12:00:00',
        number_of_people: 4,
      },
    });
    const moved = await row(uuid);
    expect(moved).toMatchObject({ id, reservation_date: later.iso, number_of_people: 4 });
    expect(moved.revision).toBe(1);
    // The old table is free again; the new one is taken.
    expect(await slotsFor(single, when)).toContain('19:00');
    expect(await slotsFor(single, later)).not.toContain('12:00');
    expect(await overlappingClaims(database.db, clock)).toBe(0);
  });

  it('grows the party at the same time on its own table, which it does not stand in the way of', async () => {
    const diner = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(diner, single, when, '19:00');
    const grown = await change(uuid, diner, {
      date: when.wire,
      start_time: '19:00',
      number_of_people: 4,
    });
    expect(grown.statusCode).toBe(200);
    expect((await row(uuid)).number_of_people).toBe(4);
    // The same details again change nothing and say so.
    const again = await change(uuid, diner, {
      date: when.wire,
      start_time: '19:00',
      number_of_people: 4,
    });
    expect(again.json().message).toBe('Your reservation already has these details.');
    expect((await row(uuid)).revision).toBe(1);
  });

  it('moves the free cancellation deadline with the booking', async () => {
    const diner = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(diner, pair, when, '19:00');
    const before = await row(uuid);
    expect(new Date(before.cancel_by!).getTime()).toBe(
      new Date(before.start).getTime() - 24 * 3_600_000,
    );
    const later = nextDay();
    expect(
      (await change(uuid, diner, { date: later.wire, start_time: '12:00', number_of_people: 2 }))
        .statusCode,
    ).toBe(200);
    const after = await row(uuid);
    expect(new Date(after.cancel_by!).getTime()).toBe(
      new Date(after.start).getTime() - 24 * 3_600_000,
    );
    expect(after.cancel_by).not.toEqual(before.cancel_by);
  });

  it('is reminded of its new time, unless it was moved within a day of it', async () => {
    const diner = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(diner, pair, when, '19:00');
    const reminded = async () =>
      (
        await rows<{ n: string }>(
          database.db,
          sql`select count(*) as n from mail_outbox o join reservations r on r.id = o.reservation_id
              where r.uuid = ${uuid}::uuid and o.kind = 'booking_reminder'`,
        )
      )[0]!.n;
    // Moved to 12:00 the day before its old date, at 00:30 that day: within a day of the new
    // time, and the change's email has just given every detail.
    const earlier = londonDaysAhead(daysAhead - 1, clock);
    const start = new Date((await row(uuid)).start);
    clock = new Date(start.getTime() - 42.5 * 3_600_000);
    expect(
      (await change(uuid, diner, { date: earlier.wire, start_time: '12:00', number_of_people: 2 }))
        .statusCode,
    ).toBe(200);
    await queueDueReminders(database.db, clock);
    expect(Number(await reminded())).toBe(0);
  });

  it('keeps the booking exactly as it was when the new choice is not free, and says why', async () => {
    const diner = await insertUser(database.db);
    const other = await insertUser(database.db);
    const when = nextDay();
    await book(other, single, when, '12:00');
    const { uuid } = await book(diner, single, when, '19:00');
    const before = await row(uuid);

    const refused = await change(uuid, diner, {
      date: when.wire,
      start_time: '12:00',
      number_of_people: 2,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Sorry, that time is not free for your party. Your booking has not changed: please choose another time.',
    );
    expect(await row(uuid)).toEqual(before);
    expect(await slotsFor(single, when)).not.toContain('19:00');
  });

  it("answers 404 for another diner's booking, as for one that does not exist, and changes nothing", async () => {
    const owner = await insertUser(database.db);
    const stranger = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(owner, pair, when, '19:00');
    const before = await row(uuid);
    const body = { date: when.wire, start_time: '12:00', number_of_people: 2 };
    const theirs = await change(uuid, stranger, body);
    const none = await change('00000000-0000-4000-8000-00000000dead', stranger, body);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
    expect(await row(uuid)).toEqual(before);
    const signedOut = await app.inject({
      method: 'POST',
      url: `/api/v1/user/reservation/${uuid}/change`,
      payload: body,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('is refused after the free cancellation deadline, naming the phone, and after the start', async () => {
    const diner = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(diner, pair, when, '19:00');
    const { start } = await row(uuid);
    const body = { date: when.wire, start_time: '12:00', number_of_people: 2 };
    clock = new Date(new Date(start).getTime() - 23 * 3_600_000);
    const late = await change(uuid, diner, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^Free cancellation ended at \d{1,2}:\d\d [AP]M on \w{3} \d{1,2} \w{3}, so this booking can no longer be changed online\. Please call The Two Tables on 020 7946 0001\.$/,
    );
    const single_ = await insertUser(database.db);
    clock = new Date();
    const other = await book(single_, single, when, '19:00');
    clock = new Date(new Date((await row(other.uuid)).start).getTime() + 60_000);
    const started = await change(other.uuid, single_, {
      ...body,
      date: londonDaysAhead(daysAhead + 5, clock).wire,
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(
      'This reservation has already started and can no longer be changed.',
    );
    expect((await row(uuid)).slot_start).toBe('19:00:00');
  });

  it("refuses a party over the restaurant's online maximum with the sentence to call", async () => {
    const diner = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(diner, pair, when, '19:00');
    const refused = await change(uuid, diner, {
      date: when.wire,
      start_time: '19:00',
      number_of_people: 7,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Online bookings here are for up to 6 people. For a party of 7, please call the restaurant.',
    );
    expect((await row(uuid)).number_of_people).toBe(2);
  });

  it('refuses a time the restaurant does not open, and a cancelled booking', async () => {
    const diner = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(diner, pair, when, '19:00');
    const odd = await change(uuid, diner, {
      date: when.wire,
      start_time: '15:00',
      number_of_people: 2,
    });
    expect(odd.statusCode).toBe(400);
    await app.inject({
      method: 'POST',
      url: `/api/v1/user/reservation/${uuid}/cancel`,
      headers: { authorization: `Bearer ${diner.token}` },
    });
    const gone = await change(uuid, diner, {
      date: when.wire,
      start_time: '12:00',
      number_of_people: 2,
    });
    expect(gone.statusCode).toBe(410);
  });

  it('offers the times it could move to, its own table left out, to its owner only', async () => {
    const diner = await insertUser(database.db);
    const stranger = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(diner, single, when, '19:00');
    const times = (who: Diner, party: number) =>
      app.inject({
        url: `/api/v1/user/reservation/${uuid}/change-times?date=${when.wire}&number_of_people=${party}`,
        headers: { authorization: `Bearer ${who.token}` },
      });
    // Availability counts the booking's own table as taken; its change does not.
    expect(await slotsFor(single, when, 4)).toEqual(['12:00', '21:30']);
    const own = await times(diner, 4);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.available_slots.map((slot: { start: string }) => slot.start)).toEqual([
      '12:00',
      '19:00',
      '21:30',
    ]);
    expect((await times(diner, 9)).json().data.available_slots).toEqual([]);
    expect((await times(stranger, 4)).statusCode).toBe(404);
  });

  it('is refused once the restaurant takes bookings by phone only, leaving the booking as it was', async () => {
    const diner = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(diner, pair, when, '19:00');
    await database.db.execute(
      sql`update restaurants set online_booking = false where id = ${pair.id}`,
    );
    try {
      const refused = await change(uuid, diner, {
        date: when.wire,
        start_time: '12:00',
        number_of_people: 2,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(PHONE_BOOKINGS_ONLY);
      expect((await row(uuid)).slot_start).toBe('19:00:00');
    } finally {
      await database.db.execute(
        sql`update restaurants set online_booking = true where id = ${pair.id}`,
      );
    }
  });

  it('gives the last table to one of two changes racing for it', async () => {
    const first = await insertUser(database.db);
    const second = await insertUser(database.db);
    const third = await insertUser(database.db);
    const when = nextDay();
    await book(third, pair, when, '12:00');
    const a = await book(first, pair, when, '19:00');
    const b = await book(second, pair, when, '19:00');
    const body = { date: when.wire, start_time: '12:00', number_of_people: 2 };
    const answers = await Promise.all([change(a.uuid, first, body), change(b.uuid, second, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const starts = [(await row(a.uuid)).slot_start, (await row(b.uuid)).slot_start].sort();
    expect(starts).toEqual(['12:00:00', '19:00:00']);
    expect(await overlappingClaims(database.db, clock)).toBe(0);
  });

  it("works from the emailed link's key without signing in, for that booking only", async () => {
    const diner = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(diner, pair, when, '19:00');
    const other = await book(diner, pair, when, '12:00');
    const key = new URL(app.bookingLinks.url(uuid)).searchParams.get('key')!;
    const body = { date: when.wire, start_time: '19:00', number_of_people: 3 };
    const linked = (target: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/user/reservation/link/${target}/change`,
        payload: { key, ...body },
      });
    expect((await linked(other.uuid)).statusCode).toBe(404);
    const changed = await linked(uuid);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.number_of_people).toBe(3);
  });

  it('sends an updated calendar file for each change: same UID, SEQUENCE rising up to the cancellation', async () => {
    const diner = await insertUser(database.db);
    const when = nextDay();
    const { uuid } = await book(diner, pair, when, '19:00');
    expect(
      (await change(uuid, diner, { date: when.wire, start_time: '12:00', number_of_people: 2 }))
        .statusCode,
    ).toBe(200);
    // Sent before the next change, so each change has its own email.
    await mailbox(diner.email);
    expect(
      (await change(uuid, diner, { date: when.wire, start_time: '12:00', number_of_people: 4 }))
        .statusCode,
    ).toBe(200);
    await mailbox(diner.email);
    await app.inject({
      method: 'POST',
      url: `/api/v1/user/reservation/${uuid}/cancel`,
      headers: { authorization: `Bearer ${diner.token}` },
    });
    const mails = (await mailbox(diner.email)).reverse();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your table at The Two Tables is booked',
      'Your booking at The Two Tables has changed',
      'Your booking at The Two Tables has changed',
      'Your booking at The Two Tables is cancelled',
    ]);
    const files = mails.map((mail) => {
      const calendar = new ICAL.Component(ICAL.parse(mail.attachments[0]!.content));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      return {
        method: calendar.getFirstPropertyValue('method'),
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        summary: mail.text,
      };
    });
    expect(files.map((file) => file.method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST', 'CANCEL']);
    expect(new Set(files.map((file) => file.uid))).toEqual(new Set([`${uuid}@tablehop`]));
    expect(files.map((file) => file.sequence)).toEqual([0, 1, 2, 3]);
    expect(files[1]!.start).toBe(new Date((await row(uuid)).start).toISOString());
    expect(mails[2]!.text).toContain('Party: 4 people');
  });
});
