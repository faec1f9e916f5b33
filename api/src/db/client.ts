import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** What repositories use, whichever driver is behind it. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... selects a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite's data directory, or 'memory://' for a throwaway database. */
  dataDir: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** Told when an idle pooled connection dies (server restart, terminated backend). */
  onConnectionError?: (error: Error) => void;
}

const MIGRATIONS = path.join(__dirname, '..', '..', 'drizzle');

export async function openDatabase({
  url,
  dataDir,
  poolSize = 10,
  onConnectionError = () => {},
}: DatabaseOptions): Promise<DatabaseHandle> {
  if (url) {
    // A server that is down answers 503 within seconds instead of holding requests open.
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: 3000,
    });
    // An idle client whose backend goes away (a PostgreSQL restart, or a database dropped with
    // FORCE just after pool.end() resolved but before its sockets closed) makes the pool emit
    // 'error'; with no listener Node turns that into an uncaught exception and the process dies.
    // The pool already discards that client and opens a new one on the next query.
    pool.on('error', onConnectionError);
    // Fail at start, with the server's own message, rather than on the first request.
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema }) as unknown as AppDatabase;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
    };
  }
  // PGlite creates its own folder but not missing parents (a fresh clone has no .data/).
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    // PGlite's own message ("failed to initialize properly") does not say which folder or
    // what to do; a process killed mid-write is the usual cause.
    throw new Error(
      `The embedded database in ${dataDir} could not be opened ` +
        `(${error instanceof Error ? error.message : String(error)}). ` +
        'It was probably stopped in the middle of a write. Move that folder aside to keep it, ' +
        'or delete it to start again from the demo data, then start the server again.',
      { cause: error },
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as AppDatabase;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}
