/** @jest-environment node */
/* global describe, it, expect, afterAll, jest -- Jest provides them */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

// The shell's real production build: what index.html announces is what a phone fetches
// before the first round trip that main.js itself starts.
const shellDir = path.join(__dirname, '..', 'shell');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-chunks-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));
jest.setTimeout(180_000);

function buildShell() {
  const previous = process.env.BUILD_OUT_DIR;
  process.env.BUILD_OUT_DIR = out;
  const config = require(path.join(shellDir, 'webpack.config.cjs'))({}, { mode: 'production' });
  if (previous === undefined) delete process.env.BUILD_OUT_DIR;
  else process.env.BUILD_OUT_DIR = previous;
  config.plugins = config.plugins.filter((p) => p.constructor.name !== 'PrecompressPlugin');
  const compiler = webpack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats.compilation);
    });
  });
}

let build;
const shellBuild = () => (build ??= buildShell());

describe("the shell's startup scripts", () => {
  it('are main.js and the chunks index.html preloads, with no chunk requested late', async () => {
    const compilation = await shellBuild();
    const scripts = Object.keys(compilation.assets).filter((file) => file.endsWith('.js'));
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel=preload as=script href=\/([^ >]+)>/g)].map(
      (m) => m[1],
    );
    // A module left out of the startup groups (as axios's fetch stand-in once was) becomes a
    // chunk of its own, fetched only once main.js has run: a round trip more on a phone.
    // The shell's code is in the app chunk with the shared package's: its bootstrap chunk
    // would be one more file compressed alone.
    expect(preloaded.map((file) => file.split('.')[0]).sort()).toEqual(['app', 'libraries']);
    const lazy = scripts.filter((file) => file.startsWith('api-transport.'));
    expect(lazy).toHaveLength(1);
    expect(
      scripts.filter((file) => !file.startsWith('main.') && !lazy.includes(file)).sort(),
    ).toEqual(preloaded.sort());
  });

  it('leave axios out: it is a chunk of its own, fetched with the first API call (ADR 0021)', async () => {
    const compilation = await shellBuild();
    const chunkOf = (pattern) =>
      [...compilation.chunks]
        .filter((chunk) =>
          compilation.chunkGraph
            .getChunkModules(chunk)
            // A concatenated module holds the modules it was made of.
            .flatMap((module) => module.modules ?? [module])
            .some((module) => pattern.test(module.nameForCondition?.() ?? '')),
        )
        .map((chunk) => chunk.name);
    expect(chunkOf(/[\\/]node_modules[\\/]axios[\\/]/)).toEqual(['api-transport']);
    expect(chunkOf(/[\\/]shared[\\/]src[\\/]api[\\/]transport\.ts$/)).toEqual(['api-transport']);
    expect(chunkOf(/[\\/]shared[\\/]src[\\/]api[\\/]client\.ts$/)).toEqual(['app']);
  });

  it('keep what main.js runs first in main.js alone: the app chunk holds none of it (ADR 0039)', async () => {
    const compilation = await shellBuild();
    const { chunkGraph } = compilation;
    const modulesOf = (name) =>
      chunkGraph
        .getChunkModules(compilation.namedChunks.get(name))
        .flatMap((module) => module.modules ?? [module]);
    const names = (modules) => modules.map((module) => module.nameForCondition?.() ?? '');
    const inMain = names(modulesOf('main'));
    expect(inMain.some((name) => /[\\/]shell[\\/]src[\\/]index\.ts$/.test(name))).toBe(true);
    expect(
      inMain.some((name) => /[\\/]first-screen[\\/]utils[\\/]first-screen\.ts$/.test(name)),
    ).toBe(true);
    const inApp = names(modulesOf('app'));
    expect(inApp.some((name) => /[\\/]shell[\\/]src[\\/]bootstrap\.ts$/.test(name))).toBe(true);
    expect(inApp.filter((name) => name && inMain.includes(name))).toEqual([]);
  });

  it('consume only the framework singletons; the shared package is provided, not consumed', async () => {
    const compilation = await shellBuild();
    const modules = [...compilation.modules];
    const consumed = modules
      .filter((module) => module.type === 'consume-shared-module')
      .map((module) => module.options.shareKey);
    expect(consumed.filter((key) => key.startsWith('shared/'))).toEqual([]);
    expect(consumed).toEqual(expect.arrayContaining(['react', 'react-dom/client']));
    const provided = modules
      .filter((module) => module.type === 'provide-module')
      .map((module) => module._name);
    // The store is one per page: a remote takes the shell's, the instance the shell uses.
    expect(provided).toEqual(
      expect.arrayContaining(['shared/store', 'shared/api/client', 'react']),
    );
  });
});
