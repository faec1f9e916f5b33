// The six front-end builds (shared/routes/remotes) and what proves each one is built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS as APP_TABLE, SHELL } from '../shared/src/routes/remotes.cjs';

export const APPS = APP_TABLE.map((app) => ({
  name: app.folder,
  marker: app === SHELL ? 'dist/index.html' : 'dist/mf-manifest.json',
}));

/** Builds (production) whichever front end has no build yet under `root`; exits on failure. */
export function buildMissingApps(root) {
  const missing = APPS.filter((app) => !existsSync(path.join(root, app.name, app.marker)));
  if (missing.length === 0) return;
  console.log(`Building ${missing.map((a) => a.name).join(', ')} ...`);
  const filters = missing.flatMap((a) => ['--filter', a.name]);
  const build = spawnSync('pnpm', ['-r', '--parallel', ...filters, 'build'], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    maxBuffer: 256 * 1024 * 1024,
  });
  // Where stdout is dropped (Playwright's webServer), a failed build must still say why.
  (build.status === 0 ? process.stdout : process.stderr).write(build.stdout ?? '');
  if (build.status !== 0) process.exit(build.status ?? 1);
}
