const { createJestConfig } = require('@tablehop/build/jest-config');

const ESM_ONLY = ['cookie', 'content-disposition', '@electric-sql/pglite'];

const base = createJestConfig({ dir: __dirname, environment: 'node' });
const swc = Object.values(base.transform)[0];

module.exports = {
  ...base,
  // The benches' own helpers too: a bench whose client miscounts reports a wrong figure.
  testMatch: [...base.testMatch, '<rootDir>/bench/**/*.test.ts'],
  // PGlite's CommonJS build opens Node built-ins with import(), which Jest's module loader
  // refuses without --experimental-vm-modules; swc turns those into require().
  transform: { ...base.transform, '^.+\\.cjs$': swc },
  // ESM-only dependencies that Node 20.19+ requires natively but Jest's loader does not:
  // cookie@2 (behind app.inject), content-disposition@3 (behind @fastify/static 10, used by
  // swagger-ui) and PGlite (see above). swc compiles just these.
  transformIgnorePatterns: [
    `/node_modules/(?!${ESM_ONLY.map((name) => `\\.pnpm/${name.replace('/', '\\+')}@|${name}/`).join('|')})`,
  ],
};
