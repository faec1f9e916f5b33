import { sql } from 'drizzle-orm';
import { PHONE_BOOKINGS_ONLY } from 'shared/api/phone-bookings-only';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { overlappingClaims, SLOT_TAKEN } from '../repositories/reservation-repository';
import { rows } from '../repositories/restaurant-repository';
import { issueToken } from '../repositories/user-repository';
import { londonDaysAhead, slotEnd } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date();
let place: Awaited<ReturnType<typeof insertRestaurant>>;
let phoneOnly: Awaited<ReturnType<typeof insertRestaurant>>;
let daysAhead = 7;
let diner: Awaited<ReturnType<typeof insertUser>>;

/** A fresh date for each test, a week or more ahead of the clock. */
function nextDate() {
  daysAhead += 1;
  return londonDaysAhead(daysAhead, clock);
}

type When = { wire: string; weekday: string };

/** Calls as the signed-in `diner` unless told otherwise (bearer null: signed out). */
const call = async (url: string, token?: string, bearer: string | null = diner.token) => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: {
      ...(token ? { 'x-hold-token': token } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

const holdUrl = (when: When, start = '12:00', party = 2, extra = '') => {
  const end = slotEnd(start);
  return `/api/v1/user/reservation/reservation-time-hold?start_time=${start}&end_time=${end}&date=${when.wire}&day=${when.weekday}&status=hold&rest_uuid=${place.uuid}&number_of_people=${party}${extra}`;
};

const hold = (when: When, start = '12:00', party = 2) => call(holdUrl(when, start, party));

const bookUrl = (uuid: string, when: When, start = '12:00', party = 2, guest = diner.id) =>
  `/api/v1/user/reservation/reservation-book?reservation_uuid=${uuid}&guest_id=${guest}&status=pending&rest_uuid=${place.uuid}&start_time=${start}&end_time=${slotEnd(start)}&date=${when.wire}&day=${when.weekday}&number_of_people=${party}&noted=Window%20seat`;

const seatsOf = async (uuid: string) => {
  const [row] = await rows<{ seats: number }>(
    database.db,
    sql`select t.seats from reservations r join restaurant_tables t on t.id = r.table_id where r.uuid = ${uuid}::uuid`,
  );
  return Number(row!.seats);
};

const slotsFor = async (when: When, party = 2) =>
  (
    await call(
      `/api/v1/user/restaurants/${place.uuid}/availability?date=${when.wire}&day=${when.weekday}&number_of_people=${party}`,
    )
  ).body.data.available_slots.map((s: { start: string }) => s.start);

/** A restaurant with free tables and slots that takes bookings by phone only. */
const phoneOnlyFixture = (name: string) => ({
  name,
  latitude: 51.5,
  longitude: -0.1,
  tables: [4],
  slots: ['12:00'],
  onlineBooking: false,
});

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 5 });
  place = await insertRestaurant(database.db, {
    name: 'The Holding Table',
    latitude: 51.5,
    longitude: -0.1,
    tables: [4, 2, 4],
    slots: ['12:00', '12:30', '19:00'],
  });
  phoneOnly = await insertRestaurant(database.db, phoneOnlyFixture('The Phone Line'));
  diner = await insertUser(database.db);
  app = buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.DEBUG_LOG ? 'error' : 'silent',
      // Every call here comes from one address; the limits have tests of their own (seating.test.ts).
      HOLD_LIMIT_PER_CLIENT: '10000',
      HOLD_RATE_LIMIT: '100000',
    }),
    {
      database,
      now: () => clock,
    },
  );
  await app.ready();
}, 60_000);

