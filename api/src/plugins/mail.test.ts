import type { AddressInfo } from 'node:net';

import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';

import { type Config, loadEnv } from '../config/env';
import { mailMessages } from '../db/schema';
import type { MailMessage } from '../lib/mail/message';
import devMailboxRoutes from '../routes/dev-mailbox';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import dbPlugin from './db';
import errorHandler from './error-handler';
import mailPlugin from './mail';

let database: TestDatabase;
const config = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

async function buildMailApp(mail: Config['mail']): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorHandler);
  await app.register(dbPlugin, { config, handle: database });
  await app.register(mailPlugin, { config: mail });
  await app.register(devMailboxRoutes, { prefix: '/api/dev' });
  await app.ready();
  return app;
}

const countFor = async (to: string) => {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(eq(mailMessages.to, to));
  return Number(row!.n);
};

const calendar: NonNullable<MailMessage['attachments']>[number] = {
  filename: 'reservation.ics',
  contentType: 'text/calendar; charset=utf-8; method=REQUEST',
  content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
};

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
}, 60_000);

afterAll(async () => {
  await database.dispose();
});

describe('outbox mode', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildMailApp({ ...config.mail, smtpUrl: undefined, devMailbox: true });
  });

  afterAll(async () => {
    await app.close();
  });

  const mailbox = (to?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      query: to === undefined ? {} : { to },
    });

  it('stores each message and lists them newest first, whatever the case of the address', async () => {
    await app.mail.send({
      to: 'ada.lovelace@example.com',
      subject: 'First',
      text: 'first text',
      html: '<p>first</p>',
    });
    await app.mail.send({
      to: 'Ada.Lovelace@Example.com',
      subject: 'Second',
      text: 'second text',
      html: '<p>second</p>',
      attachments: [calendar],
    });

    const response = await mailbox('ADA.lovelace@EXAMPLE.com');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const items = response.json();
    expect(Array.isArray(items)).toBe(true);
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      // Stored as the per-address limits count it.
      to: 'ada.lovelace@example.com',
      subject: 'Second',
      text: 'second text',
      html: '<p>second</p>',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      attachments: [calendar],
    });
    expect(items[1]).toMatchObject({ subject: 'First', text: 'first text', attachments: [] });
    expect(Date.parse(items[0].created_at)).toBeGreaterThanOrEqual(Date.parse(items[1].created_at));
  });

  it('shows another address none of them', async () => {
    const response = await mailbox('grace.hopper@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 400 naming `to` when it is missing', async () => {
    const response = await mailbox();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: "querystring must have required property 'to'",
    });
  });

  it('lists at most 50, newest first', async () => {
    const to = 'busy@example.com';
    for (let i = 1; i <= 52; i++) {
      await app.mail.send({ to, subject: `Message ${i}`, text: `${i}`, html: `<p>${i}</p>` });
    }
    const items = (await mailbox(to)).json() as { subject: string }[];
    expect(items).toHaveLength(50);
    expect(items[0]!.subject).toBe('Message 52');
    expect(items[49]!.subject).toBe('Message 3');
  });

  it.each([
    'x0,victim@example.co.uk',
    'x0@example.com, victim@example.co.uk',
    'Victim <victim@example.co.uk>',
    '"x0,victim"@example.co.uk',
    'victim@example.co.uk (x0)',
    'group: victim@example.co.uk;',
  ])('sends %j to nobody: one plain address or none', async (to) => {
    await expect(
      app.mail.send({ to, subject: 'Listed', text: 'x', html: '<p>x</p>' }),
    ).rejects.toThrow('No valid recipient');
    expect(await countFor('victim@example.co.uk')).toBe(0);
    expect(await countFor('x0@example.com')).toBe(0);
  });

  it('refuses a message with no valid recipient and stores nothing', async () => {
    await expect(
      app.mail.send({ to: 'not an address', subject: 'Nope', text: 'x', html: '<p>x</p>' }),
    ).rejects.toThrow(/recipient/);
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailMessages)
      .where(eq(mailMessages.subject, 'Nope'));
    expect(Number(row!.n)).toBe(0);
  });
});

describe('SMTP mode', () => {
  let smtp: SMTPServer;
  let port: number;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(0, '127.0.0.1', () => resolve());
    });
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the message with its attachment and stores nothing', async () => {
    const app = await buildMailApp({
      ...config.mail,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'TableHop <bookings@tablehop.test>',
      devMailbox: true,
    });
    try {
      await app.mail.send({
        to: 'diner@example.com',
        subject: 'Your table at The Crown is booked',
        text: 'See you soon',
        html: '<p>See you soon</p>',
        attachments: [calendar],
      });
    } finally {
      await app.close();
    }
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.to).toEqual(['diner@example.com']);
    expect(mail!.raw).toMatch(/^To: diner@example\.com\r?$/m);
    expect(mail!.raw).toMatch(/^From: TableHop <bookings@tablehop\.test>\r?$/m);
    expect(mail!.raw).toMatch(/^Subject: Your table at The Crown is booked\r?$/m);
    expect(mail!.raw).toContain('reservation.ics');
    expect(mail!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(await countFor('diner@example.com')).toBe(0);
  });

  it('gives the server no recipient that is not one plain address', async () => {
    const app = await buildMailApp({
      ...config.mail,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      devMailbox: true,
    });
    const before = received.length;
    try {
      for (const to of ['x0,victim@example.co.uk', 'Victim <victim@example.co.uk>']) {
        await expect(
          app.mail.send({ to, subject: 'x', text: 'x', html: '<p>x</p>' }),
        ).rejects.toThrow('No valid recipient');
      }
      await app.mail.send({ to: ' Diner@Example.COM', subject: 'x', text: 'x', html: '<p>x</p>' });
    } finally {
      await app.close();
    }
    expect(received.slice(before).map((mail) => mail.to)).toEqual([['diner@example.com']]);
  });

  it('rejects when the server cannot be reached', async () => {
    // A port just closed by a server of our own: nothing listens there any more.
    const closed = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const app = await buildMailApp({
      ...config.mail,
      smtpUrl: `smtp://127.0.0.1:${deadPort}`,
      devMailbox: true,
    });
    try {
      await expect(
        app.mail.send({ to: 'diner@example.com', subject: 'x', text: 'x', html: '<p>x</p>' }),
      ).rejects.toThrow();
    } finally {
      await app.close();
    }
  });
});
