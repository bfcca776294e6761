import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tools/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The page is larger than any story's
// viewport, so Vitest never scales the story's iframe down (which would blur screenshots and clip tall ones).
const chromium = playwright({
  contextOptions: { viewport: { width: 1600, height: 4800 } },
  launchOptions: chromiumLaunchOptions,
});

// Only the story tests run from the root. Each workspace runs its own unit tests (`npm test -w ...`,
// through turbo), so they are not listed here.
export default defineConfig({
  test: {
    // A cold start bundles Storybook's dependencies before Chromium can connect: on a loaded two-core CI machine
    // that took longer than Vitest's 60 s, and the whole story run ended with no test run.
    browser: { connectTimeout: 180_000 },
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                // Pixelmatch's default threshold (0.1) lets a whole brand colour change pass (a green turned
                // teal scored below it). Same browser, same fonts: renders are exact, so compare closely.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.02 },
              },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
          // A story's page, screenshot and accessibility check take 1-3 s alone, but up to 20 s on a two-core CI
          // machine running the API and end-to-end tiers beside it (Vitest's browser default is 15 s).
          testTimeout: 60_000,
        },
      },
    ],
  },
});
