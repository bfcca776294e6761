import { cpSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Every component folder with an index.ts is one entry: src/<name>/index.ts -> dist/<name>/index.js,
// the `@farmkit/ui/<name>` subpath. The CSS files are copied next to the JS, which keeps its
// `import './X.css'` lines, so a consumer's bundler picks up exactly the styles of what it imports.
//
// A component entry that needs the browser (hooks, React Aria) starts with `'use client'` in its index.ts.
// esbuild keeps the directives of entry points, so dist/<name>/index.js starts with it too and a React
// Server Components framework can import it from a server component; the entries without it (money,
// order-status, stage-badge, product-grid, timeline, loading-overlay) render on the server as they are.
// tools/check-package.mjs checks that every directive of the sources survives the build.
export default defineConfig({
  entry: ['src/*/index.ts'],
  format: ['esm'],
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // A component that uses another imports it through its public subpath (`@farmkit/ui/money`), so
  // no code or stylesheet is duplicated across entries. The contract (money, order stages) is a dependency the
  // shop installs once for the kit, its flows and its API client alike, never a copy inside the kit.
  external: [
    'react',
    'react-dom',
    'react-aria-components',
    'react-hook-form',
    '@farmkit/contract',
    /^@farmkit\/ui\//,
    /\.css$/,
  ],
  onSuccess: async () => {
    for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
      // src/stories holds Storybook's own helpers, which are not part of the kit.
      if (file.endsWith('.css') && !file.startsWith('stories/')) cpSync(`src/${file}`, `dist/${file}`);
    }
  },
});
