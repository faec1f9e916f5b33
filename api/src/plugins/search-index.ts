import fp from 'fastify-plugin';
import { readPlaces } from '../db/data-files';
import {
  loadCentroids,
  loadCuisines,
  loadSearchRows,
  searchFingerprint,
} from '../repositories/restaurant-repository';
import { RestaurantIndex } from '../search/restaurant-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current search index; replaced whole when the listings change. */
    searchIndex(): RestaurantIndex;
  }
}

export interface SearchIndexOptions {
  /** How often to check the database for changed listings; 0 turns the check off. */
  refreshSeconds: number;
  /** Memoise serialised answers per index (on unless measuring cold search). */
  memo: boolean;
}

/**
 * Loads the search index before the server takes requests, then checks a fingerprint of the
 * listings every `refreshSeconds` and rebuilds only when it changed, so every API process
 * converges on edits made by any other.
 */
export default fp<SearchIndexOptions>(
  async (app, { refreshSeconds, memo }) => {
    // The gazetteer is a file of the repository: read once per process.
    const places = readPlaces();
    const build = async (fingerprint: string) =>
      new RestaurantIndex(await loadSearchRows(app.db), await loadCentroids(app.db), fingerprint, {
        memo,
        cuisines: await loadCuisines(app.db),
        places,
      });

    let index = await build(await searchFingerprint(app.db));
    app.decorate('searchIndex', () => index);

    if (refreshSeconds > 0) {
      let running = false;
      const timer = setInterval(async () => {
        if (running) return;
        running = true;
        try {
          const fingerprint = await searchFingerprint(app.db);
          if (fingerprint !== index.fingerprint) {
            index = await build(fingerprint);
            app.log.info({ restaurants: index.size }, 'search index rebuilt');
          }
        } catch (error) {
          // The previous index keeps serving; the next tick tries again.
          app.log.warn({ err: error }, 'search index refresh failed');
        } finally {
          running = false;
        }
      }, refreshSeconds * 1000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'search-index', dependencies: ['db'] },
);
