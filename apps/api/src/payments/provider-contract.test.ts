import {
  type AdminOrder,
  type ApiError,
  ORDER_PATHS,
  type Order,
  type OrderPage,
  type PaymentInit,
  toKobo,
} from '@farmkit/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP, type PaymentsConfig } from '../config.js';
import { signUpReadyToOrder, UNLIMITED } from '../test/accounts.js';
import { callApi, someProducts } from '../test/api.js';
import { describeEachDialect, useTestApp } from '../test/dialects.js';
import {
  FLUTTERWAVE_TEST_HASH,
  FLUTTERWAVE_TEST_REDIRECT,
  FLUTTERWAVE_TEST_SECRET,
  FlutterwaveStandIn,
} from '../test/flutterwave-stand-in.js';
import { type Outage, PAYSTACK_TEST_SECRET, PaystackStandIn, signedBody } from '../test/paystack-stand-in.js';
import { accountWithRole, callAdmin, type TestAccount } from '../test/staff.js';
import { paysInFull } from './provider.js';

/**
 * The contract every payments provider keeps, proven against each one's local stand-in (which speaks the
 * provider's documented shapes) through the API's own routes: payment initialize, a pay_now order naming the
 * reference, the provider's webhook, and a staff cancel with its refund.
 */

/** A webhook as the provider delivers it: the raw body and its headers; `path` when sent to another route. */
interface Delivery {
  body: string;
  headers: Record<string, string>;
  path?: string;
}

/** What the suite needs to know of a provider and its stand-in. */
interface ProviderUnderTest {
  name: 'paystack' | 'flutterwave';
  standIn: { outage: Outage | undefined; refundRefusal: string | undefined };
  payments(): PaymentsConfig;
  webhookPath: string;
  /** The call initialize must make, in the provider's documented shape. */
  initializeCall(input: { reference: string; totalKobo: number; email: string }): object;
  /** The transaction the provider opened for a reference, as it understood our call: its amount in kobo. */
  opened(reference: string): { amountKobo: number; currency: string; email: string } | undefined;
  /** What initialize answers besides the access code, reference, amount and provider. */
  checkoutPage(reference: string): object;
  /** The shopper pays in the provider's checkout: the amount asked unless told (kobo), in the currency asked. */
  pay(reference: string, outcome?: { amountKobo?: number; currency?: string; failed?: boolean }): void;
  /** The provider's webhook for the completed charge, proven as the provider proves it. */
  chargeWebhook(reference: string): Delivery;
  /** A body proven as the provider proves its webhooks. */
  signed(body: string): Delivery;
  /** The charge's webhook without its proof, with someone else's, or otherwise not the provider's. */
  forgedWebhooks(reference: string): Delivery[];
  verifyCalls(reference: string): number;
  /** The refunds the provider made of the reference's payment, in kobo. */
  refundedKobo(reference: string): number[];
}

const paystack = new PaystackStandIn();
const flutterwave = new FlutterwaveStandIn();
beforeAll(() => Promise.all([paystack.start(), flutterwave.start()]).then(() => undefined));
afterAll(() => Promise.all([paystack.stop(), flutterwave.stop()]).then(() => undefined));
afterEach(() => {
  for (const standIn of [paystack, flutterwave]) {
    standIn.outage = undefined;
    standIn.refundRefusal = undefined;
  }
});

const paystackSignature = (body: string, secret = PAYSTACK_TEST_SECRET) => ({
  'x-paystack-signature': signedBody(body, secret).signature,
});

