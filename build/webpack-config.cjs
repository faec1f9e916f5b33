// One webpack factory for the shell and the five remotes, so the builds cannot drift.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ProvideSharedPlugin } = require('@module-federation/enhanced');
const { require: tsxRequire } = require('tsx/cjs/api');
const { APPS, REMOTES, SHELL, manifestPath } = require('shared/routes/remotes');
const { createKitProvides, createSharedConfig } = require('./federation.cjs');

/** The runtime package the apps import (axios and react-router are resolved as it has them). */
const SHARED_DIR = path.dirname(require.resolve('shared/routes/remotes'));
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { OneShareRuntimePlugin } = require('./one-share-runtime-plugin.cjs');

const API_DEV_PORT = Number(process.env.API_PORT || 3100);
/** Each app's dev server port, by folder (shared/routes/remotes). */
const DEV_PORTS = Object.fromEntries(APPS.map((app) => [app.folder, app.devPort]));

// The libraries every page runs (not lazy ones such as the reCAPTCHA widget), then our own
// code, each grouped into one chunk of the host build.
const HOST_STARTUP_GROUPS = {
  libraries: {
    // With the federation runtime's entry: left out, it became a chunk of its own, requested
    // only once main.js had run (a round trip on a phone).
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime|zustand|zod|@module-federation[\\/](enhanced|runtime-tools))[\\/]/,
    name: 'libraries',
    chunks: 'async',
    enforce: true,
  },
  // The shared package's source and the shell's app code (bootstrap.ts and what it imports).
  // Two chunks of them, as before, cost more gzipped: each file is compressed alone (ADR
  // 0039). A lazy import() of shell or shared code would be pulled in here too, and so load at
  // start-up: give it a group of its own first, as api-transport has.
  app: {
    test: /[\\/](shared|shell)[\\/]src[\\/]/,
    name: 'app',
    chunks: 'async',
    enforce: true,
  },
};

// The API client's transport (axios), loaded with the first call rather than with the page
// (ADR 0021). Not preloaded by index.html: a page that needs it at once asks for it from
// main.js. The cuisines' call goes with it: the landing pages render without it and load
// it for their first request of the cuisines (ADR 0029).
const HOST_LAZY_GROUPS = {
  'api-transport': {
    test: /[\\/]node_modules[\\/]axios[\\/]|[\\/]build[\\/]axios-without-fetch\.mjs$|[\\/]shared[\\/]src[\\/]api[\\/](transport|get-categories|parse-in-slices)\.ts$/,
    name: 'api-transport',
    chunks: 'async',
    enforce: true,
    priority: 10,
  },
};

/**
 * Preloads the host's startup chunks from index.html: without it the browser learns of them
 * only once main.js has run, one more round trip before anything renders. Every chunk the
 * named chunks' groups load with them is preloaded too, so a module that lands in a chunk of
 * its own cannot add a late request unnoticed.
 */
