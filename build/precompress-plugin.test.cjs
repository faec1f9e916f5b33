/** @jest-environment node */
/* global describe, it, expect, beforeAll, afterAll -- Jest provides them */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

/** Emits a big and a small JSON asset at the federation manifest's stage, as it does. */
class LateJsonPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LateJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'LateJsonPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        () => {
          const big = JSON.stringify({ files: Array.from({ length: 200 }, (_, i) => `f${i}.js`) });
          compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource(big));
          compilation.emitAsset('tiny.json', new webpack.sources.RawSource('{"a":1}'));
          compilation.emitAsset('remotes.json', new webpack.sources.RawSource(big));
        },
      );
    });
  }
}

function build(mode) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))};\n`,
  );
  const compiler = webpack({
    mode,
    context: dir,
    entry: './index.js',
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      filename: 'main.js',
      library: { type: 'var', name: 'x' },
    },
    plugins: [new LateJsonPlugin(), new PrecompressPlugin()],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(path.join(dir, 'dist'));
    });
  });
}

describe('PrecompressPlugin', () => {
  let dist;
  beforeAll(async () => {
    dist = await build('production');
  }, 60_000);
  afterAll(() => fs.rmSync(path.dirname(dist), { recursive: true, force: true }));

  it.each(['main.js', 'mf-manifest.json'])('writes %s.br and %s.gz that decode to it', (file) => {
    const raw = fs.readFileSync(path.join(dist, file));
    const br = fs.readFileSync(path.join(dist, `${file}.br`));
    const gz = fs.readFileSync(path.join(dist, `${file}.gz`));
    expect(zlib.brotliDecompressSync(br).equals(raw)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(raw)).toBe(true);
    expect(br.length).toBeLessThan(raw.length / 4);
  });

  it('leaves assets under 1 KB alone', () => {
    expect(fs.existsSync(path.join(dist, 'tiny.json'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'tiny.json.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'tiny.json.gz'))).toBe(false);
  });

  it('leaves remotes.json, which operators edit in place, uncompressed', () => {
    expect(fs.existsSync(path.join(dist, 'remotes.json'))).toBe(true);
    expect(fs.readdirSync(dist).filter((f) => f.startsWith('remotes.json.'))).toEqual([]);
  });

  it('does nothing in development mode', async () => {
    const devDist = await build('development');
    try {
      expect(fs.existsSync(path.join(devDist, 'main.js'))).toBe(true);
      expect(fs.readdirSync(devDist).filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
    } finally {
      fs.rmSync(path.dirname(devDist), { recursive: true, force: true });
    }
  }, 60_000);
});
