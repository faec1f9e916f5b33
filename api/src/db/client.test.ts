import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

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
