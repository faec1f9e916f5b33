// `pnpm first-layout`: what the browser spends laying out and styling the server's HTML of each
// page before its first paint (scripts blocked, a fresh browser context per run, phone width),
// median of FIRST_LAYOUT_RUNS (15) runs after one not counted, and the page's distinct
// (font-size, font-weight) pairs, each of which costs that layout about 2 ms (ADR 0034).
// Chrome's own counters (CDP Performance.getMetrics), at 1x: Lighthouse's phone is 4x slower.
// FIRST_LAYOUT_BASE measures a running site instead of starting one; FIRST_LAYOUT_COMPARE
// (another running site, e.g. a worktree of main) is measured in alternation, for an A/B.
// A report: exit 0 whatever the figures. Repeat: pnpm first-layout
import { typePairsOnPage } from '../support/type-pairs.mjs';
import {
  alternate,
  firstBookableRestaurant,
  inFreshPhonePage,
  launchChromium,
  median,
  reportSites,
} from './site.mjs';

const RUNS = Number(process.env.FIRST_LAYOUT_RUNS || 15);
const { sites, stop } = await reportSites('FIRST_LAYOUT');
const browser = await launchChromium();

/** One fresh visit without scripts: Chrome's layout and style time, and the page's type pairs. */
function visit(url) {
  return inFreshPhonePage(browser, async (page, context) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name).value * 1000;
    const pairs = Object.keys(await page.evaluate(typePairsOnPage)).sort();
    return { layout: metric('LayoutDuration'), style: metric('RecalcStyleDuration'), pairs };
  });
}

try {
  const restaurant = await firstBookableRestaurant(sites[0]);
  const pages = [
    ['home', '/'],
    ['search result', '/search-result?name=Dishoom'],
    ['restaurant', `/restaurant-details/${restaurant.uuid}`],
  ];
  console.log(
    `First layout of the server's HTML, scripts blocked, 412 px, median of ${RUNS} (1x)\n`,
  );
  for (const [name, path] of pages) {
    const runs = await alternate(sites, RUNS, (base) => visit(base + path));
    for (const [base, results] of runs) {
      const layout = median(results.map((r) => r.layout)).toFixed(1);
      const style = median(results.map((r) => r.style)).toFixed(1);
      const pairs = results[0].pairs;
      console.log(
        `${name.padEnd(14)} ${sites.length > 1 ? base.padEnd(24) : ''}layout ${layout.padStart(5)} ms  style ${style.padStart(5)} ms  ${pairs.length} type pairs: ${pairs.join(' ')}`,
      );
    }
  }
} finally {
  await browser.close();
  stop();
}
