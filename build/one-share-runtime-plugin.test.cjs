/** @jest-environment node */
/* global describe, it, expect, beforeAll, afterAll -- Jest provides them */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { OneShareRuntimePlugin } = require('./one-share-runtime-plugin.cjs');

// Text only webpack's own share runtime module generates (its register()), and only enhanced's.
const WEBPACK_SHARING = 'activeVersion.from';
const ENHANCED_SHARING = 'bundlerRuntime.I(';

let dir;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-share-runtime-'));
  const files = {
    'node_modules/kit/package.json': JSON.stringify({ name: 'kit', version: '1.0.0' }),
    'node_modules/kit/index.js': 'export const kit = () => "kit";\n',
    'src/widget.js': "import { kit } from 'kit';\nexport default () => kit();\n",
  };
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds a container exposing a widget that uses the shared `kit`; returns remoteEntry.js. */
function buildRemoteEntry(name, federationPlugin, plugins) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    devtool: false,
    // Readable output, so the test can tell the two runtime modules apart.
    optimization: { minimize: false },
    output: { path: path.join(dir, name), publicPath: 'auto' },
    plugins: [
      new federationPlugin({
        name: 'widgets',
        filename: 'remoteEntry.js',
        exposes: { './widget': './src/widget.js' },
        shared: { kit: { singleton: true, requiredVersion: '^1.0.0' } },
        ...(federationPlugin === ModuleFederationPlugin ? { manifest: false, dts: false } : {}),
      }),
      ...plugins,
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(fs.readFileSync(path.join(dir, name, 'remoteEntry.js'), 'utf8'));
    });
  });
}

describe('OneShareRuntimePlugin', () => {
  it('is needed: with enhanced, webpack adds its own share runtime too', async () => {
    const entry = await buildRemoteEntry('both', ModuleFederationPlugin, []);
    expect(entry).toContain(WEBPACK_SHARING);
    expect(entry).toContain(ENHANCED_SHARING);
  });

  it("leaves enhanced's share runtime alone, the only one to assign the share scope", async () => {
    const entry = await buildRemoteEntry('one', ModuleFederationPlugin, [
      new OneShareRuntimePlugin(),
    ]);
    expect(entry).not.toContain(WEBPACK_SHARING);
    expect(entry).toContain(ENHANCED_SHARING);
    expect(entry.match(/__webpack_require__\.S = \{\};/g)).toHaveLength(1);
    expect(entry.match(/webpack\/runtime\/sharing/g)).toHaveLength(1);
  });

  it("keeps webpack's share runtime where nothing replaces it", async () => {
    const entry = await buildRemoteEntry('core', webpack.container.ModuleFederationPlugin, [
      new OneShareRuntimePlugin(),
    ]);
    expect(entry).toContain(WEBPACK_SHARING);
  });
});
