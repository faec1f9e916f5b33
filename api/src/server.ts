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

async function main() {
  const config = readConfig();
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
