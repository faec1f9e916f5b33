import cluster from 'node:cluster';
import { buildApp } from './app';
import { type Config, loadEnv } from './config/env';
import { redactText } from './lib/log-redaction';

// A close that hangs (a stuck connection or plugin) must not keep a dead process around.
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/**
 * WORKERS=N: this process starts N API processes that share the port (node:cluster) and one
 * PostgreSQL, restarts one that dies after it was serving, and stops them all on a signal. One
 * that dies before it could serve (a bad setting, an unreachable database) stops the rest.
 */
function superviseWorkers(workers: number) {
  let stopping = false;
  const start = () => {
    const worker = cluster.fork();
    let serving = false;
    worker.on('listening', () => (serving = true));
    worker.on('exit', (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      console.error(`API process ${worker.process.pid} ended (${signal ?? code})`);
      if (serving) start();
      else {
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
        process.exitCode = typeof code === 'number' && code !== 0 ? code : 1;
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      }
    });
  };
  for (let i = 0; i < workers; i++) start();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS + 2_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main() {
  const config = readConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    superviseWorkers(config.workers);
    return;
  }
  const app = buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a second signal (a process manager that repeats it, or a group kill
  // that pnpm and tsx also relay) must not end the process while the embedded database is
  // still being closed, which can leave its data folder unreadable.
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    // On stderr too: what starts the server (Playwright's webServer, a process manager) may
    // show only that, and the log may go nowhere.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`TableHop could not start: ${redactText(reason)}`);
    process.exit(1);
  }
}

void main();
