import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// `pnpm start:prod` runs the API as compiled JavaScript: no tsx or TypeScript at run time.
const API_DIR = path.join(__dirname, '..');

jest.setTimeout(180_000);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('the compiled API (api/dist)', () => {
  it('builds, needs no TypeScript, and serves from plain node', async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'pipe' });
    const bundle = readFileSync(path.join(API_DIR, 'dist', 'server.cjs'), 'utf8');
    expect(bundle).not.toMatch(/require\("(tsx|typescript|ts-node)/);
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, ['dist/server.cjs'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        PORT: String(port),
        PGLITE_DATA_DIR: 'memory://',
        SEED_RESTAURANTS: '5',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      let ready = 0;
      for (let i = 0; i < 600 && ready !== 200 && child.exitCode === null; i++) {
        ready = await fetch(`http://127.0.0.1:${port}/api/v1/ready`).then(
          (answer) => answer.status,
          () => 0,
        );
        if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect({ ready, output: ready === 200 ? '' : output }).toEqual({ ready: 200, output: '' });
      const search = await fetch(`http://127.0.0.1:${port}/api/v1/user/search-restaurant?name=`);
      expect(((await search.json()) as { data: { total: number } }).data.total).toBe(5);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
