// `pnpm validate`: every check and every test, in the order CI runs them, then one line
// "N passed, N failed" (test counts from Jest and Playwright; a failed check counts as one).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });

const STEPS = [
  { name: 'lint', args: ['lint'] },
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'unit tests', args: ['test'], counted: true },
  { name: 'build', args: ['build'] },
  { name: 'e2e', args: ['e2e'], counted: true },
];

const failedSteps = [];
for (const step of STEPS) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync('pnpm', step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC' },
  });
  if (result.status !== 0) failedSteps.push(step);
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
