// What the shop's stack costs before any page of its own: the smallest app that hydrates with React alone, then
// with React Router's data router, then with react-query, then with one react-aria-components button, built by Vite for production (gzip, level 9).
// A route's JavaScript budget below these figures cannot be met on this stack.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from './production-server.mjs';

/** The source of the smallest app hydrating with React and, cumulatively, each later layer of the stack. */
function appSource(layers) {
  const router = layers >= 1;
  const query = layers >= 2;
  const ariaButton = layers >= 3;
  return `
    import { createElement } from 'react';
    import { hydrateRoot } from 'react-dom/client';
    ${router ? "import { createBrowserRouter } from 'react-router'; import { RouterProvider } from 'react-router/dom';" : ''}
    ${query ? "import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';" : ''}
    ${ariaButton ? "import { Button } from 'react-aria-components';" : ''}
    function Farm() {
      const text = ${query ? "useQuery({ queryKey: ['farm'], queryFn: () => fetch('/farm').then((r) => r.text()) }).data" : "'farm'"};
      return createElement(${ariaButton ? 'Button' : "'p'"}, null, text);
    }
    let app = ${router ? 'createElement(RouterProvider, { router: createBrowserRouter([{ path: "/", element: createElement(Farm) }]) })' : 'createElement(Farm)'};
    ${query ? 'app = createElement(QueryClientProvider, { client: new QueryClient() }, app);' : ''}
    hydrateRoot(document.getElementById('root'), app);`;
}

const apps = [
  'react-dom, hydrating one element',
  '+ React Router (data router)',
  '+ react-query, one query',
  '+ a react-aria-components Button',
];

async function gzipBytesOf(source) {
  const id = '\0stack-floor-entry.js';
  const output = await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    plugins: [
      {
        name: 'stack-floor-entry',
        resolveId: (name) => (name === id ? id : null),
        load: (name) => (name === id ? source : null),
      },
    ],
    build: { write: false, rollupOptions: { input: id } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  return chunks
    .filter((chunk) => chunk.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}

export async function stackFloor() {
  const rows = [];
  for (const [layers, app] of apps.entries()) {
    const bytes = await gzipBytesOf(appSource(layers));
    rows.push({ 'the smallest app with': app, gzip: `${(bytes / 1024).toFixed(1)} KiB` });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await stackFloor());
