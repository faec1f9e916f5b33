// For the build tests: bundles one page the way the production builds resolve modules.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/**
 * Writes `source` as `<dir>/index.js`, bundles it in production mode with `alias`, and
 * resolves with every module's file and the bundle's code. `out` names the output folder, so
 * two bundles of one page can be built side by side.
 */
function bundlePage({ dir, source, alias, target = 'web', out = 'dist' }) {
  fs.writeFileSync(path.join(dir, 'index.js'), source);
  const compiler = webpack({
    mode: 'production',
    target,
    context: dir,
    entry: './index.js',
    devtool: false,
    output: { path: path.join(dir, out), filename: 'page.js' },
    resolve: { alias, modules: [path.join(__dirname, 'node_modules'), 'node_modules'] },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const resources = [...stats.compilation.modules].flatMap((m) =>
        (m.modules ?? [m]).map((inner) => inner.resource ?? ''),
      );
      resolve({ resources, code: fs.readFileSync(path.join(dir, out, 'page.js'), 'utf8') });
    });
  });
}

module.exports = { bundlePage };
