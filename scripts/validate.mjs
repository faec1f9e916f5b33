// `pnpm validate`: every check and every test, in the order CI runs them, then one line
// "N passed, N failed" (test counts from Jest and Playwright; a failed check counts as one).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });

// The unit tests run the api on PGlite; TEST_DATABASE_URL is for the PostgreSQL step alone.
const env = { ...process.env, TZ: 'UTC' };
delete env.TEST_DATABASE_URL;

function pnpm(args, extraEnv = {}) {
  const result = spawnSync('pnpm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  return result.status === 0;
}

/** Moves reports/<from>.jest.json aside so the next Jest run of that package cannot overwrite it. */
function renameReport(from, to) {
  const source = path.join(reports, `${from}.jest.json`);
  if (existsSync(source)) renameSync(source, path.join(reports, `${to}.jest.json`));
}

/**
 * The api suite again, on a real PostgreSQL server (scripts/ensure-postgres.mjs starts a local
 * one, installing it if need be). No server is a failure, never a skip.
 */
function apiOnPostgres() {
  renameReport('api', 'api-pglite');
  const ensure = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-postgres.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
    encoding: 'utf8',
  });
  const url = ensure.status === 0 ? ensure.stdout.trim().split('\n').pop() : '';
  if (!url) {
    console.log('No PostgreSQL server: scripts/ensure-postgres.mjs failed (see above).');
    return { ok: false, counted: false };
  }
  console.log(`PostgreSQL server: ${url.replace(/:[^:@/]*@/, ':***@')}`);
  const ok = pnpm(['--filter', 'api', 'test'], {
    TEST_DATABASE_URL: url,
    JEST_SUMMARY_NAME: 'api-postgres',
  });
  renameReport('api', 'api-postgres');
  return { ok, counted: true };
}

const STEPS = [
  { name: 'lint', run: () => pnpm(['lint']) },
  { name: 'typecheck', run: () => pnpm(['typecheck']) },
  { name: 'unit tests', run: () => pnpm(['test']), counted: true },
  { name: 'api tests on PostgreSQL', run: apiOnPostgres, counted: true },
  { name: 'build', run: () => pnpm(['build']) },
  // Issue 11's budgets, to the byte: home's start-up scripts (ADR 0039) and each remote's
  // remoteEntry.js (ADR 0045). Fails when one is over.
  { name: 'page weight', run: () => pnpm(['size']) },
  { name: 'e2e', run: () => pnpm(['e2e']), counted: true },
];

const failedSteps = [];
for (const step of STEPS) {
  console.log(`\n=== ${step.name} ===`);
  const result = step.run();
  // A step may report that its failure left no test counts behind (counted: false).
  const { ok, counted = step.counted } = typeof result === 'boolean' ? { ok: result } : result;
  if (!ok) failedSteps.push({ ...step, counted });
}

let passed = 0;
let failed = 0;
if (existsSync(reports)) {
  for (const file of readdirSync(reports)) {
    const data = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
    if (file.endsWith('.jest.json')) {
      passed += data.passed;
      failed += data.failed;
    } else if (file === 'e2e.json') {
      passed += data.stats.expected + data.stats.flaky;
      failed += data.stats.unexpected;
    }
  }
}
// A step that failed without a failing test (lint, types, build, a crashed runner) still fails the run.
const uncounted = failedSteps.filter((s) => !s.counted || failed === 0);
failed += uncounted.length;
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.map((s) => s.name).join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
