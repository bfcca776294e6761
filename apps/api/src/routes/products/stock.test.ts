import {
  type CartLine,
  type CartPage,
  ORDER_PATHS,
  type Order,
  type OrderPage,
  type OutOfStockError,
  type PaymentInit,
  type Product,
} from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { HOLD_MINUTES, releaseExpiredHolds } from '../../stock/stock-holds.repository.js';
import { signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { stockTools } from '../../test/stock.js';

describeEachDialect('stock', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  const { productWithStock, stockOf, ledgerOf, addToCart } = stockTools(app);
  const shopper = async () => (await signUpReadyToOrder(app())).tokens.access;
  const placeOnDelivery = (token: string) =>
    callApi<Order & OutOfStockError>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'on_delivery' },
    });

  it('shows each product with its stock and low-stock threshold', async () => {
    const product = await productWithStock(3);
    const { body } = await callApi<Product>(app(), 'GET', `products/${product.id}/`);
    expect(body).toMatchObject({ id: product.id, stock: 3, low_stock_threshold: expect.any(Number) });
  });

  describe('the cart', () => {
    it('refuses to hold more than there is with 409 out_of_stock, and keeps the line as it was', async () => {
      const product = await productWithStock(3);
      const token = await shopper();
      expect((await addToCart(token, product.id, 2)).status).toBe(201);

      const over = await addToCart(token, product.id, 2);
      expect(over.status).toBe(409);
      expect(over.body).toEqual({
        detail: `Not enough in stock: ${product.name} (3 left).`,
        code: 'out_of_stock',
        shortages: [{ product: product.id, name: product.name, requested: 4, available: 3 }],
      });
      const cart = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(cart.body.results.map((line) => [line.product.id, line.quantity, line.product.stock])).toEqual([
        [product.id, 2, 3],
      ]);
    });

    it('refuses a quantity change above the stock, and takes one up to it', async () => {
      const product = await productWithStock(4);
      const token = await shopper();
      const line = (await addToCart(token, product.id, 1)).body;

      const over = await callApi<OutOfStockError>(app(), 'PATCH', ORDER_PATHS.cartLine(line.id), {
        token,
        body: { quantity: 5 },
      });
      expect(over.status).toBe(409);
      expect(over.body.shortages).toEqual([
        { product: product.id, name: product.name, requested: 5, available: 4 },
      ]);
      const upTo = await callApi<CartLine>(app(), 'PATCH', ORDER_PATHS.cartLine(line.id), {
        token,
        body: { quantity: 4 },
      });
      expect(upTo.status).toBe(200);
      expect(upTo.body.quantity).toBe(4);
    });

    it('refuses a sold-out product', async () => {
      const product = await productWithStock(0);
      const added = await addToCart(await shopper(), product.id, 1);
      expect(added.status).toBe(409);
      expect(added.body.shortages[0]?.available).toBe(0);
    });
  });

  describe('placing an order', () => {
    it('takes the units in the placement, with a sale row in the ledger naming the order', async () => {
      const product = await productWithStock(5);
      const token = await shopper();
      await addToCart(token, product.id, 2);

      const placed = await placeOnDelivery(token);
      expect(placed.status).toBe(201);
      expect(await stockOf(product.id)).toBe(3);
      expect(await ledgerOf(product.id)).toEqual([
        { change: -2, stock_after: 3, reason: 'sale', order_id: placed.body.id, note: '' },
      ]);
    });

    it('refuses an order a line of which the stock no longer covers, writing nothing', async () => {
      const plenty = await productWithStock(10);
      const scarce = await productWithStock(5);
      const token = await shopper();
      await addToCart(token, plenty.id, 1);
      await addToCart(token, scarce.id, 4);
      await app().db.updateTable('products').set({ stock: 1 }).where('id', '=', scarce.id).execute();

      const refused = await placeOnDelivery(token);
      expect(refused.status).toBe(409);
      expect(refused.body.shortages).toEqual([
        { product: scarce.id, name: scarce.name, requested: 4, available: 1 },
      ]);
      expect([await stockOf(plenty.id), await stockOf(scarce.id)]).toEqual([10, 1]);
      expect(await ledgerOf(plenty.id)).toEqual([]);
      const orders = await callApi<OrderPage>(app(), 'GET', ORDER_PATHS.orders, { token });
      expect(orders.body.count).toBe(0);
      const cart = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(cart.body.count).toBe(2);
    });

    it('sells the last 5 units to exactly 5 of 20 shoppers placing at the same moment', async () => {
      const product = await productWithStock(20);
      const tokens = await Promise.all(Array.from({ length: 20 }, shopper));
      for (const token of tokens) expect((await addToCart(token, product.id, 1)).status).toBe(201);
      await app().db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute();

      const answers = await Promise.all(tokens.map(placeOnDelivery));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
      expect(await stockOf(product.id)).toBe(0);
      const sales = await ledgerOf(product.id);
      expect(sales.map((row) => row.stock_after).sort()).toEqual([0, 1, 2, 3, 4]);
    });
  });

  describe('Pay Now', () => {
    const initialize = (token: string) =>
      callApi<PaymentInit & OutOfStockError>(app(), 'POST', ORDER_PATHS.initializePayment, { token });

    it('refuses to open a payment for a cart the stock does not cover', async () => {
      const product = await productWithStock(2);
      const token = await shopper();
      await addToCart(token, product.id, 2);
      await app().db.updateTable('products').set({ stock: 1 }).where('id', '=', product.id).execute();

      const refused = await initialize(token);
      expect(refused.status).toBe(409);
      expect(refused.body.shortages).toEqual([
        { product: product.id, name: product.name, requested: 2, available: 1 },
      ]);
    });

    it('still places a paid order whose hold expired and whose stock went meanwhile: on hold, taking what is left and never below zero', async () => {
      const product = await productWithStock(3);
      const token = await shopper();
      await addToCart(token, product.id, 3);
      const { reference } = (await initialize(token)).body;
      await callApi(app(), 'POST', `payments/sandbox/${reference}/`, { token, body: { outcome: 'success' } });
      // The hold runs out (the sweep, 46 minutes on), and all but one of its units are sold meanwhile.
      await releaseExpiredHolds(app().db, new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000));
      await app().db.updateTable('products').set({ stock: 1 }).where('id', '=', product.id).execute();

      const placed = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
        token,
        body: { payment_method: 'pay_now', reference },
      });
      expect(placed.status).toBe(201);
      expect(placed.body.stage).toBe('on_hold');
      expect(await stockOf(product.id)).toBe(0);
      expect(await ledgerOf(product.id)).toEqual([
        {
          change: -1,
          stock_after: 0,
          reason: 'sale',
          order_id: placed.body.id,
          note: 'Paid order short by 2',
        },
      ]);
    });
  });
});
