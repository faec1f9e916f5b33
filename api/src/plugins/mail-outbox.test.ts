import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { icsUtc } from '../lib/mail/ics';
import type { MailMessage } from '../lib/mail/message';
import { bookHold } from '../repositories/reservation-repository';
import { rows } from '../repositories/restaurant-repository';
import { issueToken } from '../repositories/user-repository';
import { londonDaysAhead, slotEnd } from '../test/dates';
import { jsonLdBlocks } from '../test/json-ld';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { MAIL_OUTBOX_DEFAULTS, retryDelaySeconds } from './mail-outbox';

let database: TestDatabase;
let place: Awaited<ReturnType<typeof insertRestaurant>>;
let clock = new Date();
let daysAhead = 10;
const logs: string[] = [];
const apps: FastifyInstance[] = [];

/** An app on the shared test database; the poll is off unless asked for, so nothing runs unkicked. */
async function startApp(env: Record<string, string> = {}) {
  const app = buildApp(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', MAIL_OUTBOX_POLL_SECONDS: '0', ...env }),
    {
      database,
      now: () => clock,
      logStream: { write: (line: string) => void logs.push(line) },
    },
  );
  apps.push(app);
  await app.ready();
  return app;
}

/** A second app on the same database; on PostgreSQL with its own pool, as another process. */
async function startOtherProcess() {
  const second: DatabaseHandle | undefined = database.url
    ? await openDatabase({ url: database.url, dataDir: '', poolSize: 4 })
    : undefined;
  const other = buildApp(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', MAIL_OUTBOX_POLL_SECONDS: '0' }),
    { database: second ?? database, now: () => clock },
  );
  apps.push(other);
  await other.ready();
  return { other, second };
}

let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 3 });
  place = await insertRestaurant(database.db, {
    name: 'The Outbox Arms',
    latitude: 51.5,
    longitude: -0.1,
    tables: [2, 2, 4, 4, 6],
    slots: ['12:00', '12:30', '19:00'],
  });
  app = await startApp();
}, 60_000);

beforeEach(() => {
  clock = new Date();
  logs.length = 0;
  jest.restoreAllMocks();
});

afterAll(async () => {
  await Promise.allSettled(apps.map((each) => each.close()));
  await database?.dispose();
});

type Diner = Awaited<ReturnType<typeof insertUser>>;

