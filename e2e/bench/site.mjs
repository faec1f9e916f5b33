// What the front-end reports share: the production site (`pnpm start`) on a port of its own.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the site and waits until its API answers; `stop()` ends the server and its children. */
export async function startSite(port) {
  const base = `http://localhost:${port}`;
  const server = spawn('node', [path.join(root, 'scripts/start.mjs')], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  // A server that exits (another one from this checkout holds the embedded database, the
  // port is taken) fails the report at once, not after the five minutes a cold start may take.
  let exited = null;
  server.on('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `code ${code}`;
  });
  for (let i = 0; i < 600; i++) {
    if (exited) {
      throw new Error(
        `the site's server exited (${exited}) before it answered on ${base}; its error is above. ` +
          'If another TableHop server started from this checkout is running, it holds the ' +
          'embedded database: stop it first.',
      );
    }
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('server did not start');
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The sites a report measures: `<prefix>_BASE`, a running site, or else one it starts on
 * `<prefix>_PORT` (3470); and `<prefix>_COMPARE`, another running site (e.g. a worktree of
 * main) for an A/B.
 */
export async function reportSites(prefix) {
  const env = (key) => process.env[`${prefix}_${key}`];
  const site = env('BASE')
    ? { base: env('BASE'), stop: () => {} }
    : await startSite(Number(env('PORT') || 3470));
  return { sites: [site.base, env('COMPARE')].filter(Boolean), stop: site.stop };
}

/**
 * `runs` results of `visit(base)` per site, after one visit each that is not counted. The
 * order alternates so that neither site always runs on a warmer machine.
 */
export async function alternate(sites, runs, visit) {
  const results = new Map(sites.map((base) => [base, []]));
  for (let i = 0; i <= runs; i++) {
    for (const base of i % 2 ? [...sites].reverse() : sites) {
      const result = await visit(base);
      if (i > 0) results.get(base).push(result);
    }
  }
  return results;
}

/** Debian's Chromium (or CHROME_PATH), as the reports launch it. */
export function launchChromium(args = ['--disable-gpu']) {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', ...args],
  });
}

/** `use(page, context)` in a fresh context (empty cache) at the width of Lighthouse's phone. */
export async function inFreshPhonePage(browser, use) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    return await use(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/**
 * The first restaurant the site lists that takes bookings online: a restaurant page with its
 * booking panel (one that takes bookings by phone only shows a short notice instead).
 */
export async function firstBookableRestaurant(base) {
  const list = await (await fetch(`${base}/api/v1/user/restaurant?per_page=50`)).json();
  const found = list.data.data.find((restaurant) => restaurant.online_booking);
  if (!found) throw new Error('none of the first 50 restaurants takes bookings online');
  return found;
}
