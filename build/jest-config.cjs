// Jest settings shared by every package: swc transform, jsdom, and `shared/*` subpaths
// mapped from the package's `exports` so tests resolve exactly what webpack resolves.
const path = require('node:path');
const sharedRoot = path.join(__dirname, '..', 'shared');
const sharedPackageJson = require(path.join(sharedRoot, 'package.json'));
const moduleNameMapper = Object.fromEntries(
  Object.entries(sharedPackageJson.exports).map(([key, target]) => [
    `^shared${key.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    path.join(sharedRoot, target),
  ]),
);

function createJestConfig({ dir, environment = 'jsdom' }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    // The build package's own tests sit beside its modules.
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/*.test.cjs'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper,
    // CI runs every package's suite on 2 CPUs beside other work: a render that takes 1 s there
    // is slow, not wrong. A test that waits for something that never comes still fails.
    testTimeout: 20_000,
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup.cjs')] : [],
    reporters: [
      'default',
      [path.join(__dirname, 'jest-summary-reporter.cjs'), { name: path.basename(dir) }],
    ],
  };
}

module.exports = { createJestConfig };