const call = async (on: FastifyInstance, url: string, holdToken?: string, bearer?: string) => {
  const response = await on.inject({
    method: 'GET',
    url,
    headers: {
      ...(holdToken ? { 'x-hold-token': holdToken } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
  });
  return { status: response.statusCode, body: response.json() };
};

/** Holds a fresh date's 12:00 table and returns what booking it needs. */
async function holdTable(on: FastifyInstance = app) {
  daysAhead += 1;
  const when = londonDaysAhead(daysAhead, clock);
  const held = await call(
    on,
    `/api/v1/user/reservation/reservation-time-hold?start_time=12:00&end_time=${slotEnd('12:00')}` +
      `&date=${when.wire}&day=${when.weekday}&status=hold&rest_uuid=${place.uuid}&number_of_people=2`,
  );
  expect(held.status).toBe(200);
  return { when, uuid: held.body.data.uuid as string, token: held.body.data.hold_token as string };
}

const bookUrl = (held: Awaited<ReturnType<typeof holdTable>>, diner: Diner, noted: string) =>
  `/api/v1/user/reservation/reservation-book?reservation_uuid=${held.uuid}&guest_id=${diner.id}&status=pending` +
  `&rest_uuid=${place.uuid}&start_time=12:00&end_time=${slotEnd('12:00')}&date=${held.when.wire}` +
  `&day=${held.when.weekday}&number_of_people=2&noted=${encodeURIComponent(noted)}`;

async function book(diner: Diner, noted = 'A quiet corner, please', on: FastifyInstance = app) {
  const held = await holdTable(on);
  const booked = await call(on, bookUrl(held, diner, noted), held.token, diner.token);
  expect(booked.status).toBe(200);
  return held;
}

/** Cancels as the diner signed in at the test's clock: a session from real now ends 30 days on. */
const cancel = async (uuid: string, diner: Diner) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/user/reservation/${uuid}/cancel`,
    headers: {
      authorization: `Bearer ${await issueToken(database.db, diner.id, 'session', clock)}`,
    },
  });

interface Mail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: string }[];
}

/** The dev mailbox as it is now: no draining here, the tests say when the worker runs. */
const mailbox = async (to: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })
  ).json() as Mail[];

interface OutboxRow {
  kind: string;
  attempts: number;
  payload: unknown;
  next_attempt_at: string | Date | null;
  last_error: string | null;
}

const outboxOf = (reservationUuid: string) =>
  rows<OutboxRow>(
    database.db,
    sql`select o.kind, o.attempts, o.payload, o.next_attempt_at, o.last_error
        from mail_outbox o join reservations r on r.id = o.reservation_id
        where r.uuid = ${reservationUuid}::uuid order by o.id`,
  );

const payloadOf = (row: OutboxRow) =>
  typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;

const CONFIRMED = 'Your table at The Outbox Arms is booked';
const CANCELLED = 'Your booking at The Outbox Arms is cancelled';

describe('the booking confirmation', () => {
  it('is queued by the booking itself and survives a worker that never runs', async () => {
    const kick = jest.spyOn(app.mailOutbox, 'kick').mockImplementation(() => undefined);
    const diner = await insertUser(database.db);
    const held = await book(diner, 'Window seat\nand a high chair');
    expect(kick).toHaveBeenCalledTimes(1);
    // Nothing composed or sent in the request: only the queued intent, committed with it.
    expect(await mailbox(diner.email)).toEqual([]);
    const [row, ...more] = await outboxOf(held.uuid);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ kind: 'booking_confirmation', attempts: 0, last_error: null });
    expect(payloadOf(row!)).toEqual({ noted: 'Window seat\nand a high chair' });
    expect(new Date(row!.next_attempt_at!).getTime()).toBe(clock.getTime());

    // A booking that fails queues nothing: it is one statement.
    const other = await holdTable();
    const wrong = await call(
      app,
      bookUrl(other, diner, 'x').replace('number_of_people=2', 'number_of_people=3'),
      other.token,
      diner.token,
    );
    expect(wrong.status).toBe(409);
    expect(await outboxOf(other.uuid)).toEqual([]);
  });

  it('is sent by drain() with the special request and the calendar file, then leaves the outbox', async () => {
    const diner = await insertUser(database.db);
    const held = await book(diner, 'Window seat <please>');
    await app.mailOutbox.drain();
    const [mail, ...more] = await mailbox(diner.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(CONFIRMED);
    expect(mail!.text).toContain(held.when.wire);
    expect(mail!.text).toContain('12:00 PM – 12:30 PM');
    expect(mail!.text).toContain('Special request: Window seat <please>');
    expect(mail!.html).toContain('Window seat &lt;please&gt;');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.filename).toBe('reservation.ics');
    // Unfolded (RFC 5545 continues long lines after CRLF + space).
    const ics = mail!.attachments[0]!.content.replace(/\r\n /g, '');
    expect(ics).toContain(`UID:${held.uuid}@tablehop`);
    expect(ics).toContain('METHOD:REQUEST');
    // From MAIL_FROM's address, to the diner: what a calendar needs to apply an iTIP REQUEST.
    expect(ics).toContain('ORGANIZER;CN=TableHop:mailto:no-reply@tablehop.local');
    expect(ics).toMatch(new RegExp(`ATTENDEE;CN="[^"]*";[^:]*:mailto:${diner.email}\\r\\n`));
    expect(ics).toContain('Special request: Window seat <please>');
    // Stamped when booked, not when sent: a retry sends the same calendar entry.
    expect(ics).toContain(`DTSTAMP:${icsUtc(clock)}`);
    expect(await outboxOf(held.uuid)).toEqual([]);
  });

  it("carries the reservation's markup with its own signed links, and the cancellation its status", async () => {
    const diner = await insertUser(database.db);
    const held = await book(diner);
    await app.mailOutbox.drain();
    const [mail] = await mailbox(diner.email);
    const [markup] = jsonLdBlocks(mail!.html!) as {
      reservationNumber: string;
      modifyReservationUrl: string;
      cancelReservationUrl: string;
    }[];
    expect(markup).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: held.uuid,
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      reservationFor: { '@type': 'FoodEstablishment', name: 'The Outbox Arms' },
      partySize: 2,
    });
    // The email's own 'View or cancel my booking' link, and its cancel answer (ADR 0052).
    expect(mail!.text).toContain(markup!.modifyReservationUrl);
    expect(markup!.cancelReservationUrl).toBe(`${markup!.modifyReservationUrl}&reply=cancel`);
    const key = new URL(markup!.modifyReservationUrl).searchParams.get('key')!;
    expect(app.bookingLinks.verify(held.uuid, key)).toBe(true);

    expect((await cancel(held.uuid, diner)).statusCode).toBe(200);
    await app.mailOutbox.drain();
    const [notice] = await mailbox(diner.email);
    expect(jsonLdBlocks(notice!.html!)).toEqual([
      expect.objectContaining({
        reservationNumber: held.uuid,
        reservationStatus: 'https://schema.org/ReservationCancelled',
      }),
    ]);
  });

  it('goes out on its own just after the answer: the route kicks the worker', async () => {
    const diner = await insertUser(database.db);
    await book(diner);
    const deadline = Date.now() + 5000;
    while ((await mailbox(diner.email)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await mailbox(diner.email)).map((m) => m.subject)).toEqual([CONFIRMED]);
  });

  it('is sent once when the same hold is booked twice, one after the other or at once', async () => {
    const diner = await insertUser(database.db);
    const held = await holdTable();
    const url = bookUrl(held, diner, 'Twice');
    const first = await call(app, url, held.token, diner.token);
    const again = await call(app, url, held.token, diner.token);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);

    const racing = await holdTable();
    const raceUrl = bookUrl(racing, diner, 'Racing');
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(app, raceUrl, racing.token, diner.token)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await app.mailOutbox.drain();
    await app.mailOutbox.drain();
    const subjects = (await mailbox(diner.email)).map((m) => m.subject);
    expect(subjects).toEqual([CONFIRMED, CONFIRMED]);
  });

  it('is queued by the transactional path too (a diner signed in without a bearer in SQL)', async () => {
    const diner = await insertUser(database.db);
    const held = await holdTable();
    // No bearer hash: the one-statement path cannot see the session, the transaction asks.
    const request = {
      restaurantId: place.id,
      date: held.when.iso,
      start: '12:00',
      party: 2,
      guestId: diner.id,
      bearerHash: null,
      signedInUser: async () => diner.id,
      noted: 'By the fire',
    };
    const booked = await bookHold(database.db, held.uuid, held.token, request, clock);
    expect(booked).toMatchObject({ ok: true, value: { booked: true } });
    expect((await outboxOf(held.uuid)).map((r) => [r.kind, payloadOf(r)])).toEqual([
      ['booking_confirmation', { noted: 'By the fire' }],
    ]);
    const repeat = await bookHold(database.db, held.uuid, held.token, request, clock);
    expect(repeat).toMatchObject({ ok: true, value: { booked: false } });
    await app.mailOutbox.drain();
    const [mail, ...more] = await mailbox(diner.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Special request: By the fire');
  });
});

