import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminProduct } from '@farmkit/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The storefront's own address builders: the crawler files must name the pages exactly as the shop links them.
import { paths } from '../../../../storefront/src/paths.js';
import { renderSitemap } from '../../seo/sitemap.js';
import { UNLIMITED } from '../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { accountWithRole, auditRows, callAdmin, type TestAccount } from '../../test/staff.js';

const PUBLIC_URL = 'https://shop.example.ng';

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * A strict reader for the XML a sitemap uses (a declaration, elements, attributes, text and the five entities):
 * it throws on anything malformed (an unclosed or crossed tag, a bare `&` or `<`, text outside the root), so it
 * stands in for a parser without adding one to the API for a test.
 */
function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, '');
  const decode = (text: string) => {
    if (/<|&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`not well-formed text: ${text}`);
    return text.replace(/&(\w+);/g, (_, name: string) => ENTITIES[name] ?? '');
  };
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    at = token.lastIndex;
    const [, closing, name, attributeText, selfClosing, text] = match;
    const current = open.at(-1) as XmlElement;
    if (text !== undefined) {
      if (current === root && text.trim() !== '') throw new Error(`text outside the root: ${text}`);
      current.text += decode(text);
    } else if (closing) {
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}>`);
      open.pop();
    } else {
      const attributes = Object.fromEntries(
        [...(attributeText ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, key, value]) => [
          key,
          decode(value ?? ''),
        ]),
      );
      const element: XmlElement = { name: name ?? '', attributes, children: [], text: '' };
      if (current === root && root.children.length > 0) throw new Error('a second root element');
      current.children.push(element);
      if (!selfClosing) open.push(element);
    }
  }
  if (at !== body.length) throw new Error(`not well-formed at: ${body.slice(at, at + 40)}`);
  if (open.length !== 1) throw new Error(`<${open.at(-1)?.name}> is never closed`);
  const [document] = root.children;
  if (!document) throw new Error('no root element');
  return document;
}

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
}

function sitemapUrls(xml: string): SitemapUrl[] {
  const urlset = parseXml(xml);
  expect(urlset.name).toBe('urlset');
  expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return urlset.children.map((url) => {
    expect(url.name).toBe('url');
    const field = (name: string) => url.children.find((child) => child.name === name)?.text;
    return { loc: field('loc') ?? '', lastmod: field('lastmod') };
  });
}

/** Whether a robots.txt's rules for every crawler keep it off `path` (rules match by prefix; none here allow back). */
function disallows(robots: string, path: string): boolean {
  return robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .some((line) => path.startsWith(line.slice('Disallow: '.length)));
}

describe('renderSitemap', () => {
  it('is checked by a reader that refuses malformed XML', () => {
    const malformed = ['<urlset><url></urlset>', '<urlset>a & b</urlset>', '<a/><b/>', '<a>1 < 2</a>', '<a>'];
    for (const xml of malformed) expect(() => parseXml(xml), xml).toThrow();
    expect(parseXml('<a x="&quot;"><b>1 &lt; 2</b><c/></a>')).toMatchObject({
      attributes: { x: '"' },
      children: [{ name: 'b', text: '1 < 2' }, { name: 'c' }],
    });
  });

  it('escapes what XML would otherwise take for markup', () => {
    const xml = renderSitemap("https://shop.example.ng/o'neill&sons", [{ path: '/<x>', lastmod: undefined }]);
    expect(xml).toContain('<loc>https://shop.example.ng/o&apos;neill&amp;sons/&lt;x&gt;</loc>');
    expect(sitemapUrls(xml)).toEqual([
      { loc: "https://shop.example.ng/o'neill&sons/<x>", lastmod: undefined },
    ]);
  });
});

describeEachDialect('robots.txt and sitemap.xml', (dialect) => {
  // The shop's build: the crawler files are served with it, and only a stand-in index.html is needed.
  const staticDir = mkdtempSync(join(tmpdir(), 'farmkit-storefront-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>FarmKit</title>');
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  const app = useTestApp(dialect, { staticDir, publicUrl: PUBLIC_URL, rateLimits: UNLIMITED });

  describe('GET /robots.txt', () => {
    it('points to the sitemap by its absolute URL, for a short while in caches', async () => {
      const response = await app().inject('/robots.txt');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.body).toMatch(/^User-agent: \*$/m);
      expect(response.body).toMatch(/^Sitemap: https:\/\/shop\.example\.ng\/sitemap\.xml$/m);
    });

    it("keeps crawlers out of the back-office, the API, a shopper's pages, sign-in and search", async () => {
      const robots = (await app().inject('/robots.txt')).body;
      const privatePaths = [
        '/admin/',
        '/admin/orders/12',
        '/api/v1/products',
        paths.account.index,
        paths.account.orders,
        paths.account.orderDetails(4),
        paths.cart,
        paths.checkout,
        paths.login,
        paths.signup,
        paths.signupVerify,
        ...Object.values(paths.reset),
        paths.search('yam'),
      ];
      for (const path of privatePaths) expect(disallows(robots, path), path).toBe(true);
    });

    it('lets them crawl the shop', async () => {
      const robots = (await app().inject('/robots.txt')).body;
      const shopPaths = [
        paths.landing,
        paths.home,
        paths.product(3),
        paths.category('Poultry'),
        paths.feedback,
        paths.returnPolicy,
        paths.help,
        paths.terms,
        paths.privacy,
        '/media/products/yam.webp',
      ];
      for (const path of shopPaths) expect(disallows(robots, path), path).toBe(false);
    });
  });

  describe('GET /sitemap.xml', () => {
    let manager: TestAccount;
    let listed: AdminProduct;
    let hidden: AdminProduct;
    const category = 'Herbs & Spices';
    beforeAll(async () => {
      manager = await accountWithRole(app(), 'manager');
      const asManager = <Body>(method: 'POST' | 'PATCH', path: string, body?: object) =>
        callAdmin<Body>(app(), method, path, { token: manager.token, ...(body ? { body } : {}) });
      expect((await asManager('POST', 'categories/', { name: category })).status).toBe(201);
      listed = (
        await asManager<AdminProduct>('POST', 'products/', { name: 'Scent leaf', category, price: 300 })
      ).body;
      hidden = (
        await asManager<AdminProduct>('POST', 'products/', { name: 'Uziza seed', category, price: 900 })
      ).body;
      expect((await asManager('PATCH', `products/${listed.id}/`, { price: 350 })).status).toBe(200);
      expect((await asManager('POST', `products/${hidden.id}/unpublish/`)).status).toBe(200);
    });

    it('is XML a sitemap reader accepts, for a short while in caches', async () => {
      const response = await app().inject('/sitemap.xml');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const urls = sitemapUrls(response.body);
      expect(urls.length).toBeGreaterThan(10);
      for (const { loc, lastmod } of urls) {
        expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
        if (lastmod !== undefined) expect(new Date(lastmod).toISOString()).toBe(lastmod);
      }
      expect(new Set(urls.map(({ loc }) => loc)).size).toBe(urls.length);
    });

    it("lists the landing page, the listing and the policies, by the storefront's paths", async () => {
      const locs = sitemapUrls((await app().inject('/sitemap.xml')).body).map(({ loc }) => loc);
      const fixed = [paths.landing, paths.home, paths.feedback, paths.returnPolicy, paths.help, paths.terms];
      expect(locs).toEqual(
        expect.arrayContaining([...fixed, paths.privacy].map((path) => PUBLIC_URL + path)),
      );
    });

    it('lists every category, its name encoded as the storefront encodes it', async () => {
      const locs = sitemapUrls((await app().inject('/sitemap.xml')).body).map(({ loc }) => loc);
      const categories = await app().db.selectFrom('categories').select('name').execute();

      expect(PUBLIC_URL + paths.category(category)).toBe(
        `${PUBLIC_URL}/homepage/category/Herbs%20%26%20Spices`,
      );
      for (const { name } of categories) expect(locs).toContain(PUBLIC_URL + paths.category(name));
    });

    it('lists a published product, dated by its last edit, and leaves an unpublished one out', async () => {
      const urls = sitemapUrls((await app().inject('/sitemap.xml')).body);
      const edit = (await auditRows(app())).findLast(
        (row) => row.action === 'product.update' && row.entity_id === String(listed.id),
      );

      expect(urls).toContainEqual({
        loc: PUBLIC_URL + paths.product(listed.id),
        lastmod: new Date(edit?.created_at ?? '').toISOString(),
      });
      expect(urls.map(({ loc }) => loc)).not.toContain(PUBLIC_URL + paths.product(hidden.id));
    });

    it('lists every other published product, each with a date', async () => {
      const urls = sitemapUrls((await app().inject('/sitemap.xml')).body);
      const published = await app()
        .db.selectFrom('products')
        .select('id')
        .where('published', '=', sql<boolean>`true`)
        .execute();
      expect(published.length).toBeGreaterThan(10);
      for (const { id } of published) {
        expect(
          urls.find(({ loc }) => loc === PUBLIC_URL + paths.product(id))?.lastmod,
          `product ${id}`,
        ).toBeDefined();
      }
    });

    it('dates the listing and a category by the last change to a product in them, hiding one included', async () => {
      const urls = sitemapUrls((await app().inject('/sitemap.xml')).body);
      const hiding = (await auditRows(app())).findLast(
        (row) => row.action === 'product.unpublish' && row.entity_id === String(hidden.id),
      );
      const hiddenAt = new Date(hiding?.created_at ?? '').toISOString();

      expect(urls.find(({ loc }) => loc === PUBLIC_URL + paths.home)?.lastmod).toBe(hiddenAt);
      expect(urls.find(({ loc }) => loc === PUBLIC_URL + paths.category(category))?.lastmod).toBe(hiddenAt);
      expect(urls.find(({ loc }) => loc === PUBLIC_URL + paths.landing)?.lastmod).toBeUndefined();
    });
  });
});

describeEachDialect('robots.txt and sitemap.xml without a storefront build', (dialect) => {
  const app = useTestApp(dialect);

  it.each(['/robots.txt', '/sitemap.xml'])('leaves %s out, with the API alone', async (url) => {
    expect((await app().inject(url)).statusCode).toBe(404);
  });
});
