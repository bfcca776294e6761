import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ssr: { resolve: { conditions: ['@farmkit/source', ...defaultServerConditions] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file starts an app on its own database and seeds it; PostgreSQL runs take a moment longer.
    hookTimeout: 30_000,
    // A test signs up shoppers (argon2, ~50 ms each alone); on a two-core CI machine running the story and e2e
    // tiers beside it, a few of them exceeded Vitest's 5 s.
    testTimeout: 30_000,
  },
});