class PreloadStartupChunksPlugin {
  constructor(chunkNames) {
    this.chunkNames = chunkNames;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunksPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          data.headTags.push(
            ...startupFiles(compilation, this.chunkNames).map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${publicPath}${file}`,
              }),
            ),
          );
          return data;
        },
      );
    });
  }
}

/** The script files of the named chunks and of every chunk loaded in a group with them. */
function startupFiles(compilation, chunkNames) {
  const files = new Set();
  for (const name of chunkNames) {
    const chunk = compilation.namedChunks.get(name);
    if (!chunk) throw new Error(`PreloadStartupChunksPlugin: no chunk named ${name}`);
    for (const group of chunk.groupsIterable) {
      for (const member of group.chunks) {
        // A lazy chunk's group takes the startup chunks too (api-transport needs the kit's
        // errors): that does not make it a startup chunk.
        if (member.name in HOST_LAZY_GROUPS) continue;
        for (const file of member.files) if (file.endsWith('.js')) files.add(file);
      }
    }
  }
  return [...files];
}

/** Copies every file of public/ except the HTML template into the build. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyPublicPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            if (file === 'index.html') continue;
            const full = path.join(this.dir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/**
 * `experiments.provideExternalRuntime` adds the plugin that hands the shell's runtime-core to
 * the remotes, by the path Node's require.resolve gives: its CommonJS build. That build
 * require()s the CommonJS runtime-core while webpack's federation runtime imports the ES
 * module one, so main.js carried runtime-core and the sdk twice (ADR 0013). The plugin
 * ships an ES module build of the same source beside it; resolving to that one leaves a single
 * runtime-core, which the remotes then share too.
 */
function oneRuntimeCoreAlias() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  // As enhanced's ModuleFederationPlugin resolves it (from its own folder).
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhancedDir],
  });
  const esModule = commonJs.replace(/index\.cjs$/, 'index.js');
  if (esModule === commonJs || !fs.existsSync(esModule)) {
    throw new Error(
      `oneRuntimeCoreAlias: expected an ES module build beside ${commonJs}; check the ` +
        '@module-federation upgrade and whether this alias is still needed',
    );
  }
  return { [`${commonJs}$`]: esModule };
}

/**
 * The API client sends with XMLHttpRequest (shared/src/api/client.ts), but axios's adapter
 * table imports its fetch adapter too, and that module runs at load, so it was never
 * tree-shaken: it and its helpers (streams, multipart bodies) were on every page (ADR 0045). The
 * builds resolve it to a stand-in with the same exports that reports fetch as unavailable.
 */
function axiosWithoutFetchAlias() {
  const fetchAdapter = path.join(
    // As the apps resolve it: through the shared package's API client.
    path.dirname(require.resolve('axios/package.json', { paths: [SHARED_DIR] })),
    'lib/adapters/fetch.js',
  );
  const source = fs.existsSync(fetchAdapter) ? fs.readFileSync(fetchAdapter, 'utf8') : '';
  if (!/^export const getFetch\b/m.test(source) || !/^export default\b/m.test(source)) {
    throw new Error(
      `axiosWithoutFetchAlias: ${fetchAdapter} no longer exports getFetch and a default; ` +
        'check build/axios-without-fetch.mjs against this axios version',
    );
  }
  return { [`${fetchAdapter}$`]: path.join(__dirname, 'axios-without-fetch.mjs') };
}

/**
 * react-router 7's package exports name only its development build (remix-run/react-router
 * #12532, #14102), so production bundles ran its dev warnings ("No routes matched location"
 * in a diner's console on every unknown address) and carried their strings. The production
 * build beside it differs only in that switch; production builds resolve to it.
 */
function reactRouterProductionAlias() {
  const development = path.dirname(require.resolve('react-router', { paths: [SHARED_DIR] }));
  const production = path.join(development, '..', 'production', 'index.mjs');
  const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const chunks = read(production).match(/\.\/chunk-\w+\.mjs/g) ?? [];
  const devWarningsOff = chunks.some((chunk) =>
    /\bENABLE_DEV_WARNINGS = false\b/.test(read(path.join(path.dirname(production), chunk))),
  );
  if (path.basename(development) !== 'development' || !devWarningsOff) {
    throw new Error(
      `reactRouterProductionAlias: expected a production build beside ${development} with ` +
        'ENABLE_DEV_WARNINGS = false; check the react-router upgrade and whether its exports ' +
        'now choose it themselves',
    );
  }
  // The request, not the file it resolves to: webpack applies aliases before package exports.
  return { 'react-router$': production };
}

/** Dev-only remotes.json: every remote on its own dev server. */
function devRemotesJson() {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.federationName,
      `http://localhost:${remote.devPort}/mf-manifest.json`,
    ]),
  );
}

/** The production remotes.json: every remote served by the same server as the shell. */
function remotesJson() {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.federationName, manifestPath(remote.folder)]),
  );
}