const PROVIDERS: ProviderUnderTest[] = [
  {
    name: 'paystack',
    standIn: paystack,
    payments: () => ({ provider: 'paystack', paystack: paystack.providerConfig }),
    webhookPath: ORDER_PATHS.paystackWebhook,
    initializeCall: ({ reference, totalKobo, email }) => ({
      method: 'POST',
      path: '/transaction/initialize',
      authorization: `Bearer ${PAYSTACK_TEST_SECRET}`,
      // Paystack's amount is in kobo, as text.
      body: expect.objectContaining({ email, amount: String(totalKobo), reference, currency: 'NGN' }),
    }),
    opened: (reference) => {
      const transaction = paystack.transactions.get(reference);
      return (
        transaction && {
          amountKobo: transaction.amount,
          currency: transaction.currency,
          email: transaction.email,
        }
      );
    },
    // Paystack's popup runs on the shop's page: no page to send the shopper to.
    checkoutPage: () => ({}),
    pay: (reference, { amountKobo, currency, failed } = {}) =>
      paystack.settle(reference, {
        ...(amountKobo === undefined ? {} : { amount: amountKobo }),
        ...(currency === undefined ? {} : { currency }),
        ...(failed ? { status: 'failed' } : {}),
      }),
    chargeWebhook: (reference) => {
      const { body, signature } = paystack.chargeSuccess(reference);
      return { body, headers: { 'x-paystack-signature': signature } };
    },
    signed: (body) => ({ body, headers: paystackSignature(body) }),
    forgedWebhooks: (reference): Delivery[] => {
      const { body, signature } = paystack.chargeSuccess(reference);
      return [
        { body, headers: {} },
        { body, headers: { 'x-paystack-signature': '' } },
        { body, headers: paystackSignature(body, 'sk_test_someone_else') },
        // Changed after signing.
        {
          body: body.replace('"domain":"test"', '"domain":"live"'),
          headers: { 'x-paystack-signature': signature },
        },
        // Flutterwave's proof, here or on Flutterwave's route, while the shop takes Paystack.
        { body, headers: { 'verif-hash': FLUTTERWAVE_TEST_HASH } },
        { body, headers: { 'x-paystack-signature': signature }, path: ORDER_PATHS.flutterwaveWebhook },
      ];
    },
    verifyCalls: (reference) => paystack.verifyCalls(reference),
    refundedKobo: (reference) =>
      paystack.refunds.filter((refund) => refund.transaction === reference).map((refund) => refund.amount),
  },
  {
    name: 'flutterwave',
    standIn: flutterwave,
    payments: () => ({
      provider: 'flutterwave',
      paystack: undefined,
      flutterwave: flutterwave.providerConfig,
    }),
    webhookPath: ORDER_PATHS.flutterwaveWebhook,
    initializeCall: ({ reference, totalKobo, email }) => ({
      method: 'POST',
      path: '/v3/payments',
      authorization: `Bearer ${FLUTTERWAVE_TEST_SECRET}`,
      // Flutterwave's amount is in naira, a number.
      body: {
        tx_ref: reference,
        amount: totalKobo / 100,
        currency: 'NGN',
        redirect_url: FLUTTERWAVE_TEST_REDIRECT,
        customer: { email },
      },
    }),
    opened: (reference) => {
      const checkout = flutterwave.checkouts.get(reference);
      return (
        checkout && {
          amountKobo: toKobo(checkout.amount),
          currency: checkout.currency,
          email: checkout.email,
        }
      );
    },
    checkoutPage: (reference) => ({ authorization_url: flutterwave.checkouts.get(reference)?.link }),
    pay: (reference, { amountKobo, currency, failed } = {}) => {
      flutterwave.pay(reference, {
        ...(amountKobo === undefined ? {} : { amount: amountKobo / 100 }),
        ...(currency === undefined ? {} : { currency }),
        ...(failed ? { status: 'failed' } : {}),
      });
    },
    chargeWebhook: (reference) => {
      const { body, hash } = flutterwave.chargeCompleted(reference);
      return { body, headers: { 'verif-hash': hash } };
    },
    signed: (body) => ({ body, headers: { 'verif-hash': FLUTTERWAVE_TEST_HASH } }),
    forgedWebhooks: (reference): Delivery[] => {
      const { body } = flutterwave.chargeCompleted(reference);
      return [
        { body, headers: {} },
        { body, headers: { 'verif-hash': '' } },
        { body, headers: { 'verif-hash': 'someone-elses-webhook-hash' } },
        { body, headers: { 'verif-hash': `${FLUTTERWAVE_TEST_HASH}x` } },
        { body, headers: { 'verif-hash': FLUTTERWAVE_TEST_HASH.slice(0, -1) } },
        // Paystack's proof, here or on Paystack's route, while the shop takes Flutterwave.
        { body, headers: paystackSignature(body) },
        { body, headers: { 'verif-hash': FLUTTERWAVE_TEST_HASH }, path: ORDER_PATHS.paystackWebhook },
      ];
    },
    verifyCalls: (reference) => flutterwave.verifyCalls(reference),
    refundedKobo: (reference) =>
      flutterwave.refunds
        .filter((refund) => refund.txRef === reference)
        .map((refund) => toKobo(refund.amount)),
  },
];

