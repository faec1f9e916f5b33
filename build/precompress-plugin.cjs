// Precompression at build time: beside each text asset the build emits `<asset>.br` (brotli
// quality 11) and `<asset>.gz` (gzip level 9), so the server sends the smallest encoding a
// browser accepts without compressing anything per request (@fastify/static preCompressed).
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|json|html|css|svg|txt)$/i;
/** Below this a response fits in one packet anyway and the encoding costs more than it saves. */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    // Dev servers serve from memory and rebuild on every save: nothing to gain there.
    if (compiler.options.mode === 'development') return;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          // After minification, real content hashes, HtmlWebpackPlugin's index.html and the
          // federation manifest (emitted at OPTIMIZE_TRANSFER): every final asset is there.
          stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        async () => {
          const jobs = compilation
            .getAssets()
            // remotes.json is the one file operators edit in place to move a remote: a
            // compressed copy beside it would keep serving the old URLs.
            .filter(
              ({ name, source }) =>
                COMPRESSIBLE.test(name) && name !== 'remotes.json' && source.size() >= MIN_BYTES,
            )
            .map(async ({ name, source, info }) => {
              const raw = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(raw, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  },
                }),
                gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              // As cacheable as the file they encode.
              const related = { immutable: info.immutable };
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), related);
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), related);
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, COMPRESSIBLE, MIN_BYTES };
