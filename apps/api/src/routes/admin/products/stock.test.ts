import type { ApiError, StockMovement, StockMovementPage } from '@farmkit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED } from '../../../test/accounts.js';
import { failAuditWritesAfterwards } from '../../../test/audit.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { accountWithRole, auditRows, callAdmin, type TestAccount } from '../../../test/staff.js';

describeEachDialect('admin: stock adjustments', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let manager: TestAccount;
  beforeAll(async () => {
    manager = await accountWithRole(app(), 'manager');
  });

  let nextProduct = 0;
  /** A seed product of its own for each test, with `units` in stock. */
  async function productWithStock(units: number): Promise<number> {
    const rows = await app().db.selectFrom('products').select('id').orderBy('id').execute();
    const row = rows[nextProduct++ % rows.length];
    if (!row) throw new Error('the seed has products');
    await app().db.updateTable('products').set({ stock: units }).where('id', '=', row.id).execute();
    return row.id;
  }
  const stockOf = async (id: number) =>
    (await app().db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
      .stock;
  const adjust = (id: number, body: object) =>
    callAdmin<StockMovement & ApiError>(app(), 'POST', `products/${id}/stock/`, {
      token: manager.token,
      body,
    });

  describe('POST admin/products/{id}/stock/', () => {
    it('adds units with a ledger row naming the actor and the note, and an audit row', async () => {
      const id = await productWithStock(4);
      const { status, body } = await adjust(id, {
        change: 6,
        reason: 'restock',
        note: ' Harvest from plot 3 ',
      });

      expect(status).toBe(201);
      expect(body).toEqual({
        id: expect.any(Number),
        change: 6,
        stock_after: 10,
        reason: 'restock',
        order_id: null,
        actor: { id: manager.id, email: manager.email },
        note: 'Harvest from plot 3',
        created_at: expect.any(String),
      });
      expect(await stockOf(id)).toBe(10);
      const audit = (await auditRows(app())).filter(
        (entry) => entry.action === 'product.stock' && entry.entity_id === String(id),
      );
      expect(
        audit.map((entry) => [entry.actor_id, JSON.parse(entry.before ?? ''), JSON.parse(entry.after ?? '')]),
      ).toEqual([
        [manager.id, { stock: 4 }, { stock: 10, change: 6, reason: 'restock', note: 'Harvest from plot 3' }],
      ]);
    });

    it('never takes the stock below zero: 409 stock_out_of_range, nothing written', async () => {
      const id = await productWithStock(2);
      const before = (await auditRows(app())).length;
      const { status, body } = await adjust(id, { change: -3, reason: 'loss', note: 'Rats' });

      expect(status).toBe(409);
      expect(body).toEqual({
        detail: 'Only 2 in stock: taking 3 would leave fewer than zero.',
        code: 'stock_out_of_range',
      });
      expect(await stockOf(id)).toBe(2);
      expect((await auditRows(app())).length).toBe(before);
      expect((await adjust(id, { change: -2, reason: 'correction' })).body.stock_after).toBe(0);
    });

    it('sums adjustments made at once exactly: 10 of -1 on a stock of 5 leave 0, 5 of them refused', async () => {
      const id = await productWithStock(5);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => adjust(id, { change: -1, reason: 'loss' })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        201, 201, 201, 201, 201, 409, 409, 409, 409, 409,
      ]);
      expect(await stockOf(id)).toBe(0);
      const ledger = await app()
        .db.selectFrom('stock_movements')
        .select('stock_after')
        .where('product_id', '=', id)
        .where('reason', '=', 'loss')
        .orderBy('id')
        .execute();
      expect(ledger.map((row) => row.stock_after)).toEqual([4, 3, 2, 1, 0]);
    });

    it('sums concurrent restocks and losses exactly', async () => {
      const id = await productWithStock(50);
      await Promise.all([
        ...Array.from({ length: 8 }, () => adjust(id, { change: 3, reason: 'restock' })),
        ...Array.from({ length: 8 }, () => adjust(id, { change: -2, reason: 'loss' })),
      ]);
      expect(await stockOf(id)).toBe(50 + 24 - 16);
    });

    it.each([
      [{ change: 0, reason: 'correction' }, 'change', 'the change cannot be zero'],
      [{ change: 1.5, reason: 'correction' }, 'change', 'enter a whole number'],
      [{ change: '3', reason: 'correction' }, 'change', 'must be number'],
      [{ change: -1, reason: 'restock' }, 'change', 'a restock adds units: the change must be positive'],
      [{ change: 1, reason: 'loss' }, 'change', 'a loss takes units: the change must be negative'],
      [{ change: 1, reason: 'sale' }, 'reason', 'choose one of: restock, correction, loss'],
      [{ reason: 'correction' }, 'change', 'required'],
      [
        { change: 1, reason: 'correction', note: 'x'.repeat(501) },
        'note',
        'note must be at most 500 characters',
      ],
    ])('refuses %j with 400', async (body, field, message) => {
      const id = await productWithStock(5);
      const answer = await adjust(id, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ detail: 'Invalid input.', code: 'invalid' });
      expect(answer.body.errors?.[field]).toContain(message);
    });

    it('answers an unknown product 404 and an id past 2^31 400', async () => {
      expect((await adjust(999999, { change: 1, reason: 'restock' })).status).toBe(404);
      expect((await adjust(2147483648, { change: 1, reason: 'restock' })).status).toBe(400);
    });

    it('keeps no adjustment whose audit row fails: stock, ledger and audit are one transaction', async () => {
      const id = await productWithStock(5);
      const restore = failAuditWritesAfterwards(app());
      try {
        expect((await adjust(id, { change: 5, reason: 'restock' })).status).toBe(500);
      } finally {
        restore();
      }
      expect(await stockOf(id)).toBe(5);
      const ledger = await app()
        .db.selectFrom('stock_movements')
        .select('id')
        .where('product_id', '=', id)
        .where('reason', '=', 'restock')
        .execute();
      expect(ledger).toEqual([]);
    });
  });

  describe('GET admin/products/{id}/stock/', () => {
    it('lists the ledger newest first, a page at a time', async () => {
      const id = await productWithStock(0);
      for (const change of [5, 4, 3]) await adjust(id, { change, reason: 'restock' });

      const first = await callAdmin<StockMovementPage>(app(), 'GET', `products/${id}/stock/?page_size=2`, {
        token: manager.token,
      });
      expect(first.status).toBe(200);
      expect(first.body.results.map((row) => [row.change, row.stock_after])).toEqual([
        [3, 12],
        [4, 9],
      ]);
      expect(first.body.next).toBe(`/api/v1/admin/products/${id}/stock/?page_size=2&page=2`);
      const count = first.body.count;
      expect(count).toBeGreaterThanOrEqual(3);
    });

    it('answers an unknown product 404, and a page past the last 404', async () => {
      const token = manager.token;
      expect((await callAdmin(app(), 'GET', 'products/999999/stock/', { token })).status).toBe(404);
      const id = await productWithStock(1);
      expect((await callAdmin(app(), 'GET', `products/${id}/stock/?page=999`, { token })).status).toBe(404);
    });
  });
});
