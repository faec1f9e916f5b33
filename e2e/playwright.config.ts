import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3400);
const baseURL = process.env.E2E_BASE_URL || `http://localhost:${port}`;

// Debian's Chromium, never a downloaded browser (scripts/ensure-chromium.mjs installs it).
const launchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testIgnore: /deploy\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions },
      grep: /@mobile/,
      testIgnore: /deploy\.spec\.ts/,
    },
    // Rebuilds a remote while the site runs: last and alone, so no other test shares its CPU.
    {
      name: 'deploy',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testMatch: /deploy\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        url: `${baseURL}/api/v1/health`,
        // Every browser of the suite signs up and holds tables from 127.0.0.1: the production
        // limits (10 sign-ups per 10 minutes, 3 live holds and 30 hold requests a minute per
        // address) would meet them, not a real diner. The limits have API tests of their own.
        env: {
          PORT: String(port),
          REGISTRATION_LIMIT: '200',
          HOLD_LIMIT_PER_CLIENT: '500',
          HOLD_RATE_LIMIT: '5000',
          // Playwright's API client, unlike a browser, does not retry a request sent on a kept-
          // alive connection just as the server closes it (ECONNRESET on a loaded machine): no
          // connection is closed for idling while a test may still use it.
          KEEP_ALIVE_TIMEOUT_SECONDS: '300',
          IDLE_TIMEOUT_SECONDS: '300',
        },
        reuseExistingServer: !process.env.CI,
        timeout: 300_000,
        // The API's log (a line a request) stays out of the report; when the site cannot start,
        // start.mjs and the server say why on stderr, which Playwright shows.
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
