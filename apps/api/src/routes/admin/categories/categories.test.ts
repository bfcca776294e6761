import type { AdminCategory, ApiError, Category } from '@farmkit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED } from '../../../test/accounts.js';
import { callApi } from '../../../test/api.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { accountWithRole, auditRows, callAdmin, type TestAccount } from '../../../test/staff.js';

describeEachDialect('admin: categories', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let owner: TestAccount;
  beforeAll(async () => {
    owner = await accountWithRole(app(), 'owner');
  });
  const asOwner = <Body>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
    callAdmin<Body>(app(), method, path, { token: owner.token, ...(body === undefined ? {} : { body }) });
  const list = async () => (await asOwner<AdminCategory[]>('GET', 'categories/')).body;

  it('lists the categories in shop order with their product counts, unpublished products included', async () => {
    const categories = await list();
    const counts = await app()
      .db.selectFrom('products')
      .select(['category_id'])
      .execute()
      .then((rows) =>
        rows.reduce((map, row) => map.set(row.category_id, (map.get(row.category_id) ?? 0) + 1), new Map()),
      );
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(category.product_count).toBe(counts.get(category.id) ?? 0);
    const positions = categories.map((category) => category.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('adds a category last, audited; a duplicate name, in any case, is 409', async () => {
    const created = await asOwner<AdminCategory>('POST', 'categories/', { name: '  Honey ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Honey', product_count: 0 });
    expect((await list()).at(-1)?.id).toBe(created.body.id);
    expect((await auditRows(app())).some((row) => row.action === 'category.create')).toBe(true);

    const duplicate = await asOwner<ApiError>('POST', 'categories/', { name: 'HONEY' });
    expect(duplicate).toEqual({
      status: 409,
      body: { detail: 'Another category has this name.', code: 'category_exists' },
    });
    expect((await callApi<Category[]>(app(), 'GET', 'products/category/')).body).toContainEqual({
      category: 'Honey',
    });
  });

  it('renames a category; a name taken is 409, an unknown id 404, an id past 2^31 400, a blank name 400', async () => {
    const [first, second] = await list();
    if (!first || !second) throw new Error('the seed has categories');
    const renamed = await asOwner<AdminCategory>('PATCH', `categories/${first.id}/`, {
      name: `${first.name} (fresh)`,
    });
    expect(renamed).toEqual({ status: 200, body: { ...first, name: `${first.name} (fresh)` } });
    const audit = (await auditRows(app())).filter((row) => row.action === 'category.rename');
    expect(audit.map((row) => JSON.parse(row.before ?? ''))).toEqual([{ name: first.name }]);

    expect((await asOwner('PATCH', `categories/${first.id}/`, { name: second.name })).status).toBe(409);
    expect((await asOwner('PATCH', 'categories/999999/', { name: 'X' })).status).toBe(404);
    expect((await asOwner('PATCH', 'categories/2147483648/', { name: 'X' })).status).toBe(400);
    const blank = await asOwner<ApiError>('PATCH', `categories/${first.id}/`, { name: '  ' });
    expect([blank.status, blank.body.errors]).toEqual([400, { name: ['required'] }]);
  });

  it('orders the categories by a list of every id, once each', async () => {
    const ids = (await list()).map((category) => category.id);
    const reversed = [...ids].reverse();
    const ordered = await asOwner<AdminCategory[]>('POST', 'categories/order/', { ids: reversed });
    expect(ordered.status).toBe(200);
    expect(ordered.body.map((category) => category.id)).toEqual(reversed);
    expect(ordered.body.map((category) => category.position)).toEqual(reversed.map((_, index) => index));
    const shop = (await callApi<Category[]>(app(), 'GET', 'products/category/')).body;
    expect(shop.map((category) => category.category)).toEqual(ordered.body.map((category) => category.name));
    expect((await auditRows(app())).some((row) => row.action === 'category.reorder')).toBe(true);
  });

  it.each([
    ['a missing id', (ids: number[]) => ids.slice(1), 'list every category id, each once'],
    ['an unknown id', (ids: number[]) => [...ids.slice(1), 999999], 'list every category id, each once'],
    ['an id twice', (ids: number[]) => [...ids, ids[0]], 'each category once'],
    ['no ids', () => [], 'required'],
    ['a text id', (ids: number[]) => [...ids.slice(1), String(ids[0])], 'ids[0] must be a `number` type'],
  ])('refuses %s with 400, changing nothing', async (_label, idsOf, message) => {
    const before = await list();
    const answer = await asOwner<ApiError>('POST', 'categories/order/', {
      ids: idsOf(before.map((c) => c.id)),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid');
    expect(JSON.stringify(answer.body.errors)).toContain(message.replace('ids[0]', ''));
    expect(await list()).toEqual(before);
  });

  describe('who', () => {
    it('lets a manager in and keeps a packer out', async () => {
      const manager = await accountWithRole(app(), 'manager');
      const packer = await accountWithRole(app(), 'packer');
      expect((await callAdmin(app(), 'GET', 'categories/', { token: manager.token })).status).toBe(200);
      expect((await callAdmin(app(), 'GET', 'categories/', { token: packer.token })).status).toBe(403);
    });
  });
});
