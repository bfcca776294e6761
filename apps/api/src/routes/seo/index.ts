import type { FastifyPluginAsync } from 'fastify';
import { listCategories } from '../../catalogue/products.repository.js';
import { shopPaths } from '../../seo/shop-paths.js';
import { renderSitemap, sitemapEntries } from '../../seo/sitemap.js';
import { listProductChanges } from '../../seo/sitemap.repository.js';

export interface SeoRoutesOptions {
  /** Where the shop is reached from outside, without a trailing slash: the sitemap's URLs are absolute. */
  publicUrl: string;
}

/** Five minutes: a crawler sees a newly published product soon, and a burst of fetches still reads the data once. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * robots.txt and sitemap.xml, served beside the storefront (they describe its pages). They are files at the site's
 * root, not API operations, so the OpenAPI document leaves them out, as it does the storefront's own fallback.
 */
const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { publicUrl }) => {
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...shopPaths.disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [categories, products] = await Promise.all([listCategories(app.db), listProductChanges(app.db)]);
    const entries = sitemapEntries(
      categories.map(({ category }) => category),
      products,
    );
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(publicUrl, entries));
  });
};

export default seoRoutes;
