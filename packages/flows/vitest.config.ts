import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The machines' tests run on the contract's TypeScript source, so they need no build of it first.
  ssr: { resolve: { conditions: ['@farmkit/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
