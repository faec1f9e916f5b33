import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { insertUser } from '../test/fixtures';
import { rows } from '../repositories/restaurant-repository';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

jest.setTimeout(60_000);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const PDF = Buffer.from('%PDF-1.7\n');
/** Random bytes: nothing on the way (TOAST compression, gzip) can make them cheap. */
const fileOf = (signature: Buffer, bytes: number) =>
  Buffer.concat([signature, randomBytes(bytes - signature.length)]);

let database: TestDatabase;
let app: FastifyInstance;
let outside: string;
let storage: string;
let origin: string;
let clock = new Date();
let ipCounter = 0;
/** Linux answers the whole 127/8 on loopback: each test's client has an address of its own. */
const freshIp = () => `127.9.${(ipCounter += 1) % 250}.${1 + (ipCounter % 200)}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json(): { status: boolean; message: string; data?: Record<string, unknown> };
}

/** One request over a real socket: the uploads' bytes take the path a browser's would. */
function request(
  method: string,
  url: string,
  {
    headers = {},
    body,
    ip,
    agent,
    gate,
  }: {
    headers?: Record<string, string>;
    body?: Buffer;
    ip?: string;
    agent?: http.Agent;
    /** Sends the body's first half, then the rest once this settles. */
    gate?: Promise<unknown>;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A socket per request unless told (Node's global agent keeps them, and the server's close).
    const options = { method, headers, agent: agent ?? false, localAddress: ip };
    const req = http.request(`${origin}${url}`, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const all = Buffer.concat(chunks);
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: all,
          json: () => JSON.parse(all.toString('utf8')),
        });
      });
      res.on('error', reject);
    });
    // A refused upload may be answered (and its socket closed) before the body is all sent.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (body && gate) {
      req.write(body.subarray(0, body.length / 2));
      void gate.then(() => req.end(body.subarray(body.length / 2)));
    } else {
      req.end(body);
    }
  });
}

function multipart(fileName: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----tablehop${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (
  token: string,
  fileName: string,
  content: Buffer,
  {
    ip = freshIp(),
    fields,
    gate,
  }: { ip?: string; fields?: Record<string, string>; gate?: Promise<unknown> } = {},
) => {
  const { body, contentType } = multipart(fileName, content, fields);
  return request('POST', '/api/v1/user/menus-photo-upload', {
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    body,
    ip,
    gate,
  });
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The files in the storage folder (in place) and its temporary folder. */
async function stored() {
  const names = await readdir(storage).catch(() => [] as string[]);
  const incoming = await readdir(path.join(storage, '.incoming')).catch(() => [] as string[]);
  return { files: names.filter((name) => name !== '.incoming').sort(), incoming };
}

/** Earlier uploads straight in the database, `hoursAgo` each, for quota tests. */
async function earlierUploads(userId: number, sizes: number[], hoursAgo: number) {
  for (const size of sizes) {
    const uuid = randomUUID();
    await database.db.execute(
      sql`insert into menu_uploads (uuid, user_id, file_name, extension, size, storage_key, created_at)
          values (${uuid}::uuid, ${userId}, 'old.png', 'png', ${size}, ${`${uuid}.png`},
                  ${new Date(clock.getTime() - hoursAgo * 3_600_000).toISOString()}::timestamptz)`,
    );
  }
}

const diner = () => insertUser(database.db);

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 2 });
  outside = await mkdtemp(path.join(os.tmpdir(), 'tablehop-uploads-'));
  storage = path.join(outside, 'uploads');
  // What must never be served: a file beside the storage folder.
  await writeFile(path.join(outside, 'secret.png'), 'not yours');
  app = buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      UPLOAD_DIR: storage,
      UPLOAD_DAILY_FILES: '8',
      UPLOAD_DAILY_BYTES: String(40 * 1024 * 1024),
      UPLOAD_RATE_LIMIT: '4',
    }),
    { database, now: () => clock },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);

beforeEach(() => {
  clock = new Date();
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await rm(outside, { recursive: true, force: true });
});

describe('uploads while the site serves others', () => {
  // How fast /health answers meanwhile is a figure for `pnpm bench:uploads` (ADR 0043), beside
  // /health alone in the same run; here, the conditions that make it so, waited on, not timed.
  it('writes a file to disk as it arrives, and answers others while its body is still coming', async () => {
    const user = await diner();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sending = upload(user.token, 'menu.png', fileOf(PNG, 4_900_000), { gate });
    // Half the body is in: its bytes are already in the storage folder's temporary file, not
    // held in memory until the end nor written into the database.
    const incoming = path.join(storage, '.incoming');
    for (;;) {
      const names = await readdir(incoming).catch(() => [] as string[]);
      const sizes = await Promise.all(
        names.map((name) => stat(path.join(incoming, name)).then((file) => file.size)),
      );
      if (sizes.some((size) => size > 0)) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const health = await request('GET', '/api/v1/health');
    expect(health.status).toBe(200);
    release();
    const answer = await sending;
    expect(answer.status).toBe(201);
    expect((await stored()).incoming).toEqual([]);
    const [row] = await rows<{ content: unknown; storage_key: string | null }>(
      database.db,
      sql`select content, storage_key from menu_uploads where user_id = ${user.id}`,
    );
    expect(row).toEqual({ content: null, storage_key: expect.any(String) });
  });
});

describe('what is accepted and refused', () => {
  it('stores a real file on disk, not in the database, and answers where to read it', async () => {
    const user = await diner();
    const content = fileOf(PNG, 300_000);
    const answer = await upload(user.token, 'menu.PNG', content);
    expect(answer.status).toBe(201);
    const data = answer.json().data!;
    expect(data).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      file_name: 'menu.PNG',
      extension: 'png',
      size: content.length,
      url: `user/uploads/${String(data.uuid)}.png`,
    });
    expect((await stored()).files).toContain(`${String(data.uuid)}.png`);
    const [row] = (
      (await database.db.execute(
        sql`select storage_key, content is null as no_bytes, size from menu_uploads where uuid = ${String(data.uuid)}::uuid`,
      )) as unknown as { rows: { storage_key: string; no_bytes: boolean; size: number }[] }
    ).rows;
    expect(row).toEqual({ storage_key: `${String(data.uuid)}.png`, no_bytes: true, size: 300_000 });
  });

  it('takes png, jpg, jpeg and pdf by their first bytes, and refuses anything else with 415', async () => {
    const before = await stored();
    const cases: [string, Buffer, number, string?][] = [
      ['menu.jpeg', fileOf(JPEG, 1000), 201],
      ['menu.pdf', fileOf(PDF, 1000), 201],
      [
        'menu.pdf',
        Buffer.from('<html><script>alert(1)</script></html>'),
        415,
        'This file is not a real .pdf file.',
      ],
      ['menu.png', fileOf(JPEG, 1000), 415, 'This file is not a real .png file.'],
      ['menu.png', PNG.subarray(0, 5), 415, 'This file is not a real .png file.'],
      ['menu.exe', fileOf(PNG, 1000), 415, 'Only PNG, JPG, JPEG and PDF files can be uploaded.'],
      [
        'menu.svg',
        Buffer.from('<svg/>'),
        415,
        'Only PNG, JPG, JPEG and PDF files can be uploaded.',
      ],
      ['menu.png', Buffer.alloc(0), 400, 'Choose a file to upload.'],
    ];
    for (const [name, content, status, message] of cases) {
      // An account each: one account's uploads a minute are limited.
      const answer = await upload((await diner()).token, name, content);
      expect([name, answer.status, message && answer.json().message]).toEqual([
        name,
        status,
        message,
      ]);
    }
    // Refused files leave nothing behind, in place or half-written.
    const after = await stored();
    expect(after.files.length - before.files.length).toBe(2);
    expect(after.incoming).toEqual([]);
  });

  it('takes a file of exactly 5 MB and refuses one byte more with 413', async () => {
    const user = await diner();
    const limit = 5 * 1024 * 1024;
    expect((await upload(user.token, 'big.png', fileOf(PNG, limit))).status).toBe(201);
    const before = await stored();
    const tooLarge = await upload(user.token, 'big.png', fileOf(PNG, limit + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json().message).toBe('The file is too large: at most 5 MB.');
    expect(await stored()).toEqual(before);
  });

  it('leaves nothing behind when the client goes away halfway', async () => {
    const user = await diner();
    const before = await stored();
    const { body, contentType } = multipart('menu.png', fileOf(PNG, 2_000_000));
    const req = http.request(`${origin}/api/v1/user/menus-photo-upload`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': contentType, ...bearer(user.token) },
    });
    req.on('error', () => {});
    req.write(body.subarray(0, 1_000_000));
    // Until the half sent is on disk, then gone.
    for (let i = 0; i < 100 && (await stored()).incoming.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await stored()).incoming).toHaveLength(1);
    req.destroy();
    for (let i = 0; i < 100 && (await stored()).incoming.length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await stored()).toEqual(before);
  });

  it('needs a sign-in, one file and a real restaurant', async () => {
    const user = await diner();
    const { body, contentType } = multipart('menu.png', fileOf(PNG, 100));
    const anonymous = await request('POST', '/api/v1/user/menus-photo-upload', {
      headers: { 'content-type': contentType },
      body,
    });
    expect(anonymous.status).toBe(401);
    const notMultipart = await request('POST', '/api/v1/user/menus-photo-upload', {
      headers: { 'content-type': 'multipart/form-data', ...bearer(user.token) },
      body: Buffer.from('not really multipart'),
    });
    expect(notMultipart.status).toBe(400);
    const noFile = await request('POST', '/api/v1/user/menus-photo-upload', {
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(user.token) },
      body: Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="rest_uuid"\r\n\r\nabc\r\n--x--\r\n',
      ),
    });
    expect([noFile.status, noFile.json().message]).toEqual([400, 'Choose a file to upload.']);
    const unknown = await upload(user.token, 'menu.png', fileOf(PNG, 100), {
      fields: { rest_uuid: randomUUID() },
    });
    expect([unknown.status, unknown.json().message]).toEqual([404, 'Restaurant not found']);
    const [restaurant] = (
      (await database.db.execute(
        sql`select uuid::text as uuid from restaurants limit 1`,
      )) as unknown as {
        rows: { uuid: string }[];
      }
    ).rows;
    const known = await upload(user.token, 'menu.png', fileOf(PNG, 100), {
      fields: { rest_uuid: restaurant!.uuid },
    });
    expect(known.status).toBe(201);
    expect((await stored()).incoming).toEqual([]);
  });
});

describe('daily quota per account', () => {
  it('takes 8 files in any 24 hours, then answers 429 with when to try again', async () => {
    const user = await diner();
    // Seven in the last day, and some from the day before, which no longer count.
    await earlierUploads(user.id, [1000, 1000, 1000, 1000, 1000, 1000, 1000], 20);
    await earlierUploads(user.id, [1000, 1000, 1000], 25);
    expect((await upload(user.token, 'menu.png', fileOf(PNG, 1000))).status).toBe(201);
    const before = await stored();
    const refused = await upload(user.token, 'menu.png', fileOf(PNG, 1000));
    expect(refused.status).toBe(429);
    expect(refused.json().message).toBe(
      'You have uploaded 8 files in the last 24 hours, the most we take in a day. Please try again in 4 hours.',
    );
    // The oldest of the eight leaves the window 4 hours from now.
    expect(Number(refused.headers['retry-after'])).toBe(4 * 3600);
    expect(await stored()).toEqual(before);
  });

  it('takes 40 MB in any 24 hours: a file that would pass it is refused whole', async () => {
    const user = await diner();
    const mb = 1024 * 1024;
    await earlierUploads(user.id, [20 * mb, 19 * mb], 2);
    const before = await stored();
    const overflowing = await upload(user.token, 'menu.pdf', fileOf(PDF, 2 * mb));
    expect(overflowing.status).toBe(429);
    expect(overflowing.json().message).toBe(
      "You have uploaded 39 MB in the last 24 hours and a day's uploads may add up to 40 MB: " +
        'this file does not fit. Please try again in 22 hours.',
    );
    expect(Number(overflowing.headers['retry-after'])).toBe(22 * 3600);
    expect(await stored()).toEqual(before);
    expect((await upload(user.token, 'menu.pdf', fileOf(PDF, mb / 2))).status).toBe(201);
  });

  it('counts uploads that finish together once each: the last file in the quota goes to one', async () => {
    const user = await diner();
    await earlierUploads(user.id, [1000, 1000, 1000, 1000, 1000, 1000, 1000], 1);
    const before = await stored();
    // Both are past the quota check made before reading before either has finished.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const both = Promise.all([
      upload(user.token, 'a.png', fileOf(PNG, 200_000), { gate }),
      upload(user.token, 'b.png', fileOf(PNG, 200_000), { gate }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const statuses = (await both).map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 429]);
    const after = await stored();
    expect(after.files.length - before.files.length).toBe(1);
    expect(after.incoming).toEqual([]);
  });
});

describe('rate limits', () => {
  it('takes 4 uploads a minute from one account, then 429 with Retry-After', async () => {
    const [user, other] = [await diner(), await diner()];
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      expect((await upload(user.token, 'menu.png', fileOf(PNG, 100), { ip })).status).toBe(201);
    }
    const limited = await upload(user.token, 'menu.png', fileOf(PNG, 100), { ip });
    expect(limited.status).toBe(429);
    expect(limited.json().message).toMatch(
      /^You have sent too many uploads\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // From another address too: the limit is the account's.
    expect((await upload(user.token, 'menu.png', fileOf(PNG, 100))).status).toBe(429);
    // Another account on the same address is not held back by this one.
    expect((await upload(other.token, 'menu.png', fileOf(PNG, 100), { ip })).status).toBe(201);
  });

  it('takes 16 upload requests a minute from one address, signed in or not', async () => {
    const ip = freshIp();
    const users = await Promise.all([diner(), diner(), diner(), diner(), diner()]);
    for (const user of users.slice(0, 4)) {
      for (let i = 0; i < 4; i++) {
        expect((await upload(user.token, 'menu.png', fileOf(PNG, 100), { ip })).status).toBe(201);
      }
    }
    const limited = await upload(users[4]!.token, 'menu.png', fileOf(PNG, 100), { ip });
    expect(limited.status).toBe(429);
    expect(limited.json().message).toMatch(/^Too many uploads from your network\. Please wait /);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload('not-a-token', 'menu.png', fileOf(PNG, 100), { ip })).status).toBe(429);
    expect((await upload(users[4]!.token, 'menu.png', fileOf(PNG, 100))).status).toBe(201);
  });
});

describe('reading an upload back', () => {
  it('serves the owner the file from disk with its type and cache headers, and no one else', async () => {
    const [owner, other] = [await diner(), await diner()];
    const content = fileOf(PDF, 50_000);
    const uploaded = (await upload(owner.token, 'Menu d’été.pdf', content)).json().data!;
    const url = `/api/v1/${String(uploaded.url)}`;
    const answer = await request('GET', url, { headers: bearer(owner.token) });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(content)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.length),
      'cache-control': 'private, max-age=31536000, immutable',
      etag: `"${String(uploaded.uuid)}"`,
      'content-disposition': `inline; filename="Menu d__t_.pdf"; filename*=UTF-8''Menu%20d%E2%80%99%C3%A9t%C3%A9.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    const again = await request('GET', url, {
      headers: { ...bearer(owner.token), 'if-none-match': `"${String(uploaded.uuid)}"` },
    });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    expect((await request('GET', url, { headers: bearer(other.token) })).status).toBe(404);
    expect((await request('GET', url)).status).toBe(401);
    const wrongExtension = url.replace(/\.pdf$/, '.png');
    expect((await request('GET', wrongExtension, { headers: bearer(owner.token) })).status).toBe(
      404,
    );
  });

  it('never reaches outside the storage folder', async () => {
    const user = await diner();
    for (const file of [
      '..%2Fsecret.png',
      '%2e%2e%2fsecret.png',
      '..%5Csecret.png',
      '..',
      `${randomUUID()}.png%00.txt`,
      `..%2F${randomUUID()}.png`,
    ]) {
      const answer = await request('GET', `/api/v1/user/uploads/${file}`, {
        headers: bearer(user.token),
      });
      // A NUL is refused as input (400) before routing; every other name is simply not there.
      expect([file, answer.status]).toEqual([file, file.includes('%00') ? 400 : 404]);
    }
    // Even a storage key that is not one (a row written by hand) is not followed.
    const uuid = randomUUID();
    await database.db.execute(
      sql`insert into menu_uploads (uuid, user_id, file_name, extension, size, storage_key)
          values (${uuid}::uuid, ${user.id}, 'x.png', 'png', 10, '../secret.png')`,
    );
    const forged = await request('GET', `/api/v1/user/uploads/${uuid}.png`, {
      headers: bearer(user.token),
    });
    expect(forged.status).toBe(404);
  });
});

describe('uploads stored in the database by earlier versions', () => {
  it('are moved to disk when the server starts, and served from there', async () => {
    const user = await diner();
    const uuid = randomUUID();
    const content = fileOf(JPEG, 20_000);
    // What the table looked like before: the bytes in `content`, no storage key.
    await database.db.execute(
      sql`insert into menu_uploads (uuid, user_id, file_name, extension, size, content)
          values (${uuid}::uuid, ${user.id}, 'old.jpg', 'jpg', ${content.length}, ${content})`,
    );
    const restarted = buildApp(
      loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', UPLOAD_DIR: storage }),
      {
        database,
      },
    );
    await restarted.ready();
    try {
      const [row] = (
        (await database.db.execute(
          sql`select storage_key, content is null as no_bytes from menu_uploads where uuid = ${uuid}::uuid`,
        )) as unknown as { rows: { storage_key: string; no_bytes: boolean }[] }
      ).rows;
      expect(row).toEqual({ storage_key: `${uuid}.jpg`, no_bytes: true });
      const served = await restarted.inject({
        method: 'GET',
        url: `/api/v1/user/uploads/${uuid}.jpg`,
        headers: bearer(user.token),
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(content)).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});
