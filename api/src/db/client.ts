import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { intarray } from '@electric-sql/pglite/contrib/intarray';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { API_ROOT } from '../lib/api-root';

/** What repositories use, whichever driver is behind it. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
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
  /** How long opening one connection may take before the server counts as unreachable. */
  connectTimeoutMs?: number;
  /** How long a query may wait for a pooled connection that other requests are using. */
  poolWaitMs?: number;
}

export const MIGRATIONS = path.join(API_ROOT, 'drizzle');
/** The advisory lock migrations run under (any number no other lock here uses). */
const MIGRATION_LOCK = 20261127;

export async function openDatabase({
  url,
  dataDir,
  poolSize = 10,
  onConnectionError = () => {},
  connectTimeoutMs = 3000,
  poolWaitMs = 15_000,
}: DatabaseOptions): Promise<DatabaseHandle> {
  if (url) {
    // pg-pool uses one timeout for two waits that mean different things. Opening a connection
    // that takes seconds means the server is down or unreachable: give up soon so the diner
    // gets a 503 at once. Waiting for a busy connection means a burst of requests (a table
    // released at noon): those finish in milliseconds each, so queue behind them for longer
    // rather than answer "unavailable" from a healthy database.
    class QuickConnectClient extends pg.Client {
      constructor(config?: string | pg.ClientConfig) {
        super({
          ...(typeof config === 'string' ? { connectionString: config } : config),
          connectionTimeoutMillis: connectTimeoutMs,
        });
      }
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: poolWaitMs,
      Client: QuickConnectClient,
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
      migrate: async () => {
        // Several API processes starting at once on one database: one migrates, the others
        // wait for it and then find nothing left to apply (drizzle's migrator takes no lock).
        const session = await pool.connect();
        try {
          await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          // On the locking connection: a pool of one has no other to give the migrator.
          await migratePg(drizzlePg(session, { schema }) as never, {
            migrationsFolder: MIGRATIONS,
          });
        } finally {
          await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          session.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  // PGlite creates its own folder but not missing parents (a fresh clone has no .data/).
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist, intarray } });
  } catch (error) {
    release();
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
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** The PostgreSQL pool behind `db`; null on PGlite and inside a transaction. */
export function poolOf(db: Pick<AppDatabase, 'execute'>): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * The pooled PostgreSQL connection a drizzle transaction runs on; null on PGlite and outside a
 * transaction. Reads drizzle's session, which it does not export: checked by a test
 * (client.test.ts) so an upgrade that moves it fails there, not in production.
 */
export function connectionOf(db: Pick<AppDatabase, 'execute'>): pg.ClientBase | null {
  const client = (db as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/**
 * A statement kept as text with $1, $2 … placeholders, for the busiest calls. On the
 * PostgreSQL pool, and on the pooled connection of a transaction, it runs as a named prepared
 * statement: each connection parses and plans it once instead of on every call (about half of
 * PostgreSQL's CPU on the hold and booking statements), and no query builder runs per call. On
 * PGlite it runs through drizzle like any other statement, each value one parameter (an array
 * too).
 */
export class Statement {
  /** Literal text and, between the pieces, which value (0-based) goes there. */
  private readonly pieces: (string | number)[] = [];

  constructor(
    readonly name: string,
    readonly text: string,
  ) {
    let last = 0;
    for (const match of text.matchAll(/\$(\d+)/g)) {
      this.pieces.push(text.slice(last, match.index), Number(match[1]) - 1);
      last = match.index + match[0].length;
    }
    this.pieces.push(text.slice(last));
  }

  /**
   * The text with each value written in as a literal, by the connection's own escaping, for a
   * simple-protocol query that sends it with BEGIN or COMMIT in one round trip (a parameterised
   * query cannot share a message with another statement). Numbers must be finite; arrays are
   * passed already as their text form.
   */
  inline(values: readonly unknown[], escape: (text: string) => string): string {
    return this.pieces
      .map((piece) => {
        if (typeof piece === 'string') return piece;
        const value = values[piece];
        if (value === null || value === undefined) return 'null';
        if (typeof value === 'number') {
          if (!Number.isFinite(value)) throw new Error(`${this.name}: $${piece + 1} is not finite`);
          return String(value);
        }
        return escape(String(value));
      })
      .join('');
  }

  async rows<T>(db: Pick<AppDatabase, 'execute'>, values: readonly unknown[]): Promise<T[]> {
    const target = poolOf(db) ?? connectionOf(db);
    if (target) {
      return (await target.query({ name: this.name, text: this.text, values: [...values] }))
        .rows as T[];
    }
    const query = sql.join(
      this.pieces.map((piece) =>
        typeof piece === 'string' ? sql.raw(piece) : sql.param(values[piece]),
      ),
    );
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  }
}

interface Waiting<Row> {
  values: readonly unknown[];
  key: string | undefined;
  answered: (row: Row | undefined) => void;
  failed: (error: unknown) => void;
}

/** Calls per grouped statement: a short statement keeps its locks, and a retry, small. */
const MAX_BATCH = 32;

/**
 * Group commit on the PostgreSQL pool: the calls made in one turn of the event loop go out as
 * one `batched` statement, whose parameters are arrays with one element per call (`columns`
 * builds them), and `rowOf` finds each call's row among its answers. A call it answers nothing
 * for gets nothing, as it would from `single`. If the statement fails, each call runs `single`
 * alone, so one bad call cannot fail the others. On PGlite and in a transaction, `single`.
 *
 * `keyOf` names what a call competes for (a table's date and slot). A call whose key is already
 * in the waiting batch runs alone instead: every row of one statement sees the same snapshot, so
 * two holds of one batch for one slot would pick the same table, and the loser, plus every other
 * loser of a busy slot, would retry one by one; a burst on a few slots then queued for the pool
 * past its connect timeout (503s). Batches go out sorted by key, so two processes' statements
 * take their index locks in the same order.
 */
export class GroupCommit<Row> {
  private readonly waiting = new WeakMap<pg.Pool, { calls: Waiting<Row>[]; keys: Set<string> }>();

  constructor(
    private readonly single: Statement,
    private readonly batched: Statement,
    private readonly columns: (calls: (readonly unknown[])[]) => unknown[],
    private readonly rowOf: (
      rows: Row[],
      values: readonly unknown[],
      index: number,
    ) => Row | undefined,
    private readonly keyOf?: (values: readonly unknown[]) => string,
  ) {}

  async run(
    db: Pick<AppDatabase, 'execute'>,
    values: readonly unknown[],
  ): Promise<Row | undefined> {
    const pool = poolOf(db);
    if (!pool) return (await this.single.rows<Row>(db, values))[0];
    const key = this.keyOf?.(values);
    let waiting = this.waiting.get(pool);
    if (
      waiting &&
      ((key !== undefined && waiting.keys.has(key)) || waiting.calls.length >= MAX_BATCH)
    )
      return (await this.single.rows<Row>(db, values))[0];
    if (!waiting) {
      waiting = { calls: [], keys: new Set() };
      this.waiting.set(pool, waiting);
      setImmediate(() => void this.flush(db, pool));
    }
    if (key !== undefined) waiting.keys.add(key);
    const group = waiting;
    return new Promise((answered, failed) => {
      group.calls.push({ values, key, answered, failed });
    });
  }

  private async flush(db: Pick<AppDatabase, 'execute'>, pool: pg.Pool) {
    const batch = this.waiting.get(pool)?.calls ?? [];
    this.waiting.delete(pool);
    const alone = async (call: Waiting<Row>) => {
      try {
        call.answered((await this.single.rows<Row>(db, call.values))[0]);
      } catch (error) {
        call.failed(error);
      }
    };
    if (batch.length === 1) return alone(batch[0]!);
    if (this.keyOf) batch.sort((a, b) => (a.key! < b.key! ? -1 : a.key! > b.key! ? 1 : 0));
    try {
      const rows = await this.batched.rows<Row>(db, this.columns(batch.map((call) => call.values)));
      batch.forEach((call, i) => call.answered(this.rowOf(rows, call.values, i)));
    } catch {
      await Promise.all(batch.map(alone));
    }
  }
}

/**
 * The calls made on one pool in one turn of the event loop (at most MAX_BATCH), handed to
 * `flush` together; it answers each call with its result or its error, in order.
 */
export class TurnBatch<Call, Result> {
  private readonly waiting = new WeakMap<
    pg.Pool,
    { call: Call; settle: (answer: Result | Error) => void }[]
  >();

  constructor(
    private readonly flush: (pool: pg.Pool, calls: Call[]) => Promise<(Result | Error)[]>,
  ) {}

  run(pool: pg.Pool, call: Call): Promise<Result> {
    return new Promise((resolve, reject) => {
      let batch = this.waiting.get(pool);
      if (!batch || batch.length >= MAX_BATCH) {
        const fresh: typeof batch = [];
        this.waiting.set(pool, fresh);
        setImmediate(() => void this.send(pool, fresh));
        batch = fresh;
      }
      batch.push({
        call,
        settle: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
      });
    });
  }

  private async send(pool: pg.Pool, batch: { call: Call; settle: (a: Result | Error) => void }[]) {
    if (this.waiting.get(pool) === batch) this.waiting.delete(pool);
    try {
      const answers = await this.flush(
        pool,
        batch.map((waiting) => waiting.call),
      );
      batch.forEach((waiting, i) => waiting.settle(answers[i]!));
    } catch (error) {
      for (const waiting of batch) waiting.settle(error as Error);
    }
  }
}
