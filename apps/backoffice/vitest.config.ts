import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Unit tests run in Node and resolve the workspace packages to their TypeScript source; the stories run from
  // the root's Storybook project instead.
  ssr: { resolve: { conditions: ['@farmkit/source', ...defaultServerConditions] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
