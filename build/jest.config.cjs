const { createJestConfig } = require('./jest-config.cjs');

// These tests run real webpack builds: on a loaded 2-CPU machine one took over 20 s.
module.exports = {
  ...createJestConfig({ dir: __dirname, environment: 'node' }),
  testTimeout: 120_000,
};