beforeEach(() => {
  clock = new Date();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('holding a table', () => {
  it('holds the smallest table that fits for 300 s and hands back a token', async () => {
    const when = nextDate();
    const { status, body, headers } = await hold(when, '12:00', 2);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      status: true,
      message: 'Your table is held for 5 minutes.',
      data: {
        start: '12:00',
        end: '12:30',
        date: when.wire,
        number_of_people: 2,
        status: 'hold',
        seconds_left: 300,
      },
    });
    expect(body.data.hold_token).toMatch(/^[\w-]{43}$/);
    expect(await seatsOf(body.data.uuid)).toBe(2);
    const party3 = await hold(when, '12:00', 3);
    expect(await seatsOf(party3.body.data.uuid)).toBe(4);
  });

  it('fills the tables, then answers 409, and availability follows', async () => {
    const when = nextDate();
    const seats = [];
    for (let i = 0; i < 3; i++) seats.push(await seatsOf((await hold(when)).body.data.uuid));
    expect(seats).toEqual([2, 4, 4]);
    const full = await hold(when);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ status: false, message: SLOT_TAKEN });
    // Each table is taken for the couple's 90 minutes plus the 15-minute reset: not at 12:30.
    expect(await slotsFor(when)).toEqual(['19:00']);
  });

  it('refuses a table at a restaurant that takes bookings by phone only (409), holding none', async () => {
    const when = nextDate();
    // One the search index knows, and one added since it was built (read from the database).
    const added = await insertRestaurant(database.db, phoneOnlyFixture('The Phone Box'));
    for (const restaurant of [phoneOnly, added]) {
      const refused = await call(holdUrl(when).replace(place.uuid, restaurant.uuid));
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ status: false, message: PHONE_BOOKINGS_ONLY });
      const [held] = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from reservations r join restaurant_tables t on t.id = r.table_id where t.restaurant_id = ${restaurant.id}`,
      );
      expect(held!.n).toBe(0);
    }
  });

  it('an expired hold no longer blocks, with no sweeper', async () => {
    const when = nextDate();
    for (let i = 0; i < 3; i++) await hold(when, '19:00');
    expect((await hold(when, '19:00')).status).toBe(409);
    clock = new Date(clock.getTime() + 301_000);
    expect(await slotsFor(when)).toContain('19:00');
    expect((await hold(when, '19:00')).status).toBe(200);
  });

  it('never holds more tables than there are, however many ask at once', async () => {
    const when = nextDate();
    const answers = await Promise.all(Array.from({ length: 60 }, () => hold(when, '12:30', 2)));
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(57);
    expect(await overlappingClaims(database.db, clock)).toBe(0);
  });

  it.each([
    [
      'a slot the restaurant does not open',
      (w: When) => holdUrl(w, '13:00'),
      /^start_time 13:00-13:30 is not a slot/,
    ],
    [
      'a party of 0',
      (w: When) => holdUrl(w, '12:00', 0),
      /^querystring\/number_of_people must be >= 1$/,
    ],
    [
      'a party of 51',
      (w: When) => holdUrl(w, '12:00', 51),
      /^querystring\/number_of_people must be <= 50$/,
    ],
    [
      'a wrong day',
      (w: When) =>
        holdUrl(w).replace(
          `day=${w.weekday}`,
          `day=${w.weekday === 'monday' ? 'tuesday' : 'monday'}`,
        ),
      /^day must be /,
    ],
    [
      'status other than hold',
      (w: When) => holdUrl(w).replace('status=hold', 'status=pending'),
      /^querystring\/status /,
    ],
    [
      'a malformed time',
      (w: When) => holdUrl(w).replace('start_time=12:00', 'start_time=12h'),
      /^querystring\/start_time /,
    ],
  ])('refuses %s with a 400 naming the field', async (_label, url, message) => {
    const { status, body } = await call(url(nextDate()));
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});

describe('on the clock-change Sundays (Europe/London)', () => {
  it('29 March 2026: at 11:30 UTC it is 12:30 BST, so 12:00 has passed and 19:00 has not', async () => {
    clock = new Date('2026-03-29T11:30:00Z');
    const sunday = { wire: '29/03/2026', weekday: 'sunday' };
    expect((await hold(sunday, '12:00')).body.message).toBe('start_time has already passed today');
    expect((await hold(sunday, '19:00')).status).toBe(200);
    // 12:00 and 12:30 BST have started; one of the three tables at 19:00 is now held.
    expect(await slotsFor(sunday)).toEqual(['19:00']);
  });

  it('25 October 2026: at 11:30 UTC it is 11:30 GMT, so 12:00 is still ahead', async () => {
    clock = new Date('2026-10-25T11:30:00Z');
    const sunday = { wire: '25/10/2026', weekday: 'sunday' };
    expect((await hold(sunday, '12:00')).status).toBe(200);
    expect(await slotsFor(sunday)).toEqual(['12:00', '12:30', '19:00']);
  });
});

describe('booking', () => {
  it('refuses to book a hold made before the restaurant went phone-only (409)', async () => {
    const when = nextDate();
    // Added since the index was built, so its flag is read from the database each time.
    const later = await insertRestaurant(database.db, {
      ...phoneOnlyFixture('The Late Switch'),
      onlineBooking: true,
    });
    const held = await call(holdUrl(when).replace(place.uuid, later.uuid));
    expect(held.status).toBe(200);
    await database.db.execute(
      sql`update restaurants set online_booking = false where id = ${later.id}`,
    );
    const refused = await call(
      bookUrl(held.body.data.uuid, when).replace(place.uuid, later.uuid),
      held.body.data.hold_token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ status: false, message: PHONE_BOOKINGS_ONLY });
  });

  it('books a live hold once; the same call again gives the same answer', async () => {
    const when = nextDate();
    const { body } = await hold(when);
    const url = bookUrl(body.data.uuid, when);
    const made = async () =>
      Number(
        /^tablehop_bookings_total\{event="made"\} (\d+)$/m.exec(
          (await app.inject({ method: 'GET', url: '/metrics' })).body,
        )![1],
      );
    const before = await made();
    const first = await call(url, body.data.hold_token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: true,
      message: 'Your reservation is confirmed.',
      data: { status: 'pending', uuid: body.data.uuid },
    });
    const again = await call(url, body.data.hold_token);
    expect(again.body).toEqual(first.body);
    // Counted once: the second call changed nothing.
    expect(await made()).toBe(before + 1);
    const [count] = await rows<{ n: string }>(
      database.db,
      sql`select count(*) as n from reservations where uuid = ${body.data.uuid}::uuid and status = 'pending'`,
    );
    expect(Number(count!.n)).toBe(1);
    // A booking is no longer a hold: an hour later its 2-seat table is still taken.
    expect(await seatsOf(body.data.uuid)).toBe(2);
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await seatsOf((await hold(when)).body.data.uuid)).toBe(4);
  });

  it('an expired hold answers 410 with a clear message', async () => {
    const when = nextDate();
    const { body } = await hold(when);
    clock = new Date(clock.getTime() + 301_000);
    const late = await call(bookUrl(body.data.uuid, when), body.data.hold_token);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('Your hold has expired. Please choose a time again.');
  });

  it('only the holder can book, and only what they held', async () => {
    const when = nextDate();
    const { body } = await hold(when);
    expect((await call(bookUrl(body.data.uuid, when))).status).toBe(403);
    const stranger = await call(bookUrl(body.data.uuid, when), 'not-the-token');
    expect(stranger).toMatchObject({
      status: 403,
      body: { status: false, message: 'This reservation belongs to someone else.' },
    });
    expect((await call(bookUrl(body.data.uuid, when, '12:30'), body.data.hold_token)).status).toBe(
      409,
    );
    expect(
      (await call(bookUrl('00000000-0000-4000-8000-000000000000', when), body.data.hold_token))
        .status,
    ).toBe(404);
  });
});

describe('moving, extending, releasing', () => {
  it('moves a hold to another slot atomically, and keeps it when the new slot is full', async () => {
    const when = nextDate();
    const first = await hold(when, '12:00');
    const token = first.body.data.hold_token;
    const moved = await call(holdUrl(when, '12:30', 2, `&uuid=${first.body.data.uuid}`), token);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ start: '12:30', status: 'hold', seconds_left: 300 });
    expect(moved.body.data.uuid).not.toBe(first.body.data.uuid);
    expect(await slotsFor(when)).toContain('12:00');
    // Fill 19:00, then try to move there: nothing changes.
    for (let i = 0; i < 3; i++) await hold(when, '19:00');
    const refused = await call(holdUrl(when, '19:00', 2, `&uuid=${moved.body.data.uuid}`), token);
    expect(refused.status).toBe(409);
    const status = await call(
      `/api/v1/user/reservation/reservation-hold-status?reservation_uuid=${moved.body.data.uuid}`,
      token,
    );
    expect(status.body.data).toMatchObject({ status: 'hold', start: '12:30' });
    expect(
      (await call(holdUrl(when, '19:00', 2, `&uuid=${moved.body.data.uuid}`), 'wrong')).status,
    ).toBe(403);
  });

  it('reports the server expiry and extends back to 300 s, even just after it lapsed', async () => {
    const when = nextDate();
    const { body } = await hold(when);
    const token = body.data.hold_token;
    const statusUrl = `/api/v1/user/reservation/reservation-hold-status?reservation_uuid=${body.data.uuid}`;
    const extendUrl = `/api/v1/user/reservation/reservation-extend?reservation_uuid=${body.data.uuid}`;
    clock = new Date(clock.getTime() + 200_000);
    expect((await call(statusUrl, token)).body.data.seconds_left).toBe(100);
    expect((await call(extendUrl, token)).body.data.seconds_left).toBe(300);
    clock = new Date(clock.getTime() + 310_000);
    expect((await call(statusUrl, token)).body.data).toMatchObject({
      status: 'expired',
      seconds_left: 0,
    });
    const revived = await call(extendUrl, token);
    expect(revived.body).toMatchObject({
      message: 'Your table is held for another 5 minutes.',
      data: { status: 'hold', seconds_left: 300 },
    });
  });

  it('a lapsed hold whose table was taken cannot be extended', async () => {
    const when = nextDate();
    const mine = await hold(when, '12:00', 3);
    clock = new Date(clock.getTime() + 301_000);
    for (let i = 0; i < 3; i++) await hold(when, '12:00', 2);
    const extend = await call(
      `/api/v1/user/reservation/reservation-extend?reservation_uuid=${mine.body.data.uuid}`,
      mine.body.data.hold_token,
    );
    expect(extend.status).toBe(410);
    expect(await overlappingClaims(database.db, clock)).toBe(0);
  });

  it('releases a hold (idempotently) and frees the slot; a booking cannot be released', async () => {
    const when = nextDate();
    for (let i = 0; i < 2; i++) await hold(when, '19:00');
    const { body } = await hold(when, '19:00');
    expect(await slotsFor(when)).not.toContain('19:00');
    const url = `/api/v1/user/reservation/reservation-removed?reservation_uuid=${body.data.uuid}`;
    expect((await call(url)).status).toBe(403);
    expect((await call(url, body.data.hold_token)).body).toEqual({
      status: true,
      message: 'Your held table has been released.',
    });
    expect((await call(url, body.data.hold_token)).body.status).toBe(true);
    expect(await slotsFor(when)).toContain('19:00');

    const other = await hold(when, '12:00');
    await call(bookUrl(other.body.data.uuid, when), other.body.data.hold_token);
    const booked = await call(
      `/api/v1/user/reservation/reservation-removed?reservation_uuid=${other.body.data.uuid}`,
      other.body.data.hold_token,
    );
    expect(booked.status).toBe(409);
  });
});

/** Booking emails go out through the outbox worker just after the answer: drain it first. */
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

const bookAs = async (bearer: string | null, guest: number, when = nextDate(), start = '12:00') => {
  const held = await hold(when, start);
  const booked = await call(
    bookUrl(held.body.data.uuid, when, start, 2, guest),
    held.body.data.hold_token,
    bearer,
  );
  return { held, booked, when };
};

const register = (payload: Record<string, unknown>, holdToken?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/guest-register',
    headers: holdToken ? { 'x-hold-token': holdToken } : {},
    payload,
  });

const guestDetails = (email: string) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  phone: '07700 900456',
  email,
  params: 'create',
  register_type: 'reservation',
});

describe('who a table can be booked for', () => {
  it('books for the signed-in diner and emails a confirmation with a calendar file', async () => {
    const { booked, when } = await bookAs(diner.token, diner.id);
    expect(booked.status).toBe(200);
    const [mail] = await mailbox(diner.email);
    expect(mail!.subject).toBe('Your table at The Holding Table is booked');
    expect(mail!.text).toContain(when.wire);
    expect(mail!.text).toContain('12:00 PM');
    expect(mail!.attachments[0]!.filename).toBe('reservation.ics');
    expect(mail!.attachments[0]!.content).toContain('DTSTART:');
  });

  it("refuses a guest_id that is neither the signed-in diner nor the hold's registered guest", async () => {
    const other = await insertUser(database.db);
    const signedIn = await bookAs(diner.token, other.id);
    expect(signedIn.booked.status).toBe(403);
    const signedOut = await bookAs(null, diner.id);
    expect(signedOut.booked.status).toBe(403);
    expect(signedOut.booked.body.message).toBe(
      'You can only book for yourself: sign in, or enter your details at checkout.',
    );
  });

  it('books for the guest who registered at checkout for this hold, and for nobody else', async () => {
    const when = nextDate();
    const held = await hold(when);
    const token = held.body.data.hold_token;
    const email = `guest-${Date.now()}@example.com`;
    // Without the hold's token nobody can attach themselves to it.
    const stranger = await register({
      ...guestDetails(email),
      reservation_uuid: held.body.data.uuid,
    });
    expect(stranger.statusCode).toBe(403);
    const registered = await register(
      { ...guestDetails(email), reservation_uuid: held.body.data.uuid },
      token,
    );
    expect(registered.statusCode).toBe(201);
    const guest = registered.json().data;
    expect(guest).toMatchObject({ email, status: 'inactive', phone: '07700900456' });
    // The guest is bookable only on the hold they registered with.
    const elsewhere = await bookAs(null, guest.id);
    expect(elsewhere.booked.status).toBe(403);
    const booked = await call(
      bookUrl(held.body.data.uuid, when, '12:00', 2, guest.id),
      token,
      null,
    );
    expect(booked.status).toBe(200);
    const subjects = (await mailbox(email)).map((m) => m.subject);
    expect(subjects).toEqual([
      'Your table at The Holding Table is booked',
      'Activate your TableHop account',
    ]);
  });
});

describe('a guest registered at checkout', () => {
  it('keeps the right to book when the hold moves to another slot', async () => {
    const when = nextDate();
    const held = await hold(when, '12:00');
    const token = held.body.data.hold_token;
    const email = `mover-${Date.now()}@example.com`;
    const guest = (
      await register({ ...guestDetails(email), reservation_uuid: held.body.data.uuid }, token)
    ).json().data;
    const moved = await call(
      holdUrl(when, '12:30', 2, `&uuid=${held.body.data.uuid}`),
      token,
      null,
    );
    expect(moved.status).toBe(200);
    const booked = await call(
      bookUrl(moved.body.data.uuid, when, '12:30', 2, guest.id),
      token,
      null,
    );
    expect(booked.status).toBe(200);
  });

  it('learns nothing about an email without the hold: 403 before any account check', async () => {
    const when = nextDate();
    const held = await hold(when);
    const answer = await register({
      ...guestDetails(diner.email),
      reservation_uuid: held.body.data.uuid,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      status: false,
      message: 'This reservation belongs to someone else.',
    });
    const known = await register(
      { ...guestDetails(diner.email), reservation_uuid: held.body.data.uuid },
      held.body.data.hold_token,
    );
    expect(known.statusCode).toBe(409);
    expect(known.json().data.status).toBe('code_sent');
  });
});

describe('a returning guest at checkout', () => {
  const sendCode = (uuid: string, token: string, email: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/user/guest-register/code',
      headers: { 'x-hold-token': token },
      payload: { reservation_uuid: uuid, email, code },
    });
  const latestCode = async (email: string) => {
    const codes = (await mailbox(email)).filter((m) => m.subject.startsWith('Your TableHop code'));
    // The mailbox lists the newest first.
    return /\b(\d{6})\b/.exec(codes[0]!.text)![1]!;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const linkIn = (text: string) => {
    const match = /http:\/\/localhost:\d+\/my-booking\/([0-9a-f-]{36})\?key=([\w-]+)/.exec(text);
    return { uuid: match![1]!, key: match![2]! };
  };
  const byLink = (uuid: string, key: string) =>
    app.inject({ method: 'GET', url: `/api/v1/user/reservation/link/${uuid}?key=${key}` });
  const cancelByLink = (uuid: string, key: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/user/reservation/link/${uuid}/cancel`,
      payload: { key },
    });

  it('is answered alike for an active and a never-activated account, by a code to that email', async () => {
    const inactive = await insertUser(database.db, { status: 'inactive' });
    const answers = [];
    for (const account of [diner, inactive]) {
      const held = await hold(nextDate());
      const answer = await register(
        { ...guestDetails(account.email), reservation_uuid: held.body.data.uuid },
        held.body.data.hold_token,
      );
      expect(answer.statusCode).toBe(409);
      answers.push({ ...answer.json(), data: { ...answer.json().data, email: null } });
      const [mail] = await mailbox(account.email);
      expect(mail!.subject).toBe('Your TableHop code to book The Holding Table');
      expect(mail!.text).toMatch(/\b\d{6}\b/);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({
      status: false,
      message:
        'This email already has a TableHop account. We have emailed it a 6-digit code: enter it to book this table.',
      data: { status: 'code_sent', id: null },
    });
  });

  it('books the held table with the right code, and gets an email link that shows and cancels that booking', async () => {
    const returning = await insertUser(database.db, { status: 'inactive' });
    const when = nextDate();
    const held = await hold(when);
    const { uuid, hold_token: token } = held.body.data;
    await register({ ...guestDetails(returning.email), reservation_uuid: uuid }, token);
    const code = await latestCode(returning.email);

    const refused = await sendCode(uuid, token, returning.email, wrong(code));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.code).toMatch(/not right/);
    // Someone else's hold cannot use the code.
    const other = await hold(nextDate());
    const elsewhere = await sendCode(
      other.body.data.uuid,
      other.body.data.hold_token,
      returning.email,
      code,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect((await sendCode(uuid, 'not-the-token', returning.email, code)).statusCode).toBe(403);

    const confirmed = await sendCode(uuid, token, returning.email, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.id).toBe(returning.id);
    // A code works once.
    expect((await sendCode(uuid, token, returning.email, code)).statusCode).toBe(400);
    const booked = await call(bookUrl(uuid, when, '12:00', 2, returning.id), token, null);
    expect(booked.status).toBe(200);

    const confirmation = (await mailbox(returning.email)).find((m) =>
      m.subject.endsWith('is booked'),
    );
    const link = linkIn(confirmation!.text);
    expect(link.uuid).toBe(uuid);
    const shown = await byLink(link.uuid, link.key);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json().data).toMatchObject({ uuid, status: 'pending', number_of_people: 2 });

    // A key opens its own booking only, and a made-up one nothing.
    const { booked: another } = await bookAs(diner.token, diner.id);
    expect(another.status).toBe(200);
    expect((await byLink(another.body.data.uuid, link.key)).statusCode).toBe(404);
    // One character changed (never to the one already there: a key ends in 'A' one time in 64).
    const altered = `${link.key.slice(0, -1)}${link.key.endsWith('A') ? 'B' : 'A'}`;
    expect((await byLink(uuid, altered)).statusCode).toBe(404);
    expect((await cancelByLink(another.body.data.uuid, link.key)).statusCode).toBe(404);

    const cancelled = await cancelByLink(uuid, link.key);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await cancelByLink(uuid, link.key)).json().data.status).toBe('cancelled');
    expect((await mailbox(returning.email)).map((m) => m.subject)).toContain(
      'Your booking at The Holding Table is cancelled',
    );
  });

  it('sends one hold only a few codes, and each new one retires the last', async () => {
    const returning = await insertUser(database.db);
    const held = await hold(nextDate());
    const { uuid, hold_token: token } = held.body.data;
    const again = () =>
      register({ ...guestDetails(returning.email), reservation_uuid: uuid }, token);
    expect((await again()).statusCode).toBe(409);
    const first = await latestCode(returning.email);
    expect((await again()).statusCode).toBe(409);
    expect((await again()).statusCode).toBe(409);
    const used = await again();
    expect(used.statusCode).toBe(429);
    expect(used.json().message).toBe(
      'We have sent this table all the codes we can. Use the latest one, or sign in to book.',
    );
    expect((await mailbox(returning.email)).length).toBe(3);
    const latest = await latestCode(returning.email);
    if (first !== latest) {
      expect((await sendCode(uuid, token, returning.email, first)).statusCode).toBe(400);
    }
    expect((await sendCode(uuid, token, returning.email, latest)).statusCode).toBe(200);
  });
});

