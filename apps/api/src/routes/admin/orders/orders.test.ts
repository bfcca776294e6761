import {
  type AdminOrder,
  type AdminOrderPage,
  type ApiError,
  ORDER_PATHS,
  type Order,
  type PaymentInit,
  paymentStatusLabel,
} from '@farmkit/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { signUpReadyToOrder, signUpVerified, UNLIMITED } from '../../../test/accounts.js';
import { callApi, someProducts } from '../../../test/api.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { messagesTo } from '../../../test/outbox.js';
import { PAYSTACK_TEST_SECRET, PaystackStandIn } from '../../../test/paystack-stand-in.js';
import { insertOrders } from '../../../test/report-orders.js';
import { accountWithRole, callAdmin, type TestAccount } from '../../../test/staff.js';

type Staff = Record<'owner' | 'manager' | 'packer', TestAccount>;

/** The staff of a suite, one account per role. */
function useStaff(app: () => App): () => Staff {
  let staff: Staff | undefined;
  beforeAll(async () => {
    staff = {
      owner: await accountWithRole(app(), 'owner'),
      manager: await accountWithRole(app(), 'manager'),
      packer: await accountWithRole(app(), 'packer'),
    };
  });
  return () => {
    if (!staff) throw new Error('The staff sign up in beforeAll');
    return staff;
  };
}

async function fillCart(app: App, token: string, quantity = 3): Promise<number> {
  const [product] = await someProducts(app, 1);
  if (!product) throw new Error('the seed has products');
  const added = await callApi(app, 'POST', ORDER_PATHS.cart, {
    token,
    body: { product: product.id, quantity },
  });
  if (added.status !== 201) throw new Error(`add to cart answered ${added.status}`);
  return product.id;
}

async function stockOf(app: App, productId: number): Promise<number> {
  const row = await app.db
    .selectFrom('products')
    .where('id', '=', productId)
    .select('stock')
    .executeTakeFirstOrThrow();
  return row.stock;
}

async function cancellationRows(app: App, orderId: number) {
  return app.db
    .selectFrom('stock_movements')
    .where('order_id', '=', orderId)
    .where('reason', '=', 'cancellation')
    .selectAll()
    .execute();
}

const subjectsTo = async (app: App, email: string) =>
  (await messagesTo(app, email)).map((message) => message.subject);

