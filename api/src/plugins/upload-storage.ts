import fp from 'fastify-plugin';
import { storageKeyOf, UploadStorage } from '../lib/upload-storage';
import { moveOneUploadOutOfDatabase } from '../repositories/upload-repository';

declare module 'fastify' {
  interface FastifyInstance {
    uploadStorage: UploadStorage;
  }
}

/**
 * The folder uploaded files live in. Before the server takes requests it clears temporary
 * files a stopped process left and moves uploads stored in the database by earlier versions
 * to disk (ADR 0043), so every upload is served the same way.
 */
export default fp<{ dir: string }>(
  async (app, { dir }) => {
    const storage = new UploadStorage(dir);
    app.decorate('uploadStorage', storage);
    const cleared = await storage.clearIncoming();
    if (cleared > 0) app.log.info({ cleared }, 'cleared unfinished uploads');
    let moved = 0;
    while (
      await moveOneUploadOutOfDatabase(app.db, storageKeyOf, (key, content) =>
        storage.write(key, content),
      )
    ) {
      moved += 1;
    }
    if (moved > 0) app.log.info({ moved }, 'moved uploads from the database to UPLOAD_DIR');
  },
  { name: 'upload-storage', dependencies: ['db'] },
);
