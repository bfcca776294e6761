import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ssr: { resolve: { conditions: ['@farmkit/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
