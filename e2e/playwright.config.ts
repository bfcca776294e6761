import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/chromium.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3999);
// Set once in the runner process; workers inherit it, so every test talks to the same fresh database.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'farmkit-e2e-'));

export default defineConfig({
  testDir: '.',
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } },
    },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/v1/products/category/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Each test sends its own X-Forwarded-For (see support/test.ts).
      TRUST_PROXY: '127.0.0.1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
