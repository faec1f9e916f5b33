const { createJestConfig } = require('@tablehop/build/jest-config');

module.exports = createJestConfig({ dir: __dirname });
