const { createJestConfig } = require('../build/jest-config.cjs');

module.exports = createJestConfig({ dir: __dirname });
