// The page's two inline scripts, compiled from TypeScript at build time: the cookie banner's
// check in <head> (ADR 0025) and the start-up loader at the end of <body> (ADR 0024). Their
// sources are shared/src/prerender/inline/*.ts; the API inlines the compiled text and allows
// it in its CSP by hash (api/src/web/csp-hash.ts). The text is kept in
// shared/src/prerender/inline/compiled.json because the API runs from source, and its suite runs
// before any build: `pnpm build` writes it again and a test fails when it is stale.
// Run: node build/inline-scripts.cjs
const { writeFileSync } = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const INLINE = path.join(__dirname, '..', 'shared', 'src', 'prerender', 'inline');
const COMPILED = path.join(INLINE, 'compiled.json');
const SOURCES = {
  cookieBannerCheck: 'cookie-banner-check.ts',
  startUpLoader: 'start-up-loader.ts',
};

/** One source as a minified script: its own scope, constants compiled in, no imports left. */
function compile(file) {
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [path.join(INLINE, file)],
    absWorkingDir: path.join(INLINE, '..', '..', '..'),
    bundle: true,
    minify: true,
    format: 'iife',
    // As the apps' own code (webpack-config.cjs).
    target: 'es2022',
    // No "use strict" prologue (from tsconfig's strict): the bytes are in every page.
    tsconfigRaw: {},
    legalComments: 'none',
    charset: 'utf8',
    write: false,
  });
  return outputFiles[0].text.trim();
}

/** Every inline script by name, compiled now. */
function compileInlineScripts() {
  return Object.fromEntries(Object.entries(SOURCES).map(([name, file]) => [name, compile(file)]));
}

/** The JSON file's text for these scripts. */
const asJson = (scripts) => `${JSON.stringify(scripts, null, 2)}\n`;

if (require.main === module) {
  writeFileSync(COMPILED, asJson(compileInlineScripts()));
}

module.exports = { asJson, compileInlineScripts, COMPILED };
