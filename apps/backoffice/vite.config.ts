import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where the dev server finds the API: its own dev server (`npm run dev -w @farmkit/api`) listens on 3000. */
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  // The API serves the build under /admin/ (apps/api/src/plugins/app/single-page-app.ts).
  base: '/admin/',
  plugins: [react()],
  // Build the kit from its TypeScript source: no prior `build` of packages/* needed.
  resolve: { conditions: ['@farmkit/source', ...defaultClientConditions] },
  server: {
    port: 5174,
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
  build: { outDir: 'dist', assetsDir: 'assets' },
});
