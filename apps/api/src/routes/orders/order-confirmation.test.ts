import { ORDER_PATHS, type Order, type PaymentInit } from '@farmkit/contract';
import { expect, it } from 'vitest';
import { signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi, someProducts } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { messagesTo } from '../../test/outbox.js';

const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount);

describeEachDialect('orders: the confirmation e-mail', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  /** A shopper's cart of the catalogue's two dearest products (prices in the thousands), 1 and 3 of them. */
  async function shopperWithCart() {
    const { email, tokens } = await signUpReadyToOrder(app());
    const products = (await someProducts(app(), 100)).sort((a, b) => b.price_kobo - a.price_kobo).slice(0, 2);
    for (const [index, product] of products.entries()) {
      await callApi(app(), 'POST', ORDER_PATHS.cart, {
        token: tokens.access,
        body: { product: product.id, quantity: 1 + 2 * index },
      });
    }
    return { email, token: tokens.access };
  }

  const confirmationsTo = async (email: string) =>
    (await messagesTo(app(), email)).filter((message) => message.subject.includes(' order #'));

  it('sends the items, quantities, line totals, totals, payment method and status of an order paid on delivery', async () => {
    const { email, token } = await shopperWithCart();

    const { body: order } = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'on_delivery' },
    });

    const [message, ...others] = await confirmationsTo(email);
    expect(others).toEqual([]);
    expect(message?.subject).toBe(`Your Kuje Green Farms order #${order.id}`);
    expect(order.discount).toBeGreaterThan(0);
    for (const item of order.items) {
      expect(message?.text).toContain(
        `${item.quantity} × ${item.name} at ${naira(item.price)}: ${naira(item.line_total)}`,
      );
      expect(message?.html).toContain(naira(item.line_total));
    }
    expect(message?.text).toContain(
      [
        `Subtotal: ${naira(order.subtotal)}`,
        `Discount: -${naira(order.discount)}`,
        `Total: ${naira(order.total_price)}`,
      ].join('\n'),
    );
    expect(naira(order.total_price)).toMatch(/^₦\d{1,3}(,\d{3})+\.\d{2}$/);
    expect(message?.text).toContain(
      `Order number: ${order.id}\nPayment: Pay On Delivery\nPayment status: Due on delivery\nStatus: Pending`,
    );
    expect(message?.text).toContain('Deliver to: Ada Obi, +2348021234567, 12 Palm Grove Road, Abuja');
    expect(message?.html).toContain('Deliver to: Ada Obi, +2348021234567, 12 Palm Grove Road, Abuja');
    expect(message?.text).toContain('- Kuje Green Farms');
    expect(message?.html).toContain('<h1 style="font-size:20px">Kuje Green Farms</h1>');
    expect(message?.html).toContain(
      `Total</td><td style="padding:4px 0;text-align:right">${naira(order.total_price)}`,
    );
  });

  it('says a sandbox pay_now order is a test payment, and sends nothing again for a replayed placement', async () => {
    const { email, token } = await shopperWithCart();
    const init = await callApi<PaymentInit>(app(), 'POST', ORDER_PATHS.initializePayment, { token });
    await callApi(app(), 'POST', `payments/sandbox/${init.body.reference}/`, {
      token,
      body: { outcome: 'success' },
    });
    const place = () =>
      callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
        token,
        body: { payment_method: 'pay_now', reference: init.body.reference },
        headers: { 'Idempotency-Key': `confirm-${init.body.reference}` },
      });

    const { status, body: order } = await place();
    expect(status).toBe(201);
    expect((await place()).status).toBe(200);

    const messages = await confirmationsTo(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text).toContain(
      `Order number: ${order.id}\nPayment: Pay Now\nPayment status: Test payment: no money taken\nStatus: Pending`,
    );
    expect(messages[0]?.text).toContain(`Total: ${naira(order.total_price)}`);
  });
});
