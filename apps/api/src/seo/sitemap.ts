import { shopPaths } from './shop-paths.js';
import type { ProductChange } from './sitemap.repository.js';

export interface SitemapEntry {
  path: string;
  /** ISO time of the page's last change, when the data knows it. */
  lastmod?: string | undefined;
}

/**
 * The shop's indexable pages: the fixed ones, every category and every published product. A listing changed when
 * any product in it last did (published or hidden); the landing page and the policies come with the build, which
 * keeps no time for them.
 */
export function sitemapEntries(categories: string[], products: ProductChange[]): SitemapEntry[] {
  const latest = (changes: ProductChange[]) =>
    changes.reduce<string | undefined>(
      (last, { changedAt }) => (last && last > changedAt ? last : changedAt),
      undefined,
    );
  const listingChange = latest(products);
  return [
    ...shopPaths.fixed.map((path) => ({
      path,
      lastmod: path === '/homepage/' ? listingChange : undefined,
    })),
    ...categories.map((name) => ({
      path: shopPaths.category(name),
      lastmod: latest(products.filter((product) => product.category === name)),
    })),
    ...products
      .filter((product) => product.published)
      .map((product) => ({ path: shopPaths.product(product.id), lastmod: product.changedAt })),
  ];
}

/** The sitemaps.org XML for `entries`, each path made absolute under `publicUrl` (which has no trailing slash). */
export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const lastmodElement = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmodElement}</url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('') +
    '</urlset>\n'
  );
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}
