import { cpSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Every component folder with an index.ts is one entry: src/<name>/index.ts -> dist/<name>/index.js,
// the `@farmkit/ui/<name>` subpath. The CSS files are copied next to the JS, which keeps its
// `import './X.css'` lines, so a consumer's bundler picks up exactly the styles of what it imports.
export default defineConfig({
  entry: ['src/*/index.ts'],
  format: ['esm'],
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // A component that uses another imports it through its public subpath (`@farmkit/ui/money`), so
  // no code or stylesheet is duplicated across entries.
  external: ['react', 'react-dom', 'react-aria-components', 'react-hook-form', /^@farmkit\/ui\//, /\.css$/],
  onSuccess: async () => {
    for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.css')) cpSync(`src/${file}`, `dist/${file}`);
    }
  },
});
