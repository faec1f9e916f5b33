import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import { type AppDatabase, type DatabaseHandle, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDatabase;
    /** The database's pool, for metrics; undefined for PGlite, which has none. */
    dbPoolStats: DatabaseHandle['poolStats'];
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An already prepared database (tests share one per file); the app will not close it. */
  handle?: DatabaseHandle;
}

/**
 * Opens the database named by the config, applies migrations and, on an empty database,
 * writes the deterministic demo data, all before the server accepts a request.
 */
export default fp<DbPluginOptions>(
  async (app, { config, handle }) => {
    let owned: DatabaseHandle | null = null;
    let database = handle;
    if (!database) {
      owned = await openDatabase({
        url: config.databaseUrl,
        dataDir: config.pgliteDataDir,
        onConnectionError: (error) =>
          app.log.warn({ err: error }, 'an idle database connection was lost; it will be replaced'),
      });
      database = owned;
      await prepareDatabase(owned, { restaurants: config.seedRestaurants, log: app.log });
    }
    app.decorate('db', database.db);
    app.decorate('dbPoolStats', database.poolStats);
    if (owned) {
      const toClose = owned;
      app.addHook('onClose', () => toClose.close());
    }
  },
  { name: 'db' },
);
