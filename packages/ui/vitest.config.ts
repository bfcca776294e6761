import { defineConfig } from 'vitest/config';

// The package's own unit tests (pure functions) run in Node; the components are tested through their
// stories by the root `storybook` project.
export default defineConfig({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
