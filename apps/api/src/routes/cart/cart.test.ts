import {
  type ApiError,
  type CartLine,
  type CartPage,
  firstOrderDiscountKobo,
  MAX_CART_QUANTITY,
  ORDER_PATHS,
} from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP } from '../../config.js';
import { signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi, someProducts } from '../../test/api.js';
import { describeEachDialect, useTestApp, WELL_STOCKED } from '../../test/dialects.js';

describeEachDialect('cart API', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  async function shopper() {
    return (await signUpReadyToOrder(app())).tokens.access;
  }

  describe('POST products/cart/', () => {
    it('adds a line at the catalogue price, quantity 1 by default', async () => {
      const token = await shopper();
      const [product] = await someProducts(app(), 1);
      const { status, body } = await callApi<CartLine>(app(), 'POST', ORDER_PATHS.cart, {
        token,
        body: { product: product?.id },
      });

      expect(status).toBe(201);
      expect(body).toEqual({
        id: expect.any(Number),
        quantity: 1,
        product: {
          id: product?.id,
          name: product?.name,
          description: product?.description,
          price: (product?.price_kobo ?? 0) / 100,
          image: product?.image,
          stock: WELL_STOCKED,
        },
      });
    });

    it('raises the quantity of an existing line instead of adding one, capped at the maximum', async () => {
      const token = await shopper();
      const [product] = await someProducts(app(), 1);
      const first = await callApi<CartLine>(app(), 'POST', ORDER_PATHS.cart, {
        token,
        body: { product: product?.id, quantity: 2 },
      });
      const second = await callApi<CartLine>(app(), 'POST', ORDER_PATHS.cart, {
        token,
        body: { product: product?.id, quantity: 3 },
      });

      expect(second.status).toBe(201);
      expect(second.body.id).toBe(first.body.id);
      expect(second.body.quantity).toBe(5);
      const afterTwoAdds = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(afterTwoAdds.body.results.map((line) => line.quantity)).toEqual([5]);

      const capped = await callApi<CartLine>(app(), 'POST', ORDER_PATHS.cart, {
        token,
        body: { product: product?.id, quantity: MAX_CART_QUANTITY },
      });
      expect(capped.body.quantity).toBe(MAX_CART_QUANTITY);
      const page = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(page.body, JSON.stringify(page.body)).toMatchObject({ count: 1 });
    });

    it('counts both of two adds of one product at once', async () => {
      const token = await shopper();
      const [product] = await someProducts(app(), 1);
      await Promise.all(
        [1, 2].map(() => callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product?.id } })),
      );
      const page = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });

      expect(page.body.results.map((line) => line.quantity)).toEqual([2]);
    });

    it('refuses a price, or any field the contract does not name: prices come from the catalogue', async () => {
      const token = await shopper();
      const [product] = await someProducts(app(), 1);
      const { status, body } = await callApi<ApiError>(app(), 'POST', ORDER_PATHS.cart, {
        token,
        body: { product: product?.id, price: 1 },
      });

      expect(status).toBe(400);
      expect(body.errors).toEqual({ price: ['Unknown field.'] });
      const page = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(page.body.count).toBe(0);
    });

    it('answers 400 for an unknown product, and for quantities out of 1..999 or not integers', async () => {
      const token = await shopper();
      const [product] = await someProducts(app(), 1);
      // 2^31 is past PostgreSQL's integer: refused by the schema, before any query.
      for (const id of [999_999, 2 ** 31]) {
        const unknown = await callApi<ApiError>(app(), 'POST', ORDER_PATHS.cart, {
          token,
          body: { product: id },
        });
        expect(unknown.status, String(id)).toBe(400);
        expect(Object.keys(unknown.body.errors ?? {})).toEqual(['product']);
      }

      for (const quantity of [0, -1, 1000, 1.5, '2']) {
        const { status, body } = await callApi<ApiError>(app(), 'POST', ORDER_PATHS.cart, {
          token,
          body: { product: product?.id, quantity },
        });
        expect(status, String(quantity)).toBe(400);
        expect(Object.keys(body.errors ?? {})).toEqual(['quantity']);
      }
      const missing = await callApi<ApiError>(app(), 'POST', ORDER_PATHS.cart, { token, body: {} });
      expect(missing.body.errors).toEqual({ product: ['This field is required.'] });
    });
  });

  describe('GET products/cart/', () => {
    it('pages the lines with links and the money of the whole cart, 404 past the end', async () => {
      const token = await shopper();
      const products = await someProducts(app(), 3);
      for (const [index, product] of products.entries()) {
        await callApi(app(), 'POST', ORDER_PATHS.cart, {
          token,
          body: { product: product.id, quantity: index + 1 },
        });
      }
      const subtotalKobo = products.reduce(
        (sum, product, index) => sum + product.price_kobo * (index + 1),
        0,
      );

      const first = await callApi<CartPage>(app(), 'GET', `${ORDER_PATHS.cart}?page_size=2`, { token });
      expect(first.status).toBe(200);
      expect(first.body.count).toBe(3);
      expect(first.body.results.map((line) => line.product.id)).toEqual(
        products.slice(0, 2).map((p) => p.id),
      );
      const discountKobo = firstOrderDiscountKobo(subtotalKobo, DEFAULT_SHOP.firstOrderDiscountRate);
      expect(discountKobo).toBeGreaterThan(0);
      expect(first.body).toMatchObject({
        subtotal: subtotalKobo / 100,
        discount: discountKobo / 100,
        total: (subtotalKobo - discountKobo) / 100,
      });
      expect(first.body.next).toBe('/api/v1/products/cart?page_size=2&page=2');
      expect(first.body.previous).toBeNull();

      const second = await callApi<CartPage>(app(), 'GET', first.body.next?.slice('/api/v1/'.length) ?? '', {
        token,
      });
      expect(second.body.results).toHaveLength(1);
      expect(second.body).toMatchObject({ subtotal: first.body.subtotal, discount: first.body.discount });
      expect(second.body.next).toBeNull();

      const past = await callApi<ApiError>(app(), 'GET', `${ORDER_PATHS.cart}?page_size=2&page=3`, { token });
      expect(past.status).toBe(404);
      expect(past.body).toEqual({ detail: 'Invalid page.', code: 'not_found' });
    });

    it('shows an empty cart as page 1 with zero money', async () => {
      const { status, body } = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, {
        token: await shopper(),
      });

      expect(status).toBe(200);
      expect(body).toEqual({
        count: 0,
        next: null,
        previous: null,
        results: [],
        subtotal: 0,
        discount: 0,
        delivery: expect.objectContaining({ method: 'delivery', address: '12 Palm Grove Road' }),
        delivery_fee: 0,
        minimum_missing: 0,
        total: 0,
      });
    });

    it('offers the first-order discount until the account has placed an order', async () => {
      const token = await shopper();
      const [first, second] = await someProducts(app(), 2);
      await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: first?.id, quantity: 2 } });
      const before = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      const subtotalKobo = (first?.price_kobo ?? 0) * 2;
      expect(before.body.discount).toBe(
        firstOrderDiscountKobo(subtotalKobo, DEFAULT_SHOP.firstOrderDiscountRate) / 100,
      );
      const placed = await callApi(app(), 'POST', ORDER_PATHS.orders, {
        token,
        body: { payment_method: 'on_delivery' },
      });
      expect(placed.status).toBe(201);

      await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: second?.id } });
      const after = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(after.body).toMatchObject({
        subtotal: (second?.price_kobo ?? 0) / 100,
        discount: 0,
        total: (second?.price_kobo ?? 0) / 100,
      });
    });

    it('follows a catalogue price change', async () => {
      const token = await shopper();
      const [, , , product] = await someProducts(app(), 4);
      await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product?.id, quantity: 2 } });
      const price = product?.price_kobo ?? 0;
      await app()
        .db.updateTable('products')
        .set({ price_kobo: price + 100 })
        .where('id', '=', product?.id ?? 0)
        .execute();
      try {
        const { body } = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
        expect(body.results[0]?.product.price).toBe((price + 100) / 100);
        expect(body.subtotal).toBe(((price + 100) * 2) / 100);
      } finally {
        await app()
          .db.updateTable('products')
          .set({ price_kobo: price })
          .where('id', '=', product?.id ?? 0)
          .execute();
      }
    });
  });

  describe('PATCH and DELETE products/cart/:id/', () => {
    it('sets the quantity of a line, then removes it', async () => {
      const token = await shopper();
      const [product] = await someProducts(app(), 1);
      const added = await callApi<CartLine>(app(), 'POST', ORDER_PATHS.cart, {
        token,
        body: { product: product?.id },
      });

      const patched = await callApi<CartLine>(app(), 'PATCH', ORDER_PATHS.cartLine(added.body.id), {
        token,
        body: { quantity: 7 },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual({ ...added.body, quantity: 7 });

      for (const quantity of [0, 1000, 2.5, null]) {
        const refused = await callApi<ApiError>(app(), 'PATCH', ORDER_PATHS.cartLine(added.body.id), {
          token,
          body: { quantity },
        });
        expect(refused.status, String(quantity)).toBe(400);
      }
      const withPrice = await callApi<ApiError>(app(), 'PATCH', ORDER_PATHS.cartLine(added.body.id), {
        token,
        body: { quantity: 2, price: 0 },
      });
      expect(withPrice.status).toBe(400);

      const removed = await callApi(app(), 'DELETE', ORDER_PATHS.cartLine(added.body.id), { token });
      expect(removed.status).toBe(204);
      const again = await callApi<ApiError>(app(), 'DELETE', ORDER_PATHS.cartLine(added.body.id), { token });
      expect(again.status).toBe(404);
      const page = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(page.body.count).toBe(0);
    });

    it("hides another shopper's lines: 404 on change and removal, absent from the list", async () => {
      const owner = await shopper();
      const other = await shopper();
      const [product] = await someProducts(app(), 1);
      const added = await callApi<CartLine>(app(), 'POST', ORDER_PATHS.cart, {
        token: owner,
        body: { product: product?.id },
      });

      const patched = await callApi<ApiError>(app(), 'PATCH', ORDER_PATHS.cartLine(added.body.id), {
        token: other,
        body: { quantity: 5 },
      });
      expect(patched.status).toBe(404);
      const removed = await callApi(app(), 'DELETE', ORDER_PATHS.cartLine(added.body.id), { token: other });
      expect(removed.status).toBe(404);
      const othersCart = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token: other });
      expect(othersCart.body.count).toBe(0);

      const ownersCart = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token: owner });
      expect(ownersCart.body.results).toEqual([added.body]);
    });
  });

  it('answers 401 without a token on every call', async () => {
    const calls = [
      ['GET', ORDER_PATHS.cart],
      ['POST', ORDER_PATHS.cart],
      ['PATCH', ORDER_PATHS.cartLine(1)],
      ['DELETE', ORDER_PATHS.cartLine(1)],
    ] as const;
    for (const [method, path] of calls) {
      const { status, body } = await callApi<ApiError>(app(), method, path, {
        body: { product: 1, quantity: 1 },
      });
      expect(status, `${method} ${path}`).toBe(401);
      expect(body.code).toBe('not_authenticated');
    }
  });
});
