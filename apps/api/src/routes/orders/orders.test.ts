import { type ApiError, type CartPage, ORDER_PATHS, type Order, type OrderPage } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP } from '../../config.js';
import { DELIVERY_PROFILE, signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi, someProducts } from '../../test/api.js';
import { TEST_DELIVERY } from '../../test/delivery.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';

describeEachDialect('orders API', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  async function shopper() {
    return (await signUpReadyToOrder(app())).tokens.access;
  }

  async function fillCart(token: string, lines: { product: number; quantity: number }[]) {
    for (const line of lines) {
      const { status } = await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: line });
      if (status !== 201) throw new Error(`add to cart answered ${status}`);
    }
  }

  function place(token: string, body: unknown = { payment_method: 'on_delivery' }, key?: string) {
    return callApi<Order & ApiError>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  }

  describe('POST products/orders/', () => {
    it('places the cart at catalogue prices with 20% off the first order, and empties the cart', async () => {
      const token = await shopper();
      const [a, b] = await someProducts(app(), 2);
      if (!a || !b) throw new Error('the seed has products');
      await fillCart(token, [
        { product: a.id, quantity: 2 },
        { product: b.id, quantity: 1 },
      ]);
      const subtotalKobo = a.price_kobo * 2 + b.price_kobo;
      const discountKobo = Math.round(subtotalKobo * DEFAULT_SHOP.firstOrderDiscountRate);

      const { status, body } = await place(token);

      expect(status).toBe(201);
      expect(body).toEqual({
        id: expect.any(Number),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        payment_method: 'on_delivery',
        status: 'Pending',
        items: [
          {
            id: expect.any(Number),
            product_id: a.id,
            name: a.name,
            image: a.image,
            price: a.price_kobo / 100,
            quantity: 2,
            line_total: (a.price_kobo * 2) / 100,
          },
          {
            id: expect.any(Number),
            product_id: b.id,
            name: b.name,
            image: b.image,
            price: b.price_kobo / 100,
            quantity: 1,
            line_total: b.price_kobo / 100,
          },
        ],
        subtotal: subtotalKobo / 100,
        discount: discountKobo / 100,
        total_price: (subtotalKobo - discountKobo) / 100,
        paid: false,
        test_payment: false,
        reference: null,
        stage: 'placed',
        timeline: [{ stage: 'placed', at: body.created_at, note: '' }],
        delivery: {
          name: 'Ada Obi',
          phone: '+2348021234567',
          ...DELIVERY_PROFILE,
          method: 'delivery',
          area: { id: TEST_DELIVERY.areaId, name: DELIVERY_PROFILE.city, council: 'AMAC' },
          slot: {
            date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
            starts_at: expect.any(String),
            ends_at: expect.any(String),
            label: expect.stringMatching(/, 8:00–18:00$/),
          },
          landmark: '',
          note: '',
          fee: 0,
        },
        refunded_amount: 0,
        payment_status: 'due_on_delivery',
      });
      expect(Math.abs(Date.parse(body.created_at) - Date.now())).toBeLessThan(60_000);
      const cart = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(cart.body.count).toBe(0);
    });

    it('gives no discount on a second order', async () => {
      const token = await shopper();
      const [a] = await someProducts(app(), 1);
      if (!a) throw new Error('the seed has products');
      await fillCart(token, [{ product: a.id, quantity: 1 }]);
      expect((await place(token)).body.discount).toBeGreaterThan(0);

      await fillCart(token, [{ product: a.id, quantity: 3 }]);
      const second = await place(token);

      expect(second.status).toBe(201);
      expect(second.body.subtotal).toBe((a.price_kobo * 3) / 100);
      expect(second.body.discount).toBe(0);
      expect(second.body.total_price).toBe(second.body.subtotal);
    });

    it('answers 400 empty_cart for an empty cart', async () => {
      const { status, body } = await place(await shopper());

      expect(status).toBe(400);
      expect(body).toEqual({ detail: 'Nothing added to Cart', code: 'empty_cart' });
    });

    it('refuses a client price or total, an unknown payment method and a pay_now order without a verified payment', async () => {
      const token = await shopper();
      const [a] = await someProducts(app(), 1);
      await fillCart(token, [{ product: a?.id ?? 0, quantity: 1 }]);

      for (const body of [
        { payment_method: 'on_delivery', total_price: 1 },
        { payment_method: 'on_delivery', items: [{ product: a?.id, price: 0 }] },
        { payment_method: 'cash' },
        {},
        { payment_method: 'pay_now' },
      ]) {
        const refused = await place(token, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.code).toBe('invalid');
      }
      const unverified = await place(token, { payment_method: 'pay_now', reference: 'made-up' });
      expect(unverified.status).toBe(400);
      expect(unverified.body.code).toBe('payment_not_verified');

      const cart = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(cart.body.count).toBe(1);
      const orders = await callApi<OrderPage>(app(), 'GET', ORDER_PATHS.orders, { token });
      expect(orders.body.count).toBe(0);
    });

    it('answers a retry with the same Idempotency-Key with the first order, not a new one', async () => {
      const token = await shopper();
      const [a] = await someProducts(app(), 1);
      await fillCart(token, [{ product: a?.id ?? 0, quantity: 2 }]);

      const first = await place(token, undefined, 'checkout-1');
      const retry = await place(token, undefined, 'checkout-1');

      expect(first.status).toBe(201);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      const orders = await callApi<OrderPage>(app(), 'GET', ORDER_PATHS.orders, { token });
      expect(orders.body.count).toBe(1);

      // Another account's key of the same text is its own.
      const other = await shopper();
      expect((await place(other, undefined, 'checkout-1')).status).toBe(400);
    });

    it('refuses an Idempotency-Key longer than 255 characters, placing nothing', async () => {
      const token = await shopper();
      const [a] = await someProducts(app(), 1);
      await fillCart(token, [{ product: a?.id ?? 0, quantity: 1 }]);

      const refused = await place(token, undefined, 'k'.repeat(256));
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['Idempotency-Key']);
      const cart = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(cart.body.count).toBe(1);
    });

    it('makes one order of five placements of one cart at once (the others find it empty)', async () => {
      const token = await shopper();
      const products = await someProducts(app(), 3);
      await fillCart(
        token,
        products.map((product) => ({ product: product.id, quantity: 1 })),
      );

      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => place(token)));

      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400]);
      for (const refused of answers.filter((answer) => answer.status === 400)) {
        expect(refused.body.code).toBe('empty_cart');
      }
      const orders = await callApi<OrderPage>(app(), 'GET', ORDER_PATHS.orders, { token });
      expect(orders.body.count).toBe(1);
      expect(orders.body.results[0]?.items).toHaveLength(3);
    });

    it('makes one order of two placements at once with one Idempotency-Key, and answers both with it', async () => {
      const token = await shopper();
      const [a] = await someProducts(app(), 1);
      await fillCart(token, [{ product: a?.id ?? 0, quantity: 1 }]);

      const answers = await Promise.all([place(token, undefined, 'same'), place(token, undefined, 'same')]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      expect(answers[0]?.body).toEqual(answers[1]?.body);
    });

    it('keeps the name and price an order was placed at when the catalogue changes', async () => {
      const token = await shopper();
      const [, , , , a] = await someProducts(app(), 5);
      if (!a) throw new Error('the seed has products');
      await fillCart(token, [{ product: a.id, quantity: 1 }]);
      const placed = await place(token);
      await app()
        .db.updateTable('products')
        .set({ price_kobo: a.price_kobo + 500 })
        .where('id', '=', a.id)
        .execute();
      try {
        const { body } = await callApi<Order>(app(), 'GET', ORDER_PATHS.order(placed.body.id), { token });
        expect(body.items[0]?.price).toBe(a.price_kobo / 100);
      } finally {
        await app()
          .db.updateTable('products')
          .set({ price_kobo: a.price_kobo })
          .where('id', '=', a.id)
          .execute();
      }
    });
  });

  describe('GET products/orders/ and products/orders/:id/', () => {
    it("lists the caller's own orders, newest first, a page at a time", async () => {
      const token = await shopper();
      const other = await shopper();
      const [a] = await someProducts(app(), 1);
      const ids: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        await fillCart(token, [{ product: a?.id ?? 0, quantity: n + 1 }]);
        ids.push((await place(token)).body.id);
      }
      await fillCart(other, [{ product: a?.id ?? 0, quantity: 1 }]);
      await place(other);

      const first = await callApi<OrderPage>(app(), 'GET', `${ORDER_PATHS.orders}?page_size=2`, { token });
      expect(first.status).toBe(200);
      expect(first.body.count).toBe(3);
      expect(first.body.results.map((order) => order.id)).toEqual([ids[2], ids[1]]);
      expect(first.body.next).toBe('/api/v1/products/orders?page_size=2&page=2');
      const second = await callApi<OrderPage>(app(), 'GET', `${ORDER_PATHS.orders}?page_size=2&page=2`, {
        token,
      });
      expect(second.body.results.map((order) => order.id)).toEqual([ids[0]]);
      const past = await callApi<ApiError>(app(), 'GET', `${ORDER_PATHS.orders}?page_size=2&page=3`, {
        token,
      });
      expect(past.status).toBe(404);
      expect(past.body.detail).toBe('Invalid page.');
    });

    it("shows one of the caller's orders, and 404 for another's", async () => {
      const token = await shopper();
      const other = await shopper();
      const [a] = await someProducts(app(), 1);
      await fillCart(token, [{ product: a?.id ?? 0, quantity: 1 }]);
      const placed = await place(token);

      const own = await callApi<Order>(app(), 'GET', ORDER_PATHS.order(placed.body.id), { token });
      expect(own.status).toBe(200);
      expect(own.body).toEqual(placed.body);

      const theirs = await callApi<ApiError>(app(), 'GET', ORDER_PATHS.order(placed.body.id), {
        token: other,
      });
      expect(theirs.status).toBe(404);
      const list = await callApi<OrderPage>(app(), 'GET', ORDER_PATHS.orders, { token: other });
      expect(list.body.count).toBe(0);
    });
  });

  it('answers 401 without a token on every call', async () => {
    for (const [method, path] of [
      ['GET', ORDER_PATHS.orders],
      ['POST', ORDER_PATHS.orders],
      ['GET', ORDER_PATHS.order(1)],
    ] as const) {
      const { status } = await callApi(app(), method, path, { body: { payment_method: 'on_delivery' } });
      expect(status, `${method} ${path}`).toBe(401);
    }
  });
});
