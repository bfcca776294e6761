import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // The contract is bundled from its TypeScript source, so the API builds without the contract's dist;
  // every other dependency (native better-sqlite3, pg, fastify plugins with their own assets) stays external.
  noExternal: ['@farmkit/contract'],
  esbuildOptions(options) {
    options.conditions = ['@farmkit/source'];
  },
});
