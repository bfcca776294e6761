import { type ApiError, ORDER_PATHS, type Order, type PaymentInit } from '@farmkit/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi, someProducts } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { PaystackStandIn } from '../../test/paystack-stand-in.js';

// A Ghanaian merchant's Paystack account: it takes cedis only.
const paystack = new PaystackStandIn();
paystack.currency = 'GHS';
beforeAll(() => paystack.start());
afterAll(() => paystack.stop());

describeEachDialect('payments in the shop’s currency (SHOP_CURRENCY=GHS)', (dialect) => {
  const app = useTestApp(dialect, {
    rateLimits: UNLIMITED,
    shop: { currency: 'GHS', locale: 'en-GH' },
    payments: {
      get paystack() {
        return paystack.providerConfig;
      },
    },
  });

  async function initializedPayment() {
    const token = (await signUpReadyToOrder(app())).tokens.access;
    const [product] = await someProducts(app(), 1);
    await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product?.id } });
    const init = await callApi<PaymentInit & ApiError>(app(), 'POST', ORDER_PATHS.initializePayment, {
      token,
    });
    expect(init.status).toBe(200);
    return { token, reference: init.body.reference };
  }
  const payNow = (token: string, reference: string) =>
    callApi<Order & ApiError>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'pay_now', reference },
    });

  it('asks Paystack for cedis, and records a payment it confirms in cedis as paid', async () => {
    const { token, reference } = await initializedPayment();
    expect(paystack.calls.at(-1)?.body).toMatchObject({ reference, currency: 'GHS' });
    const payment = await app()
      .db.selectFrom('payments')
      .where('reference', '=', reference)
      .select('currency')
      .executeTakeFirstOrThrow();
    expect(payment.currency).toBe('GHS');
    paystack.settle(reference);

    const { status, body } = await payNow(token, reference);

    expect(status).toBe(201);
    expect(body).toMatchObject({ paid: true, reference });
  });

  it('refuses a payment Paystack took in another currency, naira included', async () => {
    const { token, reference } = await initializedPayment();
    paystack.settle(reference, { currency: 'NGN' });

    const refused = await payNow(token, reference);

    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('payment_not_verified');
  });
});
