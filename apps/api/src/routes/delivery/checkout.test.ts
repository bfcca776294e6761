import {
  type AdminOrder,
  type ApiError,
  belowMinimumDetail,
  type CartPage,
  DELIVERY_ERROR_CODES,
  DELIVERY_ERROR_DETAILS,
  DELIVERY_PATHS,
  type DeliverySlot,
  type DeliverySlotList,
  ORDER_PATHS,
  type Order,
  type PaymentInit,
  parseSlotId,
} from '@farmkit/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { settlePaidPayment } from '../../payments/payments.repository.js';
import { DELIVERY_PROFILE, signUpVerified, UNLIMITED } from '../../test/accounts.js';
import { callApi, someProducts } from '../../test/api.js';
import { addTestDelivery, TEST_DELIVERY } from '../../test/delivery.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { messagesTo } from '../../test/outbox.js';
import { accountWithRole, callAdmin } from '../../test/staff.js';

/** Checkout with delivery, on the real clock: slots are taken days ahead, so no cut-off comes near. */
describeEachDialect('checkout with delivery', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  let areaSequence = 0;
  /** An area of the test's own, served every day. */
  async function newArea({ feeKobo = 0, minOrderKobo = 0 } = {}) {
    areaSequence += 1;
    const name = `Test area ${areaSequence}`;
    const { id } = await app()
      .db.insertInto('delivery_areas')
      .values({
        name,
        council: 'Kuje',
        fee_kobo: feeKobo,
        min_order_kobo: minOrderKobo,
        weekdays: '0,1,2,3,4,5,6',
        active: sql<boolean>`true`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, name };
  }

  /** A delivery window of the test's own, every day, closing at 23:59 the day before. */
  async function newWindow(capacity: number) {
    const { id } = await app()
      .db.insertInto('delivery_windows')
      .values({
        method: 'delivery',
        starts: '10:00',
        ends: '12:00',
        weekdays: '0,1,2,3,4,5,6',
        capacity,
        cutoff_days_before: 1,
        cutoff_time: '23:59',
        active: sql<boolean>`true`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The last slot of the window offered (days ahead: never near its cut-off). */
  async function lastSlot(query: string, windowId: number): Promise<DeliverySlot> {
    const { body } = await callApi<DeliverySlotList>(app(), 'GET', `${DELIVERY_PATHS.slots}?${query}`);
    const slot = body.results.filter((each) => parseSlotId(each.id)?.windowId === windowId).at(-1);
    if (!slot) throw new Error(`no slot of window ${windowId}`);
    return slot;
  }

  async function slotNow(query: string, id: string) {
    const { body } = await callApi<DeliverySlotList>(app(), 'GET', `${DELIVERY_PATHS.slots}?${query}`);
    return body.results.find((slot) => slot.id === id);
  }

  /** A shopper with a profile to deliver to, `quantity` of the first product in the cart, and no choice yet. */
  async function shopper(quantity = 1) {
    const session = await signUpVerified(app());
    await app().db.updateTable('users').set(DELIVERY_PROFILE).where('id', '=', session.user.id).execute();
    const [product] = await someProducts(app(), 1);
    if (!product) throw new Error('the seed has products');
    const token = session.tokens.access;
    await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product.id, quantity } });
    return { token, userId: session.user.id, email: session.email, product };
  }

  const choose = (token: string, body: object) =>
    callApi<ApiError>(app(), 'PUT', DELIVERY_PATHS.cartDelivery, { token, body });
  const cart = (token: string) => callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
  const place = (token: string) =>
    callApi<Order & ApiError>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'on_delivery' },
    });
  const initialize = (token: string) =>
    callApi<PaymentInit & ApiError>(app(), 'POST', ORDER_PATHS.initializePayment, { token });

  async function chooseDelivery(token: string, area: { id: number }, windowId: number) {
    const slot = await lastSlot(`method=delivery&area=${area.id}`, windowId);
    const chosen = await choose(token, {
      method: 'delivery',
      area: area.id,
      slot: slot.id,
      address: '7 Market Street',
      landmark: 'Opposite the mosque',
      note: 'Ring twice',
    });
    expect(chosen.status).toBe(200);
    return slot;
  }

  it('refuses an order, and a payment, without a choice or once its slot was ordered', async () => {
    const { token } = await shopper();
    const missing = {
      detail: DELIVERY_ERROR_DETAILS.choiceMissing,
      code: DELIVERY_ERROR_CODES.choiceMissing,
    };
    expect(await place(token)).toEqual({ status: 400, body: missing });
    expect(await initialize(token)).toEqual({ status: 400, body: missing });
    expect((await cart(token)).body).toMatchObject({ delivery: null, delivery_fee: 0, minimum_missing: 0 });
  });

  it("charges the area's fee, and refuses a cart below its minimum until it is met (after the discount)", async () => {
    await addTestDelivery(app());
    const { token, product } = await shopper(1);
    const p = product.price_kobo;
    const area = await newArea({ feeKobo: 150_000, minOrderKobo: 3 * p });
    await chooseDelivery(token, area, TEST_DELIVERY.windowId);

    const below = (await cart(token)).body;
    expect(below.delivery_fee).toBe(1500);
    expect(below.total).toBeCloseTo(below.subtotal - below.discount + 1500, 2);
    const missingKobo = 3 * p - Math.round((below.subtotal - below.discount) * 100);
    expect(below.minimum_missing).toBeCloseTo(missingKobo / 100, 2);
    expect(await place(token)).toEqual({
      status: 400,
      body: {
        detail: belowMinimumDetail(app().shop.formatMoney(missingKobo / 100), area.name),
        code: DELIVERY_ERROR_CODES.belowMinimum,
      },
    });
    expect((await initialize(token)).body.code).toBe(DELIVERY_ERROR_CODES.belowMinimum);

    await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product.id, quantity: 4 } });
    const above = (await cart(token)).body;
    expect(above.minimum_missing).toBe(0);
    const { status, body } = await place(token);
    expect(status).toBe(201);
    // The first-order discount is a share of the goods only; the fee is added whole.
    expect(body.subtotal).toBe((5 * p) / 100);
    expect(body.discount).toBe(above.discount);
    expect(body.total_price).toBeCloseTo(body.subtotal - body.discount + 1500, 2);
    expect(body.total_price).toBe(above.total);
    expect(body.delivery).toMatchObject({
      address: '7 Market Street',
      city: area.name,
      method: 'delivery',
      area: { id: area.id, name: area.name, council: 'Kuje' },
      slot: { label: expect.stringMatching(/, 8:00–18:00$/) },
      landmark: 'Opposite the mosque',
      note: 'Ring twice',
      fee: 1500,
    });
  });

  it('collects at the farm without a fee or minimum, at the pickup point', async () => {
    const { token, email } = await shopper(1);
    const pickupWindow = await app()
      .db.selectFrom('delivery_windows')
      .where('method', '=', 'pickup')
      .select('id')
      .executeTakeFirstOrThrow();
    const slot = await lastSlot('method=pickup', pickupWindow.id);
    expect((await choose(token, { method: 'pickup', slot: slot.id })).status).toBe(200);
    const page = (await cart(token)).body;
    expect(page).toMatchObject({ delivery_fee: 0, minimum_missing: 0 });
    expect(page.total).toBe(page.subtotal - page.discount);

    const { status, body } = await place(token);
    expect(status).toBe(201);
    expect(body.total_price).toBe(body.subtotal - body.discount);
    const address = 'Kuje Green Farms, Km 3 Kuje–Gwagwalada Road, Kuje, FCT';
    expect(body.delivery).toEqual({
      name: 'Ada Obi',
      phone: '+2348021234567',
      address,
      city: '',
      method: 'pickup',
      area: null,
      slot: { date: slot.date, starts_at: slot.starts_at, ends_at: slot.ends_at, label: slot.label },
      landmark: '',
      note: '',
      fee: 0,
    });
    const [confirmation] = (await messagesTo(app(), email)).filter((message) =>
      message.subject.includes(' order #'),
    );
    expect(confirmation?.text).toContain(`Collect at the farm: ${address}, ${slot.label}`);
  });

  it('remembers the choice for the next order, without its slot', async () => {
    await addTestDelivery(app());
    const { token, product } = await shopper(1);
    const area = await newArea();
    await chooseDelivery(token, area, TEST_DELIVERY.windowId);
    expect((await place(token)).status).toBe(201);

    await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product.id, quantity: 1 } });
    expect((await cart(token)).body.delivery).toEqual({
      method: 'delivery',
      area: expect.objectContaining({ id: area.id }),
      slot: null,
      address: '7 Market Street',
      landmark: 'Opposite the mosque',
      note: 'Ring twice',
    });
    expect((await place(token)).body.code).toBe(DELIVERY_ERROR_CODES.choiceMissing);
  });

  it("gives a slot's last place to exactly one of five shoppers placing at once", async () => {
    const windowId = await newWindow(1);
    const area = await newArea();
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => shopper(1)));
    let slot: DeliverySlot | undefined;
    for (const { token } of shoppers) slot = await chooseDelivery(token, area, windowId);

    const results = await Promise.all(shoppers.map(({ token }) => place(token)));
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of results.filter((result) => result.status === 409)) {
      expect(refused.body).toEqual({
        detail: DELIVERY_ERROR_DETAILS.slotUnavailable,
        code: DELIVERY_ERROR_CODES.slotUnavailable,
      });
    }
    // Full: still listed, with no place left; a sixth shopper cannot choose it.
    expect((await slotNow(`method=delivery&area=${area.id}`, slot?.id ?? ''))?.available).toBe(0);
    const sixth = await shopper(1);
    expect(
      (await choose(sixth.token, { method: 'delivery', area: area.id, slot: slot?.id, address: 'x' })).status,
    ).toBe(409);
  });

  it("holds a Pay Now payment's place in its slot until its hold runs out", async () => {
    const windowId = await newWindow(1);
    const area = await newArea({ feeKobo: 50_000 });
    const first = await shopper(1);
    const slot = await chooseDelivery(first.token, area, windowId);
    const before = (await cart(first.token)).body;
    const init = await initialize(first.token);
    expect(init.status).toBe(200);
    expect(init.body.amount).toBe(before.total);

    const payment = await app()
      .db.selectFrom('payments')
      .where('reference', '=', init.body.reference)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      delivery_method: 'delivery',
      delivery_area_id: area.id,
      delivery_window_id: windowId,
      delivery_date: slot.date,
      delivery_address: '7 Market Street',
    });
    expect(Number(payment.delivery_fee_kobo)).toBe(50_000);
    const heldFor = Date.parse(String(payment.slot_held_until)) - Date.now();
    expect(heldFor).toBeGreaterThan(40 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(45 * 60_000);

    // Held: the slot is full for everyone else (its payer may initialize again).
    expect((await slotNow(`method=delivery&area=${area.id}`, slot.id))?.available).toBe(0);
    const second = await shopper(1);
    const body = { method: 'delivery', area: area.id, slot: slot.id, address: '1 Road' };
    expect((await choose(second.token, body)).status).toBe(409);
    expect((await initialize(first.token)).status).toBe(200);

    // The hold ran out: the place is free again.
    await app()
      .db.updateTable('payments')
      .set({ slot_held_until: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', first.userId)
      .execute();
    expect((await slotNow(`method=delivery&area=${area.id}`, slot.id))?.available).toBe(1);
    expect((await choose(second.token, body)).status).toBe(200);
  });

  it("places the webhook's order with the plan the payment was opened with, not the cart's now", async () => {
    await addTestDelivery(app());
    const area = await newArea({ feeKobo: 120_000 });
    const { token, userId } = await shopper(2);
    const slot = await chooseDelivery(token, area, TEST_DELIVERY.windowId);
    const init = await initialize(token);
    expect(init.status).toBe(200);
    // The shopper changes their mind after paying: the money paid for the delivery.
    const pickupWindow = await app()
      .db.selectFrom('delivery_windows')
      .where('method', '=', 'pickup')
      .select('id')
      .executeTakeFirstOrThrow();
    await choose(token, { method: 'pickup', slot: (await lastSlot('method=pickup', pickupWindow.id)).id });

    const settled = await settlePaidPayment(app().db, {
      provider: 'sandbox',
      eventId: `evt-${init.body.reference}`,
      reference: init.body.reference,
      verified: {
        reference: init.body.reference,
        status: 'success',
        amountKobo: Math.round(init.body.amount * 100),
        currency: app().shop.currency,
      },
    });
    expect(settled.outcome).toBe('placed');
    const [order] = (await callApi<{ results: Order[] }>(app(), 'GET', ORDER_PATHS.orders, { token })).body
      .results;
    expect(order?.total_price).toBe(init.body.amount);
    expect(order?.total_price).toBeCloseTo((order?.subtotal ?? 0) - (order?.discount ?? 0) + 1200, 2);
    expect(order?.delivery).toMatchObject({
      address: '7 Market Street',
      city: area.name,
      method: 'delivery',
      area: { id: area.id, name: area.name },
      slot: { date: slot.date, label: slot.label },
      fee: 1200,
    });
    // The cart keeps its (pickup) choice, its slot spent.
    const choice = await app()
      .db.selectFrom('cart_deliveries')
      .where('user_id', '=', userId)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(choice).toMatchObject({ method: 'pickup', window_id: null, slot_date: null });
  });

  it('refunds the whole total, delivery fee included, when the farm cancels a paid order', async () => {
    await addTestDelivery(app());
    const area = await newArea({ feeKobo: 200_000 });
    const { token } = await shopper(1);
    await chooseDelivery(token, area, TEST_DELIVERY.windowId);
    const init = await initialize(token);
    await callApi(app(), 'POST', `payments/sandbox/${init.body.reference}/`, {
      token,
      body: { outcome: 'success' },
    });
    const placed = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'pay_now', reference: init.body.reference },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.delivery?.fee).toBe(2000);
    expect(placed.body.total_price).toBe(init.body.amount);

    const owner = await accountWithRole(app(), 'owner');
    const cancelled = await callAdmin<AdminOrder>(app(), 'POST', `orders/${placed.body.id}/cancel/`, {
      token: owner.token,
      body: { reason: 'The road is flooded' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunded_amount).toBe(placed.body.total_price);
    expect(cancelled.body.delivery).toMatchObject({ fee: 2000, method: 'delivery' });
  });

  describe('the e-mails', () => {
    it('say how and when the order comes, and its fee', async () => {
      await addTestDelivery(app());
      const area = await newArea({ feeKobo: 300_000 });
      const { token, email } = await shopper(1);
      const slot = await chooseDelivery(token, area, TEST_DELIVERY.windowId);
      const { body: order } = await place(token);
      const [confirmation] = (await messagesTo(app(), email)).filter((message) =>
        message.subject.includes(' order #'),
      );
      expect(confirmation?.text).toContain(
        `Delivery to ${area.name}, ${slot.label}: ${app().shop.formatMoney(3000)}`,
      );
      expect(confirmation?.text).toContain(`Delivery fee: ${app().shop.formatMoney(3000)}`);

      const owner = await accountWithRole(app(), 'owner');
      const moved = await callAdmin(app(), 'POST', `orders/${order.id}/stage/`, {
        token: owner.token,
        body: { stage: 'confirmed', from: 'placed' },
      });
      expect(moved.status).toBe(200);
      const confirmed = (await messagesTo(app(), email)).find((message) =>
        message.subject.endsWith('is confirmed'),
      );
      expect(confirmed?.text).toContain(`Delivery to ${area.name}, ${slot.label}`);
    });
  });
});