describe('a send that fails', () => {
  it('is retried after a backoff and delivered, logged by reservation without the body', async () => {
    const diner = await insertUser(database.db);
    const send = jest
      .spyOn(app.mail, 'send')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:2525'));
    const held = await book(diner, 'Secret anniversary surprise');
    await app.mailOutbox.drain();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await mailbox(diner.email)).toEqual([]);
    const [row] = await outboxOf(held.uuid);
    expect(row).toMatchObject({
      attempts: 1,
      last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(new Date(row!.next_attempt_at!).getTime()).toBe(
      clock.getTime() + retryDelaySeconds(1) * 1000,
    );
    const warning = logs.find((line) => line.includes('booking email will be retried'));
    expect(warning).toContain(held.uuid);
    expect(logs.join('\n')).not.toContain('Secret anniversary');

    // Not due yet: nothing is tried again.
    await app.mailOutbox.drain();
    expect(send).toHaveBeenCalledTimes(1);

    clock = new Date(clock.getTime() + retryDelaySeconds(1) * 1000);
    await app.mailOutbox.drain();
    expect(send).toHaveBeenCalledTimes(2);
    const [mail] = await mailbox(diner.email);
    expect(mail!.subject).toBe(CONFIRMED);
    expect(mail!.text).toContain('Secret anniversary surprise');
    expect(await outboxOf(held.uuid)).toEqual([]);
  });

  it('is given up after a bounded number of tries, with an error naming the reservation', async () => {
    const diner = await insertUser(database.db);
    const send = jest.spyOn(app.mail, 'send').mockRejectedValue(new Error('550 mailbox full'));
    const held = await book(diner, 'Private note');
    for (let attempt = 1; attempt <= MAIL_OUTBOX_DEFAULTS.maxAttempts + 2; attempt++) {
      await app.mailOutbox.drain();
      clock = new Date(clock.getTime() + 2 * 3600 * 1000);
    }
    const mine = send.mock.calls.filter(([message]) => message.to === diner.email);
    expect(mine).toHaveLength(MAIL_OUTBOX_DEFAULTS.maxAttempts);
    const [row] = await outboxOf(held.uuid);
    expect(row).toMatchObject({
      attempts: MAIL_OUTBOX_DEFAULTS.maxAttempts,
      next_attempt_at: null,
      last_error: '550 mailbox full',
    });
    const errors = logs.filter((line) => line.includes('booking email given up'));
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!)).toMatchObject({
      level: 50,
      reservation: held.uuid,
      kind: 'booking_confirmation',
      attempts: MAIL_OUTBOX_DEFAULTS.maxAttempts,
    });
    expect(logs.join('\n')).not.toContain('Private note');
  });

  it('is claimed again once the lease of a sender that died has run out', async () => {
    const diner = await insertUser(database.db);
    jest.spyOn(app.mailOutbox, 'kick').mockImplementation(() => undefined);
    const held = await book(diner);
    // What a process that claimed the row and then crashed leaves behind.
    const leaseEnds = new Date(clock.getTime() + MAIL_OUTBOX_DEFAULTS.leaseSeconds * 1000);
    await database.db.execute(
      sql`update mail_outbox set attempts = 1, next_attempt_at = ${leaseEnds.toISOString()}::timestamptz
          where reservation_id = (select id from reservations where uuid = ${held.uuid}::uuid)`,
    );
    await app.mailOutbox.drain();
    expect(await mailbox(diner.email)).toEqual([]);
    clock = leaseEnds;
    await app.mailOutbox.drain();
    expect((await mailbox(diner.email)).map((m) => m.subject)).toEqual([CONFIRMED]);
  });
});

