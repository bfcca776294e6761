import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes, type PageHandle } from './appRoutes';
import type { IslandSetName } from './islandSets';
import { chunksOf } from './serverHtml';

/**
 * The most JavaScript (KiB, gzip) a cold visit to each public page may load: boot.ts, then on a page of islands
 * (the landing page and the catalogue) the islands script and the page's island set, on the others the app it asks
 * for and the chunks of the page's areas (not the HTTP client, loaded on the first call: api/client.ts). Phones on
 * mobile data pay for every byte before the page answers: 90 KiB for the landing page and 130 KiB for the
 * catalogue pages (home, search, category, product; docs/decisions/0006-server-rendering-with-islands.md).
 * /feedback hydrates the whole app, whose weight the budget holds where it is (140 since the app carries what
 * lets its parts also be islands: navigation.tsx, the island's props): a change that adds weight fails here and
 * has to say why.
 */
const BUDGETS_KIB: Record<string, number> = {
  '/': 90,
  '/homepage/': 130,
  '/homepage/product/goat': 130,
  '/homepage/category/Poultry': 130,
  '/homepage/view/1': 130,
  '/feedback': 140,
};

/** The chunk of islands.tsx, which restores the session and hydrates the islands (vite.config.ts names it). */
const ISLAND_RUNTIME_CHUNK = 'island-runtime';

/** Each island set's module (islandSets.ts), as the build manifest names it. */
const ISLAND_SET_SOURCES: Record<IslandSetName, string> = {
  landing: 'src/routes/landing/landingIslands.tsx',
  listing: 'src/routes/shop/listingIslands.tsx',
  product: 'src/routes/shop/product/productIslands.tsx',
};

const dist = join(import.meta.dirname, '..', 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');

type Manifest = Record<string, { name?: string; dynamicImports?: string[] }>;

/** What boot.ts asks for on `path`: the islands runtime and the page's set, or the app and the page's areas. */
function scriptsOf(path: string, manifest: Manifest): string[] {
  const handles = (matchRoutes(appRoutes(), path) ?? []).map(
    ({ route }) => route.handle as PageHandle | undefined,
  );
  const loaded = manifest['src/boot.ts']?.dynamicImports ?? [];
  const runtime = loaded.filter((key) => manifest[key]?.name === ISLAND_RUNTIME_CHUNK);
  const islands = handles.at(-1)?.islands;
  if (islands) return [...runtime, ISLAND_SET_SOURCES[islands]];
  const islandScripts = [...runtime, ...Object.values(ISLAND_SET_SOURCES)];
  const app = loaded.filter((key) => !islandScripts.includes(key));
  return [...app, ...handles.flatMap((handle) => handle?.area ?? [])];
}

describe('the JavaScript budget of each public page', () => {
  it('has a build to measure (turbo builds the storefront before its tests)', () => {
    expect(existsSync(manifestFile), `${manifestFile} is missing: run the storefront build`).toBe(true);
  });

  it('knows the chunks boot.ts loads on a page of islands: the runtime and each set', () => {
    const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const loaded = manifest['src/boot.ts']?.dynamicImports ?? [];
    expect(loaded.filter((key) => manifest[key]?.name === ISLAND_RUNTIME_CHUNK)).toHaveLength(1);
    for (const source of Object.values(ISLAND_SET_SOURCES)) {
      expect(loaded, `boot.ts does not load ${source} on its own`).toContain(source);
    }
  });

  it.each(Object.entries(BUDGETS_KIB))('%s loads at most %d KiB', (path, budget) => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const bytes = chunksOf(manifest, ['src/boot.ts', ...scriptsOf(path, manifest)])
      .map((chunk) => gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length)
      .reduce((sum, size) => sum + size, 0);
    expect(bytes / 1024).toBeLessThanOrEqual(budget);
  });
});
