import {
  type ApiError,
  FIRST_ORDER_DISCOUNT_RATE,
  ORDER_PATHS,
  type Order,
  type OrderPage,
  type PaymentInit,
} from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { signUpVerified, UNLIMITED } from '../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { shop, someProducts } from '../../test/shop.js';

describeEachDialect('payments API (sandbox)', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  async function shopperWithCart(quantity = 2) {
    const token = (await signUpVerified(app())).tokens.access;
    const [product] = await someProducts(app(), 1);
    if (!product) throw new Error('the seed has products');
    await shop(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product.id, quantity } });
    return { token, subtotalKobo: product.price_kobo * quantity, productId: product.id };
  }

  const initialize = (token: string, path: string = ORDER_PATHS.initializePayment) =>
    shop<PaymentInit & ApiError>(app(), 'POST', path, { token });
  const outcome = (token: string, reference: string, result: string) =>
    shop<{ status: string } & ApiError>(app(), 'POST', `payments/sandbox/${reference}/`, {
      token,
      body: { outcome: result },
    });
  const payNow = (token: string, reference: string) =>
    shop<Order & ApiError>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'pay_now', reference },
    });

  describe('POST products/paystack-initalize-payment/', () => {
    it('opens a payment for the cart total after the first-order discount, under both spellings', async () => {
      const { token, subtotalKobo } = await shopperWithCart();
      const totalKobo = subtotalKobo - Math.round(subtotalKobo * FIRST_ORDER_DISCOUNT_RATE);

      for (const path of [ORDER_PATHS.initializePayment, ORDER_PATHS.initializePaymentCorrectSpelling]) {
        const { status, body } = await initialize(token, path);
        expect(status).toBe(200);
        expect(body).toEqual({
          access_code: expect.any(String),
          reference: expect.stringMatching(/^fk-[0-9a-f]{24}$/),
          amount: totalKobo / 100,
          provider: 'sandbox',
        });
      }
    });

    it('answers 400 empty_cart for an empty cart, and 401 without a token', async () => {
      const token = (await signUpVerified(app())).tokens.access;
      const empty = await initialize(token);
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe('empty_cart');

      expect((await shop(app(), 'POST', ORDER_PATHS.initializePayment)).status).toBe(401);
      expect(
        (await shop(app(), 'POST', 'payments/sandbox/fk_x/', { body: { outcome: 'success' } })).status,
      ).toBe(401);
    });
  });

  describe('pay_now orders', () => {
    it('records a paid order for a successful payment of the exact total, and empties the cart', async () => {
      const { token } = await shopperWithCart();
      const init = await initialize(token);
      expect((await outcome(token, init.body.reference, 'success')).body.status).toBe('success');

      const { status, body } = await payNow(token, init.body.reference);

      expect(status).toBe(201);
      expect(body).toMatchObject({
        payment_method: 'pay_now',
        status: 'Pending',
        paid: true,
        reference: init.body.reference,
        total_price: init.body.amount,
      });
    });

    it('refuses a payment that was cancelled, is pending, failed, or was never completed', async () => {
      const { token } = await shopperWithCart();
      for (const result of ['cancel', 'pending', 'error', undefined]) {
        const init = await initialize(token);
        if (result) expect((await outcome(token, init.body.reference, result)).status).toBe(200);
        const refused = await payNow(token, init.body.reference);
        expect(refused.status, String(result)).toBe(400);
        expect(refused.body.code).toBe('payment_not_verified');
      }
      const orders = await shop<OrderPage>(app(), 'GET', ORDER_PATHS.orders, { token });
      expect(orders.body.count).toBe(0);
    });

    it('refuses a payment whose amount is not the order total (the cart changed after paying)', async () => {
      const { token, productId } = await shopperWithCart();
      const init = await initialize(token);
      await outcome(token, init.body.reference, 'success');
      await shop(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: productId, quantity: 1 } });

      const refused = await payNow(token, init.body.reference);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('payment_not_verified');
    });

    it("refuses another shopper's payment, and a reference that already paid for an order", async () => {
      const owner = await shopperWithCart();
      const init = await initialize(owner.token);
      await outcome(owner.token, init.body.reference, 'success');

      const other = await shopperWithCart();
      const stolen = await payNow(other.token, init.body.reference);
      expect(stolen.status).toBe(400);
      expect(stolen.body.code).toBe('payment_not_verified');
      expect((await outcome(other.token, init.body.reference, 'success')).status).toBe(404);

      expect((await payNow(owner.token, init.body.reference)).status).toBe(201);
      const [product] = await someProducts(app(), 1);
      await shop(app(), 'POST', ORDER_PATHS.cart, {
        token: owner.token,
        body: { product: product?.id, quantity: 2 },
      });
      const reused = await payNow(owner.token, init.body.reference);
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe('payment_not_verified');
    });

    it('refuses a made-up reference and a pay_now order without one', async () => {
      const { token } = await shopperWithCart();
      expect((await payNow(token, 'fk_made_up')).body.code).toBe('payment_not_verified');
      const missing = await shop<ApiError>(app(), 'POST', ORDER_PATHS.orders, {
        token,
        body: { payment_method: 'pay_now' },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ reference: ['This field is required.'] });
    });
  });

  describe('POST payments/sandbox/:reference/', () => {
    it('refuses an unknown outcome or extra fields, and keeps a success final', async () => {
      const { token } = await shopperWithCart();
      const init = await initialize(token);
      expect((await outcome(token, init.body.reference, 'refund')).status).toBe(400);
      const extra = await shop(app(), 'POST', `payments/sandbox/${init.body.reference}/`, {
        token,
        body: { outcome: 'success', amount: 1 },
      });
      expect(extra.status).toBe(400);

      await outcome(token, init.body.reference, 'success');
      const undo = await outcome(token, init.body.reference, 'cancel');
      expect(undo.status).toBe(400);
    });
  });
});
