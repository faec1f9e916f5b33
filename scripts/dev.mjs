// `pnpm dev`: the API and all six apps on their own dev servers with hot reload.
// Open http://localhost:3000; the shell's dev remotes.json points at ports 3001-3005.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const names = ['api', ...APPS.map((a) => a.name)];
const commands = names.map((name) => `pnpm --filter ${name} dev`);
const child = spawn(
  'pnpm',
  ['exec', 'concurrently', '--kill-others-on-fail', '--names', names.join(','), ...commands],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: process.env.API_PORT || '3100' } },
);
child.on('exit', (code) => process.exit(code ?? 0));
