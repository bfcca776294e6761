import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';

const INDEX_HTML =
  '<!doctype html><html><head><title>FarmKit</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `export const products = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id })))};`;
/** The build's own brotli file beside the bundle (vite.config.ts), at the quality a request could not afford. */
const BUNDLE_BR = brotliCompressSync(BUNDLE, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/** A stand-in for `apps/storefront/dist` (or the back-office's): an index.html, a hashed bundle and an icon. */
function fakeBuild(indexHtml = INDEX_HTML): string {
  const dir = mkdtempSync(join(tmpdir(), 'farmkit-app-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(join(dir, 'assets', 'index-B2x9kQ1a.js'), BUNDLE);
  writeFileSync(join(dir, 'assets', 'index-B2x9kQ1a.js.br'), BUNDLE_BR);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const BACKOFFICE_HTML = INDEX_HTML.replace('FarmKit', 'FarmKit back-office');

/** An answer's text, decoded as its Content-Encoding says. */
function decodedBody(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

describeEachDialect('production static files', (dialect) => {
  const staticDir = fakeBuild();
  const backofficeDir = fakeBuild(BACKOFFICE_HTML);
  afterAll(() => {
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(backofficeDir, { recursive: true, force: true });
  });
  const app = useTestApp(dialect, { staticDir, backofficeDir });

  describe('the back-office, under /admin/', () => {
    it.each(['/admin/', '/admin/orders?stage=placed', '/admin/orders/12', '/admin/setup?token=abc'])(
      'answers GET %s with its own index.html, revalidated on every visit',
      async (url) => {
        // As a browser asks: the build has no compressed index.html to answer a brotli-accepting request with.
        const response = await app().inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });

        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decodedBody(response)).toBe(BACKOFFICE_HTML);
      },
    );

    it('answers /admin, without its slash, with the back-office too', async () => {
      const response = await app().inject('/admin');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(BACKOFFICE_HTML);
    });

    it("keeps its hashed bundles for a year, and a missing one is the JSON 404, not the app's page", async () => {
      const bundle = await app().inject('/admin/assets/index-B2x9kQ1a.js');
      expect(bundle.statusCode).toBe(200);
      expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(bundle.body).toBe(BUNDLE);

      const missing = await app().inject('/admin/assets/index-gone.js');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'not_found' });
    });

    it('leaves the admin API to the API', async () => {
      const response = await app().inject('/api/v1/admin/me/');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('the storefront', () => {
    it.each(['/', '/homepage/view/3', '/account/orders', '/login?next=%2Fcart'])(
      'answers GET %s with index.html, revalidated on every visit',
      async (url) => {
        const response = await app().inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });

        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decodedBody(response)).toBe(INDEX_HTML);
      },
    );

    it("keeps Vite's hashed bundles for a year", async () => {
      const response = await app().inject('/assets/index-B2x9kQ1a.js');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(BUNDLE);
    });

    it('revalidates files whose names carry no hash', async () => {
      const response = await app().inject('/favicon.svg');

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/assets/index-gone.js', '/api/v1/nope', '/api', '/api?format=json', '/media/elsewhere.png'])(
      'answers %s, which no client-side route owns, with the JSON 404',
      async (url) => {
        const response = await app().inject(url);

        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
      },
    );

    it("sends a bundle as the build's own brotli file when the browser accepts brotli", async () => {
      const response = await app().inject({
        url: '/assets/index-B2x9kQ1a.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });

      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(BUNDLE_BR)).toBe(true);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BUNDLE);
    });

    it('compresses a bundle the build left no file for, as the browser accepts', async () => {
      const response = await app().inject({
        url: '/assets/index-B2x9kQ1a.js',
        headers: { 'accept-encoding': 'gzip' },
      });

      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(BUNDLE);
    });
  });

  describe('API responses', () => {
    it('are gzipped when the client accepts gzip', async () => {
      const url = '/api/v1/products?page_size=16&page=1';
      const plain = await app().inject(url);
      const gzipped = await app().inject({ url, headers: { 'accept-encoding': 'gzip' } });

      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
      expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    });

    // The catalogue's answers come encoded from its cache (catalogue-cache.ts), before Fastify's HEAD step
    // empties the body: HEAD reports what the GET sends, encoding and length.
    it('answer HEAD with the headers of the GET and no body', async () => {
      const url = '/api/v1/products';
      const headers = { 'accept-encoding': 'gzip' };
      const get = await app().inject({ url, headers });
      const head = await app().inject({ method: 'HEAD', url, headers });

      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-encoding']).toBe(get.headers['content-encoding']);
      expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
      expect(head.rawPayload.length).toBe(0);
    });
  });

  describe('product pictures', () => {
    it('are served from the seed pictures with a month of caching', async () => {
      const response = await app().inject('/media/products/white-fulani-bull.svg');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=2592000');
      expect(response.body).toContain('<svg');
    });

    it('answer a missing picture with the JSON 404', async () => {
      const response = await app().inject('/media/products/no-such-product.svg');

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    });
  });
});
