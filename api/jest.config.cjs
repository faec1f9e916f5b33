const { createJestConfig } = require('shared/build/jest-config');

module.exports = {
  ...createJestConfig({ dir: __dirname, environment: 'node' }),
  // light-my-request (behind app.inject) requires cookie@2, which ships ESM only. Node 20.19+
  // loads it natively, but Jest's module loader does not, so let swc compile that one package.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/cookie@|cookie/)'],
};
