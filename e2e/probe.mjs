import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
const page = await browser.newPage();
page.on('console', async (m) => {
  if (m.type() === 'error') {
    const a = await Promise.all(m.args().map((x) => x.jsonValue().catch(() => '?')));
    console.log('console', JSON.stringify(a).slice(-1200));
  }
});
page.on('pageerror', (e) => console.log('pageerror', e.message, e.stack?.slice(0, 1500)));
page.on('response', (r) => r.status() >= 400 && console.log('status', r.status(), r.url()));
await page.goto('http://localhost:3300' + (process.argv[2] || '/profile'));
await page.waitForTimeout(3000);
console.log(page.url(), (await page.locator('body').innerText()).slice(0, 300));
await browser.close();
