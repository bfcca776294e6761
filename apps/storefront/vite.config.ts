import { brotliCompressSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import gzipPlugin from 'rollup-plugin-gzip';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { escapeHtml } from './src/escapeHtml.ts';
import { site } from './src/site/index.ts';

/** Where the dev server finds the API: its own dev server (`npm run dev -w @farmkit/api`) listens on 3000. */
const apiOrigin = 'http://localhost:3000';

/** Fills index.html's %SITE_*% placeholders from src/site/, the one place the farm is described. */
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

/** The web app manifest, written from src/site/: served by the dev server, emitted into the build. */
function siteManifest(): Plugin {
  const fileName = 'manifest.webmanifest';
  const manifest = JSON.stringify({
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: site.themeColor,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  });
  return {
    name: 'farmkit-site-manifest',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('content-type', 'application/manifest+json');
        response.end(manifest);
      });
    },
    generateBundle() {
      if (this.environment.config.consumer === 'server') return;
      this.emitFile({ type: 'asset', fileName, source: manifest });
    },
  };
}

/**
 * Preloads the Latin subset of the web font, so it has arrived when the app first paints its text. Found only
 * once the app's CSS asks for it, it would arrive after that paint and every line would re-wrap: on a phone the
 * page would move by a text line's height under the shopper's finger, enough to make a press miss.
 */
function preloadFont(subsetFileName: RegExp): Plugin {
  return {
    name: 'farmkit-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const font = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && subsetFileName.test(output.fileName),
        );
        if (!font) throw new Error(`No font file in the build matches ${subsetFileName}`);
        const attrs = {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
          href: `/${font.fileName}`,
        };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

/**
 * `new URL('./picture.svg', import.meta.url).href` (the pictures in src/site/, which its Node readers such as this
 * config can load too) is the built picture's address in the browser build, but a file: URL in the server
 * build, where Vite leaves it alone. There it becomes an import of the picture's built address, the same one.
 */
function serverAssetUrls(): Plugin {
  const pattern = /new URL\((['"])(\.{1,2}\/[^'"]+)\1,\s*import\.meta\.url\)\.href/g;
  return {
    name: 'farmkit-server-asset-urls',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code) {
      if (!code.includes('import.meta.url')) return null;
      const imports: string[] = [];
      const transformed = code.replace(pattern, (_match, _quote, path: string) => {
        imports.push(`import __farmkitAsset${imports.length} from ${JSON.stringify(`${path}?url`)};`);
        return `__farmkitAsset${imports.length - 1}`;
      });
      return imports.length === 0 ? null : `${imports.join('\n')}\n${transformed}`;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // React Aria ships its labels and announcements in 34 languages; the shop speaks its own (site.language). Any
    // region of that language keeps them (en-NG reads React Aria's en-US).
    optimizeLocales.vite({ locales: [site.language] }),
    siteHtml(),
    siteManifest(),
    serverAssetUrls(),
    preloadFont(/\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    // Each file also as .br and .gz, compressed once at their best here rather than quickly on every request: the
    // API serves them to a browser that accepts them (single-page-app.ts). Brotli's best is an eighth smaller
    // than gzip's for the shop's scripts. Smaller files are not worth an encoding (answer-encodings.ts).
    ...(isSsrBuild
      ? []
      : [
          gzipPlugin({ gzipOptions: { level: 9 }, minSize: 1024 }),
          gzipPlugin({
            customCompression: (content) => brotliCompressSync(content),
            fileName: '.br',
            minSize: 1024,
          }),
        ]),
  ],
  // Build the kit from its TypeScript source: no prior `build` of packages/* needed.
  resolve: { conditions: ['@farmkit/source', ...defaultClientConditions] },
  // The server renderer is built whole, its dependencies included: dist-server/ runs wherever it is copied.
  ssr: { noExternal: true, resolve: { conditions: ['@farmkit/source', ...defaultServerConditions] } },
  server: {
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The manifest tells the server renderer which chunks each page's area needs (serverHtml.ts).
    manifest: true,
    // One stylesheet for the whole shop, cached once: a server-rendered page waits for its styles before it
    // paints, and one request is faster than the nine small ones each page linked (Lighthouse, mobile).
    cssCodeSplit: false,
    // A font inlined as a data: URL would be refused by the Content-Security-Policy (font-src 'self'). A picture
    // inlined would weigh in the script of every page whose code names it, shown or not (the landing page's
    // islands carried all its pictures' text): a file is fetched only where a page shows it, and cached.
    assetsInlineLimit: (file) => (/\.(woff2|svg)$/.test(file) ? false : undefined),
    copyPublicDir: !isSsrBuild,
    // boot.ts loads a page's island set beside the islands script, which brings React: the set's own imports are
    // found when it arrives, and left out of boot.ts, which every server-rendered page loads first.
    modulePreload: {
      resolveDependencies: (chunk, dependencies) =>
        /\/(landing|listing|product)Islands-[\w-]+\.js$/.test(chunk) ? [] : dependencies,
    },
    // index.html for the pages rendered in the browser; boot.ts for those rendered on the server.
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: { index: 'index.html', boot: 'src/boot.ts' },
          // React, its DOM renderer and scheduler go together to every page: one file compresses smaller than three.
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // What every page of islands runs first, which automatic chunking cut into seven small files
                // (each costs its own gzip header and request): restoring the session, and hydrating the islands.
                {
                  name: 'island-runtime',
                  test: /(packages[\\/]session[\\/]src[\\/](restoreSession|refreshAccess|sessionStore)|src[\\/]islands)\.tsx?$/,
                },
              ],
            },
          },
        },
  },
}));