describe('a message whose senders never finish', () => {
  it('is parked once its last lease runs out, not claimed for ever', async () => {
    const diner = await insertUser(database.db);
    jest.spyOn(app.mailOutbox, 'kick').mockImplementation(() => undefined);
    const held = await book(diner);
    // The last of its tries, claimed by a process that then died.
    const leaseEnds = new Date(clock.getTime() + MAIL_OUTBOX_DEFAULTS.leaseSeconds * 1000);
    await database.db.execute(
      sql`update mail_outbox set attempts = ${MAIL_OUTBOX_DEFAULTS.maxAttempts},
            next_attempt_at = ${leaseEnds.toISOString()}::timestamptz
          where reservation_id = (select id from reservations where uuid = ${held.uuid}::uuid)`,
    );
    clock = leaseEnds;
    await app.mailOutbox.drain();
    expect(await mailbox(diner.email)).toEqual([]);
    const [row] = await outboxOf(held.uuid);
    expect(row).toMatchObject({ attempts: MAIL_OUTBOX_DEFAULTS.maxAttempts });
    expect(row!.next_attempt_at).toBeNull();
  });
});

describe('the cancellation notice', () => {
  it('is queued with the cancellation, once, and sent with a CANCEL calendar file', async () => {
    const diner = await insertUser(database.db);
    const held = await book(diner);
    await app.mailOutbox.drain();
    jest.spyOn(app.mailOutbox, 'kick').mockImplementation(() => undefined);
    expect((await cancel(held.uuid, diner)).statusCode).toBe(200);
    expect((await cancel(held.uuid, diner)).statusCode).toBe(200);
    expect((await outboxOf(held.uuid)).map((r) => r.kind)).toEqual(['booking_cancellation']);
    await app.mailOutbox.drain();
    const [notice, confirmation, ...more] = await mailbox(diner.email);
    expect(more).toEqual([]);
    expect(confirmation!.subject).toBe(CONFIRMED);
    expect(notice!.subject).toBe(CANCELLED);
    expect(notice!.text).toContain(held.when.wire);
    expect(notice!.attachments[0]!.filename).toBe('cancellation.ics');
    expect(notice!.attachments[0]!.content).toContain('METHOD:CANCEL');
    expect(notice!.attachments[0]!.content).toContain(`UID:${held.uuid}@tablehop`);
    expect(await outboxOf(held.uuid)).toEqual([]);
  });

  it('goes out in the same drain as the confirmation it waited behind', async () => {
    // The confirmation's deletion and the next claim share one statement, which cannot see
    // that deletion: the worker must claim once more before it stops.
    jest.spyOn(app.mailOutbox, 'kick').mockImplementation(() => undefined);
    // A kick from before the spy would start a pass of its own and hide a worker that stops early.
    await new Promise((resolve) => setImmediate(resolve));
    await app.mailOutbox.drain();
    const diner = await insertUser(database.db);
    const held = await book(diner);
    expect((await cancel(held.uuid, diner)).statusCode).toBe(200);
    await app.mailOutbox.drain();
    expect((await mailbox(diner.email)).map((m) => m.subject)).toEqual([CANCELLED, CONFIRMED]);
    expect(await outboxOf(held.uuid)).toEqual([]);
  });

  it('never overtakes a confirmation still waiting for its retry', async () => {
    const diner = await insertUser(database.db);
    const send = jest.spyOn(app.mail, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const held = await book(diner);
    await app.mailOutbox.drain();
    expect(send).toHaveBeenCalledTimes(1);
    expect((await cancel(held.uuid, diner)).statusCode).toBe(200);
    await app.mailOutbox.drain();
    expect(send).toHaveBeenCalledTimes(1);
    expect((await outboxOf(held.uuid)).map((r) => r.kind)).toEqual([
      'booking_confirmation',
      'booking_cancellation',
    ]);
    clock = new Date(clock.getTime() + retryDelaySeconds(1) * 1000);
    await app.mailOutbox.drain();
    // Newest first: the notice went out after the confirmation.
    expect((await mailbox(diner.email)).map((m) => m.subject)).toEqual([CANCELLED, CONFIRMED]);
  });
});

describe('the worker', () => {
  it('polls for rows nobody kicked, and close() waits for the batch in flight', async () => {
    const polling = await startApp({ MAIL_OUTBOX_POLL_SECONDS: '1' });
    const diner = await insertUser(database.db);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const realSend = polling.mail.send.bind(polling.mail);
    jest.spyOn(polling.mail, 'send').mockImplementation(async (message: MailMessage) => {
      started.push(message.to);
      await gate;
      await realSend(message);
    });
    // Other apps on this database stay out of it.
    jest.spyOn(app.mailOutbox, 'kick').mockImplementation(() => undefined);
    jest.spyOn(polling.mailOutbox, 'kick').mockImplementation(() => undefined);
    const held = await book(diner, 'Polled', polling);
    const deadline = Date.now() + 5000;
    while (started.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(started).toEqual([diner.email]);
    const closing = polling.close();
    setTimeout(release, 50);
    await closing;
    // Closed only once the send finished and the row was done with.
    expect((await mailbox(diner.email)).map((m) => m.subject)).toEqual([CONFIRMED]);
    expect(await outboxOf(held.uuid)).toEqual([]);
    await polling.mailOutbox.drain();
  });

  it('never sends a row twice when two app instances drain one database', async () => {
    const { other, second } = await startOtherProcess();
    try {
      const diner = await insertUser(database.db);
      const [table] = await rows<{ id: number }>(
        database.db,
        sql`select id from restaurant_tables where restaurant_id = ${place.id} order by id limit 1`,
      );
      const COUNT = 120;
      await database.db.execute(
        sql`insert into reservations (uuid, restaurant_id, table_id, table_ids, occupancy, table_minutes,
                                      reservation_date, slot_start, slot_end, number_of_people, status, guest_id, booked_at)
            select gen_random_uuid(), ${place.id}, ${table!.id}, array[${table!.id}::int],
                   tstzrange(date '2031-01-01' + g + time '19:00', date '2031-01-01' + g + time '21:00'), 90,
                   date '2031-01-01' + g, '19:00', '19:30', 2, 'pending', ${diner.id}, now()
            from generate_series(1, ${COUNT}) g`,
      );
      await database.db.execute(
        sql`insert into mail_outbox (kind, reservation_id, next_attempt_at)
            select 'booking_confirmation', id, ${clock.toISOString()}::timestamptz
            from reservations where guest_id = ${diner.id}`,
      );
      const sent: { by: string; uid: string }[] = [];
      for (const [name, instance] of [
        ['a', app],
        ['b', other],
      ] as const) {
        jest.spyOn(instance.mail, 'send').mockImplementation(async (message: MailMessage) => {
          if (message.to !== diner.email) return;
          const uid = /UID:(\S+)/.exec(message.attachments![0]!.content)![1]!;
          // Long enough for the two workers' claims to interleave, even when the second one's
          // sweeps (reminders, standby) start late on a loaded machine.
          await new Promise((resolve) => setTimeout(resolve, 25));
          sent.push({ by: name, uid });
        });
      }
      await Promise.all([
        app.mailOutbox.drain(),
        other.mailOutbox.drain(),
        app.mailOutbox.drain(),
        other.mailOutbox.drain(),
      ]);
      expect(sent).toHaveLength(COUNT);
      expect(new Set(sent.map((s) => s.uid)).size).toBe(COUNT);
      expect(new Set(sent.map((s) => s.by))).toEqual(new Set(['a', 'b']));
      const [left] = await rows<{ n: string }>(
        database.db,
        sql`select count(*) as n from mail_outbox o join reservations r on r.id = o.reservation_id
            where r.guest_id = ${diner.id}`,
      );
      expect(Number(left!.n)).toBe(0);
    } finally {
      await other.close();
      await second?.close();
    }
  });
});

describe('the reminder', () => {
  const REMINDER = /^Reminder: your table at The Outbox Arms on \d\d\/\d\d\/\d{4}$/;

  /** When the booking starts, as the database has it. */
  const startOf = async (uuid: string) => {
    const [row] = await rows<{ start: string | Date }>(
      database.db,
      sql`select lower(occupancy) as start from reservations where uuid = ${uuid}::uuid`,
    );
    return new Date(row!.start);
  };
  const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * 3_600_000);
  const reminders = async (email: string) =>
    (await mailbox(email)).filter((mail) => REMINDER.test(mail.subject));

  it('goes out about 24 hours before, once, with keep and cancel links for that booking alone', async () => {
    const diner = await insertUser(database.db);
    const held = await book(diner);
    await app.mailOutbox.drain();
    const start = await startOf(held.uuid);

    clock = hoursBefore(start, 25);
    await app.mailOutbox.drain();
    expect(await reminders(diner.email)).toEqual([]);

    clock = hoursBefore(start, 23.9);
    await app.mailOutbox.drain();
    clock = hoursBefore(start, 20);
    await app.mailOutbox.drain();
    const [mail, ...more] = await reminders(diner.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('12:00 PM – 12:30 PM');
    const keep = `/my-booking/${held.uuid}?key=`;
    expect(mail!.text).toMatch(new RegExp(`${keep.replace(/\?/g, '\\?')}[\\w-]+&reply=keep`));
    expect(mail!.text).toMatch(new RegExp(`${keep.replace(/\?/g, '\\?')}[\\w-]+&reply=cancel`));
    expect(mail!.html).toContain('Keep my booking');
    expect(mail!.html).toContain('Cancel my booking');
    // Its Cancel is the link the confirmation's markup gave mail clients (and the e2e journey opens).
    const confirmation = (await mailbox(diner.email)).find((m) => m.subject === CONFIRMED);
    const [markup] = jsonLdBlocks(confirmation!.html) as { cancelReservationUrl: string }[];
    expect(mail!.text).toContain(markup!.cancelReservationUrl);

    // The link's key is this booking's: it opens and keeps this one, and no other.
    const key = /key=([\w-]+)&reply=keep/.exec(mail!.text)![1]!;
    const keepIt = (uuid: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/user/reservation/link/${uuid}/keep`,
        payload: { key },
      });
    const first = await keepIt(held.uuid);
    expect(first.statusCode).toBe(200);
    const keptAt = first.json().data.kept_at;
    expect(keptAt).toBe(clock.toISOString());
    // Twice (or by a mail scanner) changes nothing.
    clock = hoursBefore(start, 19);
    const again = await keepIt(held.uuid);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.kept_at).toBe(keptAt);
    const someoneElses = await book(await insertUser(database.db));
    expect((await keepIt(someoneElses.uuid)).statusCode).toBe(404);
    // Valid until the start.
    clock = new Date(start.getTime() + 60_000);
    expect((await keepIt(held.uuid)).statusCode).toBe(409);
  });

  it('is not sent for a booking made less than 24 hours ahead, nor for one cancelled first', async () => {
    const late = await insertUser(database.db);
    const lateHeld = await book(late);
    const lateStart = await startOf(lateHeld.uuid);
    // Booked 10 hours before it starts: the confirmation is reminder enough.
    await database.db.execute(
      sql`update reservations set booked_at = ${hoursBefore(lateStart, 10).toISOString()}::timestamptz
          where uuid = ${lateHeld.uuid}::uuid`,
    );
    clock = hoursBefore(lateStart, 2);
    await app.mailOutbox.drain();
    expect(await reminders(late.email)).toEqual([]);

    clock = new Date();
    const early = await insertUser(database.db);
    const held = await book(early);
    const start = await startOf(held.uuid);
    expect((await cancel(held.uuid, early)).statusCode).toBe(200);
    clock = hoursBefore(start, 23);
    await app.mailOutbox.drain();
    expect(await reminders(early.email)).toEqual([]);
  });

  it('is dropped when the booking is cancelled after it was queued and before it went out', async () => {
    const diner = await insertUser(database.db);
    const held = await book(diner);
    await app.mailOutbox.drain();
    const start = await startOf(held.uuid);
    clock = hoursBefore(start, 23);
    const send = jest.spyOn(app.mail, 'send').mockRejectedValueOnce(new Error('smtp down'));
    await app.mailOutbox.drain();
    expect(send).toHaveBeenCalled();
    send.mockRestore();
    expect((await cancel(held.uuid, diner)).statusCode).toBe(200);
    clock = hoursBefore(start, 20);
    await app.mailOutbox.drain();
    expect(await reminders(diner.email)).toEqual([]);
    expect((await mailbox(diner.email)).map((m) => m.subject)).toContain(CANCELLED);
  });

  it('is queued once when two processes sweep at the same moment', async () => {
    const { other, second } = await startOtherProcess();
    try {
      // Rounds, each with one booking newly due, swept by both processes at once.
      for (let round = 0; round < 3; round += 1) {
        clock = new Date();
        const diner = await insertUser(database.db);
        const held = await book(diner);
        await app.mailOutbox.drain();
        clock = hoursBefore(await startOf(held.uuid), 23);
        await Promise.all([
          app.mailOutbox.drain(),
          other.mailOutbox.drain(),
          app.mailOutbox.drain(),
          other.mailOutbox.drain(),
        ]);
        expect(await reminders(diner.email)).toHaveLength(1);
      }
    } finally {
      await other.close();
      await second?.close();
    }
  });
});
