import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, on a PostgreSQL server, drops the throwaway database. */
  dispose(): Promise<void>;
  /** The database's URL on a PostgreSQL server; undefined on PGlite. */
  url?: string;
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (the same suite runs on both).
 */
export async function createTestDatabase({ restaurants = 40 } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await prepareDatabase(handle, { restaurants });
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `tablehop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 4 });
  await prepareDatabase(handle, { restaurants });
  return {
    ...handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