describeEachDialect('order lifecycle: delivery, stages, cancel (sandbox)', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  const staff = useStaff(app);

  /** A shopper with a complete profile who placed an order paid on delivery of `quantity` units. */
  async function placedOrder(quantity = 3) {
    const shopper = await signUpReadyToOrder(app());
    const productId = await fillCart(app(), shopper.tokens.access, quantity);
    const placed = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
      token: shopper.tokens.access,
      body: { payment_method: 'on_delivery' },
    });
    if (placed.status !== 201) throw new Error(`placing answered ${placed.status}`);
    return { shopper, order: placed.body, productId };
  }

  /** A shopper who paid through the sandbox: a test-paid pay_now order. */
  async function testPaidOrder() {
    const shopper = await signUpReadyToOrder(app());
    const token = shopper.tokens.access;
    const productId = await fillCart(app(), token, 2);
    const init = await callApi<PaymentInit>(app(), 'POST', ORDER_PATHS.initializePayment, { token });
    await callApi(app(), 'POST', ORDER_PATHS.sandboxOutcome(init.body.reference), {
      token,
      body: { outcome: 'success' },
    });
    const placed = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'pay_now', reference: init.body.reference },
    });
    if (placed.status !== 201) throw new Error(`pay_now answered ${placed.status}`);
    return { shopper, order: placed.body, productId };
  }

  /** The order's stage now, as a screen opened a moment ago shows it (placed for an order that is not there). */
  const stageNow = async (id: number) =>
    (await app().db.selectFrom('orders').where('id', '=', id).select('stage').executeTakeFirst())?.stage ??
    'placed';
  /** A move from the stage the order is in now, unless `from` says another; `cash` is the cash received. */
  const move = async (
    token: string,
    id: number,
    stage: string,
    note?: string,
    { from, cash }: { from?: string; cash?: number } = {},
  ) =>
    callAdmin<AdminOrder & ApiError>(app(), 'POST', `orders/${id}/stage/`, {
      token,
      body: {
        stage,
        from: from ?? (await stageNow(id)),
        ...(note === undefined ? {} : { note }),
        ...(cash === undefined ? {} : { cash_received: cash }),
      },
    });
  const cancel = (token: string, id: number, body: object = { reason: 'Out of eggs' }) =>
    callAdmin<AdminOrder & ApiError>(app(), 'POST', `orders/${id}/cancel/`, { token, body });

  describe('where the order goes', () => {
    it('keeps the delivery copy of the profile as it was when the order was placed', async () => {
      const { shopper, order } = await placedOrder();
      // Who and where, and how it comes (the test shoppers' delivery choice: area "Abuja", no fee).
      expect(order.delivery).toMatchObject({
        name: 'Ada Obi',
        phone: '+2348021234567',
        address: '12 Palm Grove Road',
        city: 'Abuja',
        method: 'delivery',
        area: { name: 'Abuja' },
        fee: 0,
      });

      await app()
        .db.updateTable('users')
        .set({ address: '1 New Street', city: 'Lagos', phone_number: '+2348000000000', name: 'Ada Moved' })
        .where('id', '=', shopper.user.id)
        .execute();

      const mine = await callApi<Order>(app(), 'GET', ORDER_PATHS.order(order.id), {
        token: shopper.tokens.access,
      });
      expect(mine.body.delivery).toEqual(order.delivery);
      const seen = await callAdmin<AdminOrder>(app(), 'GET', `orders/${order.id}/`, {
        token: staff().packer.token,
      });
      expect(seen.body.delivery).toEqual(order.delivery);
      expect(seen.body.customer).toMatchObject({
        id: shopper.user.id,
        name: 'Ada Moved',
        phone: '+2348000000000',
      });
    });

    it('refuses an order paid on delivery, and a payment, from a profile without a phone: 400, nothing written', async () => {
      const shopper = await signUpVerified(app());
      const token = shopper.tokens.access;
      await app()
        .db.updateTable('users')
        .set({ phone_number: null })
        .where('id', '=', shopper.user.id)
        .execute();
      const productId = await fillCart(app(), token, 2);
      const stockBefore = await stockOf(app(), productId);

      const placed = await callApi<ApiError>(app(), 'POST', ORDER_PATHS.orders, {
        token,
        body: { payment_method: 'on_delivery' },
      });
      const paying = await callApi<ApiError>(app(), 'POST', ORDER_PATHS.initializePayment, { token });

      const refusal = {
        detail: 'Add your phone number to your account before you order: the rider calls it.',
        code: 'delivery_details_missing',
        errors: { phone_number: ['Add a phone number to your account.'] },
      };
      expect(placed).toEqual({ status: 400, body: refusal });
      expect(paying).toEqual({ status: 400, body: refusal });
      const written = await app()
        .db.selectFrom('orders')
        .where('user_id', '=', shopper.user.id)
        .select('id')
        .execute();
      expect(written).toEqual([]);
      const payments = await app()
        .db.selectFrom('payments')
        .where('user_id', '=', shopper.user.id)
        .select('id')
        .execute();
      expect(payments).toEqual([]);
      expect(await stockOf(app(), productId)).toBe(stockBefore);
      const cart = await callApi<{ count: number }>(app(), 'GET', ORDER_PATHS.cart, { token });
      expect(cart.body.count).toBe(1);
    });

    it("never refuses an order already paid: it goes where the payment's delivery choice said", async () => {
      const shopper = await signUpReadyToOrder(app());
      const token = shopper.tokens.access;
      await fillCart(app(), token, 1);
      const init = await callApi<PaymentInit>(app(), 'POST', ORDER_PATHS.initializePayment, { token });
      await callApi(app(), 'POST', ORDER_PATHS.sandboxOutcome(init.body.reference), {
        token,
        body: { outcome: 'success' },
      });
      await app().db.updateTable('users').set({ address: '' }).where('id', '=', shopper.user.id).execute();

      const placed = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
        token,
        body: { payment_method: 'pay_now', reference: init.body.reference },
      });

      // The address came with the delivery choice the payment was opened with, not from the profile now.
      expect(placed.status).toBe(201);
      expect(placed.body.delivery).toMatchObject({
        name: 'Ada Obi',
        phone: '+2348021234567',
        address: '12 Palm Grove Road',
        city: 'Abuja',
        method: 'delivery',
      });
    });
  });

  describe('stages', () => {
    it('lets a packer take an order from placed to delivered: status follows, timeline and audit record each move, the shopper is e-mailed', async () => {
      const { shopper, order } = await placedOrder();
      const { packer } = staff();
      expect(order).toMatchObject({ stage: 'placed', status: 'Pending' });

      const confirmed = await move(packer.token, order.id, 'confirmed', 'Packed with care');
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        stage: 'confirmed',
        status: 'Pending',
        next_stages: ['out_for_delivery'],
      });
      const out = await move(packer.token, order.id, 'out_for_delivery');
      expect(out.body).toMatchObject({
        stage: 'out_for_delivery',
        status: 'Pending',
        next_stages: ['delivered'],
      });
      const delivered = await move(packer.token, order.id, 'delivered', 'Left with the gate man', {
        cash: order.total_price,
      });
      expect(delivered.body).toMatchObject({ stage: 'delivered', status: 'Completed', next_stages: [] });

      const mine = await callApi<Order>(app(), 'GET', ORDER_PATHS.order(order.id), {
        token: shopper.tokens.access,
      });
      expect(mine.body.status).toBe('Completed');
      // The shopper sees each stage and its note, but not which staff member moved it.
      expect(mine.body.timeline.map(({ at, ...entry }) => entry)).toEqual([
        { stage: 'placed', note: '' },
        { stage: 'confirmed', note: 'Packed with care' },
        { stage: 'out_for_delivery', note: '' },
        { stage: 'delivered', note: 'Left with the gate man' },
      ]);
      const staffView = await callAdmin<AdminOrder>(app(), 'GET', `orders/${order.id}/`, {
        token: packer.token,
      });
      expect(staffView.body.timeline.map(({ stage, by }) => ({ stage, by }))).toEqual([
        { stage: 'placed', by: { id: shopper.user.id, name: 'Ada Obi' } },
        { stage: 'confirmed', by: { id: packer.id, name: 'Ada Obi' } },
        { stage: 'out_for_delivery', by: { id: packer.id, name: 'Ada Obi' } },
        { stage: 'delivered', by: { id: packer.id, name: 'Ada Obi' } },
      ]);
      const listed = await callApi<{ results: Order[] }>(app(), 'GET', ORDER_PATHS.orders, {
        token: shopper.tokens.access,
      });
      expect(listed.body.results[0]).toMatchObject({ id: order.id, stage: 'delivered', status: 'Completed' });
      const row = await app()
        .db.selectFrom('orders')
        .where('id', '=', order.id)
        .select(['stage', 'status'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ stage: 'delivered', status: 'Completed' });

      const audits = await app()
        .db.selectFrom('audit_log')
        .where('entity_type', '=', 'order')
        .where('entity_id', '=', String(order.id))
        .selectAll()
        .orderBy('id')
        .execute();
      expect(
        audits.map((entry) => [entry.action, entry.actor_id, JSON.parse(entry.after ?? '{}').stage]),
      ).toEqual([
        ['order.stage', packer.id, 'confirmed'],
        ['order.stage', packer.id, 'out_for_delivery'],
        ['order.stage', packer.id, 'delivered'],
      ]);

      const subjects = await subjectsTo(app(), shopper.email);
      expect(subjects).toEqual(
        expect.arrayContaining([
          `Your Kuje Green Farms order #${order.id}`,
          `Your Kuje Green Farms order #${order.id} is confirmed`,
          `Your Kuje Green Farms order #${order.id} is on its way`,
          `Your Kuje Green Farms order #${order.id} was delivered`,
        ]),
      );
      const news = (await messagesTo(app(), shopper.email)).find((message) =>
        message.subject.endsWith('is confirmed'),
      );
      expect(news?.text).toContain('Note from the shop: Packed with care');
      expect(news?.html).toContain('<h1 style="font-size:20px">Kuje Green Farms</h1>');
    });

    it('refuses a move the stage table does not have (409 invalid_transition) and a role it does not allow (403)', async () => {
      const { order } = await placedOrder();
      const { packer, manager } = staff();
      const invalid = {
        detail: 'The order cannot move to this stage from where it is now.',
        code: 'invalid_transition',
      };

      for (const stage of ['placed', 'out_for_delivery', 'delivered', 'on_hold']) {
        expect(await move(manager.token, order.id, stage)).toEqual({ status: 409, body: invalid });
      }
      expect(await move(packer.token, order.id, 'cancelled')).toEqual({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.', code: 'permission_denied' },
      });
      expect((await cancel(packer.token, order.id)).status).toBe(403);
      expect((await move(manager.token, 999_999, 'confirmed')).status).toBe(404);
      expect((await move(manager.token, order.id, 'shipped')).status).toBe(400);

      expect((await move(packer.token, order.id, 'confirmed')).status).toBe(200);
      expect((await move(packer.token, order.id, 'confirmed')).body).toEqual(invalid);
      expect((await move(packer.token, order.id, 'out_for_delivery')).status).toBe(200);
      // Past confirmed, no one cancels.
      expect(await cancel(manager.token, order.id)).toEqual({ status: 409, body: invalid });
      expect(
        (await move(packer.token, order.id, 'delivered', undefined, { cash: order.total_price })).status,
      ).toBe(200);
      expect((await move(manager.token, order.id, 'out_for_delivery')).body).toEqual(invalid);

      const row = await app()
        .db.selectFrom('orders')
        .where('id', '=', order.id)
        .select('stage')
        .executeTakeFirstOrThrow();
      expect(row.stage).toBe('delivered');
      const events = await app()
        .db.selectFrom('order_events')
        .where('order_id', '=', order.id)
        .select('stage')
        .execute();
      expect(events.map((event) => event.stage)).toEqual([
        'placed',
        'confirmed',
        'out_for_delivery',
        'delivered',
      ]);
    });

    it('shows each role the moves it may make next', async () => {
      const { order } = await placedOrder();
      const detail = async (token: string) =>
        (await callAdmin<AdminOrder>(app(), 'GET', `orders/${order.id}/`, { token })).body.next_stages;

      expect(await detail(staff().packer.token)).toEqual(['confirmed']);
      expect(await detail(staff().manager.token)).toEqual(['confirmed', 'cancelled']);
      expect(await detail(staff().owner.token)).toEqual(['confirmed', 'cancelled']);
    });
  });

  describe('a move names the stage it leaves (a double tap, a stale screen)', () => {
    it('refuses a second move from the stage the order already left: 409 order_moved naming its stage now', async () => {
      const { order } = await placedOrder();
      const { packer, manager } = staff();
      expect((await move(packer.token, order.id, 'confirmed', undefined, { from: 'placed' })).status).toBe(
        200,
      );

      const first = await move(packer.token, order.id, 'out_for_delivery', undefined, { from: 'confirmed' });
      expect(first.status).toBe(200);
      // The second tap of the same button, 120 ms later, and a stale screen's delivered: neither moves it on.
      const again = await move(packer.token, order.id, 'out_for_delivery', undefined, { from: 'confirmed' });
      expect(again).toEqual({
        status: 409,
        body: {
          detail: 'This order has moved on meanwhile: it is out for delivery now. Nothing was changed.',
          code: 'order_moved',
        },
      });
      const stale = await move(packer.token, order.id, 'delivered', undefined, {
        from: 'confirmed',
        cash: order.total_price,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('order_moved');
      // A cancel through the stage call from a stage left is refused the same way.
      const cancelled = await move(manager.token, order.id, 'cancelled', 'Too late', { from: 'confirmed' });
      expect(cancelled.body.code).toBe('order_moved');

      const events = await app()
        .db.selectFrom('order_events')
        .where('order_id', '=', order.id)
        .select('stage')
        .execute();
      expect(events.map((event) => event.stage)).toEqual(['placed', 'confirmed', 'out_for_delivery']);
    });

    it('refuses a move that does not name the stage it leaves (400), changing nothing', async () => {
      const { order } = await placedOrder();
      const bare = await callAdmin<ApiError>(app(), 'POST', `orders/${order.id}/stage/`, {
        token: staff().packer.token,
        body: { stage: 'confirmed' },
      });
      expect(bare.status).toBe(400);
      expect(bare.body.code).toBe('invalid');
      expect(await stageNow(order.id)).toBe('placed');
    });
  });

  describe('cash recorded on delivery', () => {
    async function outForDelivery<Placed extends { order: Order }>(placed: Placed): Promise<Placed> {
      await move(staff().packer.token, placed.order.id, 'confirmed');
      await move(staff().packer.token, placed.order.id, 'out_for_delivery');
      return placed;
    }
    const dashboard = async () =>
      (
        await callAdmin<{ cash_recorded_today: { total: number; count: number } }>(
          app(),
          'GET',
          'dashboard/',
          {
            token: staff().owner.token,
          },
        )
      ).body.cash_recorded_today;

    it('records the cash, who took it and when, and the order becomes paid: the shopper no longer sees it due', async () => {
      const { shopper, order } = await outForDelivery(await placedOrder());
      const { packer } = staff();
      const before = await dashboard();

      const missing = await move(packer.token, order.id, 'delivered');
      expect(missing).toEqual({
        status: 400,
        body: {
          detail: 'Record the cash received to mark this order delivered: it had cash to collect.',
          code: 'cash_received_required',
        },
      });
      const short = await move(packer.token, order.id, 'delivered', undefined, {
        cash: order.total_price - 100,
      });
      expect(short.status).toBe(400);
      expect(short.body.code).toBe('cash_amount_mismatch');
      expect(short.body.detail).toContain('₦');
      expect(await stageNow(order.id)).toBe('out_for_delivery');

      const delivered = await move(packer.token, order.id, 'delivered', undefined, {
        cash: order.total_price,
      });
      expect(delivered.status).toBe(200);
      expect(delivered.body).toMatchObject({
        stage: 'delivered',
        paid: true,
        cash_received: { amount: order.total_price, by: { id: packer.id, name: 'Ada Obi' } },
      });
      const at = Date.parse(delivered.body.cash_received?.at ?? '');
      expect(Math.abs(Date.now() - at)).toBeLessThan(60_000);

      const mine = await callApi<Order>(app(), 'GET', ORDER_PATHS.order(order.id), {
        token: shopper.tokens.access,
      });
      expect(mine.body.paid).toBe(true);
      expect(paymentStatusLabel(mine.body)).toBe('Paid');

      const after = await dashboard();
      expect(after.count).toBe(before.count + 1);
      expect(after.total).toBeCloseTo(before.total + order.total_price, 2);

      const audit = await app()
        .db.selectFrom('audit_log')
        .where('entity_type', '=', 'order')
        .where('entity_id', '=', String(order.id))
        .select('after')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after ?? '{}')).toMatchObject({
        stage: 'delivered',
        cash_received: order.total_price,
      });
    });

    it('collects the cash of a test-paid order too (no money was taken), and refuses cash with any other move', async () => {
      const { order } = await testPaidOrder();
      const { packer } = staff();
      expect(order).toMatchObject({ paid: false, test_payment: true });
      const early = await move(packer.token, order.id, 'confirmed', undefined, { cash: order.total_price });
      expect(early).toEqual({
        status: 400,
        body: {
          detail: 'This order has no cash to collect: record cash only when marking a cash order delivered.',
          code: 'cash_not_due',
        },
      });
      await outForDelivery({ order });
      expect((await move(packer.token, order.id, 'delivered')).body.code).toBe('cash_received_required');
      const delivered = await move(packer.token, order.id, 'delivered', undefined, {
        cash: order.total_price,
      });
      expect(delivered.body).toMatchObject({ paid: true, test_payment: true });
      expect(delivered.body.cash_received?.amount).toBe(order.total_price);
    });
  });

  describe('e-mails tell the truth and link the order', () => {
    it("alerts the staff of a test-paid order as cash to collect, with a link to the order's page", async () => {
      const { owner } = staff();
      await app()
        .db.updateTable('users')
        .set({ new_order_alerts: sql<boolean>`true` })
        .where('id', '=', owner.id)
        .execute();
      const { order } = await testPaidOrder();
      await app()
        .db.updateTable('users')
        .set({ new_order_alerts: sql<boolean>`false` })
        .where('id', '=', owner.id)
        .execute();
      const alert = (await messagesTo(app(), owner.email)).find((message) =>
        message.subject.endsWith(`new order #${order.id}`),
      );
      const due = `₦${order.total_price.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
      expect(alert?.text).toContain(`Payment: Pay Now: Test payment: no money taken: collect ${due}`);
      expect(alert?.text).toContain(`Cash to collect: ${due}`);
      expect(alert?.text).not.toContain('Cash to collect: ₦0.00');
      expect(alert?.text).toContain(`http://localhost:3000/admin/orders/${order.id}`);
      expect(alert?.html).toContain(`<a href="http://localhost:3000/admin/orders/${order.id}">`);
    });

    it("links each stage e-mail to the shopper's order page", async () => {
      const { shopper, order } = await placedOrder();
      await move(staff().packer.token, order.id, 'confirmed');
      const news = (await messagesTo(app(), shopper.email)).find((message) =>
        message.subject.endsWith('is confirmed'),
      );
      const link = `http://localhost:3000/account/orders-details/${order.id}`;
      expect(news?.text).toContain(link);
      expect(news?.html).toContain(`<a href="${link}">`);
    });
  });

  describe('cancel', () => {
    it('returns the units to stock once, with a cancellation row, and answers a second cancel 409', async () => {
      const { shopper, order, productId } = await placedOrder(3);
      const { manager, owner } = staff();
      const before = await stockOf(app(), productId);

      const cancelled = await cancel(manager.token, order.id, { reason: 'The hens are on strike' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({
        stage: 'cancelled',
        status: 'Cancelled',
        refunded_amount: 0,
        payment_status: 'nothing_to_pay',
        refunds: [],
      });
      expect(cancelled.body.timeline.at(-1)).toMatchObject({
        stage: 'cancelled',
        by: { id: manager.id },
        note: 'The hens are on strike',
      });
      expect(await stockOf(app(), productId)).toBe(before + 3);
      expect(await cancellationRows(app(), order.id)).toEqual([
        expect.objectContaining({
          product_id: productId,
          change: 3,
          stock_after: before + 3,
          actor_id: manager.id,
        }),
      ]);

      expect((await cancel(owner.token, order.id)).status).toBe(409);
      expect((await move(owner.token, order.id, 'cancelled', 'again')).status).toBe(409);
      expect(await stockOf(app(), productId)).toBe(before + 3);
      expect(await cancellationRows(app(), order.id)).toHaveLength(1);
      expect(await subjectsTo(app(), shopper.email)).toContain(
        `Your Kuje Green Farms order #${order.id} was cancelled`,
      );
      const actions = await app()
        .db.selectFrom('audit_log')
        .where('entity_id', '=', String(order.id))
        .where('entity_type', '=', 'order')
        .select('action')
        .execute();
      expect(actions.map((entry) => entry.action)).toEqual(['order.cancel']);
    });

    it('restocks exactly once when two cancels race', async () => {
      const { order, productId } = await placedOrder(4);
      const before = await stockOf(app(), productId);

      const answers = await Promise.all([
        cancel(staff().manager.token, order.id),
        cancel(staff().owner.token, order.id),
      ]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await stockOf(app(), productId)).toBe(before + 4);
      expect(await cancellationRows(app(), order.id)).toHaveLength(1);
      const events = await app()
        .db.selectFrom('order_events')
        .where('order_id', '=', order.id)
        .select('stage')
        .execute();
      expect(events.map((event) => event.stage)).toEqual(['placed', 'cancelled']);
    });

    it('cancels a confirmed order through the stage call as a cancel (restock, no refund for an unpaid order)', async () => {
      const { order, productId } = await placedOrder(2);
      const before = await stockOf(app(), productId);
      await move(staff().packer.token, order.id, 'confirmed');

      const cancelled = await move(staff().owner.token, order.id, 'cancelled', 'Customer asked');

      expect(cancelled.body).toMatchObject({ stage: 'cancelled', status: 'Cancelled' });
      expect(await stockOf(app(), productId)).toBe(before + 2);
    });

    it('refuses a refund amount for an order that was not paid, changing nothing', async () => {
      const { order, productId } = await placedOrder(2);
      const before = await stockOf(app(), productId);

      const refused = await cancel(staff().owner.token, order.id, { reason: 'x', refund_amount: 10 });

      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty('refund_amount');
      expect(await stockOf(app(), productId)).toBe(before);
      const row = await app()
        .db.selectFrom('orders')
        .where('id', '=', order.id)
        .select('stage')
        .executeTakeFirstOrThrow();
      expect(row.stage).toBe('placed');
    });

    it('refunds a sandbox order in full by default, at once, and e-mails the cancellation and the refund', async () => {
      const { shopper, order } = await testPaidOrder();

      const cancelled = await cancel(staff().manager.token, order.id);

      expect(cancelled.status).toBe(200);
      expect(cancelled.body.refunded_amount).toBe(order.total_price);
      expect(cancelled.body.refunds).toEqual([
        { amount: order.total_price, status: 'processed', at: expect.any(String), by: staff().manager.id },
      ]);
      const mine = await callApi<Order>(app(), 'GET', ORDER_PATHS.order(order.id), {
        token: shopper.tokens.access,
      });
      expect(mine.body).toMatchObject({
        stage: 'cancelled',
        status: 'Cancelled',
        refunded_amount: order.total_price,
        payment_status: 'refunded',
      });
      const subjects = await subjectsTo(app(), shopper.email);
      expect(subjects).toContain(`Your Kuje Green Farms order #${order.id} was cancelled`);
      expect(subjects).toContain(`Your Kuje Green Farms order #${order.id} was refunded`);
    });

    it('refunds a part of a sandbox order, and refuses more than the total or nothing', async () => {
      const { order } = await testPaidOrder();

      for (const amount of [order.total_price + 0.01, 0, -5]) {
        const refused = await cancel(staff().owner.token, order.id, { reason: 'x', refund_amount: amount });
        expect(refused.status).toBe(400);
      }
      const row = await app()
        .db.selectFrom('orders')
        .where('id', '=', order.id)
        .select('stage')
        .executeTakeFirstOrThrow();
      expect(row.stage).toBe('placed');

      const cancelled = await cancel(staff().owner.token, order.id, {
        reason: 'Half the eggs broke',
        refund_amount: 12.5,
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.refunded_amount).toBe(12.5);
    });
  });

  describe('GET admin/orders/', () => {
    it('pages every order newest first, filtered by stage, payment method, days and a search', async () => {
      const first = await placedOrder(1);
      const second = await placedOrder(1);
      await move(staff().packer.token, second.order.id, 'confirmed');
      const list = (query = '') =>
        callAdmin<AdminOrderPage>(app(), 'GET', `orders/${query}`, { token: staff().packer.token });

      const all = await list('?page_size=2');
      expect(all.status).toBe(200);
      expect(all.body.results.map((order) => order.id)).toEqual([second.order.id, first.order.id]);
      expect(all.body.next).toContain('page=2');
      expect(all.body.results[0]).toMatchObject({
        stage: 'confirmed',
        customer: { id: second.shopper.user.id, email: second.shopper.email, name: 'Ada Obi' },
        delivery: { address: '12 Palm Grove Road' },
      });

      const confirmedIds = (await list('?stage=confirmed&page_size=100')).body.results.map(
        (order) => order.id,
      );
      expect(confirmedIds).toContain(second.order.id);
      expect(confirmedIds).not.toContain(first.order.id);
      expect(
        (await list('?payment_method=pay_now&page_size=100')).body.results.every(
          (o) => o.payment_method === 'pay_now',
        ),
      ).toBe(true);
      expect(
        (await list(`?q=${encodeURIComponent(first.shopper.email.toUpperCase())}`)).body.results.map(
          (o) => o.id,
        ),
      ).toEqual([first.order.id]);
      expect((await list(`?q=${first.order.id}`)).body.results.map((o) => o.id)).toContain(first.order.id);
      expect((await list('?q=%25')).body.count).toBe(0);
      const today = app().shop.days.dayOf(new Date());
      expect((await list(`?from=${today}&to=${today}&page_size=100`)).body.results.map((o) => o.id)).toEqual(
        expect.arrayContaining([first.order.id, second.order.id]),
      );
      expect((await list('?to=2020-01-01')).body.count).toBe(0);
      expect((await list('?from=yesterday')).status).toBe(400);
      expect((await list('?page=999')).status).toBe(404);
    });

    it('takes days as the shop’s (Lagos, UTC+1), as the dashboard does', async () => {
      const [lateEvening, pastMidnightInLagos] = await insertOrders(app(), [
        { userId: staff().packer.id, total: 1000, createdAt: new Date('2021-03-04T22:30:00Z') },
        { userId: staff().packer.id, total: 2000, createdAt: new Date('2021-03-04T23:30:00Z') },
      ]);
      const onDay = async (day: string) =>
        (
          await callAdmin<AdminOrderPage>(app(), 'GET', `orders/?from=${day}&to=${day}`, {
            token: staff().packer.token,
          })
        ).body.results.map((order) => order.id);
      expect(await onDay('2021-03-04')).toEqual([lateEvening]);
      expect(await onDay('2021-03-05')).toEqual([pastMidnightInLagos]);
    });
  });
});

const paystack = new PaystackStandIn();
beforeAll(() => paystack.start());
afterAll(() => paystack.stop());
afterEach(() => {
  paystack.outage = undefined;
  paystack.refundRefusal = undefined;
});

describeEachDialect('order lifecycle: refunds through Paystack', (dialect) => {
  const app = useTestApp(dialect, {
    rateLimits: UNLIMITED,
    payments: {
      get paystack() {
        return paystack.providerConfig;
      },
    },
  });
  const staff = useStaff(app);

  async function paidOrder() {
    const shopper = await signUpReadyToOrder(app());
    const token = shopper.tokens.access;
    const productId = await fillCart(app(), token, 2);
    const init = await callApi<PaymentInit>(app(), 'POST', ORDER_PATHS.initializePayment, { token });
    if (!init.body.reference) throw new Error(`initialize answered ${init.status}`);
    paystack.settle(init.body.reference);
    const placed = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'pay_now', reference: init.body.reference },
    });
    if (placed.status !== 201) throw new Error(`pay_now answered ${placed.status}`);
    return { shopper, order: placed.body, productId, reference: init.body.reference };
  }
  const cancel = (id: number, body: object) =>
    callAdmin<AdminOrder & ApiError>(app(), 'POST', `orders/${id}/cancel/`, {
      token: staff().owner.token,
      body,
    });

  it("refunds in part through Paystack's Refund API, with the reference and the amount in kobo", async () => {
    const { shopper, order, reference } = await paidOrder();
    expect(order.paid).toBe(true);

    const cancelled = await cancel(order.id, { reason: 'Short of tomatoes', refund_amount: 100 });

    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ stage: 'cancelled', refunded_amount: 100 });
    expect(cancelled.body.refunds).toEqual([
      { amount: 100, status: 'pending', at: expect.any(String), by: staff().owner.id },
    ]);
    const call = paystack.calls.filter((request) => request.path === '/refund').at(-1);
    expect(call).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${PAYSTACK_TEST_SECRET}`,
      body: { transaction: reference, amount: 10_000 },
    });
    expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toHaveLength(1);
    expect(await subjectsTo(app(), shopper.email)).toContain(
      `Your Kuje Green Farms order #${order.id} was refunded`,
    );
  });

  it('refunds the whole total by default', async () => {
    const { order, reference } = await paidOrder();

    const cancelled = await cancel(order.id, { reason: 'Farm flooded' });

    expect(cancelled.body.refunded_amount).toBe(order.total_price);
    expect(paystack.refunds.find((refund) => refund.transaction === reference)?.amount).toBe(
      Math.round(order.total_price * 100),
    );
  });

  it.each(['refused', 'http_500', 'no_answer'] as const)(
    'changes nothing when Paystack fails the refund (%s): 502, the order stays placed, no stock returned',
    async (failure) => {
      const { shopper, order, productId } = await paidOrder();
      const stockBefore = await stockOf(app(), productId);
      if (failure === 'refused') paystack.refundRefusal = 'Transaction has been fully reversed';
      else paystack.outage = failure;

      const answer = await cancel(order.id, { reason: 'x' });

      expect(answer.status).toBe(502);
      expect(answer.body.code).toBe('payment_provider_unavailable');
      const row = await app()
        .db.selectFrom('orders')
        .where('id', '=', order.id)
        .select(['stage', 'status'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ stage: 'placed', status: 'Pending' });
      expect(await stockOf(app(), productId)).toBe(stockBefore);
      expect(await cancellationRows(app(), order.id)).toEqual([]);
      const refunds = await app()
        .db.selectFrom('refunds')
        .where('order_id', '=', order.id)
        .select('id')
        .execute();
      expect(refunds).toEqual([]);
      const events = await app()
        .db.selectFrom('order_events')
        .where('order_id', '=', order.id)
        .select('stage')
        .execute();
      expect(events.map((event) => event.stage)).toEqual(['placed']);
      expect(await subjectsTo(app(), shopper.email)).not.toContain(
        `Your Kuje Green Farms order #${order.id} was cancelled`,
      );

      paystack.outage = undefined;
      paystack.refundRefusal = undefined;
      expect((await cancel(order.id, { reason: 'x' })).status).toBe(200);
    },
  );
});
