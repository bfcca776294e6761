import type { ApiError, Category, Product, ProductPage } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../db/seed/catalogue.js';
import { describeEachDialect, useTestApp, WELL_STOCKED } from '../../test/dialects.js';

const seedProducts = catalogue.flatMap((category) =>
  category.products.map((product) => ({ ...product, category: category.name })),
);
const total = seedProducts.length;
const eggs = seedProducts.filter((product) => product.category === 'Eggs');

describeEachDialect('products API', (dialect) => {
  const app = useTestApp(dialect);

  async function get<Body>(url: string) {
    const response = await app().inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<Body>(), headers: response.headers };
  }

  describe('GET /api/v1/products', () => {
    it('answers the first page of 16 in category order, then id order, with a link to the next page', async () => {
      const { status, body } = await get<ProductPage>('/api/v1/products');

      expect(status).toBe(200);
      expect(body.count).toBe(total);
      expect(body.previous).toBeNull();
      expect(body.next).toBe('/api/v1/products?page_size=16&page=2');
      expect(body.results.map((product) => product.name)).toEqual(
        seedProducts.slice(0, 16).map((product) => product.name),
      );
    });

    it('gives each product in the contract shape, the price in naira', async () => {
      const { body } = await get<ProductPage>('/api/v1/products?page_size=1');
      const [first] = seedProducts;

      expect(body.results).toEqual([
        {
          id: expect.any(Number),
          name: first?.name,
          price: first?.priceNaira,
          image: `/media/products/${first?.slug}.svg`,
          description: first?.description,
          category: 'Livestock',
          stock: WELL_STOCKED,
          low_stock_threshold: catalogue[0]?.lowStockThreshold,
        },
      ]);
    });

    it('pages through every product exactly once', async () => {
      const pageSize = 7;
      const lastPage = Math.ceil(total / pageSize);
      const seen: number[] = [];
      let url: string | null = `/api/v1/products?page_size=${pageSize}`;
      let pages = 0;
      while (url) {
        const { body }: { body: ProductPage } = await get<ProductPage>(url);
        seen.push(...body.results.map((product) => product.id));
        url = body.next;
        pages += 1;
      }

      expect(pages).toBe(lastPage);
      expect(new Set(seen).size).toBe(total);
    });

    it('links the last page back to the one before, and nowhere forward', async () => {
      const lastPage = Math.ceil(total / 16);
      const { body } = await get<ProductPage>(`/api/v1/products?page=${lastPage}`);

      expect(body.results).toHaveLength(total - 16 * (lastPage - 1));
      expect(body.next).toBeNull();
      expect(body.previous).toBe(`/api/v1/products?page_size=16&page=${lastPage - 1}`);
    });

    it('answers 404 "Invalid page." past the last page, as Django REST framework does', async () => {
      const { status, body } = await get<ApiError>(`/api/v1/products?page=${Math.ceil(total / 16) + 1}`);

      expect(status).toBe(404);
      expect(body).toEqual({ detail: 'Invalid page.', code: 'not_found' });
    });

    it('returns everything on one page of 100', async () => {
      const { body } = await get<ProductPage>('/api/v1/products?page_size=100');

      expect(body.results).toHaveLength(total);
      expect(body.next).toBeNull();
    });

    it('filters by category name', async () => {
      const { body } = await get<ProductPage>('/api/v1/products?category=Eggs&page_size=100');

      expect(body.count).toBe(eggs.length);
      expect(body.results.every((product) => product.category === 'Eggs')).toBe(true);
    });

    it('matches a part of the name whatever its case', async () => {
      const lower = await get<ProductPage>('/api/v1/products?name=turkey&page_size=100');
      const mixed = await get<ProductPage>('/api/v1/products?name=tURKey&page_size=100');
      const expected = seedProducts.filter((product) => /turkey/i.test(product.name)).map((p) => p.name);

      expect(expected.length).toBeGreaterThan(1);
      expect(lower.body.results.map((product) => product.name)).toEqual(expected);
      expect(mixed.body.results).toEqual(lower.body.results);
    });

    it('combines the filters and keeps them in the page links', async () => {
      const { body } = await get<ProductPage>('/api/v1/products?name=EGGS&category=Eggs&page_size=2');
      const expected = eggs.filter((product) => /eggs/i.test(product.name));

      expect(body.count).toBe(expected.length);
      expect(body.results.map((product) => product.name)).toEqual(expected.slice(0, 2).map((p) => p.name));
      expect(body.next).toBe('/api/v1/products?name=EGGS&category=Eggs&page_size=2&page=2');

      const second = await get<ProductPage>(body.next ?? '');
      expect(second.body.previous).toBe('/api/v1/products?name=EGGS&category=Eggs&page_size=2&page=1');
    });

    it('treats empty filters as no filter, as the search page sends them', async () => {
      const { body } = await get<ProductPage>('/api/v1/products?name=&category=&page_size=16&page=1');

      expect(body.count).toBe(total);
      expect(body.next).toBe('/api/v1/products?name=&category=&page_size=16&page=2');
    });

    it('answers an empty first page when nothing matches', async () => {
      const { status, body } = await get<ProductPage>('/api/v1/products?category=Fish');

      expect(status).toBe(200);
      expect(body).toEqual({ count: 0, next: null, previous: null, results: [] });
      expect((await get<ApiError>('/api/v1/products?category=Fish&page=2')).status).toBe(404);
    });

    it('serves the list with and without the trailing slash', async () => {
      const withSlash = await get<ProductPage>('/api/v1/products/?page_size=3');
      const without = await get<ProductPage>('/api/v1/products?page_size=3');

      expect(withSlash.status).toBe(200);
      expect(withSlash.body).toEqual(without.body);
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const response = await app().inject({ method: 'HEAD', url: '/api/v1/products' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toBe('');
    });

    it.each([
      ['page=0', { page: ['must be >= 1'] }],
      ['page=-1', { page: ['must be >= 1'] }],
      ['page=abc', { page: ['must be integer'] }],
      ['page=1.5', { page: ['must be integer'] }],
      ['page=1e1', { page: ['must be integer'] }],
      ['page=0x10', { page: ['must be integer'] }],
      ['page=%201', { page: ['must be integer'] }],
      ['page=', { page: ['must be integer'] }],
      ['page=99999999999999999999', { page: ['must be integer'] }],
      ['page_size=0', { page_size: ['must be >= 1'] }],
      ['page_size=1000', { page_size: ['must be <= 100'] }],
      [`name=${'a'.repeat(101)}`, { name: ['must NOT have more than 100 characters'] }],
      ['page=0&page_size=1000', { page: ['must be >= 1'], page_size: ['must be <= 100'] }],
    ])('answers 400 with the field errors for ?%s', async (query, errors) => {
      const { status, body } = await get<ApiError>(`/api/v1/products?${query}`);

      expect(status).toBe(400);
      expect(body).toEqual({ detail: 'Invalid input.', code: 'invalid', errors });
    });

    it('ignores query parameters it does not know', async () => {
      const { status, body } = await get<ProductPage>('/api/v1/products?page_size=2&ordering=-price');

      expect(status).toBe(200);
      expect(body.results).toHaveLength(2);
    });
  });

  describe('GET /api/v1/products/:id/', () => {
    it('answers one product, with and without the trailing slash', async () => {
      const { body: page } = await get<ProductPage>('/api/v1/products?page_size=1&page=5');
      const [listed] = page.results;

      const withSlash = await get<Product>(`/api/v1/products/${listed?.id}/`);
      const without = await get<Product>(`/api/v1/products/${listed?.id}`);

      expect(withSlash.status).toBe(200);
      expect(withSlash.body).toEqual(listed);
      expect(without.body).toEqual(listed);
    });

    it('answers 404 "Not found." for an id no product has', async () => {
      const { status, body } = await get<ApiError>('/api/v1/products/999999/');

      expect(status).toBe(404);
      expect(body).toEqual({ detail: 'Not found.', code: 'not_found' });
    });

    // 2147483648 is one past PostgreSQL's integer: it must be refused before the query, not fail in it.
    it.each(['abc', '0', '-1', '1.5', '1e3', '2147483648', '99999999999'])(
      'answers 400 for the id %s',
      async (id) => {
        const { status, body } = await get<ApiError>(`/api/v1/products/${id}/`);

        expect(status).toBe(400);
        expect(body.code).toBe('invalid');
        expect(Object.keys(body.errors ?? {})).toEqual(['id']);
      },
    );
  });

  describe('GET /api/v1/products/category/', () => {
    it('lists the categories in shop order, with and without the trailing slash', async () => {
      const expected = catalogue.map((category) => ({ category: category.name }));

      for (const url of ['/api/v1/products/category/', '/api/v1/products/category']) {
        const { status, body } = await get<Category[]>(url);
        expect(status).toBe(200);
        expect(body).toEqual(expected);
      }
    });
  });
});

describeEachDialect('product search terms', (dialect) => {
  const app = useTestApp(dialect);

  it('treats % and _ in the name as the characters themselves, not LIKE wildcards', async () => {
    const { db } = app();
    const category = await db
      .selectFrom('categories')
      .select('id')
      .where('name', '=', 'Crops')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('products')
      .values(
        ['Maize 100% dry', 'Maize_grits'].map((name) => ({
          name,
          slug: name.toLowerCase().replace(/\W+/g, '-'),
          description: 'Test product.',
          price_kobo: 100,
          image: null,
          category_id: category.id,
        })),
      )
      .execute();

    const names = async (term: string) => {
      const response = await app().inject(`/api/v1/products?page_size=100&name=${encodeURIComponent(term)}`);
      return response.json<ProductPage>().results.map((product) => product.name);
    };

    expect(await names('100%')).toEqual(['Maize 100% dry']);
    expect(await names('%')).toEqual(['Maize 100% dry']);
    expect(await names('_')).toEqual(['Maize_grits']);
    expect(await names('maize_')).toEqual(['Maize_grits']);
    expect(await names('\\')).toEqual([]);
  });
});
