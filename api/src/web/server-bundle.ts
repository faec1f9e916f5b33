// A remote's server bundle (<remote>/dist/server/pages.cjs, built by
// build/server-pages.mjs): the pages the remote renders per request with their data
// (ADR 0023). Evaluated from the text FileCache read, so a redeployed remote's new bundle is
// run as soon as its file changes, without a restart and without Node's module cache.
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

export interface ServerBundle {
  /** The page's HTML, led by its <title> and description; undefined for a page it lacks. */
  render(module: string, url: string, data: Record<string, unknown>): string | undefined;
}

/** Runs a CommonJS bundle; throws when it does not export `render`. */
export function evaluateServerBundle(code: string, file: string): ServerBundle {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const wrapper = vm.compileFunction(
    code,
    ['exports', 'require', 'module', '__filename', '__dirname'],
    { filename: file },
  );
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  const { render } = module.exports;
  if (typeof render !== 'function') throw new Error(`${file} exports no render()`);
  return { render: render as ServerBundle['render'] };
}
