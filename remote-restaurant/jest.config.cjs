const { createJestConfig } = require('shared/build/jest-config');

module.exports = createJestConfig({ dir: __dirname });