describe("a diner's own reservations", () => {
  const info = (id: string | number, bearer: string | null = diner.token) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/user/reservation/reservation-info/${id}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  const list = (uuid: string, bearer: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/user/reservation/user-reservations/${uuid}`,
      headers: { authorization: `Bearer ${bearer}` },
    });
  const cancel = (uuid: string, bearer: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/user/reservation/${uuid}/cancel`,
      headers: { authorization: `Bearer ${bearer}` },
    });

  it('shows a booking to its owner only, by id or uuid, and 404s everyone else', async () => {
    const { booked } = await bookAs(diner.token, diner.id);
    const { id, uuid } = booked.body.data;
    const byId = await info(id);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({
      id,
      uuid,
      status: 'pending',
      reservation_time: '12:00:00',
      number_of_people: 2,
      noted: 'Window seat',
      restaurant: { name: 'The Holding Table' },
    });
    expect((await info(uuid)).json().data.id).toBe(id);
    const other = await insertUser(database.db);
    const stranger = await info(id, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Holding');
    expect((await info(id, null)).statusCode).toBe(401);
    expect((await info(id, 'made-up-token')).statusCode).toBe(401);
    // Anything that is neither an id nor a uuid is a 400, never a database error.
    expect((await info('-'.repeat(36))).statusCode).toBe(400);
  });

  it("lists the diner's bookings with the spec's fields and refuses another user's uuid", async () => {
    const owner = await insertUser(database.db);
    const { booked, when } = await bookAs(owner.token, owner.id);
    const listed = await list(owner.uuid, owner.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id: booked.body.data.id,
        status: 'pending',
        day: when.weekday,
        reservation_date: when.wire,
        reservation_time: '12:00:00',
        number_of_people: 2,
        created_at: expect.any(String),
        restaurant: expect.objectContaining({ name: 'The Holding Table', avatar: null }),
      }),
    ]);
    expect((await list(owner.uuid, diner.token)).statusCode).toBe(403);
  });

  it('turns a booking completed once its slot has ended', async () => {
    const owner = await insertUser(database.db);
    const { when } = await bookAs(owner.token, owner.id);
    const [day, month, year] = when.wire.split('/');
    // 12:30 London on that date has passed: one minute after the slot's end.
    clock = new Date(new Date(`${year}-${month}-${day}T12:31:00Z`).getTime() + 3_600_000);
    const statuses = (
      await list(owner.uuid, await issueToken(database.db, owner.id, 'session', clock))
    )
      .json()
      .data.map((r: { status: string }) => r.status);
    expect(statuses).toEqual(['completed']);
  });

  it("cancels the owner's pending booking before it starts, once, with a notice", async () => {
    const owner = await insertUser(database.db);
    const { booked } = await bookAs(owner.token, owner.id);
    const uuid = booked.body.data.uuid;
    const cancelledSoFar = async () =>
      Number(
        /^tablehop_bookings_total\{event="cancelled"\} (\d+)$/m.exec(
          (await app.inject({ method: 'GET', url: '/metrics' })).body,
        )![1],
      );
    const before = await cancelledSoFar();
    expect((await cancel(uuid, diner.token)).statusCode).toBe(404);
    const first = await cancel(uuid, owner.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.status).toBe('cancelled');
    const again = await cancel(uuid, owner.token);
    expect(again.json()).toEqual(first.json());
    expect(await cancelledSoFar()).toBe(before + 1);
    const subjects = (await mailbox(owner.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('cancelled'))).toEqual([
      'Your booking at The Holding Table is cancelled',
    ]);
    const [notice] = await mailbox(owner.email);
    expect(notice!.attachments[0]!.content).toContain('METHOD:CANCEL');
    // The table is free again.
    const statuses = (await list(owner.uuid, owner.token))
      .json()
      .data.map((r: { status: string }) => r.status);
    expect(statuses).toEqual(['cancelled']);
  });

  it('refuses to cancel a booking that has started', async () => {
    const owner = await insertUser(database.db);
    const { booked, when } = await bookAs(owner.token, owner.id);
    const [day, month, year] = when.wire.split('/');
    // 12:10 London in summer or winter is after the 12:00 start either way.
    clock = new Date(`${year}-${month}-${day}T12:10:00Z`);
    const late = await cancel(
      booked.body.data.uuid,
      // Sessions last 30 days and this date may be further ahead than that.
      await issueToken(database.db, owner.id, 'session', clock),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This reservation has already started and can no longer be cancelled.',
    );
  });
});
