// `pnpm deploy:remote <name>`: rebuild one remote and swap it in while the site runs.
// The new build goes to <name>/dist.next; the previous build's content-hashed chunks are
// carried over so pages opened before the swap can still load their lazy chunks; then the
// folders are renamed, so no request ever sees a half-written build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (!APPS.some((app) => app.name === name)) {
  console.error(`Usage: pnpm deploy:remote <${APPS.map((a) => a.name).join('|')}>`);
  process.exit(1);
}

const live = path.join(root, name, 'dist');
const next = path.join(root, name, 'dist.next');
const old = path.join(root, name, 'dist.old');
rmSync(next, { recursive: true, force: true });
rmSync(old, { recursive: true, force: true });

const build = spawnSync('pnpm', ['--filter', name, 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BUILD_OUT_DIR: next },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// With their precompressed .br/.gz beside them, so old pages still get them compressed.
const HASHED = /\.[0-9a-f]{8}\.js(\.br|\.gz)?$/;
if (existsSync(live)) {
  for (const file of readdirSync(live)) {
    if (HASHED.test(file) && !existsSync(path.join(next, file)))
      cpSync(path.join(live, file), path.join(next, file));
  }
  renameSync(live, old);
}
renameSync(next, live);
rmSync(old, { recursive: true, force: true });
console.log(`${name} deployed: the next page load uses it.`);
