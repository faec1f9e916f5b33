import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';

const API_DIR = path.join(__dirname, '..');

let taken: Server;
let port: number;
beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => taken.close(resolve)));

it('says on stderr why it could not start, for runners that drop its log', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DATA_DIR: 'memory://',
      SEED_RESTAURANTS: '2',
      SEARCH_INDEX_REFRESH_SECONDS: '0',
      MAIL_OUTBOX_POLL_SECONDS: '0',
    },
    // As Playwright's webServer had it: the log on stdout is thrown away.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toContain('TableHop could not start:');
  expect(stderr).toContain('EADDRINUSE');
}, 60_000);