/** Writes the shell's remotes.json from the one list of remotes, as public/ files are written. */
class RemotesJsonPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RemotesJsonPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(
            'remotes.json',
            new RawSource(`${JSON.stringify(remotesJson(), null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** The page a remote's standalone dev server serves around its own pages. */
const standaloneHtml = (pkgName) => `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${pkgName} standalone | TableHop</title>
    <style>body { margin: 0; font-family: system-ui, sans-serif; }</style>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The app built in `dir`, from the one list of apps (shared/routes/remotes). */
function appIn(dir) {
  const app = APPS.find((candidate) => candidate.folder === path.basename(dir));
  if (!app) throw new Error(`${dir} is not an app of shared/routes/remotes`);
  return app;
}

/**
 * What a remote exposes: its pages of the page table (shared/routes/page-routes, read
 * through tsx since it is TypeScript), then the components other remotes compose.
 */
function exposesOf(federationName, components = {}) {
  const { exposedPages } = tsxRequire('shared/routes/remote-pages', __filename);
  return { ...exposedPages(federationName), ...components };
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's directory (__dirname of its webpack.config.cjs)
 * @param {Record<string,string>} [options.components]  remotes only: exposed components that
 *   are not pages (module name with './' -> file); the pages come from the page table
 */
function createWebpackConfig({ dir, components }) {
  const { federationName } = appIn(dir);
  const isHost = federationName === SHELL.federationName;
  const exposes = isHost ? undefined : exposesOf(federationName, components);
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const isProd = mode === 'production';
    const pkgName = path.basename(dir);
    // A remote normally borrows the shell's federation runtime (one runtime per page);
    // run standalone it has to bring its own and its own minimal host page.
    const standalone = !isHost && process.env.MF_STANDALONE === '1';
    const withHtml = isHost || standalone;

    return {
      mode,
      context: dir,
      entry: withHtml ? { main: './src/index.ts' } : {},
      // BUILD_SOURCE_MAPS=1 writes .map files beside a production build (no URL in the
      // scripts), to map a profile of the real bundles back to the source.
      devtool: isProd
        ? process.env.BUILD_SOURCE_MAPS === '1'
          ? 'hidden-source-map'
          : false
        : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        // deploy-remote builds beside the live folder, then swaps it in.
        path: process.env.BUILD_OUT_DIR
          ? path.resolve(process.env.BUILD_OUT_DIR)
          : path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // The federation runtime module resolves this template before hashes exist, only to
        // learn the output folder depth; a hash-free name has the same depth.
        filename: isProd
          ? (pathData) =>
              pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js'
          : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          ...axiosWithoutFetchAlias(),
          ...(isHost ? oneRuntimeCoreAlias() : {}),
          ...(isProd ? reactRouterProductionAlias() : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: { react: { runtime: 'automatic', development: !isProd } },
                },
              },
            },
          },
          { test: /\.(png|jpe?g|svg|webp|gif)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: createSharedConfig(dir, {
            fromHostOnly: !isHost && !standalone,
            kitProvidedOnly: isHost,
          }),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !standalone }),
            // Browser-only builds: the runtime drops its node code paths. The snapshot plugin
            // stays (disableSnapshot would break remotes registered by manifest URL).
            optimization: {
              target: 'web',
              // A remote's entry drops the bundler runtime's handler for build-time `remotes`
              // (it has none). Loading another remote goes through the shell's runtime-core
              // (ADR 0009), which this flag does not reach; standalone builds bundle their own
              // runtime-core and keep it whole.
              ...(isHost || standalone ? {} : { disableRemote: true }),
            },
          },
        }),
        // The shell imports the shared package directly and provides it (createKitProvides).
        isHost && new ProvideSharedPlugin({ provides: createKitProvides() }),
        new OneShareRuntimePlugin(),
        withHtml &&
          new HtmlWebpackPlugin({
            ...(isHost
              ? { template: path.join(dir, 'public/index.html') }
              : { templateContent: standaloneHtml(pkgName) }),
            chunks: ['main'],
            scriptLoading: 'defer',
          }),
        isHost &&
          isProd &&
          new PreloadStartupChunksPlugin(['bootstrap', ...Object.keys(HOST_STARTUP_GROUPS)]),
        new CopyPublicPlugin(path.join(dir, 'public')),
        isHost && new RemotesJsonPlugin(),
        // .br and .gz beside every text asset, for the server's preCompressed static files.
        isProd && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: {
        moduleIds: isProd ? 'deterministic' : 'named',
        // Module Federation gives every shared module its own chunk: the shell's first page
        // asked for dozens of small scripts before anything could render (a round trip each on
        // a phone; ADR 0045). Every page needs the shell's libraries and UI kit, so the host ships them
        // as two files. Remotes keep per-module chunks: a remote loads only the shared
        // modules the shell does not provide, each one small.
        splitChunks:
          isHost && isProd
            ? { cacheGroups: { ...HOST_STARTUP_GROUPS, ...HOST_LAZY_GROUPS } }
            : undefined,
      },
      performance: { hints: false },
      devServer: {
        port: DEV_PORTS[pkgName],
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://localhost:${API_DEV_PORT}` }],
        setupMiddlewares(middlewares, devServer) {
          if (isHost) {
            devServer.app.get('/remotes.json', (_req, res) => {
              res.set('Cache-Control', 'no-cache');
              res.json(devRemotesJson());
            });
          }
          return middlewares;
        },
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  createWebpackConfig,
  appIn,
  exposesOf,
  oneRuntimeCoreAlias,
  axiosWithoutFetchAlias,
  reactRouterProductionAlias,
  DEV_PORTS,
  remotesJson,
};
