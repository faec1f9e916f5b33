// What the front-end reports share: the production site (`pnpm start`) on a port of its own.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the site and waits until its API answers; `stop()` ends the server and its children. */
export async function startSite(port) {
  const base = `http://localhost:${port}`;
  const server = spawn('node', [path.join(root, 'scripts/start.mjs')], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  // A server that exits (another one from this checkout holds the embedded database, the
  // port is taken) fails the report at once, not after the five minutes a cold start may take.
  let exited = null;
  server.on('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `code ${code}`;
  });
  for (let i = 0; i < 600; i++) {
    if (exited) {
      throw new Error(
        `the site's server exited (${exited}) before it answered on ${base}; its error is above. ` +
          'If another TableHop server started from this checkout is running, it holds the ' +
          'embedded database: stop it first.',
      );
    }
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('server did not start');
}
