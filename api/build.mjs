// `pnpm --filter api build`: the API as plain JavaScript for production (no tsx or TypeScript
// at run time): dist/server.cjs and dist/cli.cjs, one file each with the workspace's `shared`
// code inside; the api package's own dependencies stay in node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== 'shared');

await build({
  absWorkingDir: here,
  entryPoints: { server: 'src/server.ts', cli: 'src/db/cli.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Packages' subpaths too (drizzle-orm/pg-core, pino/file).
  external: external.flatMap((name) => [name, `${name}/*`]),
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('api: dist/server.cjs, dist/cli.cjs');
