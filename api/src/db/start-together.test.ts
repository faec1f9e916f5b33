import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startApiProcesses } from '../test/api-processes';
import { MIGRATIONS } from './client';

// Several API processes on one PostgreSQL (issue 49): PGlite serves one process only.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

jest.setTimeout(240_000);

async function freshDatabase() {
  const name = `tablehop_start_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async <T>(text: string) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text)).rows as T[];
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

const journal = () =>
  (
    JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

onPostgres('API processes starting together on one empty database', () => {
  it('migrate once under a lock and seed once; both serve', async () => {
    const database = await freshDatabase();
    const processes = await startApiProcesses(
      2,
      database.url,
      { SEED_RESTAURANTS: '30' },
      { together: true },
    );
    try {
      for (const url of processes.urls) {
        const ready = await fetch(`${url}/api/v1/ready`);
        expect(ready.status).toBe(200);
      }
      const [migrations] = await database.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(migrations!.n).toBe(journal());
      const [restaurants] = await database.query<{ n: number }>(
        'select count(*)::int as n from restaurants',
      );
      expect(restaurants!.n).toBe(30);
    } finally {
      await processes.stop();
      await database.drop();
    }
  });

  it('WORKERS=2 runs two API processes on one port', async () => {
    const database = await freshDatabase();
    const processes = await startApiProcesses(1, database.url, {
      WORKERS: '2',
      SEED_RESTAURANTS: '10',
    });
    try {
      // The supervisor's children: both serve the one port.
      const deadline = Date.now() + 60_000;
      let children: string[] = [];
      while (Date.now() < deadline) {
        children = execFileSync('pgrep', ['-P', String(processes.pids[0])], { encoding: 'utf8' })
          .trim()
          .split('\n')
          .filter(Boolean);
        if (children.length === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(children).toHaveLength(2);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => fetch(`${processes.urls[0]}/api/v1/ready`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    } finally {
      await processes.stop();
      await database.drop();
    }
  });
});
