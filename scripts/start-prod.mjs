// `pnpm start:prod`: the site from compiled code: the front ends' production builds (built
// when missing) and the API compiled to JavaScript (api/dist), run by Node alone, on
// http://localhost:3000 (PORT overrides). NODE_ENV defaults to production, whose settings the
// API checks at start (docs/deployment.md); WORKERS=N starts N API processes on one PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMissingApps } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildMissingApps(root);
const compiled = spawnSync('pnpm', ['--filter', 'api', 'build'], { cwd: root, stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const port = process.env.PORT || '3000';
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'api', 'dist', 'server.cjs')],
  {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV || 'production',
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
      PORT: port,
      STATIC_ROOT: root,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
