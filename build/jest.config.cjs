const { createJestConfig } = require('./jest-config.cjs');

module.exports = createJestConfig({ dir: __dirname, environment: 'node' });
