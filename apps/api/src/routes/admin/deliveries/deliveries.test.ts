import {
  ADMIN_CASH_REPORT_PATH,
  ADMIN_DELIVERY_PATHS,
  ADMIN_ORDER_PATHS,
  ADMIN_RIDER_PATHS,
  type AdminDashboard,
  type AdminOrder,
  type CashReport,
  type DeliverySheet,
  type DeliveryStop,
  type DeliveryWindow,
  type OrderStage,
  type RiderList,
  type RiderRound,
} from '@farmkit/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../db/shop-days.js';
import { UNLIMITED } from '../../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { insertOrders } from '../../../test/report-orders.js';
import { accountWithRole, auditRows, callAdmin, type TestAccount } from '../../../test/staff.js';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

describeEachDialect('admin: riders and their rounds', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let owner: TestAccount;
  let manager: TestAccount;
  let packer: TestAccount;
  let rider: TestAccount;
  let otherRider: TestAccount;
  let shopperId = 0;
  let today = '';
  let morning = 0;
  let afternoon = 0;

  beforeAll(async () => {
    owner = await accountWithRole(app(), 'owner');
    manager = await accountWithRole(app(), 'manager');
    packer = await accountWithRole(app(), 'packer');
    rider = await accountWithRole(app(), 'rider');
    otherRider = await accountWithRole(app(), 'rider');
    shopperId = (await accountWithRole(app(), null)).id;
    today = app().shop.days.dayOf(new Date());
    const windowOf = async (starts: string, ends: string) =>
      (
        await callAdmin<DeliveryWindow>(app(), 'POST', ADMIN_DELIVERY_PATHS.windows, {
          token: owner.token,
          body: {
            method: 'delivery',
            starts,
            ends,
            weekdays: EVERY_DAY,
            capacity: 5,
            cutoff_days_before: 0,
            cutoff_time: '06:00',
            active: true,
          },
        })
      ).body.id;
    morning = await windowOf('09:00', '13:00');
    afternoon = await windowOf('14:00', '18:00');
  });

  interface Planned {
    stage?: OrderStage;
    total?: number;
    paymentMethod?: 'on_delivery' | 'pay_now';
    paid?: boolean;
    date?: string;
    window?: number;
    area?: { name: string; council: string };
    method?: 'delivery' | 'pickup';
    riderId?: number;
  }

  /** A delivery order straight in the database, with its plan (area, slot, landmark, note) and one item. */
  async function plannedOrder(plan: Planned = {}): Promise<number> {
    const [id = 0] = await insertOrders(app(), [
      {
        userId: shopperId,
        total: plan.total ?? 5000,
        createdAt: new Date(),
        stage: plan.stage ?? 'confirmed',
        paymentMethod: plan.paymentMethod ?? 'on_delivery',
        paid: plan.paid ?? false,
        items: [{ productId: null, name: 'Ugu leaves', price: 2500, quantity: 2 }],
        delivery: { name: 'Ada Obi', phone: '0803 123 4567', address: '12 Palm Grove', city: 'Abuja' },
      },
    ]);
    const date = plan.date ?? today;
    const window = plan.window ?? morning;
    const starts = window === morning ? '08:00' : '13:00';
    const area = plan.area ?? { name: 'Gwarinpa', council: 'AMAC' };
    const areaRow = await app()
      .db.selectFrom('delivery_areas')
      .select('id')
      .where('name', '=', area.name)
      .executeTakeFirst();
    await app()
      .db.updateTable('orders')
      .set({
        delivery_method: plan.method ?? 'delivery',
        delivery_area_id: areaRow?.id ?? null,
        delivery_area_name: area.name,
        delivery_council: area.council,
        delivery_window_id: window,
        delivery_date: date,
        delivery_starts_at: `${date}T${starts}:00.000Z`,
        delivery_ends_at: `${date}T${starts}:00.000Z`,
        delivery_landmark: 'Opposite the mosque',
        delivery_note: 'Call at the gate',
        ...(plan.riderId === undefined ? {} : { rider_id: plan.riderId, rider_name: 'Set by the test' }),
      })
      .where('id', '=', id)
      .execute();
    return id;
  }

  describe('giving an order to a rider', () => {
    it('lists the riders to whoever gives orders to them: the staff with the rider role only', async () => {
      const listed = await callAdmin<RiderList>(app(), 'GET', ADMIN_RIDER_PATHS.riders, {
        token: manager.token,
      });

      expect(listed.status).toBe(200);
      const ids = listed.body.results.map((listedRider) => listedRider.id);
      expect(ids).toEqual(expect.arrayContaining([rider.id, otherRider.id]));
      expect(ids).not.toContain(owner.id);
      expect(ids).not.toContain(packer.id);
      expect(listed.body.results.find((listedRider) => listedRider.id === rider.id)?.name).not.toBe('');
      const names = listed.body.results.map((listedRider) => listedRider.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it('gives a delivery order to a rider, audited, and shows them on the order', async () => {
      const orderId = await plannedOrder();
      const given = await callAdmin<AdminOrder>(app(), 'PUT', ADMIN_RIDER_PATHS.orderRider(orderId), {
        token: manager.token,
        body: { rider: rider.id },
      });

      expect(given.status).toBe(200);
      expect(given.body.rider).toEqual({ id: rider.id, name: expect.any(String) });
      const entry = (await auditRows(app())).at(-1);
      expect(entry).toMatchObject({
        action: 'order.rider',
        entity_type: 'order',
        entity_id: String(orderId),
      });
      expect(JSON.parse(String(entry?.after))).toMatchObject({ rider_id: rider.id });

      const taken = await callAdmin<AdminOrder>(app(), 'PUT', ADMIN_RIDER_PATHS.orderRider(orderId), {
        token: owner.token,
        body: { rider: null },
      });
      expect(taken.body.rider).toBeNull();
    });

    it('refuses an account without the rider role (400 not_a_rider), and orders no rider takes (409)', async () => {
      const orderId = await plannedOrder();
      const packerGiven = await callAdmin<{ code: string }>(
        app(),
        'PUT',
        ADMIN_RIDER_PATHS.orderRider(orderId),
        {
          token: owner.token,
          body: { rider: packer.id },
        },
      );
      expect(packerGiven.status).toBe(400);
      expect(packerGiven.body.code).toBe('not_a_rider');

      for (const plan of [{ method: 'pickup' }, { stage: 'delivered' }, { stage: 'cancelled' }] as const) {
        const refused = await callAdmin<{ code: string }>(
          app(),
          'PUT',
          ADMIN_RIDER_PATHS.orderRider(await plannedOrder(plan)),
          { token: owner.token, body: { rider: rider.id } },
        );
        expect(refused.status, JSON.stringify(plan)).toBe(409);
        expect(refused.body.code).toBe('not_deliverable');
      }
      const missing = await callAdmin(app(), 'PUT', ADMIN_RIDER_PATHS.orderRider(999999), {
        token: owner.token,
        body: { rider: rider.id },
      });
      expect(missing.status).toBe(404);
    });

    it('gives every open delivery order of a slot (and area) at once', async () => {
      const date = addDays(today, 3);
      const inSlot = [await plannedOrder({ date }), await plannedOrder({ date, stage: 'placed' })];
      const elsewhere = await plannedOrder({ date, area: { name: 'Kuje town', council: 'Kuje' } });
      const notIn = [
        await plannedOrder({ date, stage: 'delivered' }),
        await plannedOrder({ date, window: afternoon }),
        await plannedOrder({ date: addDays(date, 1) }),
      ];
      const gwarinpa = await app()
        .db.selectFrom('delivery_areas')
        .select('id')
        .where('name', '=', 'Gwarinpa')
        .executeTakeFirstOrThrow();

      const byArea = await callAdmin<{ orders: number[] }>(app(), 'POST', ADMIN_RIDER_PATHS.assign, {
        token: manager.token,
        body: { rider: rider.id, date, window: morning, area: gwarinpa.id },
      });
      expect(byArea).toEqual({ status: 200, body: { orders: inSlot } });

      const whole = await callAdmin<{ orders: number[] }>(app(), 'POST', ADMIN_RIDER_PATHS.assign, {
        token: manager.token,
        body: { rider: otherRider.id, date, window: morning },
      });
      expect(whole.body.orders).toEqual([...inSlot, elsewhere].sort((a, b) => a - b));
      const riders = await app()
        .db.selectFrom('orders')
        .select('rider_id')
        .where('id', 'in', notIn)
        .execute();
      expect(riders.every((row) => row.rider_id === null)).toBe(true);
    });
  });

  describe("the rider's round", () => {
    it('answers only the orders given to the caller, in route order, with what the door needs', async () => {
      const date = addDays(today, 5);
      const kuje = await plannedOrder({
        date,
        area: { name: 'Kuje town', council: 'Kuje' },
        riderId: rider.id,
      });
      const afternoonAmac = await plannedOrder({ date, window: afternoon, riderId: rider.id });
      const morningAmac = await plannedOrder({ date, riderId: rider.id });
      await plannedOrder({ date, riderId: otherRider.id });
      await plannedOrder({ date });
      await plannedOrder({ date, riderId: rider.id, stage: 'cancelled' });

      const round = await callAdmin<RiderRound>(app(), 'GET', `${ADMIN_RIDER_PATHS.mine}?date=${date}`, {
        token: rider.token,
      });

      expect(round.status).toBe(200);
      expect(round.body.results.map((stop) => stop.id)).toEqual([morningAmac, afternoonAmac, kuje]);
      expect(round.body.results[0]).toMatchObject({
        stage: 'confirmed',
        customer: { name: 'Ada Obi', phone: '0803 123 4567' },
        address: '12 Palm Grove',
        landmark: 'Opposite the mosque',
        note: 'Call at the gate',
        area: { name: 'Gwarinpa', council: 'AMAC' },
        items: [{ name: 'Ugu leaves', quantity: 2 }],
        cash_to_collect: 5000,
        cash_received: null,
      });
      const other = await callAdmin<RiderRound>(app(), 'GET', `${ADMIN_RIDER_PATHS.mine}?date=${date}`, {
        token: otherRider.token,
      });
      expect(other.body.results).toHaveLength(1);
    });

    it("is today's round when no day is given", async () => {
      const orderId = await plannedOrder({ riderId: otherRider.id });
      const round = await callAdmin<RiderRound>(app(), 'GET', ADMIN_RIDER_PATHS.mine, {
        token: otherRider.token,
      });

      expect(round.body.date).toBe(today);
      expect(round.body.results.map((stop) => stop.id)).toContain(orderId);
    });

    it('hands over an order of theirs with the cash due: delivered and paid', async () => {
      const orderId = await plannedOrder({ stage: 'out_for_delivery', riderId: rider.id, total: 7500.5 });
      const handed = await callAdmin<DeliveryStop>(app(), 'POST', ADMIN_RIDER_PATHS.delivered(orderId), {
        token: rider.token,
        body: { cash_received: 7500.5 },
      });

      expect(handed.status).toBe(200);
      expect(handed.body).toMatchObject({ stage: 'delivered', cash_received: 7500.5, cash_to_collect: 0 });
      const order = await callAdmin<AdminOrder>(app(), 'GET', ADMIN_ORDER_PATHS.order(orderId).slice(6), {
        token: manager.token,
      });
      expect(order.body).toMatchObject({ stage: 'delivered', paid: true, cash_received: { amount: 7500.5 } });
    });

    it("refuses another rider's order (404), any other move (403 / 409), and a wrong amount", async () => {
      const mine = await plannedOrder({ stage: 'out_for_delivery', riderId: rider.id });
      const notOut = await plannedOrder({ stage: 'confirmed', riderId: rider.id });

      const theirs = await callAdmin(app(), 'POST', ADMIN_RIDER_PATHS.delivered(mine), {
        token: otherRider.token,
        body: { cash_received: 5000 },
      });
      expect(theirs.status).toBe(404);
      const stageCall = await callAdmin(app(), 'POST', ADMIN_ORDER_PATHS.stage(notOut).slice(6), {
        token: rider.token,
        body: { stage: 'out_for_delivery', from: 'confirmed' },
      });
      expect(stageCall.status).toBe(403);
      const readCall = await callAdmin(app(), 'GET', ADMIN_ORDER_PATHS.order(mine).slice(6), {
        token: rider.token,
      });
      expect(readCall.status).toBe(403);
      const early = await callAdmin<{ code: string }>(app(), 'POST', ADMIN_RIDER_PATHS.delivered(notOut), {
        token: rider.token,
        body: { cash_received: 5000 },
      });
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('order_moved');

      const noCash = await callAdmin<{ code: string }>(app(), 'POST', ADMIN_RIDER_PATHS.delivered(mine), {
        token: rider.token,
        body: {},
      });
      expect(noCash.body.code).toBe('cash_received_required');
      const more = await callAdmin<{ code: string }>(app(), 'POST', ADMIN_RIDER_PATHS.delivered(mine), {
        token: rider.token,
        body: { cash_received: 6000 },
      });
      expect(more.body.code).toBe('cash_amount_mismatch');
      const lessWithoutNote = await callAdmin<{ code: string; detail: string }>(
        app(),
        'POST',
        ADMIN_RIDER_PATHS.delivered(mine),
        { token: rider.token, body: { cash_received: 4000 } },
      );
      expect(lessWithoutNote.status).toBe(400);
      expect(lessWithoutNote.body.code).toBe('short_note_required');
      const stage = await app()
        .db.selectFrom('orders')
        .select('stage')
        .where('id', '=', mine)
        .executeTakeFirst();
      expect(stage?.stage).toBe('out_for_delivery');
    });

    it('keeps the rule for the staff: a short amount on the stage call is still cash_amount_mismatch', async () => {
      const orderId = await plannedOrder({ stage: 'out_for_delivery' });
      const refused = await callAdmin<{ code: string }>(
        app(),
        'POST',
        ADMIN_ORDER_PATHS.stage(orderId).slice(6),
        {
          token: manager.token,
          body: { stage: 'delivered', from: 'out_for_delivery', cash_received: 10 },
        },
      );

      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('cash_amount_mismatch');
    });
  });

  describe('the end of the day', () => {
    it("flags a short payment and an order still out on the rider's cash", async () => {
      const date = addDays(today, 6);
      // Paid in full at the door, short with a note, still out, paid online, and cancelled.
      const full = await plannedOrder({ date, stage: 'out_for_delivery', riderId: rider.id, total: 3000 });
      const short = await plannedOrder({ date, stage: 'out_for_delivery', riderId: rider.id, total: 5000 });
      const out = await plannedOrder({ date, stage: 'out_for_delivery', riderId: rider.id, total: 2000 });
      await plannedOrder({
        date,
        stage: 'out_for_delivery',
        riderId: rider.id,
        paymentMethod: 'pay_now',
        paid: true,
      });
      await plannedOrder({ date, stage: 'cancelled', riderId: rider.id });
      await plannedOrder({ date, stage: 'confirmed', riderId: otherRider.id, total: 900 });
      for (const [orderId, body] of [
        [full, { cash_received: 3000 }],
        [short, { cash_received: 4500, short_note: 'Customer had only ₦4,500; will pay the rest Monday' }],
      ] as const) {
        const handed = await callAdmin(app(), 'POST', ADMIN_RIDER_PATHS.delivered(orderId), {
          token: rider.token,
          body,
        });
        expect(handed.status, JSON.stringify(handed.body)).toBe(200);
      }
      const shortRow = await app()
        .db.selectFrom('orders')
        .select(['paid', 'stage', 'cash_received_kobo', 'cash_short_note'])
        .where('id', '=', short)
        .executeTakeFirstOrThrow();
      expect({
        ...shortRow,
        paid: Boolean(shortRow.paid),
        cash_received_kobo: Number(shortRow.cash_received_kobo),
      }).toEqual({
        paid: false,
        stage: 'delivered',
        cash_received_kobo: 450000,
        cash_short_note: 'Customer had only ₦4,500; will pay the rest Monday',
      });
      const audited = (await auditRows(app())).filter((row) => row.entity_id === String(short)).at(-1);
      expect(JSON.parse(String(audited?.after))).toMatchObject({
        cash_received: 4500,
        cash_short_note: 'Customer had only ₦4,500; will pay the rest Monday',
      });

      const report = await callAdmin<CashReport>(
        app(),
        'GET',
        `${ADMIN_CASH_REPORT_PATH.slice(6)}?date=${date}`,
        {
          token: manager.token,
        },
      );

      expect(report.status).toBe(200);
      const mine = report.body.riders.find((entry) => entry.rider.id === rider.id);
      expect(mine).toEqual({
        rider: { id: rider.id, name: 'Set by the test' },
        orders_assigned: 4,
        cash_expected: 10000,
        cash_collected: 7500,
        difference: -2500,
        differences: [
          {
            id: short,
            stage: 'delivered',
            expected: 5000,
            collected: 4500,
            difference: -500,
            short_note: 'Customer had only ₦4,500; will pay the rest Monday',
            settled: null,
          },
          {
            id: out,
            stage: 'out_for_delivery',
            expected: 2000,
            collected: 0,
            difference: -2000,
            short_note: null,
            settled: null,
          },
        ],
      });
      const theirs = report.body.riders.find((entry) => entry.rider.id === otherRider.id);
      expect(theirs).toMatchObject({ orders_assigned: 1, cash_expected: 0, differences: [] });
    });

    it('settles what a customer still owed after the door: the order is paid, the rider’s day stays as it was', async () => {
      const date = addDays(today, 7);
      const orderId = await plannedOrder({ date, stage: 'out_for_delivery', riderId: rider.id, total: 5000 });
      const note = 'Had only ₦4,700';
      expect(
        (
          await callAdmin(app(), 'POST', ADMIN_RIDER_PATHS.delivered(orderId), {
            token: rider.token,
            body: { cash_received: 4700, short_note: note },
          })
        ).status,
      ).toBe(200);
      const orderPath = ADMIN_ORDER_PATHS.order(orderId).slice(6);
      const short = await callAdmin<AdminOrder>(app(), 'GET', orderPath, { token: manager.token });
      expect(short.body).toMatchObject({
        paid: false,
        payment_status: 'part_paid',
        cash_received: { amount: 4700, short: { amount: 300, note, settled: null } },
      });

      // Only the amount still owed, only by those who give orders to riders.
      const settle = (token: string, body: object) =>
        callAdmin<AdminOrder & { code: string; detail: string }>(
          app(),
          'POST',
          ADMIN_RIDER_PATHS.settle(orderId),
          { token, body },
        );
      const wrong = await settle(manager.token, { amount: 200 });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('settle_amount_mismatch');
      expect(wrong.body.detail).toContain('₦300');
      expect((await settle(rider.token, { amount: 300 })).status).toBe(403);
      expect((await settle(packer.token, { amount: 300 })).status).toBe(403);

      const settled = await settle(manager.token, { amount: 300, note: ' Transfer to the farm’s account ' });
      expect(settled.status).toBe(200);
      expect(settled.body).toMatchObject({
        stage: 'delivered',
        paid: true,
        payment_status: 'paid',
        cash_received: {
          amount: 4700,
          short: {
            amount: 300,
            note,
            settled: {
              amount: 300,
              at: expect.any(String),
              by: { id: manager.id, name: expect.any(String) },
              note: 'Transfer to the farm’s account',
            },
          },
        },
      });
      const entry = (await auditRows(app())).at(-1);
      expect(entry).toMatchObject({
        action: 'order.settle',
        actor_id: manager.id,
        entity_id: String(orderId),
      });

      // Once is enough; an order paid in full, or not delivered, has nothing to settle; nor has a missing one.
      const again = await settle(owner.token, { amount: 300 });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('nothing_to_settle');
      const open = await plannedOrder({ date, stage: 'confirmed' });
      const notDelivered = await callAdmin<{ code: string }>(app(), 'POST', ADMIN_RIDER_PATHS.settle(open), {
        token: owner.token,
        body: { amount: 5000 },
      });
      expect(notDelivered.body.code).toBe('nothing_to_settle');
      const missing = await callAdmin(app(), 'POST', ADMIN_RIDER_PATHS.settle(999999), {
        token: owner.token,
        body: { amount: 1 },
      });
      expect(missing.status).toBe(404);

      // The cash report keeps what the rider brought back that day, and says the rest came.
      const report = await callAdmin<CashReport>(
        app(),
        'GET',
        `${ADMIN_CASH_REPORT_PATH.slice(6)}?date=${date}`,
        { token: manager.token },
      );
      const mine = report.body.riders.find((line) => line.rider.id === rider.id);
      expect(mine).toMatchObject({ cash_expected: 5000, cash_collected: 4700, difference: -300 });
      expect(mine?.differences).toEqual([
        expect.objectContaining({ id: orderId, difference: -300, short_note: note, settled: 300 }),
      ]);
    });
  });

  describe('the sheet and the dashboard', () => {
    it("groups a day's delivery orders by slot, then area, with address, landmark and note", async () => {
      const date = addDays(today, 2);
      const late = await plannedOrder({ date, window: afternoon });
      const kuje = await plannedOrder({ date, area: { name: 'Kuje town', council: 'Kuje' } });
      const amac = await plannedOrder({ date });
      const amacToo = await plannedOrder({ date });
      await plannedOrder({ date, method: 'pickup' });

      const sheet = await callAdmin<DeliverySheet>(app(), 'GET', `${ADMIN_RIDER_PATHS.sheet}?date=${date}`, {
        token: packer.token,
      });

      expect(sheet.status).toBe(200);
      expect(
        sheet.body.groups.map((group) => [
          group.slot?.window_id,
          group.area?.name,
          group.orders.map((o) => o.id),
        ]),
      ).toEqual([
        [morning, 'Gwarinpa', [amac, amacToo]],
        [morning, 'Kuje town', [kuje]],
        [afternoon, 'Gwarinpa', [late]],
      ]);
      expect(sheet.body.groups[0]?.orders[0]).toMatchObject({
        address: '12 Palm Grove',
        landmark: 'Opposite the mosque',
        note: 'Call at the gate',
      });
    });

    it("shows today's and tomorrow's slots, orders booked against capacity", async () => {
      const tomorrow = addDays(today, 1);
      await plannedOrder({ date: tomorrow });
      await plannedOrder({ date: tomorrow });
      await plannedOrder({ date: tomorrow, stage: 'cancelled' });
      await app()
        .db.updateTable('delivery_windows')
        .set({ active: sql<boolean>`false` })
        .where('id', '=', afternoon)
        .execute();

      const dashboard = await callAdmin<AdminDashboard>(app(), 'GET', 'dashboard/', { token: owner.token });

      expect(dashboard.body.deliveries?.tomorrow.date).toBe(tomorrow);
      const slots = dashboard.body.deliveries?.tomorrow.slots ?? [];
      expect(slots.find((slot) => slot.window_id === morning)).toEqual({
        window_id: morning,
        method: 'delivery',
        starts: '09:00',
        ends: '13:00',
        booked: 2,
        capacity: 5,
      });
      expect(slots.some((slot) => slot.window_id === afternoon)).toBe(false);
      expect(dashboard.body.deliveries?.today.date).toBe(today);
    });
  });
});
