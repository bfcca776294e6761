import {
  type ApiError,
  ORDER_PATHS,
  type Order,
  type OrderPage,
  PAYMENT_METHODS_PATH,
  type PaymentInit,
  type PaymentMethods,
  type PaystackChannel,
} from '@farmkit/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP } from '../../config.js';
import { signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi, someProducts } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { messagesTo } from '../../test/outbox.js';
import {
  type Outage,
  PAYSTACK_TEST_SECRET,
  PaystackStandIn,
  signedBody,
  signedEvent,
} from '../../test/paystack-stand-in.js';

const paystack = new PaystackStandIn();
beforeAll(() => paystack.start());
afterAll(() => paystack.stop());
afterEach(() => {
  paystack.outage = undefined;
});

const providerUnavailable = {
  detail: 'The payment provider could not be reached. Try again in a moment.',
  code: 'payment_provider_unavailable',
};
const OUTAGES: Outage[] = ['http_500', 'connection_reset', 'no_answer'];
/** The farm's PAYSTACK_CHANNELS in these tests: not the default, so the API is seen to send the configured ones. */
const CHANNELS: PaystackChannel[] = ['card', 'bank_transfer', 'ussd'];

describeEachDialect('payments API (Paystack)', (dialect) => {
  const app = useTestApp(dialect, {
    rateLimits: UNLIMITED,
    payments: {
      // Read when the app is built, by which time the stand-in has its port.
      get paystack() {
        return { ...paystack.providerConfig, channels: CHANNELS };
      },
    },
  });

  /** A new shopper with two products in the cart (quantities 1 and 2); the first order gets the discount. */
  async function shopperWithCart() {
    const session = await signUpReadyToOrder(app());
    const token = session.tokens.access;
    const products = await someProducts(app(), 2);
    for (const [index, product] of products.entries()) {
      await callApi(app(), 'POST', ORDER_PATHS.cart, {
        token,
        body: { product: product.id, quantity: index + 1 },
      });
    }
    const subtotalKobo = products.reduce((sum, product, index) => sum + product.price_kobo * (index + 1), 0);
    const totalKobo = subtotalKobo - Math.round(subtotalKobo * DEFAULT_SHOP.firstOrderDiscountRate);
    return { token, email: session.email, products, subtotalKobo, totalKobo };
  }

  const initialize = (token: string) =>
    callApi<PaymentInit & ApiError>(app(), 'POST', ORDER_PATHS.initializePayment, { token });
  const payNow = (token: string, reference: string) =>
    callApi<Order & ApiError>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'pay_now', reference },
    });
  const ordersOf = async (token: string) =>
    (await callApi<OrderPage>(app(), 'GET', ORDER_PATHS.orders, { token })).body.results;
  const cartOf = async (token: string) =>
    (
      await callApi<{ results: { product: { id: number }; quantity: number }[] }>(
        app(),
        'GET',
        ORDER_PATHS.cart,
        { token },
      )
    ).body.results;

  const confirmationsTo = async (email: string) =>
    (await messagesTo(app(), email)).filter((message) =>
      message.subject.startsWith('Your Kuje Green Farms order'),
    );

  /** Delivers a webhook as Paystack does, and waits until its job has run. */
  async function deliver(event: { body: string; signature?: string }) {
    const response = await app().inject({
      method: 'POST',
      url: `/api/v1/${ORDER_PATHS.paystackWebhook}`,
      payload: event.body,
      headers: {
        'content-type': 'application/json',
        ...(event.signature === undefined ? {} : { 'x-paystack-signature': event.signature }),
      },
    });
    await app().jobs.drain();
    return { status: response.statusCode, body: response.json() as { received: boolean } & ApiError };
  }

  /** A shopper who paid in Paystack's popup, then closed the tab before the storefront placed the order. */
  async function paidWithoutOrder() {
    const shopper = await shopperWithCart();
    const init = await initialize(shopper.token);
    paystack.settle(init.body.reference);
    return { ...shopper, reference: init.body.reference };
  }

  describe('initialize', () => {
    it("opens a Paystack transaction for the cart total with the secret key and Paystack's body", async () => {
      const { token, email, totalKobo } = await shopperWithCart();

      const { status, body } = await initialize(token);

      expect(status).toBe(200);
      const transaction = paystack.transactions.get(body.reference);
      expect(body).toEqual({
        access_code: transaction?.accessCode,
        reference: expect.stringMatching(/^fk-[0-9a-f]{24}$/),
        amount: totalKobo / 100,
        provider: 'paystack',
      });
      expect(paystack.calls.at(-1)).toEqual({
        method: 'POST',
        path: '/transaction/initialize',
        authorization: `Bearer ${PAYSTACK_TEST_SECRET}`,
        body: {
          email,
          amount: String(totalKobo),
          reference: body.reference,
          currency: 'NGN',
          channels: CHANNELS,
        },
      });
    });

    it.each(OUTAGES)('answers 502 payment_provider_unavailable when Paystack fails (%s)', async (outage) => {
      const { token } = await shopperWithCart();
      const before = await app().db.selectFrom('payments').select('id').execute();
      paystack.outage = outage;

      const { status, body } = await initialize(token);

      expect(status).toBe(502);
      expect(body).toEqual(providerUnavailable);
      expect(await app().db.selectFrom('payments').select('id').execute()).toHaveLength(before.length);
    });
  });

  describe('pay_now orders', () => {
    it('records a paid order once Paystack confirms the exact total in naira', async () => {
      const { token, reference, totalKobo } = await paidWithoutOrder();

      const { status, body } = await payNow(token, reference);

      expect(status).toBe(201);
      expect(body).toMatchObject({
        payment_method: 'pay_now',
        paid: true,
        test_payment: false,
        reference,
        total_price: totalKobo / 100,
      });
      expect(paystack.calls.at(-1)).toMatchObject({
        method: 'GET',
        path: `/transaction/verify/${reference}`,
        authorization: `Bearer ${PAYSTACK_TEST_SECRET}`,
      });
      expect(await cartOf(token)).toEqual([]);
    });

    it.each([
      ['a wrong amount', (amount: number) => ({ amount: amount - 100 })],
      ['a failed payment', () => ({ status: 'failed' })],
      ['an abandoned payment', () => ({ status: 'abandoned' })],
      ['a payment still ongoing', () => ({ status: 'ongoing' })],
      ['a reversed payment', () => ({ status: 'reversed' })],
      ['a payment in another currency', () => ({ currency: 'USD' })],
    ])('refuses %s with 400 payment_not_verified', async (_label, outcome) => {
      const { token } = await shopperWithCart();
      const init = await initialize(token);
      const transaction = paystack.transactions.get(init.body.reference);
      paystack.settle(init.body.reference, outcome(transaction?.amount ?? 0));

      const refused = await payNow(token, init.body.reference);

      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('payment_not_verified');
      expect(await ordersOf(token)).toEqual([]);
    });

    it('refuses a reference Paystack does not know (its 400 "Transaction reference not found")', async () => {
      const { token } = await shopperWithCart();
      const init = await initialize(token);
      paystack.transactions.delete(init.body.reference);

      expect((await payNow(token, init.body.reference)).body.code).toBe('payment_not_verified');
    });

    it.each(OUTAGES)('answers 502 when Paystack cannot verify (%s), and keeps the cart', async (outage) => {
      const { token, reference } = await paidWithoutOrder();
      paystack.outage = outage;

      const { status, body } = await payNow(token, reference);

      expect(status).toBe(502);
      expect(body).toEqual(providerUnavailable);
      expect(await cartOf(token)).toHaveLength(2);
      paystack.outage = undefined;
      expect((await payNow(token, reference)).status).toBe(201);
    });
  });

  describe('GET payments/methods/', () => {
    it("offers Pay Now named by the farm's Paystack channels, then Pay On Delivery, to anyone, for a minute", async () => {
      const response = await app().inject({ method: 'GET', url: `/api/v1/${PAYMENT_METHODS_PATH}` });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(response.json<PaymentMethods>()).toEqual({
        results: [
          { id: 'pay_now', label: 'Card, bank transfer or USSD', channels: CHANNELS, test_mode: false },
          { id: 'on_delivery', label: 'Pay On Delivery' },
        ],
      });
    });
  });

  describe('POST payments/paystack/webhook/', () => {
    it('turns a paid payment whose order was never placed into that order, and confirms it by e-mail', async () => {
      const { token, email, reference, products, subtotalKobo, totalKobo } = await paidWithoutOrder();

      const { status, body } = await deliver(paystack.chargeSuccess(reference));

      expect(status).toBe(200);
      expect(body).toEqual({ received: true });
      const orders = await ordersOf(token);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        payment_method: 'pay_now',
        status: 'Pending',
        paid: true,
        reference,
        subtotal: subtotalKobo / 100,
        discount: (subtotalKobo - totalKobo) / 100,
        total_price: totalKobo / 100,
        items: products.map((product, index) => ({ product_id: product.id, quantity: index + 1 })),
      });
      expect(await cartOf(token)).toEqual([]);
      const confirmations = await confirmationsTo(email);
      expect(confirmations.map((message) => message.subject)).toEqual([
        `Your Kuje Green Farms order #${orders[0]?.id}`,
      ]);
      expect(confirmations[0]?.text).toContain('Payment: Pay Now\nPayment status: Paid');
    });

    it('places the lines that were paid for, at the prices charged, even when the cart changed since', async () => {
      const { token, reference, products, totalKobo } = await paidWithoutOrder();
      const [first, second] = products;
      // After paying, the shopper adds one more of the first product; the price of the second goes up.
      await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: first?.id, quantity: 1 } });
      const setSecondPrice = (priceKobo: number) =>
        app()
          .db.updateTable('products')
          .set({ price_kobo: priceKobo })
          .where('id', '=', second?.id ?? 0)
          .execute();
      await setSecondPrice((second?.price_kobo ?? 0) + 50_000);
      try {
        await deliver(paystack.chargeSuccess(reference));
      } finally {
        await setSecondPrice(second?.price_kobo ?? 0);
      }

      const [order] = await ordersOf(token);
      expect(order?.total_price).toBe(totalKobo / 100);
      expect(order?.items.map((item) => [item.product_id, item.quantity, item.price])).toEqual(
        products.map((product, index) => [product.id, index + 1, product.price_kobo / 100]),
      );
      // What was not paid for stays in the cart.
      expect(await cartOf(token)).toEqual([
        expect.objectContaining({ product: expect.objectContaining({ id: first?.id }), quantity: 1 }),
      ]);
    });

    it('changes nothing when the same event is delivered again, even at once', async () => {
      const { token, email, reference } = await paidWithoutOrder();
      const event = paystack.chargeSuccess(reference);

      const deliveries = await Promise.all([deliver(event), deliver(event), deliver(event)]);
      const verified = paystack.verifyCalls(reference);
      const later = await deliver(event);

      expect([...deliveries, later].map((delivery) => delivery.status)).toEqual([200, 200, 200, 200]);
      expect(await ordersOf(token)).toHaveLength(1);
      expect(await confirmationsTo(email)).toHaveLength(1);
      // A delivery after the event was processed is not even verified again.
      expect(paystack.verifyCalls(reference)).toBe(verified);
    });

    it('answers 401 to a missing or wrong signature, or a body changed after signing, and changes nothing', async () => {
      const { token, reference } = await paidWithoutOrder();
      const genuine = paystack.chargeSuccess(reference);

      for (const forged of [
        { body: genuine.body },
        { body: genuine.body, signature: '' },
        paystack.chargeSuccess(reference, 'sk_test_someone_else'),
        { body: genuine.body.replace('"domain":"test"', '"domain":"live"'), signature: genuine.signature },
        { body: genuine.body, signature: genuine.signature.slice(0, 64) },
      ]) {
        const { status, body } = await deliver(forged);
        expect(status).toBe(401);
        expect(body).toEqual({
          detail: 'The webhook signature is missing or invalid.',
          code: 'not_authenticated',
        });
      }
      expect(await ordersOf(token)).toEqual([]);
      expect(paystack.verifyCalls(reference)).toBe(0);
      expect(
        await app().db.selectFrom('payment_events').where('reference', '=', reference).selectAll().execute(),
      ).toEqual([]);
    });

    it('changes nothing for a payment whose order the shopper already placed', async () => {
      const { token, email, reference } = await paidWithoutOrder();
      const placed = await payNow(token, reference);
      expect(placed.status).toBe(201);

      expect((await deliver(paystack.chargeSuccess(reference))).status).toBe(200);

      expect((await ordersOf(token)).map((order) => order.id)).toEqual([placed.body.id]);
      expect(await confirmationsTo(email)).toHaveLength(1);
    });

    it("answers the shopper's own pay_now with the webhook's order when the webhook came first", async () => {
      const { token, reference } = await paidWithoutOrder();
      await deliver(paystack.chargeSuccess(reference));
      const [webhookOrder] = await ordersOf(token);

      const { status, body } = await payNow(token, reference);

      expect(status).toBe(200);
      expect(body.id).toBe(webhookOrder?.id);
      expect(await ordersOf(token)).toHaveLength(1);
    });

    it('asks Paystack rather than trusting the body, and settles the payment when a later delivery is confirmed', async () => {
      const { token, reference } = await shopperWithCart().then(async (shopper) => ({
        ...shopper,
        reference: (await initialize(shopper.token)).body.reference,
      }));
      const transaction = paystack.transactions.get(reference);
      // A signed event claiming success for a payment Paystack still reports abandoned.
      const claim = signedEvent({
        event: 'charge.success',
        data: { id: transaction?.id, reference, status: 'success' },
      });

      expect((await deliver(claim)).status).toBe(200);
      expect(await ordersOf(token)).toEqual([]);

      paystack.settle(reference);
      await deliver(claim);
      expect(await ordersOf(token)).toHaveLength(1);
    });

    it('places the order on a later delivery when Paystack could not be reached the first time', async () => {
      const { token, reference } = await paidWithoutOrder();
      const event = paystack.chargeSuccess(reference);
      paystack.outage = 'http_500';

      expect((await deliver(event)).status).toBe(200);
      expect(await ordersOf(token)).toEqual([]);

      paystack.outage = undefined;
      await deliver(event);
      expect(await ordersOf(token)).toHaveLength(1);
    });

    it('keeps the event as a job while Paystack cannot be reached, and places the order when its retry gets through', async () => {
      const { token, email, reference } = await paidWithoutOrder();
      paystack.outage = 'http_500';

      expect((await deliver(paystack.chargeSuccess(reference))).status).toBe(200);
      const job = await app()
        .db.selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'payment.charge-success')
        .where('payload', 'like', `%${reference}%`)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(job.last_error).toContain('The payment provider could not be reached');
      expect(await ordersOf(token)).toEqual([]);

      paystack.outage = undefined;
      // Its retry's time has come (the backoff is seconds; the test does not wait them).
      await app()
        .db.updateTable('jobs')
        .set({ run_after: new Date().toISOString() })
        .where('id', '=', job.id)
        .execute();
      await app().jobs.drain();
      expect(await ordersOf(token)).toHaveLength(1);
      expect(await confirmationsTo(email)).toHaveLength(1);
    });

    it('acknowledges other events and unknown references with 200, and ignores them', async () => {
      const { token, reference } = await paidWithoutOrder();
      const calls = paystack.calls.length;

      for (const event of [
        signedEvent({ event: 'transfer.success', data: { id: 1, reference } }),
        signedEvent({ event: 'charge.success', data: { id: 2, reference: 'fk-unknown' } }),
        signedEvent({ event: 'charge.success', data: {} }),
        signedEvent([]),
      ]) {
        expect((await deliver(event)).status).toBe(200);
      }
      expect(await ordersOf(token)).toEqual([]);
      // Only the charge of an unknown reference is worth asking Paystack about.
      expect(paystack.calls.length - calls).toBe(1);
    });

    it('answers 400 to a signed body that is not JSON', async () => {
      expect((await deliver(signedBody('{"event":'))).status).toBe(400);
    });
  });
});
