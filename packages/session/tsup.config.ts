import { defineConfig } from 'tsup';

// Two entries: the session itself (no axios, for pages whose first chunk carries none) and the API client.
export default defineConfig({
  entry: ['src/index.ts', 'src/client.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'axios'],
});
