// `pnpm start`: build whatever front end is missing, then serve the whole site and the API
// from one process on http://localhost:3000 (PORT overrides), as ADR 0004 says.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMissingApps } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildMissingApps(root);

const port = process.env.PORT || '3000';
const server = spawn('pnpm', ['--filter', 'api', 'start'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {
    ...process.env,
    // The production builds, served with the local setup: the test captcha and the dev
    // mailbox (no SMTP here). A real deployment sets NODE_ENV=production, which makes the
    // API insist on reCAPTCHA keys (docs/decisions/0008-local-mail-and-captcha.md).
    NODE_ENV: process.env.NODE_ENV || 'development',
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || '3000'}`,
    PORT: port,
    STATIC_ROOT: root,
  },
});
console.log(`TableHop: http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// The API logs to stdout, which whatever started this may drop (Playwright's webServer does):
// its last lines go to stderr too when it fails.
const lastLines = [];
let partial = '';
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const lines = (partial + chunk).split('\n');
  partial = lines.pop();
  lastLines.push(...lines);
  lastLines.splice(0, lastLines.length - 40);
});
server.on('exit', (code) => {
  if (code) {
    process.stderr.write(
      `The API exited with code ${code}; its last log lines:\n${[...lastLines, partial].join('\n')}\n`,
    );
  }
  process.exit(code ?? 0);
});
