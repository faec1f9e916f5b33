// `pnpm lighthouse`: Lighthouse (mobile preset, its default) on the production build served
// by `pnpm start`, three runs per page after one that is not counted, and the median of each
// figure: performance score, LCP, TBT and CLS, beside the targets of issue 11.
// Chromium: CHROME_PATH, else /usr/bin/chromium.
// A report: exit 0 whatever the figures, non-zero only if it cannot run. Repeat: pnpm lighthouse
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSite } from './site.mjs';

const port = Number(process.env.LH_PORT || 3460);
const base = `http://localhost:${port}`;
const RUNS = Number(process.env.LH_RUNS || 3);
const TARGETS = { score: 95, lcp: 1800, tbt: 100, cls: 0.02 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const site = await startSite(port);
let chrome;
try {
  // A restaurant that exists, for a real restaurant page.
  const list = await (await fetch(`${base}/api/v1/user/restaurant?per_page=1`)).json();
  const pages = [
    ['home', '/'],
    ['search result', '/search-result?name=Dishoom'],
    ['restaurant', `/restaurant-details/${list.data.data[0].uuid}`],
  ];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  for (const [name, url] of pages) {
    // One run first that is not counted: it fills the server's caches (the pictures it draws,
    // ADR 0026, the rendered pages' bundles), as a server in use has them. Cold, the server
    // drew the page's pictures on the same two cores as the browser it was measured in.
    await lighthouse(`${base}${url}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const runs = [];
    // A run Lighthouse itself fails (NO_NAVSTART: its trace missed the navigation, now and
    // then on this VM) has no figures; it is run again rather than counted as a score of 0.
    for (let attempt = 0; runs.length < RUNS; attempt++) {
      if (attempt >= RUNS * 2) throw new Error(`Lighthouse failed too often on ${url}`);
      const result = await lighthouse(`${base}${url}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (result.lhr.runtimeError) {
        console.warn(`${name}: run failed (${result.lhr.runtimeError.code}), running again`);
        continue;
      }
      const audits = result.lhr.audits;
      runs.push({
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    }
    rows.push({
      name,
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
    });
  }
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  console.log(
    `\nLighthouse ${RUNS} runs per page, mobile preset, median (targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcp} ms, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls})\n`,
  );
  console.log('page             score      LCP        TBT       CLS');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(16)} ${String(r.score).padStart(3)} ${mark(r.score >= TARGETS.score).padEnd(6)} ` +
        `${(r.lcp / 1000).toFixed(2).padStart(5)} s ${mark(r.lcp <= TARGETS.lcp).padEnd(6)} ` +
        `${r.tbt.toFixed(0).padStart(4)} ms ${mark(r.tbt <= TARGETS.tbt).padEnd(6)} ` +
        `${r.cls.toFixed(3)} ${mark(r.cls <= TARGETS.cls)}`,
    );
  }
} finally {
  await chrome?.kill();
  site.stop();
}
