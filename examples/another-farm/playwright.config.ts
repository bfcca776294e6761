import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/chromium.mjs';

/**
 * The second farm, built from the packed packages and rendered in Chromium. `globalSetup` installs the
 * tarballs into a copy of this example, builds it and serves the build; the tests open it.
 */
export default defineConfig({
  testDir: 'test',
  globalSetup: './test/global-setup.ts',
  timeout: 60_000,
  // Installing and building take a while on a loaded machine; the tests themselves are quick.
  globalTimeout: 10 * 60_000,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  ],
});
