import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/chromium.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A port no process listens on now. Fixed ports failed whole runs when anything else on the machine held them
 * (a shop left running by hand, say); the OS picks instead. Synchronous, because the config is not async.
 */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ]).toString();

// Set once in the runner process; workers inherit them, so every test talks to the same fresh servers.
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'farmkit-e2e-'));
// A second server, whose access tokens last 3 s, for the journeys through a token expiry (support/servers.ts).
process.env.E2E_SHORT_SESSION_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
process.env.E2E_SHORT_SESSION_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'farmkit-e2e-short-'));
// A third, for the back-office's first morning: its setup link must be the one no other journey uses first.
process.env.E2E_BACKOFFICE_PORT ??= freePort();
process.env.E2E_BACKOFFICE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'farmkit-e2e-backoffice-'));

/** The production build (API + storefront) on its own database. */
const productionServer = (
  serverPort: number,
  dataDir: string | undefined,
  env: Record<string, string> = {},
) => ({
  command: 'node apps/api/dist/server.js',
  cwd: repoRoot,
  url: `http://127.0.0.1:${serverPort}/api/v1/products/category/`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    NODE_ENV: 'production',
    PORT: String(serverPort),
    DATA_DIR: dataDir ?? '',
    // Each test sends its own X-Forwarded-For (see support/test.ts).
    TRUST_PROXY: '127.0.0.1',
    ...env,
  },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: '.',
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  // The longest journeys (sign-up, cart, checkout, order page) take 15-35 s on a two-core machine that runs the
  // story tier beside them, too close to Playwright's default of 30 s.
  timeout: 60_000,
  // On such a loaded machine (the story and API tiers beside it) a page's answer can take longer than the default
  // 5 s an assertion waits for it.
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    // Recording a trace of every test costs about a sixth of the run, so CI records none; locally a failure keeps
    // its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      grepInvert: /@one-viewport/,
    },
  ],
  webServer: [
    productionServer(port, process.env.E2E_DATA_DIR),
    productionServer(Number(process.env.E2E_SHORT_SESSION_PORT), process.env.E2E_SHORT_SESSION_DATA_DIR, {
      ACCESS_TOKEN_LIFETIME: '3',
    }),
    productionServer(Number(process.env.E2E_BACKOFFICE_PORT), process.env.E2E_BACKOFFICE_DATA_DIR),
  ],
});
