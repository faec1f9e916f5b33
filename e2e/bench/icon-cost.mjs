// `pnpm icon-cost`: what the site's icon costs the page's main thread. Chrome fetches the icon
// a page links once its first screen is painted, and hands the file to the page's renderer;
// the report is the length of the main-thread task that received it, from a Chrome trace of a
// fresh visit to home (phone width, 1x), median of ICON_COST_RUNS (9) after one not counted.
// An SVG icon is decoded in that task as a document of its own; a PNG is not (ADR 0037).
// ICON_COST_BASE measures a running site instead of starting one; ICON_COST_COMPARE (another
// running site, e.g. a worktree of main) is measured in alternation, for an A/B.
// A report: exit 0 whatever the figures. Repeat: pnpm icon-cost
import { alternate, inFreshPhonePage, launchChromium, median, reportSites } from './site.mjs';

const RUNS = Number(process.env.ICON_COST_RUNS || 9);
const { sites, stop } = await reportSites('ICON_COST');
const browser = await launchChromium();

/** One fresh visit: the icon's URL and the main-thread milliseconds of the task that took it. */
function visit(url) {
  return inFreshPhonePage(browser, async (page) => {
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'blink.user_timing',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => link.href));
    // Chrome asks for the icon after the first paint, not necessarily before the load event.
    await page.waitForLoadState('networkidle');
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    // Chrome asks for the one icon that best fits where it shows it. The page's main thread
    // is the one that asked.
    const sent = events.find(
      (e) => e.name === 'ResourceSendRequest' && icons.includes(e.args?.data?.url),
    );
    const icon = sent?.args.data.url ?? icons.join(' ');
    const onMain = (e) => e.pid === sent?.pid && e.tid === sent?.tid;
    const requestId = sent?.args.data.requestId;
    const received = events.filter(
      (e) =>
        onMain(e) &&
        (e.name === 'ResourceReceivedData' || e.name === 'ResourceFinish') &&
        e.args?.data?.requestId === requestId,
    );
    const tasks = events.filter(
      (e) =>
        onMain(e) &&
        e.name === 'RunTask' &&
        received.some((r) => r.ts >= e.ts && r.ts <= e.ts + e.dur),
    );
    if (!requestId || tasks.length === 0) throw new Error(`no task took the icon ${icon}`);
    return { icon: new URL(icon).pathname, ms: tasks.reduce((sum, e) => sum + e.dur, 0) / 1000 };
  });
}

try {
  console.log(`Main-thread task that took home's icon, 412 px, median of ${RUNS} (1x)\n`);
  const runs = await alternate(sites, RUNS, (base) => visit(`${base}/`));
  for (const [base, results] of runs) {
    const all = results.map((r) => r.ms.toFixed(1)).join(' ');
    console.log(
      `${base.padEnd(24)} ${results[0].icon.padEnd(20)} ${median(results.map((r) => r.ms)).toFixed(1)} ms  (runs: ${all})`,
    );
  }
} finally {
  await browser.close();
  stop();
}
