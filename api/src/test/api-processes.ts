import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const API_DIR = path.join(__dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`API process exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API process at ${url} did not become healthy:\n${output()}`);
}

export interface ApiProcesses {
  urls: string[];
  /** Process ids, for benches that report where the CPU went. */
  pids: number[];
  stop(): Promise<void>;
}

/**
 * Real API server processes (what `pnpm start` runs) on one PostgreSQL database, for the
 * tests and benches that must show the invariant holds across processes, not just requests.
 */
export async function startApiProcesses(
  count: number,
  databaseUrl: string,
  env: Record<string, string> = {},
  /** Start them all at once (two deploys starting together), not one after another. */
  { together = false }: { together?: boolean } = {},
): Promise<ApiProcesses> {
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  const starting: Promise<void>[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      let log = '';
      // tsx as a loader, not its CLI, which would run the server in a second node process.
      // API_NODE_ARGS adds node flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile
      // the API processes of a bench.
      const nodeArgs = process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
      const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          // Every request comes from this one address, standing for many diners.
          HOLD_LIMIT_PER_CLIENT: '10000',
          HOLD_RATE_LIMIT: '100000',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => (log += chunk));
      child.stderr?.on('data', (chunk) => (log += chunk));
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      const healthy = waitForHealth(url, child, () => log);
      if (together) starting.push(healthy);
      else await healthy;
      urls.push(url);
    }
    await Promise.all(starting);
  } catch (error) {
    for (const child of children) child.kill('SIGKILL');
    throw error;
  }
  return {
    urls,
    pids: children.map((child) => child.pid!),
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
