import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const API_DIR = path.join(__dirname, '..');

/** A port nothing listens on: the database there refuses at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('says on stderr why it could not start, for runners that drop its log', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(await closedPort()),
      DATABASE_URL: `postgres://tablehop:hunter2@127.0.0.1:${await closedPort()}/tablehop`,
    },
    // As Playwright's webServer has it: the log on stdout is thrown away.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toMatch(/^TableHop could not start: .*ECONNREFUSED/m);
  expect(stderr).not.toContain('hunter2');
}, 60_000);
