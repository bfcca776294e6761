import type { AdminProduct, AdminProductPage, ApiError } from '@farmkit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { slugOf } from '../../../catalogue/admin-products.repository.js';
import { UNLIMITED } from '../../../test/accounts.js';
import { failAuditWritesAfterwards } from '../../../test/audit.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { accountWithRole, auditRows, callAdmin, type TestAccount } from '../../../test/staff.js';

describe('slugOf', () => {
  it.each([
    ['Fresh Tomatoes', 'fresh-tomatoes'],
    ['Ẹ̀wà beans, 1kg', 'ewa-beans-1kg'],
    ['  --Palm   oil!!  ', 'palm-oil'],
    ['日本', 'product'],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});

describeEachDialect('admin: products', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let manager: TestAccount;
  let packer: TestAccount;
  let categoryId: number;
  let categoryName: string;
  beforeAll(async () => {
    manager = await accountWithRole(app(), 'manager');
    packer = await accountWithRole(app(), 'packer');
    const category = await app()
      .db.selectFrom('categories')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    categoryId = category.id;
    categoryName = category.name;
  });
  const asManager = <Body>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
    callAdmin<Body>(app(), method, path, { token: manager.token, ...(body === undefined ? {} : { body }) });
  let made = 0;
  const newProduct = async (fields: object = {}) => {
    made += 1;
    const created = await asManager<AdminProduct>('POST', 'products/', {
      name: `Test yam ${made}`,
      category_id: categoryId,
      price: 1500.5,
      stock: 7,
      ...fields,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };

  describe('POST admin/products/', () => {
    it('adds a product: price in naira stored as kobo, a slug from the name, an opening ledger row, an audit row', async () => {
      const created = await asManager<AdminProduct>('POST', 'products/', {
        name: '  Smoked Catfish (large) ',
        description: 'Dried over wood.',
        category: categoryName,
        price: 19.99,
        stock: 12,
        low_stock_threshold: 3,
      });

      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Smoked Catfish (large)',
        slug: 'smoked-catfish-large',
        description: 'Dried over wood.',
        price: 19.99,
        image: null,
        category_id: categoryId,
        category: categoryName,
        stock: 12,
        low_stock_threshold: 3,
        published: true,
        created_at: expect.any(String),
        // A new product: no shopper holds any of it for a payment yet.
        holds: [],
      });
      const row = await app()
        .db.selectFrom('products')
        .select('price_kobo')
        .where('id', '=', created.body.id)
        .executeTakeFirstOrThrow();
      expect(row.price_kobo).toBe(1999);
      const ledger = await app()
        .db.selectFrom('stock_movements')
        .select(['change', 'stock_after', 'reason', 'actor_id'])
        .where('product_id', '=', created.body.id)
        .execute();
      expect(ledger).toEqual([{ change: 12, stock_after: 12, reason: 'opening', actor_id: manager.id }]);
      const audit = (await auditRows(app())).filter(
        (entry) => entry.action === 'product.create' && entry.entity_id === String(created.body.id),
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]?.actor_id).toBe(manager.id);
      expect(audit[0]?.before).toBeNull();
      expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
        price_kobo: 1999,
        stock: 12,
        published: true,
      });
    });

    it('gives a second product of the same name a slug of its own', async () => {
      const first = await newProduct({ name: 'Garden Egg' });
      const second = await newProduct({ name: 'Garden egg!' });
      expect([first.slug, second.slug]).toEqual(['garden-egg', 'garden-egg-2']);
    });

    it('may add a product unpublished', async () => {
      expect((await newProduct({ published: false })).published).toBe(false);
    });

    it.each([
      [{ price: 10.005 }, 'price', 'at most 2 decimals (kobo)'],
      [{ price: -1 }, 'price', 'the price cannot be negative'],
      [{ price: '12' }, 'price', 'must be number'],
      [{ stock: -1 }, 'stock', 'cannot be negative'],
      [{ stock: 1.5 }, 'stock', 'enter a whole number'],
      [{ name: '   ' }, 'name', 'required'],
      [
        { category: 'Vegetables', category_id: 1 },
        'category',
        'give either category_id or category (a name), not both',
      ],
      [{ category_id: undefined }, 'category', 'choose a category'],
      [{ colour: 'red' }, 'colour', 'Unknown field.'],
    ])('refuses %j with 400 naming the field', async (fields, field, message) => {
      const { status, body } = await asManager<ApiError>('POST', 'products/', {
        name: 'Bad product',
        category_id: categoryId,
        price: 100,
        ...fields,
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ detail: 'Invalid input.', code: 'invalid' });
      expect(body.errors?.[field]).toContain(message);
    });

    it('refuses an unknown category with 400', async () => {
      const byName = await asManager<ApiError>('POST', 'products/', {
        name: 'X',
        category: 'Nope',
        price: 1,
      });
      const byId = await asManager<ApiError>('POST', 'products/', {
        name: 'X',
        category_id: 999999,
        price: 1,
      });
      expect([byName.status, byName.body.errors]).toEqual([
        400,
        { category: ['No category has this name.'] },
      ]);
      expect([byId.status, byId.body.errors]).toEqual([400, { category_id: ['No category has this id.'] }]);
    });
  });

  describe('GET admin/products/', () => {
    it('lists published and unpublished products, paged, filtered by name, category and publication', async () => {
      const hidden = await newProduct({ name: 'Zobo leaves hidden', published: false });
      const all = await asManager<AdminProductPage>('GET', 'products/?page_size=2');
      expect(all.status).toBe(200);
      expect(all.body.results).toHaveLength(2);
      expect(all.body.next).toContain('page=2');

      const found = await asManager<AdminProductPage>('GET', 'products/?q=ZOBO%20LEAVES&published=false');
      expect(found.body.results.map((product) => product.id)).toEqual([hidden.id]);
      const published = await asManager<AdminProductPage>('GET', 'products/?q=zobo%20leaves&published=true');
      expect(published.body.count).toBe(0);
      const inCategory = await asManager<AdminProductPage>(
        'GET',
        `products/?page_size=100&category=${encodeURIComponent(categoryName)}`,
      );
      expect(inCategory.body.results.every((product) => product.category === categoryName)).toBe(true);
    });

    it.each(['price', '-price', 'stock', '-stock', 'created', '-created'])(
      'sorts by %s',
      async (ordering) => {
        const { status, body } = await asManager<AdminProductPage>(
          'GET',
          `products/?page_size=100&ordering=${ordering}`,
        );
        expect(status).toBe(200);
        const key = ordering.replace('-', '') as 'price' | 'stock' | 'created';
        const values = body.results.map((product) => (key === 'created' ? product.created_at : product[key]));
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values).toEqual(ordering.startsWith('-') ? sorted.reverse() : sorted);
      },
    );

    it('sorts by name, either way', async () => {
      for (const name of ['Sortable b', 'Sortable c', 'Sortable a']) await newProduct({ name });
      const names = async (ordering: string) =>
        (
          await asManager<AdminProductPage>('GET', `products/?q=sortable&ordering=${ordering}`)
        ).body.results.map((product) => product.name);
      expect(await names('name')).toEqual(['Sortable a', 'Sortable b', 'Sortable c']);
      expect(await names('-name')).toEqual(['Sortable c', 'Sortable b', 'Sortable a']);
    });

    it('refuses an unknown ordering with 400, and a page past the last with 404', async () => {
      expect((await asManager('GET', 'products/?ordering=colour')).status).toBe(400);
      expect((await asManager('GET', 'products/?page=9999')).status).toBe(404);
    });

    it('lets a packer read the list and a product', async () => {
      const product = await newProduct();
      expect((await callAdmin(app(), 'GET', 'products/', { token: packer.token })).status).toBe(200);
      const one = await callAdmin<AdminProduct>(app(), 'GET', `products/${product.id}/`, {
        token: packer.token,
      });
      expect(one).toEqual({ status: 200, body: product });
    });
  });

  describe('GET and PATCH admin/products/{id}/', () => {
    it('answers an unknown id 404 and an id past 2^31 400', async () => {
      expect((await asManager<ApiError>('GET', 'products/999999/')).body).toEqual({
        detail: 'Not found.',
        code: 'not_found',
      });
      expect((await asManager('GET', 'products/2147483648/')).status).toBe(400);
      expect((await asManager('PATCH', 'products/999999/', { price: 1 })).status).toBe(404);
      expect((await asManager('PATCH', 'products/2147483648/', { price: 1 })).status).toBe(400);
    });

    it('changes the fields given, keeps the slug, and audits before and after', async () => {
      const product = await newProduct({ name: 'Ofada rice' });
      const changed = await asManager<AdminProduct>('PATCH', `products/${product.id}/`, {
        name: 'Ofada rice, 5kg',
        price: 7250.25,
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ ...product, name: 'Ofada rice, 5kg', price: 7250.25 });

      const audit = (await auditRows(app())).filter(
        (entry) => entry.action === 'product.update' && entry.entity_id === String(product.id),
      );
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]?.before ?? '{}')).toMatchObject({ name: 'Ofada rice', price_kobo: 150050 });
      expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
        name: 'Ofada rice, 5kg',
        price_kobo: 725025,
      });
    });

    it('writes and audits nothing when nothing changes', async () => {
      const product = await newProduct();
      const before = (await auditRows(app())).length;
      const same = await asManager<AdminProduct>('PATCH', `products/${product.id}/`, {
        price: product.price,
      });
      expect(same).toEqual({ status: 200, body: product });
      expect((await auditRows(app())).length).toBe(before);
    });

    it('refuses stock and publication in a PATCH: they have calls of their own', async () => {
      const product = await newProduct();
      const stock = await asManager<ApiError>('PATCH', `products/${product.id}/`, { stock: 3 });
      const published = await asManager<ApiError>('PATCH', `products/${product.id}/`, { published: false });
      expect([stock.status, stock.body.errors]).toEqual([400, { stock: ['Unknown field.'] }]);
      expect([published.status, published.body.errors]).toEqual([400, { published: ['Unknown field.'] }]);
    });

    it('refuses a packer a price change with 403, changing nothing', async () => {
      const product = await newProduct();
      const refused = await callAdmin(app(), 'PATCH', `products/${product.id}/`, {
        token: packer.token,
        body: { price: 1 },
      });
      expect(refused.status).toBe(403);
      expect((await asManager<AdminProduct>('GET', `products/${product.id}/`)).body.price).toBe(
        product.price,
      );
    });

    it('keeps no change whose audit row fails: they are one transaction', async () => {
      const product = await newProduct();
      const restore = failAuditWritesAfterwards(app());
      try {
        const failed = await asManager('PATCH', `products/${product.id}/`, { price: 1 });
        expect(failed.status).toBe(500);
      } finally {
        restore();
      }
      expect((await asManager<AdminProduct>('GET', `products/${product.id}/`)).body.price).toBe(
        product.price,
      );
    });
  });

  describe('POST admin/products/{id}/publish/ and unpublish/', () => {
    it('hides and shows a product, each change audited once', async () => {
      const product = await newProduct();
      const hidden = await asManager<AdminProduct>('POST', `products/${product.id}/unpublish/`);
      expect(hidden).toEqual({ status: 200, body: { ...product, published: false } });
      expect((await asManager('POST', `products/${product.id}/unpublish/`)).status).toBe(200);
      const shown = await asManager<AdminProduct>('POST', `products/${product.id}/publish/`);
      expect(shown).toEqual({ status: 200, body: product });

      const actions = (await auditRows(app()))
        .filter((entry) => entry.entity_type === 'product' && entry.entity_id === String(product.id))
        .map((entry) => entry.action);
      expect(actions).toEqual(['product.create', 'product.unpublish', 'product.publish']);
    });

    it('answers an unknown product 404', async () => {
      expect((await asManager('POST', 'products/999999/publish/')).status).toBe(404);
      expect((await asManager('POST', 'products/999999/unpublish/')).status).toBe(404);
    });
  });
});
