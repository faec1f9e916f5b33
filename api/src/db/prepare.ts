import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client';
import { isDatabaseEmpty, loadPostcodes, seedDemoData } from './seed/seed';

export interface PrepareOptions {
  restaurants: number;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/** Migrate, make sure the postcode tables are loaded, and seed an empty database. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  { restaurants, log }: PrepareOptions,
) {
  await handle.migrate();
  await loadPostcodes(handle.db);
  if (await isDatabaseEmpty(handle.db)) {
    log?.info({ restaurants }, 'empty database: writing the demo data');
    await seedDemoData(handle.db, { restaurants });
  }
}
