import {
  type ApiError,
  ORDER_PATHS,
  type Order,
  type OrderPage,
  PAYMENT_METHODS_PATH,
  type PaymentInit,
} from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP } from '../../config.js';
import { signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi, someProducts } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';

describeEachDialect('payments API (sandbox)', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  async function shopperWithCart(quantity = 2) {
    const token = (await signUpReadyToOrder(app())).tokens.access;
    const [product] = await someProducts(app(), 1);
    if (!product) throw new Error('the seed has products');
    await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product.id, quantity } });
    return { token, subtotalKobo: product.price_kobo * quantity, productId: product.id };
  }

  const initialize = (token: string, path: string = ORDER_PATHS.initializePayment) =>
    callApi<PaymentInit & ApiError>(app(), 'POST', path, { token });
  const outcome = (token: string, reference: string, result: string) =>
    callApi<{ status: string } & ApiError>(app(), 'POST', `payments/sandbox/${reference}/`, {
      token,
      body: { outcome: result },
    });
  const payNow = (token: string, reference: string) =>
    callApi<Order & ApiError>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'pay_now', reference },
    });

  describe('POST products/paystack-initalize-payment/', () => {
    it('opens a payment for the cart total after the first-order discount, under both spellings', async () => {
      const { token, subtotalKobo } = await shopperWithCart();
      const totalKobo = subtotalKobo - Math.round(subtotalKobo * DEFAULT_SHOP.firstOrderDiscountRate);

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
      const token = (await signUpReadyToOrder(app())).tokens.access;
      const empty = await initialize(token);
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe('empty_cart');

      expect((await callApi(app(), 'POST', ORDER_PATHS.initializePayment)).status).toBe(401);
      expect(
        (await callApi(app(), 'POST', 'payments/sandbox/fk_x/', { body: { outcome: 'success' } })).status,
      ).toBe(401);
    });
  });

  describe('GET payments/pay-now/', () => {
    it('says the sandbox takes Pay Now, in test mode, to anyone', async () => {
      const { status, body } = await callApi(app(), 'GET', ORDER_PATHS.payNow);

      expect(status).toBe(200);
      expect(body).toEqual({ provider: 'sandbox', test_mode: true });
    });
  });

  describe('GET payments/methods/', () => {
    it('offers Pay Now marked as a test (no channels: the test checkout is not Paystack), then Pay On Delivery', async () => {
      const { status, body } = await callApi(app(), 'GET', PAYMENT_METHODS_PATH);

      expect(status).toBe(200);
      expect(body).toEqual({
        results: [
          { id: 'pay_now', label: 'Pay Now (test mode)', test_mode: true },
          { id: 'on_delivery', label: 'Pay On Delivery' },
        ],
      });
    });
  });

  describe('pay_now orders', () => {
    it('records a successful test payment of the exact total as a test: the order is not paid (no money moved)', async () => {
      const { token } = await shopperWithCart();
      const init = await initialize(token);
      expect((await outcome(token, init.body.reference, 'success')).body.status).toBe('success');

      const { status, body } = await payNow(token, init.body.reference);

      expect(status).toBe(201);
      expect(body).toMatchObject({
        payment_method: 'pay_now',
        status: 'Pending',
        paid: false,
        test_payment: true,
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
      const orders = await callApi<OrderPage>(app(), 'GET', ORDER_PATHS.orders, { token });
      expect(orders.body.count).toBe(0);
    });

    it('refuses a payment whose amount is not the order total (the cart changed after paying)', async () => {
      const { token, productId } = await shopperWithCart();
      const init = await initialize(token);
      await outcome(token, init.body.reference, 'success');
      await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: productId, quantity: 1 } });

      const refused = await payNow(token, init.body.reference);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('payment_not_verified');
    });

    it('refuses a payment opened for other goods of the same total (the cart was swapped after paying)', async () => {
      const products = await app()
        .db.selectFrom('products')
        .select(['id', 'price_kobo'])
        .orderBy('id')
        .execute();
      const twinOf = (product: { id: number; price_kobo: number }) =>
        products.find((other) => other.id !== product.id && other.price_kobo === product.price_kobo);
      const first = products.find(twinOf);
      const twin = first && twinOf(first);
      if (!first || !twin) throw new Error('the seed has two products of one price');
      const token = (await signUpReadyToOrder(app())).tokens.access;
      const added = await callApi<{ id: number }>(app(), 'POST', ORDER_PATHS.cart, {
        token,
        body: { product: first.id, quantity: 1 },
      });
      const init = await initialize(token);
      await outcome(token, init.body.reference, 'success');
      await callApi(app(), 'DELETE', ORDER_PATHS.cartLine(added.body.id), { token });
      await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: twin.id, quantity: 1 } });

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
      await callApi(app(), 'POST', ORDER_PATHS.cart, {
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
      const missing = await callApi<ApiError>(app(), 'POST', ORDER_PATHS.orders, {
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
      const extra = await callApi(app(), 'POST', `payments/sandbox/${init.body.reference}/`, {
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

describeEachDialect('payments API (PAYMENT_PROVIDER=off)', (dialect) => {
  const app = useTestApp(dialect, {
    rateLimits: UNLIMITED,
    payments: { provider: 'off', paystack: undefined },
  });

  it('offers no Pay Now: no payment opens and no pay_now order is placed, while delivery orders go on', async () => {
    const token = (await signUpReadyToOrder(app())).tokens.access;
    const [product] = await someProducts(app(), 1);
    await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product?.id, quantity: 1 } });
    const refused = {
      detail: 'This shop takes no payments online: pay on delivery.',
      code: 'pay_now_unavailable',
    };

    expect((await callApi(app(), 'GET', ORDER_PATHS.payNow)).body).toEqual({
      provider: 'off',
      test_mode: true,
    });
    const init = await callApi(app(), 'POST', ORDER_PATHS.initializePayment, { token });
    expect(init).toEqual({ status: 400, body: refused });
    const payNow = await callApi(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'pay_now', reference: 'fk-0123456789abcdef01234567' },
    });
    expect(payNow).toEqual({ status: 400, body: refused });
    const onDelivery = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'on_delivery' },
    });
    expect(onDelivery.status).toBe(201);
    expect(onDelivery.body).toMatchObject({ paid: false, test_payment: false });
  });

  it('offers only Pay On Delivery in GET payments/methods/', async () => {
    const { status, body } = await callApi(app(), 'GET', PAYMENT_METHODS_PATH);

    expect(status).toBe(200);
    expect(body).toEqual({ results: [{ id: 'on_delivery', label: 'Pay On Delivery' }] });
  });
});

describeEachDialect('payments API (start-up)', (dialect) => {
  const logLines: string[] = [];
  const sandbox = useTestApp(dialect, {
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  });

  it('warns at start while the sandbox takes Pay Now, since its payments take no money', () => {
    expect(sandbox().payments.name).toBe('sandbox');
    const warning = logLines.map((line) => JSON.parse(line)).find((entry) => entry.level === 40);
    expect(warning?.msg).toMatch(/^Pay Now runs on the sandbox: its payments are tests, no money is taken/);
  });
});
