/** @jest-environment node */
/* global describe, it, expect, afterAll -- Jest provides them */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { oneRuntimeCoreAlias } = require('./webpack-config.cjs');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-runtime-core-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The runtime-core files a host build bundles, by format ('cjs' or 'js'). */
function runtimeCoreFormats(alias) {
  fs.writeFileSync(path.join(dir, 'index.js'), 'console.log("host");\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: false,
    output: { path: path.join(dir, 'dist'), publicPath: '/' },
    resolve: { alias },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: {},
        manifest: false,
        dts: false,
        experiments: { provideExternalRuntime: true },
      }),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const formats = new Set();
      for (const module of stats.compilation.modules) {
        const inner = module.modules ?? [module];
        for (const { resource } of inner) {
          const match = /@module-federation[\\/]runtime-core[\\/]dist[\\/].*\.(cjs|js)$/.exec(
            resource ?? '',
          );
          if (match) formats.add(match[1]);
        }
      }
      resolve([...formats].sort());
    });
  });
}

describe('oneRuntimeCoreAlias', () => {
  it('maps the plugin enhanced adds for provideExternalRuntime to its ES module build', () => {
    const [[from, to]] = Object.entries(oneRuntimeCoreAlias());
    expect(from).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs\$$/);
    expect(to).toBe(from.replace(/index\.cjs\$$/, 'index.js'));
    expect(fs.existsSync(to)).toBe(true);
  });

  it('leaves a host with the external runtime one runtime-core, the ES module one', async () => {
    expect(await runtimeCoreFormats(oneRuntimeCoreAlias())).toEqual(['js']);
  });
});
