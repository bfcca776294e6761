import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '@farmkit/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpVerified, UNLIMITED } from '../../test/accounts.js';
import { someProducts } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';

function fakeStorefrontBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'farmkit-storefront-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'index-B2x9kQ1a.js'), 'export {};');
  return dir;
}

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describeEachDialect('security headers', (dialect) => {
  const staticDir = fakeStorefrontBuild();
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  const app = useTestApp(dialect, { staticDir, trustProxy: true, rateLimits: UNLIMITED });

  describe.each([
    ['the page', '/account/orders', "'self'"],
    ["the API's docs", '/api/v1/docs', "'self'"],
    ['a product picture', '/media/products/balami-ram.svg', "'self'"],
    ['a missing file', '/media/nothing.png', "'self'"],
    // Never a page: nothing may load at all, were one opened as a document.
    ['a bundle', '/assets/index-B2x9kQ1a.js', "'none'"],
    ['the API', '/api/v1/products/category/', "'none'"],
    ['an API error', '/api/v1/products/cart/', "'none'"],
  ])('on %s (%s)', (_what, url, defaultSource) => {
    it('forbids sniffing, framing and leaking the path to other sites', async () => {
      const response = await app().inject(url);

      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual([defaultSource]);
    });
  });

  it("leaves a page's own headers off what is never a page: its headers are under half a page's", async () => {
    const page = await app().inject('/account/orders');
    const product = await app().inject('/api/v1/products/category/');

    expect(directives(page.headers['content-security-policy']).get('object-src')).toEqual(["'none'"]);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(product.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(product.headers['x-dns-prefetch-control']).toBeUndefined();
    const headerBytes = (headers: object) =>
      Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    expect(headerBytes(product.headers)).toBeLessThan(headerBytes(page.headers) / 2);
  });

  it('lets scripts come only from the shop, Paystack and Google sign-in, and never inline', async () => {
    const csp = directives((await app().inject('/')).headers['content-security-policy']);

    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://checkout.paystack.com',
      'https://applepay.cdn-apple.com',
      'https://accounts.google.com/gsi/client',
    ]);
    expect(csp.get('frame-src')).toContain('https://checkout.paystack.com');
    expect(csp.get('connect-src')).toContain('https://api.paystack.co');
  });

  it('sends HSTS over HTTPS only', async () => {
    const plain = await app().inject('/');
    const secure = await app().inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });

    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("covers the API docs' page, whose scripts are all files of its own", async () => {
    const response = await app().inject('/api/v1/docs/');

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<script>/);
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });
});

describeEachDialect('private answers', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  it('are never stored by a browser or a proxy: login, refresh, profile, cart and orders', async () => {
    const { email } = await signUpVerified(app());
    const login = await app().inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      payload: { email, password: PASSWORD },
    });
    const { tokens } = login.json<Session>();
    const refresh = await app().inject({
      method: 'POST',
      url: '/api/v1/accounts/refresh/',
      payload: { refresh: tokens.refresh },
    });
    const [product] = await someProducts(app(), 1);
    const authorization = { authorization: `Bearer ${tokens.access}` };
    const answers = [
      login,
      refresh,
      await app().inject({ url: '/api/v1/accounts/edit/', headers: authorization }),
      await app().inject({
        method: 'POST',
        url: '/api/v1/products/cart/',
        headers: authorization,
        payload: { product: product?.id, quantity: 1 },
      }),
      await app().inject({ url: '/api/v1/products/cart/', headers: authorization }),
      await app().inject({ url: '/api/v1/products/orders/', headers: authorization }),
      await app().inject({ url: '/api/v1/products/orders/', headers: {} }),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 201, 200, 200, 401]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leave files to their own caching', async () => {
    const response = await app().inject('/media/products/balami-ram.svg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
  });
});
