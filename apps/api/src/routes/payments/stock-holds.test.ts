import {
  type AdminOrder,
  type ApiError,
  deletedCustomerName,
  ORDER_PATHS,
  type Order,
  type OrderPage,
  type OutOfStockError,
  type PaymentInit,
} from '@farmkit/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_GONE_NOTE } from '../../orders/orders.repository.js';
import { HOLD_MINUTES, heldUnits, releaseExpiredHolds } from '../../stock/stock-holds.repository.js';
import { call, signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { messagesTo } from '../../test/outbox.js';
import { PaystackStandIn } from '../../test/paystack-stand-in.js';
import { accountWithRole, callAdmin } from '../../test/staff.js';
import { stockTools } from '../../test/stock.js';

const paystack = new PaystackStandIn();
beforeAll(() => paystack.start());
afterAll(() => paystack.stop());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describeEachDialect('stock holds of Pay Now', (dialect) => {
  const app = useTestApp(dialect, {
    rateLimits: UNLIMITED,
    payments: {
      get paystack() {
        return paystack.providerConfig;
      },
    },
  });

  const { productWithStock, stockOf, ledgerOf, addToCart } = stockTools(app);
  const shopper = async () => {
    const session = await signUpReadyToOrder(app());
    return { token: session.tokens.access, email: session.email };
  };
  const initialize = (token: string) =>
    callApi<PaymentInit & OutOfStockError>(app(), 'POST', ORDER_PATHS.initializePayment, { token });
  const payNow = (token: string, reference: string) =>
    callApi<Order & ApiError>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'pay_now', reference },
    });
  const ordersOf = async (token: string) =>
    (await callApi<OrderPage>(app(), 'GET', ORDER_PATHS.orders, { token })).body.results;
  async function deliver(event: { body: string; signature?: string }) {
    await app().inject({
      method: 'POST',
      url: `/api/v1/${ORDER_PATHS.paystackWebhook}`,
      payload: event.body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': event.signature ?? '' },
    });
    await app().jobs.drain();
  }
  const alertsTo = async (email: string) =>
    (await messagesTo(app(), email)).filter((message) => message.subject.startsWith('Kuje Green Farms: '));

  it('holds the cart at initialize: the stock shoppers see drops, and a second shopper gets 409 for the held units', async () => {
    const product = await productWithStock(3);
    const first = await shopper();
    await addToCart(first.token, product.id, 2);

    expect((await initialize(first.token)).status).toBe(200);
    expect(await stockOf(product.id)).toBe(1);
    expect(await heldUnits(app().db, product.id)).toBe(2);
    const page = await callApi<{ stock: number }>(app(), 'GET', `products/${product.id}/`);
    expect(page.body.stock).toBe(1);

    const second = await shopper();
    expect((await addToCart(second.token, product.id, 2)).status).toBe(409);
    expect((await addToCart(second.token, product.id, 1)).status).toBe(201);
    await app().db.updateTable('products').set({ stock: 0 }).where('id', '=', product.id).execute();
    const refused = await initialize(second.token);
    expect(refused.status).toBe(409);
    expect(refused.body.shortages).toEqual([
      { product: product.id, name: product.name, requested: 1, available: 0 },
    ]);
    expect(await heldUnits(app().db, product.id)).toBe(2);
  });

  it("sells the held units to the payment's order: stock unchanged at placement, one sale row", async () => {
    const product = await productWithStock(5);
    const { token } = await shopper();
    await addToCart(token, product.id, 2);
    const { reference } = (await initialize(token)).body;
    expect(await stockOf(product.id)).toBe(3);
    paystack.settle(reference);

    const placed = await payNow(token, reference);
    expect(placed.status).toBe(201);
    expect(placed.body.stage).toBe('placed');
    expect(await stockOf(product.id)).toBe(3);
    expect(await heldUnits(app().db, product.id)).toBe(0);
    expect(await ledgerOf(product.id)).toEqual([
      { change: -2, stock_after: 3, reason: 'sale', order_id: placed.body.id, note: '' },
    ]);
  });

  it('returns an expired hold to stock exactly once, even when two sweeps race', async () => {
    const product = await productWithStock(4);
    const { token } = await shopper();
    await addToCart(token, product.id, 3);
    await initialize(token);
    expect(await stockOf(product.id)).toBe(1);

    expect(await releaseExpiredHolds(app().db, minutesFromNow(HOLD_MINUTES - 1))).toBe(0);
    expect(await stockOf(product.id)).toBe(1);

    const later = minutesFromNow(HOLD_MINUTES + 1);
    // Every hold of the suite's database is expired by then, this one's 3 units among them.
    const allHeld = await app()
      .db.selectFrom('stock_holds')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('units'))
      .executeTakeFirstOrThrow();
    const released = await Promise.all([
      releaseExpiredHolds(app().db, later),
      releaseExpiredHolds(app().db, later),
    ]);
    expect(released.reduce((sum, units) => sum + units, 0)).toBe(Number(allHeld.units));
    expect(await stockOf(product.id)).toBe(4);
    expect(await heldUnits(app().db, product.id)).toBe(0);
    expect(await releaseExpiredHolds(app().db, later)).toBe(0);
    expect(await stockOf(product.id)).toBe(4);
    // A hold is a reservation, not a sale: the ledger has nothing to say about it.
    expect(await ledgerOf(product.id)).toEqual([]);
  });

  it("still holds the units when a bank transfer is confirmed at the end of Paystack's 30 minutes, after the popup closed: the webhook sells them", async () => {
    const product = await productWithStock(3);
    const { token } = await shopper();
    await addToCart(token, product.id, 2);
    const { reference } = (await initialize(token)).body;
    // The shopper chose Pay with Transfer and closed the popup; the transfer lands as its account expires, and
    // Paystack's charge.success comes a minute later. The sweep runs then.
    paystack.settle(reference, { channel: 'bank_transfer' });
    await releaseExpiredHolds(app().db, minutesFromNow(30 + 1));
    expect(await heldUnits(app().db, product.id)).toBe(2);
    const event = paystack.chargeSuccess(reference);
    expect(JSON.parse(event.body)).toMatchObject({
      event: 'charge.success',
      data: { channel: 'bank_transfer' },
    });

    await deliver(event);

    const [order] = await ordersOf(token);
    expect(order).toMatchObject({ stage: 'placed', paid: true, reference });
    expect(order?.items.map((item) => [item.product_id, item.quantity])).toEqual([[product.id, 2]]);
    expect(await stockOf(product.id)).toBe(1);
    expect(await heldUnits(app().db, product.id)).toBe(0);
    expect(await ledgerOf(product.id)).toEqual([
      { change: -2, stock_after: 1, reason: 'sale', order_id: order?.id, note: '' },
    ]);
  });

  it('a second initialize for the cart releases the first hold: one shopper never holds twice', async () => {
    const product = await productWithStock(5);
    const { token } = await shopper();
    await addToCart(token, product.id, 3);
    expect((await initialize(token)).status).toBe(200);
    // Only 2 left for others, but the shopper's own 3 are theirs to pay for again.
    const again = await initialize(token);
    expect(again.status).toBe(200);
    expect(await stockOf(product.id)).toBe(2);
    expect(await heldUnits(app().db, product.id)).toBe(3);

    paystack.settle(again.body.reference);
    expect((await payNow(token, again.body.reference)).status).toBe(201);
    expect(await stockOf(product.id)).toBe(2);
    expect(await heldUnits(app().db, product.id)).toBe(0);
  });

  describe('a verified payment whose hold expired and whose stock is gone', () => {
    it('becomes an on_hold order, the stock never below zero, and the staff with alerts on are told it needs stock', async () => {
      const product = await productWithStock(2);
      const owner = await accountWithRole(app(), 'owner');
      const quiet = await accountWithRole(app(), 'manager');
      await app()
        .db.updateTable('users')
        .set({ new_order_alerts: sql<boolean>`true` })
        .where('id', '=', owner.id)
        .execute();

      const { token } = await shopper();
      await addToCart(token, product.id, 2);
      const { reference } = (await initialize(token)).body;
      await releaseExpiredHolds(app().db, minutesFromNow(HOLD_MINUTES + 1));
      // Someone else buys the units back on sale.
      await app().db.updateTable('products').set({ stock: 0 }).where('id', '=', product.id).execute();
      paystack.settle(reference);

      await deliver(paystack.chargeSuccess(reference));

      const [order] = await ordersOf(token);
      expect(order).toMatchObject({ stage: 'on_hold', paid: true, reference });
      expect(order?.timeline.map((entry) => [entry.stage, entry.note])).toEqual([
        ['placed', ''],
        [
          'on_hold',
          `Short of stock: 2 × ${product.name}. The farm will call you to agree on the rest or refund it.`,
        ],
      ]);
      const staffView = await callAdmin<AdminOrder>(app(), 'GET', `orders/${order?.id}/`, {
        token: owner.token,
      });
      expect(staffView.body.timeline.at(-1)).toMatchObject({ stage: 'on_hold', by: null });
      expect(await stockOf(product.id)).toBe(0);
      expect(await ledgerOf(product.id)).toEqual([
        { change: 0, stock_after: 0, reason: 'sale', order_id: order?.id, note: 'Paid order short by 2' },
      ]);

      const alerts = await alertsTo(owner.email);
      expect(alerts.map((message) => message.subject)).toEqual([
        `Kuje Green Farms: order #${order?.id} needs stock (on hold)`,
      ]);
      expect(alerts[0]?.text).toContain('needs stock');
      expect(alerts[0]?.text).toContain('Cash to collect: ₦0.00');
      expect(alerts[0]?.html).toContain('<li>2 × ');
      expect(await alertsTo(quiet.email)).toEqual([]);

      // The owner confirms it only once the stock is found; then the missing units are taken.
      const stage = (to: string) =>
        callAdmin<ApiError>(app(), 'POST', `orders/${order?.id}/stage/`, {
          token: owner.token,
          body: { stage: to, from: 'on_hold' },
        });
      const early = await stage('confirmed');
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('out_of_stock');
      await app().db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute();
      expect((await stage('confirmed')).status).toBe(200);
      expect(await stockOf(product.id)).toBe(3);
    });
  });

  describe('a verified payment whose account was deleted once its hold expired', () => {
    it('becomes an on_hold order for the staff to refund, named "Deleted customer #id", and the staff are told', async () => {
      const product = await productWithStock(4);
      const owner = await accountWithRole(app(), 'owner');
      await app()
        .db.updateTable('users')
        .set({ new_order_alerts: sql<boolean>`true` })
        .where('id', '=', owner.id)
        .execute();
      const session = await signUpReadyToOrder(app());
      const token = session.tokens.access;
      await addToCart(token, product.id, 2);
      const { reference } = (await initialize(token)).body;
      await releaseExpiredHolds(app().db, minutesFromNow(HOLD_MINUTES + 1));
      expect((await call(app(), 'DELETE', 'edit/', { token })).status).toBe(204);
      paystack.settle(reference);

      await deliver(paystack.chargeSuccess(reference));

      const placed = await app()
        .db.selectFrom('orders')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirst();
      const order = (
        await callAdmin<AdminOrder>(app(), 'GET', `orders/${placed?.id}/`, { token: owner.token })
      ).body;
      expect(order).toMatchObject({
        stage: 'on_hold',
        paid: true,
        reference,
        customer: { name: deletedCustomerName(session.user.id), deleted: true },
      });
      expect(order.timeline.at(-1)).toMatchObject({ stage: 'on_hold', note: CUSTOMER_GONE_NOTE, by: null });
      expect(await stockOf(product.id)).toBe(2);

      const alerts = await alertsTo(owner.email);
      expect(alerts.map((message) => message.subject)).toEqual([
        `Kuje Green Farms: order #${order.id} paid after its account was deleted: refund it`,
      ]);
      expect(alerts[0]?.text).toContain(`Customer: ${deletedCustomerName(session.user.id)}`);
      expect(alerts[0]?.text).toContain(CUSTOMER_GONE_NOTE);
      const toShopper = await messagesTo(app(), session.email);
      expect(toShopper.filter((message) => message.subject.includes(`#${order.id}`))).toEqual([]);

      // Cancelled, the payment goes back through Paystack and the units back on sale.
      const cancelled = await callAdmin<AdminOrder>(app(), 'POST', `orders/${order.id}/cancel/`, {
        token: owner.token,
        body: { reason: 'Customer gone' },
      });
      expect(cancelled.status).toBe(200);
      expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toHaveLength(1);
      expect(await stockOf(product.id)).toBe(4);
    });
  });

  it('alerts every staff member with alerts on of a new order, with where it goes and the cash to collect', async () => {
    const product = await productWithStock(10);
    const packer = await accountWithRole(app(), 'packer');
    const off = await accountWithRole(app(), 'packer');
    await app()
      .db.updateTable('users')
      .set({ new_order_alerts: sql<boolean>`true` })
      .where('id', '=', packer.id)
      .execute();
    const customer = await shopper();
    await addToCart(customer.token, product.id, 1);

    const placed = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
      token: customer.token,
      body: { payment_method: 'on_delivery' },
    });
    expect(placed.status).toBe(201);

    const [alert] = await alertsTo(packer.email);
    expect(alert?.subject).toBe(`Kuje Green Farms: new order #${placed.body.id}`);
    expect(alert?.text).toContain(`1 × ${product.name}`);
    expect(alert?.text).toContain(`Customer: ${placed.body.delivery?.name}`);
    expect(alert?.text).toContain(`Phone: ${placed.body.delivery?.phone}`);
    expect(alert?.text).toContain('Address: 12 Palm Grove Road, Abuja');
    expect(alert?.text).toContain('Payment: Pay On Delivery');
    expect(alert?.text).toContain(`Cash to collect: ₦`);
    expect(alert?.text).not.toContain('Cash to collect: ₦0.00');
    expect(alert?.html).toContain('<h1');
    expect(await alertsTo(off.email)).toEqual([]);
    expect(await alertsTo(customer.email)).toEqual([]);
  });
});
