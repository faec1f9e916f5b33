// `pnpm bench:uploads`: the real app on PGlite in a folder (as `pnpm start` runs it), with
// uploads of 4.9 MB files sent all at once by another process, while /health is asked every
// 5 ms; beside it, in the same run, /health alone. Per round it prints both, the uploads' wall
// time and throughput, and the CPU time the API process spent. It is a report: exit 0 whatever
// the numbers, non-zero only if it cannot run or an upload is refused.
//
// Knobs (environment): BENCH_UPLOADS (per round, 24), BENCH_ACCOUNTS (they are spread over, 6),
// BENCH_ROUNDS (3), BENCH_FILE_BYTES (4,900,000).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { insertUser } from '../src/test/fixtures';
import { healthPoller, summary, uploadClient, type UploadJob } from '../src/test/upload-load';
import { intFromEnv } from './http';

const UPLOADS = intFromEnv('BENCH_UPLOADS', 24, 1);
const ACCOUNTS = intFromEnv('BENCH_ACCOUNTS', 6, 1);
const ROUNDS = intFromEnv('BENCH_ROUNDS', 3, 1);
const FILE_BYTES = intFromEnv('BENCH_FILE_BYTES', 4_900_000, 16);

/** CPU ms the main thread (the event loop) has used, from Linux's /proc; null elsewhere. */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tablehop-uploads-bench-'));
  const handle = await openDatabase({ dataDir: path.join(root, 'pglite') });
  try {
    log('preparing the database');
    await prepareDatabase(handle, { restaurants: 40 });
    const app = buildApp(
      loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        UPLOAD_DIR: path.join(root, 'uploads'),
        UPLOAD_MAX_BYTES: String(Math.max(1024, FILE_BYTES)),
        // The bench measures the work, not the limits.
        UPLOAD_DAILY_FILES: '10000',
        UPLOAD_DAILY_BYTES: String(1024 ** 4),
        UPLOAD_RATE_LIMIT: '10000',
      }),
      { database: handle },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tokens: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) tokens.push((await insertUser(handle.db)).token);
    log(
      `${ROUNDS} rounds of ${UPLOADS} uploads of ${FILE_BYTES.toLocaleString('en-GB')} bytes from ` +
        `${ACCOUNTS} accounts at once; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    for (let round = 1; round <= ROUNDS; round++) {
      const jobs = Array.from({ length: UPLOADS }, (_, i): UploadJob => ({
        token: tokens[i % ACCOUNTS]!,
        extension: i % 2 ? 'pdf' : 'png',
        bytes: FILE_BYTES,
      }));
      const client = await uploadClient(origin, `127.66.${round}.1`, jobs);
      const quiet = healthPoller(origin);
      await sleep(1000);
      const alone = await quiet.stop();

      const busy = healthPoller(origin);
      const cpu = process.cpuUsage();
      const mainBefore = mainThreadCpuMs();
      const started = performance.now();
      const statuses = await client.go();
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      const mainAfter = mainThreadCpuMs();
      const main =
        mainBefore === null || mainAfter === null
          ? ''
          : `, of which its main thread ${Math.round(mainAfter - mainBefore)} ms`;
      const during = await busy.stop();
      const refused = statuses.filter((status) => status !== 201);
      if (refused.length > 0) throw new Error(`uploads refused: ${refused.join(', ')}`);
      const megabytes = (UPLOADS * FILE_BYTES) / 1e6;
      console.log(
        `round ${round}: /health alone: ${summary(alone)}\n` +
          `         /health during uploads: ${summary(during)}\n` +
          `         uploads: ${UPLOADS} in ${seconds.toFixed(2)} s, ${(megabytes / seconds).toFixed(0)} MB/s; ` +
          `API process CPU ${Math.round((used.user + used.system) / 1000)} ms${main} ` +
          `(load average ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
    await app.close();
  } finally {
    await handle.close();
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
