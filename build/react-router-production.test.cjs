/** @jest-environment node */
/* global describe, it, expect, beforeAll, afterAll, jest -- Jest provides them */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { bundlePage } = require('./bundle-page.cjs');
const { reactRouterProductionAlias } = require('./webpack-config.cjs');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'react-router-production-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Bundles a page that renders an address no route matches, as the builds resolve react-router. */
function build(alias, out) {
  return bundlePage({
    dir,
    alias,
    out,
    target: 'node',
    source: `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
globalThis.routerPage = renderToString(
  h(MemoryRouter, { initialEntries: ['/nowhere'] },
    h(Routes, null, h(Route, { path: '/', element: h('p', null, 'home') }))),
);
`,
  });
}

/** Runs the bundle and returns what it wrote to the console. */
function consoleOf(code) {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    new Function('require', code)(require);
    return [...warn.mock.calls, ...error.mock.calls].map((args) => args.join(' '));
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
}

const fromBuild = (resources, build) =>
  resources.some((r) => new RegExp(`react-router[\\\\/]dist[\\\\/]${build}[\\\\/]`).test(r));

describe('reactRouterProductionAlias', () => {
  let production;
  let development;
  beforeAll(async () => {
    [production, development] = await Promise.all([
      build(reactRouterProductionAlias(), 'production'),
      build({}, 'development'),
    ]);
  }, 60_000);

  it("bundles react-router's production build and none of its development one", () => {
    expect(fromBuild(production.resources, 'production')).toBe(true);
    expect(fromBuild(production.resources, 'development')).toBe(false);
  });

  it("keeps react-router's development warnings out of the console and the bundle", () => {
    expect(consoleOf(production.code)).toEqual([]);
    expect(production.code).not.toContain('No routes matched location');
    expect(production.code.length).toBeLessThan(development.code.length);
  });

  it('is what does it: without the alias the development build warns in production', () => {
    expect(fromBuild(development.resources, 'development')).toBe(true);
    expect(consoleOf(development.code)).toEqual([
      expect.stringContaining('No routes matched location "/nowhere"'),
    ]);
  });
});
