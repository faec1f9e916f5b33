/** @jest-environment node */
/* global describe, it, expect, beforeAll, afterAll -- Jest provides them */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { bundlePage } = require('./bundle-page.cjs');
const { axiosWithoutFetchAlias } = require('./webpack-config.cjs');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axios-without-fetch-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Bundles a page that asks axios for its adapters, as the builds resolve axios. */
function build(alias) {
  return bundlePage({
    dir,
    alias,
    source: `import axios from 'axios';
const answer = (name) => {
  try {
    return typeof axios.getAdapter(name);
  } catch (error) {
    return error.message;
  }
};
globalThis.axiosAdapters = { xhr: answer('xhr'), fetch: answer('fetch'), auto: answer(axios.defaults.adapter) };
`,
  });
}

/** Runs the bundle in a browser-like scope (XMLHttpRequest present) and returns its answers. */
function run(code) {
  delete globalThis.axiosAdapters;
  new Function('XMLHttpRequest', code)(class XMLHttpRequest {});
  return globalThis.axiosAdapters;
}

describe('axiosWithoutFetchAlias', () => {
  let bundle;
  beforeAll(async () => {
    bundle = await build(axiosWithoutFetchAlias());
  });

  it("leaves axios's fetch adapter out of the bundle", () => {
    expect(bundle.resources.some((r) => /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/.test(r))).toBe(
      false,
    );
    expect(bundle.resources.some((r) => r.endsWith('axios-without-fetch.mjs'))).toBe(true);
  });

  it('keeps XMLHttpRequest, also as the default, and reports fetch as unavailable', () => {
    expect(run(bundle.code)).toEqual({
      xhr: 'function',
      fetch: expect.stringMatching(/adapter fetch is not supported by the environment/),
      auto: 'function',
    });
  });

  it('is what removes it: without the alias the fetch adapter is bundled and answers', async () => {
    const whole = await build({});
    expect(whole.resources.some((r) => /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/.test(r))).toBe(
      true,
    );
    expect(run(whole.code)).toEqual({ xhr: 'function', fetch: 'function', auto: 'function' });
  });
});
