// `pnpm lighthouse`: Lighthouse (mobile preset, its default) on the production build served
// by `pnpm start`, three runs per page after one that is not counted, and the median of each
// figure: performance score, LCP, TBT and CLS, beside the targets of issue 11.
// Chromium: CHROME_PATH, else /usr/bin/chromium.
// LH_COMPARE=<url of another running site> (e.g. a worktree of the previous commit) runs each
// page on both sites in alternation, LH_RUNS each, and prints both: on this VM one build's TBT
// moves by a factor of two between runs, so a change is judged against its base run beside it.
// A report: exit 0 whatever the figures, non-zero only if it cannot run. Repeat: pnpm lighthouse
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { firstBookableRestaurant, median, startSite } from './site.mjs';

const port = Number(process.env.LH_PORT || 3460);
const base = `http://localhost:${port}`;
const RUNS = Number(process.env.LH_RUNS || 3);
const TARGETS = { score: 95, lcp: 1800, tbt: 100, cls: 0.02 };

/**
 * The machine's CPU time so far, from /proc/stat (Linux): in all, and stolen (the hypervisor
 * ran other guests on this VM's cores). Undefined elsewhere.
 */
function cpuTime() {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
  // cpu user nice system idle iowait irq softirq steal (guest time is counted in user).
  const ticks = fields.slice(1, 9).map(Number);
  return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] };
}

const site = await startSite(port);
const cpuBefore = cpuTime();
const sites = [base, process.env.LH_COMPARE].filter(Boolean);
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const options = {
    port: chrome.port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  };
  // One counted run. A run Lighthouse itself fails (NO_NAVSTART: its trace missed the
  // navigation, now and then on this VM) has no figures; it is run again rather than counted
  // as a score of 0.
  const measure = async (name, url) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await lighthouse(url, options);
      if (result.lhr.runtimeError) {
        console.warn(`${name}: run failed (${result.lhr.runtimeError.code}), running again`);
        continue;
      }
      const audits = result.lhr.audits;
      const figures = {
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      };
      // Some failures are the audit's alone, with no runtime error (NO_LCP, NO_TTI_CPU_IDLE_PERIOD
      // in Lighthouse's lh-error.js): the figure is then missing, and a median over it would be
      // printed as NaN.
      const missing = Object.keys(figures).filter((key) => !Number.isFinite(figures[key]));
      if (missing.length) {
        console.warn(`${name}: run without ${missing.join(', ')}, running again`);
        continue;
      }
      return figures;
    }
    throw new Error(`Lighthouse failed too often on ${url}`);
  };
  const rows = [];
  for (const [name, pageOf] of [
    ['home', async () => '/'],
    ['search result', async () => '/search-result?name=Dishoom'],
    // A restaurant that exists on that site, for a real restaurant page.
    [
      'restaurant',
      async (at) => {
        return `/restaurant-details/${(await firstBookableRestaurant(at)).uuid}`;
      },
    ],
  ]) {
    const urls = new Map();
    for (const at of sites) {
      urls.set(at, at + (await pageOf(at)));
      // One run first that is not counted: it fills the server's caches (the pictures it
      // draws, ADR 0026, the rendered pages' bundles), as a server in use has them. Cold, the
      // server drew the page's pictures on the same two cores as the browser it was measured in.
      await lighthouse(urls.get(at), options);
    }
    const runs = new Map(sites.map((at) => [at, []]));
    for (let round = 0; round < RUNS; round++) {
      // Alternate which site goes first, so neither always runs on a warmer machine.
      for (const at of round % 2 ? [...sites].reverse() : sites) {
        runs.get(at).push(await measure(name, urls.get(at)));
      }
    }
    for (const at of sites) {
      const siteRuns = runs.get(at);
      rows.push({
        name: sites.length > 1 ? `${name} (${at === base ? 'this' : 'compare'})` : name,
        score: median(siteRuns.map((r) => r.score)),
        lcp: median(siteRuns.map((r) => r.lcp)),
        tbt: median(siteRuns.map((r) => r.tbt)),
        tbtRuns: siteRuns.map((r) => Math.round(r.tbt)),
        cls: median(siteRuns.map((r) => r.cls)),
      });
    }
  }
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  console.log(
    `\nLighthouse ${RUNS} runs per page, mobile preset, median (targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcp} ms, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls})\n`,
  );
  const width = sites.length > 1 ? 24 : 16;
  console.log(`${'page'.padEnd(width)} score      LCP        TBT       CLS`);
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(width)} ${String(r.score).padStart(3)} ${mark(r.score >= TARGETS.score).padEnd(6)} ` +
        `${(r.lcp / 1000).toFixed(2).padStart(5)} s ${mark(r.lcp <= TARGETS.lcp).padEnd(6)} ` +
        `${r.tbt.toFixed(0).padStart(4)} ms ${mark(r.tbt <= TARGETS.tbt).padEnd(6)} ` +
        `${r.cls.toFixed(3)} ${mark(r.cls <= TARGETS.cls).padEnd(6)} ` +
        // Each run's TBT beside the median: on this VM one build's runs differ by a factor of
        // two or more, and a median of three hides that.
        `TBT runs ${r.tbtRuns.join('/')}`,
    );
  }
  // On a shared VM, TBT moves with how busy the other guests keep the host: printed so that a
  // reader can tell a busy host from a slower build (ADR 0035, session 31).
  const cpuAfter = cpuTime();
  // A kernel or container that reports no steal column (or a virtualised /proc) prints nothing.
  if (
    cpuBefore &&
    cpuAfter &&
    cpuAfter.total > cpuBefore.total &&
    Number.isFinite(cpuAfter.steal)
  ) {
    const stolen = (cpuAfter.steal - cpuBefore.steal) / (cpuAfter.total - cpuBefore.total);
    console.log(
      `\nCPU time stolen by other guests on this VM during the runs: ${(stolen * 100).toFixed(1)}%`,
    );
  }
} finally {
  await chrome?.kill();
  site.stop();
}
