// Bundles an app's pages that the server renders per request with their data (ADR 0023)
// into dist/server/pages.cjs, after its webpack build. Run from the app's folder; reads its
// src/app/server-pages.tsx (SERVER_PAGES, keyed by the module the app exposes). The bundle
// carries its own React and styles, so the API runs whichever version the remote's team
// deployed, read again when the file changes, like the rest of the remote's dist folder.
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const appDir = process.cwd();
const here = path.dirname(fileURLToPath(import.meta.url));
const pages = path.join(appDir, 'src', 'app', 'server-pages.tsx');
const outDir = path.join(
  process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(appDir, 'dist'),
  'server',
);
const outfile = path.join(outDir, 'pages.cjs');

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
await build({
  entryPoints: [path.join(here, 'server-entry.tsx')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  jsx: 'automatic',
  minify: true,
  // Production React and emotion, as the browser build runs them.
  define: { 'process.env.NODE_ENV': '"production"' },
  absWorkingDir: appDir,
  logLevel: 'warning',
  plugins: [
    {
      name: 'app-server-pages',
      setup(bundler) {
        bundler.onResolve({ filter: /^app:server-pages$/ }, () => ({ path: pages }));
      },
    },
  ],
});
console.log(`server pages: ${path.relative(appDir, outfile)} ${(await stat(outfile)).size} B`);
