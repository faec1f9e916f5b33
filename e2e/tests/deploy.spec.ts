import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, trackRemotes } from '../support/fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
const PAGE = path.join(ROOT, 'remote-content', 'src', 'app', 'routes', 'about-us-page.tsx');
const deploy = () =>
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'deploy-remote.mjs'), 'remote-content'],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );

/** The shell's and every other remote's entry files, as the browser fetched them. */
async function entryFiles(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter(
        (p) => /\/main\.[0-9a-f]+\.js$|remoteEntry\.js$/.test(p) && !p.includes('remote-content'),
      )
      .sort(),
  );
}

test('one remote is rebuilt and swapped in while the site runs; a reload shows it, nothing else changes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const original = readFileSync(PAGE, 'utf8');
  const stamp = `Deployed ${Date.now()}`;
  const shellHtml = async () =>
    (await (await page.request.get('/')).text()).match(/main\.[0-9a-f]+\.js/)?.[0];
  try {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByText(stamp)).toHaveCount(0);
    const shellBefore = await shellHtml();
    // Another remote's page, loaded before the deploy, stays as it is.
    await page.goto('/faq');
    await page.goto('/about-us');
    const entriesBefore = await entryFiles(page);

    writeFileSync(
      PAGE,
      original.replace('<h1>About Us</h1>', `<h1>About Us</h1>\n      <p>${stamp}</p>`),
    );
    deploy();

    const remotes = trackRemotes(page);
    await page.reload();
    await expect(page.getByText(stamp)).toBeVisible();
    expect([...remotes]).toEqual(['remote-content']);
    expect(await shellHtml()).toBe(shellBefore);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await page.goto('/about-us');
    expect(await entryFiles(page)).toEqual(entriesBefore);
  } finally {
    writeFileSync(PAGE, original);
    deploy();
  }
});
