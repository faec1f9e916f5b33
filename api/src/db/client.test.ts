import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/pg-error';
import { connectionOf, openDatabase, Statement } from './client';

describe('openDatabase (PGlite on disk)', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tablehop-pglite-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('creates missing parent folders, as on a fresh clone with no .data/', async () => {
    const handle = await openDatabase({ dataDir: path.join(root, '.data', 'pglite') });
    try {
      await handle.migrate();
      const result = (await handle.db.execute(
        sql`select count(*)::int as n from restaurants`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows[0]!.n).toBe(0);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('names the folder and what to do when the data folder is damaged', async () => {
    const dataDir = path.join(root, 'db');
    const first = await openDatabase({ dataDir });
    await first.close();
    // A control file cut short, as a process killed in the middle of a write can leave it.
    await writeFile(path.join(dataDir, 'global', 'pg_control'), Buffer.alloc(16));
    const error: unknown = await openDatabase({ dataDir }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(String(error)).toContain(`The embedded database in ${dataDir} could not be opened`);
    expect(String(error)).toContain('Move that folder aside');
  }, 60_000);

  it('keeps data between opens', async () => {
    const dataDir = path.join(root, 'db');
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.execute(sql`insert into cuisines (name) values ('Persistent')`);
    await first.close();
    const second = await openDatabase({ dataDir });
    try {
      const result = (await second.db.execute(sql`select name from cuisines`)) as unknown as {
        rows: { name: string }[];
      };
      expect(result.rows.map((r) => r.name)).toEqual(['Persistent']);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('openDatabase (a PostgreSQL address that never answers)', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts the connection and then says nothing, like a hung server or a dropped route.
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after the connect timeout, not the longer wait for a busy connection', async () => {
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    const error = await openDatabase({
      url: `postgres://tablehop@127.0.0.1:${port}/tablehop`,
      dataDir: '',
      connectTimeoutMs: 300,
      poolWaitMs: 20_000,
    }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 30_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;
// Only the PostgreSQL run of the suite (pnpm test:postgres) has a server whose backends can die.
(serverUrl ? describe : describe.skip)('openDatabase (PostgreSQL server)', () => {
  it('survives an idle connection whose backend is terminated, and reconnects', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `tablehop_client_${process.pid}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const lost: Error[] = [];
    const handle = await openDatabase({
      url: url.toString(),
      dataDir: '',
      poolSize: 1,
      onConnectionError: (error) => lost.push(error),
    });
    try {
      const pid = async () =>
        (
          (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          }
        ).rows[0]!.pid;
      const first = await pid();
      await admin.query('select pg_terminate_backend($1)', [first]);
      // Without the pool's error listener this emit is an uncaught exception that fails the file.
      for (let i = 0; i < 100 && lost.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(lost[0]?.message).toMatch(/terminating connection/);
      expect(await pid()).not.toBe(first);
    } finally {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);

  it('queues a query behind a busy connection for longer than a connect may take', async () => {
    const handle = await openDatabase({
      url: serverUrl,
      dataDir: '',
      poolSize: 1,
      connectTimeoutMs: 200,
      poolWaitMs: 10_000,
    });
    try {
      // The one connection is busy for three connect timeouts; the second query waits its turn.
      // Drizzle's queries start when awaited: Promise.all starts both at once.
      const [, queued] = await Promise.all([
        handle.db.execute(sql`select pg_sleep(0.6)`),
        handle.db.execute(sql`select 1 as one`),
      ]);
      expect((queued as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  }, 30_000);
});

describe('a Statement inside a transaction', () => {
  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

  it('runs through drizzle on PGlite, where there is no pooled connection', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const answer = await handle.db.transaction((tx) => {
        expect(connectionOf(tx)).toBeNull();
        return new Statement('pglite_one', 'select $1::int + 1 as n').rows<{ n: number }>(tx, [1]);
      });
      expect(answer).toEqual([{ n: 2 }]);
    } finally {
      await handle.close();
    }
  });

  onPostgres(
    'is prepared on the transaction’s own connection, so it sees the transaction',
    async () => {
      const handle = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: '' });
      try {
        expect(connectionOf(handle.db)).toBeNull();
        const seen = await handle.db.transaction(async (tx) => {
          // drizzle's session is not exported: this fails first if an upgrade moves it.
          expect(connectionOf(tx)).toBeInstanceOf(pg.Client);
          await tx.execute(sql`create temporary table only_here (n int) on commit drop`);
          await tx.execute(sql`insert into only_here values (41)`);
          return new Statement('tx_read', 'select n + $1::int as n from only_here').rows<{
            n: number;
          }>(tx, [1]);
        });
        expect(seen).toEqual([{ n: 42 }]);
      } finally {
        await handle.close();
      }
    },
  );
});
