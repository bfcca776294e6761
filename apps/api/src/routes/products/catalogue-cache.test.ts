import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Category, ORDER_PATHS, type Order, type Product, type ProductPage } from '@farmkit/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import { CATALOGUE_CACHE_CONTROL } from '../../catalogue/catalogue-cache.js';
import { HOLD_MINUTES, releaseExpiredHolds } from '../../stock/stock-holds.repository.js';
import { signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi } from '../../test/api.js';
import { describeEachDialect, useTestApp, useTwoInstances, WELL_STOCKED } from '../../test/dialects.js';
import { accountWithRole, callAdmin, type TestAccount } from '../../test/staff.js';
import { stockTools } from '../../test/stock.js';

const LIST = '/api/v1/products?page_size=16&page=1';
const CATEGORIES = '/api/v1/products/category/';
const productUrl = (id: number) => `/api/v1/products/${id}/`;

function read(app: App, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

describeEachDialect('catalogue answers: ETag, 304 and Cache-Control', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED, metricsToken: METRICS_TOKEN });
  let someId: number;
  beforeAll(async () => {
    someId = (await read(app(), LIST)).json<ProductPage>().results[0]?.id ?? 0;
  });

  describe.each([
    ['the list', () => LIST, '/api/v1/products'],
    ['a product', () => productUrl(someId), '/api/v1/products/:id/'],
    ['the categories', () => CATEGORIES, '/api/v1/products/category/'],
  ])('%s', (_what, url, route) => {
    it('comes with a strong ETag and a short public Cache-Control, the same bytes each time', async () => {
      const first = await read(app(), url());
      const second = await read(app(), url());

      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      expect(CATALOGUE_CACHE_CONTROL).toMatch(/^public, max-age=\d, stale-while-revalidate=\d+$/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect([second.statusCode, second.body, second.headers.etag]).toEqual([
        200,
        first.body,
        first.headers.etag,
      ]);
    });

    it('answers If-None-Match naming its ETag with a 304 and no body, keeping ETag and Cache-Control', async () => {
      const { etag } = (await read(app(), url())).headers;
      for (const ifNoneMatch of [String(etag), `W/${etag}`, `"older", ${etag}`, '*']) {
        const revalidated = await read(app(), url(), { 'if-none-match': ifNoneMatch });

        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.body).toBe('');
        expect(revalidated.headers.etag).toBe(etag);
        expect(revalidated.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      }
    });

    it("carries the request id and the API's security headers, and is counted, when kept and when a 304", async () => {
      const counted = async (status: number) => {
        const { body } = await app().inject({
          url: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        const line = `farmkit_http_requests_total{method="GET",route="${route}",status_code="${status}"} `;
        return Number(
          body
            .split('\n')
            .find((text) => text.startsWith(line))
            ?.slice(line.length) ?? 0,
        );
      };
      const { etag } = (await read(app(), url())).headers;
      const [ok, notModified] = [await counted(200), await counted(304)];

      const kept = await read(app(), url(), { 'x-request-id': 'kept-answer-1' });
      const revalidated = await read(app(), url(), {
        'x-request-id': 'kept-answer-2',
        'if-none-match': String(etag),
      });

      expect([kept.statusCode, revalidated.statusCode]).toEqual([200, 304]);
      for (const [answer, id] of [
        [kept, 'kept-answer-1'],
        [revalidated, 'kept-answer-2'],
      ] as const) {
        expect(answer.headers['x-request-id']).toBe(id);
        expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
      expect([await counted(200), await counted(304)]).toEqual([ok + 1, notModified + 1]);
    });

    it('answers an ETag it does not have in full', async () => {
      const answer = await read(app(), url(), { 'if-none-match': '"something-else"' });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toBe('');
    });
  });

  it('gives a visitor, a signed-in shopper and staff the same answer and ETag', async () => {
    const shopper = await accountWithRole(app(), null);
    const owner = await accountWithRole(app(), 'owner');
    for (const url of [LIST, productUrl(someId), CATEGORIES]) {
      const answers = [
        await read(app(), url),
        await read(app(), url, { authorization: `Bearer ${shopper.token}` }),
        await read(app(), url, { authorization: `Bearer ${owner.token}` }),
      ];
      expect(new Set(answers.map((answer) => `${answer.headers.etag} ${answer.body}`)).size).toBe(1);
    }
  });

  it('answers the same list for the same validated query, however it is written', async () => {
    const first = await read(app(), LIST);
    const { body } = first;
    const { etag } = first.headers;
    for (const url of [
      '/api/v1/products/?page=1&page_size=16',
      '/api/v1/products?page_size=016&page=1',
      '/api/v1/products?page_size=16&page=1&_=1732500000',
    ]) {
      const answer = await read(app(), url);
      expect([answer.body, answer.headers.etag]).toEqual([body, etag]);
    }
    expect((await read(app(), '/api/v1/products?page_size=16&page=2')).headers.etag).not.toBe(etag);
  });

  it('compresses for a browser that asks, with the same JSON underneath and a weak ETag that still revalidates', async () => {
    const plain = await read(app(), LIST);
    const browser = await read(app(), LIST, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzipOnly = await read(app(), LIST, { 'accept-encoding': 'br;q=0, gzip' });

    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);
    for (const compressed of [browser, gzipOnly]) {
      expect(compressed.headers.etag).toBe(`W/${plain.headers.etag}`);
      expect(compressed.headers.vary).toBe('accept-encoding');
      expect(compressed.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    }
    const revalidated = await read(app(), LIST, {
      'accept-encoding': 'gzip, deflate, br, zstd',
      'if-none-match': String(browser.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keeps the 304 for an answer whose bytes did not change when something else in the catalogue did', async () => {
    const { etag } = (await read(app(), CATEGORIES)).headers;
    await app().db.updateTable('products').set({ stock: WELL_STOCKED }).execute();

    expect((await read(app(), CATEGORIES, { 'if-none-match': String(etag) })).statusCode).toBe(304);
  });

  it('refuses a query that fails validation every time it is asked, while the valid one is kept', async () => {
    await read(app(), LIST);
    for (const url of ['/api/v1/products?page_size=16&page=abc', '/api/v1/products?page_size=1000&page=1']) {
      for (const time of [1, 2, 3]) {
        const answer = await read(app(), url);
        expect(answer.statusCode, `${url}, time ${time}`).toBe(400);
        expect(answer.headers.etag).toBeUndefined();
      }
    }
  });

  it('never keeps a 404: a missing product or a page past the last stays no-store, without ETag', async () => {
    for (const url of [productUrl(999_999), '/api/v1/products?page=999']) {
      const answer = await read(app(), url);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
    }
  });
});

describeEachDialect('catalogue answers after a write', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  const { productWithStock, addToCart } = stockTools(app);
  let manager: TestAccount;
  beforeAll(async () => {
    manager = await accountWithRole(app(), 'manager');
  });
  const asManager = (method: 'POST' | 'PATCH', path: string, body?: object) =>
    callAdmin(app(), method, path, { token: manager.token, ...(body ? { body } : {}) });
  const productOf = async (id: number) => (await read(app(), productUrl(id))).json<Product>();

  it("shows a manager's product edit on the very next read of the product, the list and a search", async () => {
    const { id } = (await read(app(), LIST)).json<ProductPage>().results[0] ?? { id: 0 };
    const search = '/api/v1/products?name=sunrise%20yam';
    expect((await read(app(), search)).json<ProductPage>().count).toBe(0);
    const { etag } = (await read(app(), productUrl(id))).headers;

    expect((await asManager('PATCH', `products/${id}/`, { name: 'Sunrise Yam', price: 4321 })).status).toBe(
      200,
    );

    expect(await productOf(id)).toMatchObject({ name: 'Sunrise Yam', price: 4321 });
    const list = (await read(app(), LIST)).json<ProductPage>();
    expect(list.results.find((product) => product.id === id)?.name).toBe('Sunrise Yam');
    expect((await read(app(), search)).json<ProductPage>().results.map((product) => product.id)).toEqual([
      id,
    ]);
    // A browser revalidating its old copy gets the new one.
    const revalidated = await read(app(), productUrl(id), { 'if-none-match': String(etag) });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json<Product>().name).toBe('Sunrise Yam');
  });

  it('shows a product hidden by staff as gone on the next read, and back once shown again', async () => {
    const product = await productWithStock(4);
    expect((await read(app(), productUrl(product.id))).statusCode).toBe(200);

    await asManager('POST', `products/${product.id}/unpublish/`);
    expect((await read(app(), productUrl(product.id))).statusCode).toBe(404);

    await asManager('POST', `products/${product.id}/publish/`);
    expect((await read(app(), productUrl(product.id))).statusCode).toBe(200);
  });

  it('shows the stock an order took, and the units a cancellation put back, on the next read', async () => {
    const product = await productWithStock(5);
    expect((await productOf(product.id)).stock).toBe(5);
    const shopper = (await signUpReadyToOrder(app())).tokens.access;
    await addToCart(shopper, product.id, 2);

    const placed = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
      token: shopper,
      body: { payment_method: 'on_delivery' },
    });
    expect(placed.status).toBe(201);
    expect((await productOf(product.id)).stock).toBe(3);

    const cancelled = await asManager('POST', `orders/${placed.body.id}/cancel/`, { reason: 'Out of yams' });
    expect(cancelled.status).toBe(200);
    expect((await productOf(product.id)).stock).toBe(5);
  });

  it("shows a Pay Now hold's units gone from stock, and back once the sweep returns them, on the next read", async () => {
    const product = await productWithStock(6);
    expect((await productOf(product.id)).stock).toBe(6);
    const shopper = (await signUpReadyToOrder(app())).tokens.access;
    await addToCart(shopper, product.id, 4);

    expect((await callApi(app(), 'POST', ORDER_PATHS.initializePayment, { token: shopper })).status).toBe(
      200,
    );
    expect((await productOf(product.id)).stock).toBe(2);

    await releaseExpiredHolds(app().db, new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000));
    expect((await productOf(product.id)).stock).toBe(6);
  });

  it('shows a stock adjustment by staff on the next read', async () => {
    const product = await productWithStock(2);
    expect((await productOf(product.id)).stock).toBe(2);

    const adjusted = await asManager('POST', `products/${product.id}/stock/`, {
      change: 10,
      reason: 'restock',
      note: 'Harvest',
    });
    expect(adjusted.status).toBe(201);
    expect((await productOf(product.id)).stock).toBe(12);
  });

  it('shows a category renamed by staff on the next read of the categories and of its products', async () => {
    const product = await productWithStock(3);
    const before = await productOf(product.id);
    expect((await read(app(), CATEGORIES)).json<Category[]>()).toContainEqual({ category: before.category });
    const category = await app()
      .db.selectFrom('categories')
      .select('id')
      .where('name', '=', before.category)
      .executeTakeFirstOrThrow();

    expect((await asManager('PATCH', `categories/${category.id}/`, { name: 'Fresh Harvest' })).status).toBe(
      200,
    );

    const categories = (await read(app(), CATEGORIES)).json<Category[]>();
    expect(categories).toContainEqual({ category: 'Fresh Harvest' });
    expect(categories).not.toContainEqual({ category: before.category });
    expect((await productOf(product.id)).category).toBe('Fresh Harvest');
  });
});

const testRedisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!testRedisUrl)('catalogue answers on two instances sharing Redis (TEST_REDIS_URL)', () => {
  describeEachDialect('and one database', (dialect) => {
    const [first, second] = useTwoInstances(dialect, {
      rateLimits: UNLIMITED,
      accounts: { redisUrl: testRedisUrl },
    });
    const productOn = async (app: App, id: number) => (await read(app, productUrl(id))).json<Product>();

    // Redis hands the change to every instance as a message: the writer's answer waits until Redis has taken
    // it, and the other instance drops its copy when the message arrives (asynchronously, so each check below
    // waits for it to land rather than assuming it already has).
    it('shows a product edited through one instance on the other, which had kept the old answer', async () => {
      const { id } = (await read(second(), LIST)).json<ProductPage>().results[1] ?? { id: 0 };
      expect((await productOn(second(), id)).name).not.toBe('Moonlit Plantain');
      const manager = await accountWithRole(first(), 'manager');

      const edited = await callAdmin(first(), 'PATCH', `products/${id}/`, {
        token: manager.token,
        body: { name: 'Moonlit Plantain' },
      });
      expect(edited.status).toBe(200);

      await vi.waitFor(async () => expect((await productOn(second(), id)).name).toBe('Moonlit Plantain'));
      const list = (await read(second(), LIST)).json<ProductPage>();
      expect(list.results.find((product) => product.id === id)?.name).toBe('Moonlit Plantain');
    });

    it('shows the stock an order placed on one instance took on the other', async () => {
      const { productWithStock, addToCart } = stockTools(first);
      const product = await productWithStock(9);
      await vi.waitFor(async () => expect((await productOn(second(), product.id)).stock).toBe(9));
      const shopper = (await signUpReadyToOrder(first())).tokens.access;
      await addToCart(shopper, product.id, 4);

      const placed = await callApi(first(), 'POST', ORDER_PATHS.orders, {
        token: shopper,
        body: { payment_method: 'on_delivery' },
      });
      expect(placed.status).toBe(201);

      await vi.waitFor(async () => expect((await productOn(second(), product.id)).stock).toBe(5));
    });
  });
});
