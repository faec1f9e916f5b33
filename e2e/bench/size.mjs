// `pnpm size`: the gzipped JavaScript a diner's browser downloads to render each page,
// measured in Chromium against the production build (pnpm start), split by who served it,
// plus every remote's remoteEntry.js. Repeat with: pnpm size
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, startSite } from './site.mjs';

const port = Number(process.env.SIZE_PORT || 3450);
const base = `http://localhost:${port}`;
const PAGES = [
  ['home', '/', 'Indulge in a culinary delight'],
  ['search-result', '/search-result?name=Dishoom', 'Search Result'],
  ['restaurant', '/restaurant-details/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11', 'Restaurant'],
  ['checkout', '/checkout', 'Checkout'],
  ['sign-in', '/sign-in', 'Sign in'],
  ['faq', '/faq', 'FAQ'],
];
const REMOTES = [
  'remote-search',
  'remote-restaurant',
  'remote-checkout',
  'remote-account',
  'remote-content',
];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const site = await startSite(port);
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  console.log('Gzipped JS per page (production build, fresh browser cache each page)\n');
  console.log(['page'.padEnd(15), 'total'.padStart(10), '  by origin'].join(''));
  for (const [name, url, heading] of PAGES) {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('cookiesConsent', 'accepted'));
    const page = await context.newPage();
    const byOwner = new Map();
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith('.js')) return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      const owner =
        /^\/remotes\/([^/]+)\//.exec(pathname)?.[1] ?? 'shell (incl. federation runtime)';
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + gzipSync(body, { level: 9 }).length);
    });
    await page.goto(base + url);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    const total = [...byOwner.values()].reduce((a, b) => a + b, 0);
    const parts = [...byOwner].map(([owner, bytes]) => `${owner} ${kb(bytes)}`).join(', ');
    console.log([name.padEnd(15), kb(total).padStart(10), `  ${parts}`].join(''));
    await context.close();
  }
  await browser.close();

  console.log('\nremoteEntry.js per remote (gzipped)\n');
  for (const remote of REMOTES) {
    const file = readFileSync(path.join(root, remote, 'dist/remoteEntry.js'));
    console.log(`${remote.padEnd(20)}${kb(gzipSync(file, { level: 9 }).length).padStart(10)}`);
  }
} finally {
  site.stop();
}
