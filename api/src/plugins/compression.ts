import { constants } from 'node:zlib';

import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses answers on the fly for clients that accept br or gzip: API JSON above 1 KB (the
 * category list is large raw), the docs and each page's index.html. Brotli at quality 4:
 * near gzip's speed and smaller output; quality 11 costs far too much per request, and the
 * static builds are compressed at that quality once, at build time. An answer that already
 * has a Content-Encoding (a precompressed static file) is passed through untouched.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      },
    });
  },
  { name: 'compression' },
);
