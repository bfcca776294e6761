import {
  type AdminProduct,
  type ApiError,
  type CartPage,
  ORDER_PATHS,
  type Order,
  type OutOfStockError,
  type ProductPage,
} from '@farmkit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { accountWithRole, callAdmin, type TestAccount } from '../../test/staff.js';

describeEachDialect('an unpublished product', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let manager: TestAccount;
  let hidden: AdminProduct;
  let pastOrder: Order;
  let shopperToken: string;
  beforeAll(async () => {
    manager = await accountWithRole(app(), 'manager');
    const category = await app()
      .db.selectFrom('categories')
      .select('name')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await callAdmin<AdminProduct>(app(), 'POST', 'products/', {
      token: manager.token,
      body: { name: 'Unique hidden pepper', category: category.name, price: 250, stock: 50 },
    });
    hidden = created.body;
    // A shopper orders it while it is published.
    shopperToken = (await signUpReadyToOrder(app())).tokens.access;
    await callApi(app(), 'POST', ORDER_PATHS.cart, {
      token: shopperToken,
      body: { product: hidden.id, quantity: 2 },
    });
    pastOrder = (
      await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
        token: shopperToken,
        body: { payment_method: 'on_delivery' },
      })
    ).body;
    const unpublished = await callAdmin(app(), 'POST', `products/${hidden.id}/unpublish/`, {
      token: manager.token,
    });
    expect(unpublished.status).toBe(200);
  });
  const ids = (page: ProductPage) => page.results.map((product) => product.id);

  it('is missing from the shop’s list and its count', async () => {
    const all = await app()
      .db.selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    const page = await callApi<ProductPage>(app(), 'GET', 'products/?page_size=100');
    expect(page.body.count).toBe(Number(all.count) - 1);
    expect(ids(page.body)).not.toContain(hidden.id);
  });

  it('is missing from search and from its category (the similar items)', async () => {
    const search = await callApi<ProductPage>(app(), 'GET', 'products/?name=hidden%20pepper');
    expect(search.body.count).toBe(0);
    const category = await callApi<ProductPage>(
      app(),
      'GET',
      `products/?page_size=100&category=${encodeURIComponent(hidden.category)}`,
    );
    expect(ids(category.body)).not.toContain(hidden.id);
  });

  it('has no page: 404 as an unknown product', async () => {
    const answer = await callApi(app(), 'GET', `products/${hidden.id}/`);
    expect(answer).toEqual({ status: 404, body: { detail: 'Not found.', code: 'not_found' } });
  });

  it('stays on the orders placed before, with the name and price they were placed at', async () => {
    const order = await callApi<Order>(app(), 'GET', ORDER_PATHS.order(pastOrder.id), {
      token: shopperToken,
    });
    expect(order.status).toBe(200);
    expect(order.body.items).toEqual([
      expect.objectContaining({
        product_id: hidden.id,
        name: 'Unique hidden pepper',
        price: 250,
        quantity: 2,
      }),
    ]);
  });

  it('is still the staff’s, and is back in the shop once published again', async () => {
    const staff = await callAdmin<AdminProduct>(app(), 'GET', `products/${hidden.id}/`, {
      token: manager.token,
    });
    expect(staff.body.published).toBe(false);
    await callAdmin(app(), 'POST', `products/${hidden.id}/publish/`, { token: manager.token });
    expect((await callApi(app(), 'GET', `products/${hidden.id}/`)).status).toBe(200);
    await callAdmin(app(), 'POST', `products/${hidden.id}/unpublish/`, { token: manager.token });
  });

  describe('the cart', () => {
    it('refuses to add it with 400, as an unknown product', async () => {
      const added = await callApi<ApiError>(app(), 'POST', ORDER_PATHS.cart, {
        token: shopperToken,
        body: { product: hidden.id },
      });
      expect(added.status).toBe(400);
      expect(added.body.errors).toEqual({ product: [`Invalid pk "${hidden.id}" - object does not exist.`] });
    });

    it('keeps a line added before it was unpublished as sold out, and sells none of it: 409 out_of_stock', async () => {
      await callAdmin(app(), 'POST', `products/${hidden.id}/publish/`, { token: manager.token });
      const token = (await signUpReadyToOrder(app())).tokens.access;
      await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: hidden.id, quantity: 3 } });
      await callAdmin(app(), 'POST', `products/${hidden.id}/unpublish/`, { token: manager.token });
      const stockBefore = (
        await callAdmin<AdminProduct>(app(), 'GET', `products/${hidden.id}/`, { token: manager.token })
      ).body.stock;

      const cart = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(cart.body.results.map((line) => [line.product.id, line.quantity, line.product.stock])).toEqual([
        [hidden.id, 3, 0],
      ]);
      const refusal = {
        detail: `Not enough in stock: ${hidden.name} (sold out).`,
        code: 'out_of_stock',
        shortages: [{ product: hidden.id, name: hidden.name, requested: 3, available: 0 }],
      };
      const placed = await callApi<OutOfStockError>(app(), 'POST', ORDER_PATHS.orders, {
        token,
        body: { payment_method: 'on_delivery' },
      });
      expect(placed).toEqual({ status: 409, body: refusal });
      const payNow = await callApi<OutOfStockError>(app(), 'POST', ORDER_PATHS.initializePayment, { token });
      expect(payNow).toEqual({ status: 409, body: refusal });
      const [line] = cart.body.results;
      if (!line) throw new Error('the cart keeps the line');
      const lowered = await callApi<OutOfStockError>(app(), 'PATCH', ORDER_PATHS.cartLine(line.id), {
        token,
        body: { quantity: 1 },
      });
      expect(lowered.status).toBe(409);
      const staffView = await callAdmin<AdminProduct>(app(), 'GET', `products/${hidden.id}/`, {
        token: manager.token,
      });
      expect(staffView.body.stock).toBe(stockBefore);
    });
  });
});
