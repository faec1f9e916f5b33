/* global describe, it, expect -- Jest provides them */
const { readFileSync } = require('node:fs');
const { asJson, compileInlineScripts, COMPILED } = require('./inline-scripts.cjs');

describe('the inline scripts compiled at build time', () => {
  const fresh = compileInlineScripts();

  it('are what the API serves: the committed compiled.json is not stale', () => {
    // Stale: run `node build/inline-scripts.cjs` (pnpm build does) and commit the file.
    expect(readFileSync(COMPILED, 'utf8')).toBe(asJson(fresh));
  });

  it('are single scripts with nothing left to import', () => {
    for (const script of Object.values(fresh)) {
      expect(script).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
      expect(script).not.toMatch(/\b(?:import|require|export)\b|use strict/);
    }
  });

  it('are no bigger than the hand-written scripts they replaced, in every page', () => {
    expect(fresh.cookieBannerCheck.length).toBeLessThanOrEqual(600);
    expect(fresh.startUpLoader.length).toBeLessThanOrEqual(1099);
  });
});