const providerUnavailable = {
  detail: 'The payment provider could not be reached. Try again in a moment.',
  code: 'payment_provider_unavailable',
};
const OUTAGES: Outage[] = ['http_500', 'connection_reset', 'no_answer'];
/** The outages that answer at once: a no_answer costs its timeout, and takes the same path as a reset. */
const QUICK_OUTAGES: Outage[] = ['http_500', 'connection_reset'];

describe.each(PROVIDERS)('payments provider contract: $name', (provider) => {
  describeEachDialect('through the API', (dialect) => {
    // Read when the app starts, by which time the stand-ins have their ports.
    const app = useTestApp(dialect, () => ({ rateLimits: UNLIMITED, payments: provider.payments() }));
    let owner: TestAccount | undefined;
    beforeAll(async () => {
      owner = await accountWithRole(app(), 'owner');
    });

    /** A new shopper with two units of a product in the cart; the first order gets the discount. */
    async function shopperWithCart() {
      const session = await signUpReadyToOrder(app());
      const token = session.tokens.access;
      const [product] = await someProducts(app(), 1);
      if (!product) throw new Error('the seed has products');
      await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product.id, quantity: 2 } });
      const subtotalKobo = product.price_kobo * 2;
      const totalKobo = subtotalKobo - Math.round(subtotalKobo * DEFAULT_SHOP.firstOrderDiscountRate);
      return { token, email: session.email, totalKobo };
    }
    const initialize = (token: string) =>
      callApi<PaymentInit & ApiError>(app(), 'POST', ORDER_PATHS.initializePayment, { token });
    /** A shopper whose payment is open with the provider, not paid yet. */
    async function openPayment() {
      const shopper = await shopperWithCart();
      const init = await initialize(shopper.token);
      if (init.status !== 200) throw new Error(`initialize answered ${init.status}`);
      return { ...shopper, reference: init.body.reference };
    }
    const payNow = (token: string, reference: string) =>
      callApi<Order & ApiError>(app(), 'POST', ORDER_PATHS.orders, {
        token,
        body: { payment_method: 'pay_now', reference },
      });
    const ordersOf = async (token: string) =>
      (await callApi<OrderPage>(app(), 'GET', ORDER_PATHS.orders, { token })).body.results;
    const cartOf = async (token: string) =>
      (await callApi<{ results: unknown[] }>(app(), 'GET', ORDER_PATHS.cart, { token })).body.results;
    const eventsOf = (reference: string) =>
      app().db.selectFrom('payment_events').where('reference', '=', reference).select('event_id').execute();

    /** Delivers a webhook as the provider does, and waits until the job it stored has run. */
    async function deliver({ body, headers, path = provider.webhookPath }: Delivery) {
      const response = await app().inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      });
      await app().jobs.drain();
      return { status: response.statusCode, body: response.json() as { received: boolean } & ApiError };
    }

    /** A pay_now order the provider took the money for. */
    async function paidOrder() {
      const { token, reference } = await openPayment();
      provider.pay(reference);
      const placed = await payNow(token, reference);
      if (placed.status !== 201) throw new Error(`pay_now answered ${placed.status}`);
      return { order: placed.body, reference };
    }
    const cancel = (id: number, body: object) =>
      callAdmin<AdminOrder & ApiError>(app(), 'POST', `orders/${id}/cancel/`, { token: owner?.token, body });

    describe('initialize', () => {
      it("opens the provider's transaction for the cart total, in the shop's currency, with the secret key", async () => {
        const { token, email, totalKobo } = await shopperWithCart();

        const { status, body } = await initialize(token);

        expect(status).toBe(200);
        expect(body).toEqual({
          access_code: expect.any(String),
          reference: expect.stringMatching(/^fk-[0-9a-f]{24}$/),
          amount: totalKobo / 100,
          provider: provider.name,
          ...provider.checkoutPage(body.reference),
        });
        expect(provider.opened(body.reference)).toEqual({ amountKobo: totalKobo, currency: 'NGN', email });
        const standInCalls = provider.name === 'paystack' ? paystack.calls : flutterwave.calls;
        expect(standInCalls).toContainEqual(
          provider.initializeCall({ reference: body.reference, totalKobo, email }),
        );
      });

      it.each(OUTAGES)(
        'answers 502 payment_provider_unavailable when the provider fails (%s)',
        async (outage) => {
          const { token } = await shopperWithCart();
          const before = await app().db.selectFrom('payments').select('id').execute();
          provider.standIn.outage = outage;

          const { status, body } = await initialize(token);

          expect(status).toBe(502);
          expect(body).toEqual(providerUnavailable);
          expect(await app().db.selectFrom('payments').select('id').execute()).toHaveLength(before.length);
        },
      );
    });

    describe('verify', () => {
      it('confirms a payment of the exact total in the currency as paid in full, and the order is placed paid', async () => {
        const { token, reference, totalKobo } = await openPayment();
        provider.pay(reference);

        const verified = await app().payments.verify(reference);
        expect(verified).toEqual({ reference, status: 'success', amountKobo: totalKobo, currency: 'NGN' });
        expect(paysInFull(verified, reference, { amountKobo: totalKobo, currency: 'NGN' })).toBe(true);

        const { status, body } = await payNow(token, reference);
        expect(status).toBe(201);
        expect(body).toMatchObject({
          payment_method: 'pay_now',
          paid: true,
          test_payment: false,
          reference,
          total_price: totalKobo / 100,
        });
        expect(await cartOf(token)).toEqual([]);
      });

      it.each([
        ['a wrong amount', (totalKobo: number) => ({ amountKobo: totalKobo - 100 })],
        ['a wrong currency', () => ({ currency: 'USD' })],
        ['a failed payment', () => ({ failed: true })],
      ])('does not count %s as paid in full, and refuses the pay_now order', async (_label, outcome) => {
        const { token, reference, totalKobo } = await openPayment();
        provider.pay(reference, outcome(totalKobo));

        const verified = await app().payments.verify(reference);
        expect(verified?.reference).toBe(reference);
        expect(paysInFull(verified, reference, { amountKobo: totalKobo, currency: 'NGN' })).toBe(false);

        const refused = await payNow(token, reference);
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('payment_not_verified');
        expect(await ordersOf(token)).toEqual([]);
      });

      it('refuses a payment nobody paid yet', async () => {
        const { token, reference, totalKobo } = await openPayment();

        const verified = await app().payments.verify(reference);
        expect(paysInFull(verified, reference, { amountKobo: totalKobo, currency: 'NGN' })).toBe(false);
        expect((await payNow(token, reference)).body.code).toBe('payment_not_verified');
      });

      it.each(QUICK_OUTAGES)(
        'answers 502 when the provider cannot verify (%s), and keeps the cart',
        async (outage) => {
          const { token, reference } = await openPayment();
          provider.pay(reference);
          provider.standIn.outage = outage;

          const { status, body } = await payNow(token, reference);

          expect(status).toBe(502);
          expect(body).toEqual(providerUnavailable);
          expect(await cartOf(token)).toHaveLength(1);
          provider.standIn.outage = undefined;
          expect((await payNow(token, reference)).status).toBe(201);
        },
      );
    });

    describe('webhook', () => {
      it('turns a paid payment whose order was never placed into that order, paid', async () => {
        const { token, reference, totalKobo } = await openPayment();
        provider.pay(reference);

        const { status, body } = await deliver(provider.chargeWebhook(reference));

        expect(status).toBe(200);
        expect(body).toEqual({ received: true });
        const orders = await ordersOf(token);
        expect(orders).toHaveLength(1);
        expect(orders[0]).toMatchObject({ paid: true, reference, total_price: totalKobo / 100 });
      });

      it('recognises a replay by its event id: one order, and a processed event is not verified again', async () => {
        const { token, reference } = await openPayment();
        provider.pay(reference);
        const webhook = provider.chargeWebhook(reference);
        const parse = () => app().payments.parseWebhook(Buffer.from(webhook.body), webhook.headers);
        const event = parse();
        expect(event).toMatchObject({ reference, chargeCompleted: true });
        expect(parse()?.id).toBe(event?.id);

        const deliveries = await Promise.all([deliver(webhook), deliver(webhook), deliver(webhook)]);
        const verified = provider.verifyCalls(reference);
        const later = await deliver(webhook);

        expect([...deliveries, later].map((delivery) => delivery.status)).toEqual([200, 200, 200, 200]);
        expect(await ordersOf(token)).toHaveLength(1);
        expect(await eventsOf(reference)).toEqual([{ event_id: event?.id }]);
        expect(provider.verifyCalls(reference)).toBe(verified);
      });

      it('answers 401 to a webhook without the proof, or with a wrong one, and changes nothing', async () => {
        const { token, reference } = await openPayment();
        provider.pay(reference);

        for (const forged of provider.forgedWebhooks(reference)) {
          const { status, body } = await deliver(forged);
          expect({ status, body }, JSON.stringify(forged.headers)).toEqual({
            status: 401,
            body: { detail: 'The webhook signature is missing or invalid.', code: 'not_authenticated' },
          });
        }
        expect(await ordersOf(token)).toEqual([]);
        expect(provider.verifyCalls(reference)).toBe(0);
        expect(await eventsOf(reference)).toEqual([]);
      });

      it('places the order on a later delivery when the provider could not be reached the first time', async () => {
        const { token, reference } = await openPayment();
        provider.pay(reference);
        const webhook = provider.chargeWebhook(reference);
        provider.standIn.outage = 'http_500';

        expect((await deliver(webhook)).status).toBe(200);
        expect(await ordersOf(token)).toEqual([]);

        provider.standIn.outage = undefined;
        await deliver(webhook);
        expect(await ordersOf(token)).toHaveLength(1);
      });

      it('answers 400 to a proven body that is not JSON', async () => {
        expect((await deliver(provider.signed('{"event":'))).status).toBe(400);
      });
    });

    describe('refund (a staff cancel of a paid order)', () => {
      it('refunds the whole total by default', async () => {
        const { order, reference } = await paidOrder();

        const cancelled = await cancel(order.id, { reason: 'Farm flooded' });

        expect(cancelled.status).toBe(200);
        expect(cancelled.body).toMatchObject({ stage: 'cancelled', refunded_amount: order.total_price });
        expect(provider.refundedKobo(reference)).toEqual([toKobo(order.total_price)]);
      });

      it('refunds a part', async () => {
        const { order, reference } = await paidOrder();

        const cancelled = await cancel(order.id, { reason: 'Short of tomatoes', refund_amount: 12.5 });

        expect(cancelled.status).toBe(200);
        expect(cancelled.body.refunds).toEqual([
          { amount: 12.5, status: expect.any(String), at: expect.any(String), by: owner?.id },
        ]);
        expect(provider.refundedKobo(reference)).toEqual([1250]);
      });

      it.each(['refused', ...QUICK_OUTAGES] as const)(
        'answers 502 and changes nothing when the provider fails the refund (%s)',
        async (failure) => {
          const { order, reference } = await paidOrder();
          if (failure === 'refused') provider.standIn.refundRefusal = 'Transaction has been fully reversed';
          else provider.standIn.outage = failure;

          const answer = await cancel(order.id, { reason: 'x' });

          expect(answer).toEqual({ status: 502, body: providerUnavailable });
          const row = await app()
            .db.selectFrom('orders')
            .where('id', '=', order.id)
            .select('stage')
            .executeTakeFirstOrThrow();
          expect(row.stage).toBe('placed');
          expect(provider.refundedKobo(reference)).toEqual([]);

          provider.standIn.outage = undefined;
          provider.standIn.refundRefusal = undefined;
          expect((await cancel(order.id, { reason: 'x' })).status).toBe(200);
          expect(provider.refundedKobo(reference)).toEqual([toKobo(order.total_price)]);
        },
      );
    });
  });
});
