import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { site } from './src/site.ts';

/** Where the dev server finds the API: its own dev server (`npm run dev -w @farmkit/api`) listens on 3000. */
const apiOrigin = 'http://localhost:3000';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** Fills index.html's %SITE_*% placeholders from src/site.ts, the one place the farm is described. */
function siteHtml(): Plugin {
  const values: Record<string, string> = {
    SITE_NAME: site.name,
    SITE_DESCRIPTION: site.description,
    SITE_THEME_COLOR: site.themeColor,
  };
  return {
    name: 'farmkit-site-html',
    transformIndexHtml: (html) =>
      html.replace(/%(SITE_[A-Z_]+)%/g, (match, key: string) => {
        const value = values[key];
        return value === undefined ? match : escapeHtml(value);
      }),
  };
}

export default defineConfig({
  plugins: [react(), siteHtml()],
  // Build the kit from its TypeScript source: no prior `build` of packages/* needed.
  resolve: { conditions: ['@farmkit/source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
  build: { outDir: 'dist', assetsDir: 'assets' },
});
