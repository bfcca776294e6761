import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Packages resolve as Node resolves them when the built server runs: without Vite's `module` condition, which
  // would pick the AWS SDK's bundler-only ESM build (extensionless imports Node cannot load).
  ssr: {
    resolve: {
      conditions: ['@farmkit/source', ...defaultServerConditions.filter((name) => name !== 'module')],
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // The AWS SDK warns once per process that its releases after January 2027 need Node 22, so once per test file
    // here. Its documented switch (aws/aws-sdk-js-v3#7983) quiets the tests; a server using S3 still says it once.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // Each file starts an app on its own database and seeds it; PostgreSQL runs take a moment longer.
    hookTimeout: 30_000,
    // A test signs up shoppers (argon2, ~50 ms each alone); on a two-core machine running the story and e2e
    // tiers beside it, a few of them exceeded Vitest's 5 s.
    testTimeout: 30_000,
  },
});
