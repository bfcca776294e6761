import { type AdminDashboard, DASHBOARD_DAYS } from '@farmkit/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, shopDays } from '../../../db/shop-days.js';
import { dashboardAt } from '../../../reports/dashboard.repository.js';
import { signUpReadyToOrder, UNLIMITED } from '../../../test/accounts.js';
import { someProducts } from '../../../test/api.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { insertOrders } from '../../../test/report-orders.js';
import { accountWithRole, callAdmin } from '../../../test/staff.js';

const HOUR = 60 * 60_000;
const lagos = shopDays('Africa/Lagos');

describe('shop days (Africa/Lagos, UTC+1)', () => {
  it('starts a day at 23:00 UTC the day before', () => {
    expect(lagos.dayOf(new Date('2026-03-10T22:59:59.999Z'))).toBe('2026-03-10');
    expect(lagos.dayOf(new Date('2026-03-10T23:00:00Z'))).toBe('2026-03-11');
    expect(lagos.dayStart('2026-03-11').toISOString()).toBe('2026-03-10T23:00:00.000Z');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describeEachDialect('admin dashboard: figures', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  const today = lagos.dayOf(new Date());
  /** Noon (Lagos) of the day `daysAgo` before today. */
  const noon = (daysAgo: number) => new Date(lagos.dayStart(addDays(today, -daysAgo)).getTime() + 12 * HOUR);
  let owner = '';
  let manager = '';
  let productIds: number[] = [];
  let productNames: string[] = [];

  beforeAll(async () => {
    owner = (await accountWithRole(app(), 'owner')).token;
    manager = (await accountWithRole(app(), 'manager')).token;
    const shopper = await signUpReadyToOrder(app());
    const userId = shopper.user.id;
    const products = await someProducts(app(), 5);
    productIds = products.map((product) => product.id);
    productNames = products.map((product) => product.name);
    const [p1 = 0, p2 = 0, p3 = 0, p4 = 0] = productIds;
    const todayStart = lagos.dayStart(today);
    await insertOrders(app(), [
      // Today, one minute after Lagos midnight, and at Lagos midnight itself.
      {
        userId,
        total: 1000.5,
        createdAt: new Date(todayStart.getTime() + 60_000),
        items: [{ productId: p1, name: 'Goat', price: 250, quantity: 2 }],
      },
      {
        userId,
        total: 200,
        createdAt: todayStart,
        stage: 'confirmed',
        items: [{ productId: p2, name: 'Eggs', price: 40, quantity: 5 }],
      },
      // A second before Lagos midnight (22:59:59 UTC): yesterday.
      {
        userId,
        total: 300,
        createdAt: new Date(todayStart.getTime() - 1000),
        stage: 'out_for_delivery',
        items: [{ productId: p1, name: 'Goat (old name)', price: 100, quantity: 1 }],
      },
      {
        userId,
        total: 400,
        createdAt: noon(6),
        stage: 'out_for_delivery',
        paymentMethod: 'pay_now',
        paid: true,
        items: [{ productId: p3, name: 'Honey', price: 400, quantity: 1 }],
      },
      // Outside the 7 days, inside the 30.
      {
        userId,
        total: 500,
        createdAt: noon(7),
        stage: 'delivered',
        items: [{ productId: p2, name: 'Eggs', price: 5, quantity: 100 }],
      },
      { userId, total: 600, createdAt: noon(DASHBOARD_DAYS - 1), stage: 'delivered' },
      // Outside the 30 days.
      { userId, total: 700, createdAt: noon(DASHBOARD_DAYS), stage: 'delivered' },
      { userId, total: 50, createdAt: noon(40), stage: 'on_hold' },
      // Cancelled today: counts nowhere but nothing.
      {
        userId,
        total: 10_000,
        createdAt: new Date(todayStart.getTime() + 2 * 60_000),
        stage: 'cancelled',
        items: [{ productId: p3, name: 'Honey', price: 200, quantity: 50 }],
      },
    ]);
    await app()
      .db.updateTable('products')
      .set({ stock: 2, low_stock_threshold: 5 })
      .where('id', '=', p4)
      .execute();
    await app()
      .db.updateTable('products')
      .set({ stock: 3, low_stock_threshold: 3 })
      .where('id', '=', p3)
      .execute();
    // Low too, but unpublished: not on the list.
    await app()
      .db.updateTable('products')
      .set({ stock: 0, low_stock_threshold: 5, published: sql<boolean>`false` })
      .where('id', '=', productIds[4] ?? 0)
      .execute();
  });

  it('adds up sales today, over 7 and 30 days, leaving cancelled orders out, in Lagos days', async () => {
    const answer = await callAdmin<AdminDashboard>(app(), 'GET', 'dashboard/', { token: manager });

    expect(answer.status).toBe(200);
    const dashboard = answer.body;
    expect(dashboard.today).toBe(today);
    expect(dashboard.time_zone).toBe('Africa/Lagos');
    expect(dashboard.sales).toEqual({
      today: { total: 1200.5, count: 2 },
      last_7_days: { total: 1900.5, count: 4 },
      last_30_days: { total: 3000.5, count: 6 },
    });
  });

  it('gives 30 days of sales, oldest first, days without orders as 0', async () => {
    const { body } = await callAdmin<AdminDashboard>(app(), 'GET', 'dashboard/', { token: owner });
    const series = body.daily_sales;

    expect(series).toHaveLength(DASHBOARD_DAYS);
    expect(series.map((entry) => entry.date)).toEqual(
      Array.from({ length: DASHBOARD_DAYS }, (_, index) => addDays(today, index - (DASHBOARD_DAYS - 1))),
    );
    expect(series.at(-1)).toEqual({ date: today, total: 1200.5, count: 2 });
    expect(series.at(-2)).toEqual({ date: addDays(today, -1), total: 300, count: 1 });
    expect(series.at(-7)).toEqual({ date: addDays(today, -6), total: 400, count: 1 });
    expect(series.at(-8)).toEqual({ date: addDays(today, -7), total: 500, count: 1 });
    expect(series[0]).toEqual({ date: addDays(today, -(DASHBOARD_DAYS - 1)), total: 600, count: 1 });
    expect(series.at(-3)).toEqual({ date: addDays(today, -2), total: 0, count: 0 });
    expect(series.reduce((sum, entry) => sum + entry.count, 0)).toBe(body.sales.last_30_days.count);
  });

  it('counts the orders waiting at each stage and the cash to collect on delivery', async () => {
    const { body } = await callAdmin<AdminDashboard>(app(), 'GET', 'dashboard/', { token: owner });

    expect(body.waiting).toEqual({ placed: 1, confirmed: 1, out_for_delivery: 2, on_hold: 1 });
    // The pay-now order out for delivery is paid already.
    expect(body.cash_to_collect).toEqual({ total: 300, count: 1 });
  });

  it('lists the published products at or below their low-stock threshold, fewest first', async () => {
    const { body } = await callAdmin<AdminDashboard>(app(), 'GET', 'dashboard/', { token: owner });
    const [, , p3, p4] = productIds;

    expect(
      body.low_stock.map(({ id, stock, low_stock_threshold }) => ({ id, stock, low_stock_threshold })),
    ).toEqual([
      { id: p4, stock: 2, low_stock_threshold: 5 },
      { id: p3, stock: 3, low_stock_threshold: 3 },
    ]);
  });

  it('ranks the last 7 days’ products by units and by revenue, named as they are now', async () => {
    const { body } = await callAdmin<AdminDashboard>(app(), 'GET', 'dashboard/', { token: owner });
    const [p1, p2, p3] = productIds;
    const [n1, n2, n3] = productNames;

    expect(body.top_products.by_units).toEqual([
      { product_id: p2, name: n2, units: 5, revenue: 200 },
      { product_id: p1, name: n1, units: 3, revenue: 600 },
      { product_id: p3, name: n3, units: 1, revenue: 400 },
    ]);
    expect(body.top_products.by_revenue.map((product) => product.product_id)).toEqual([p1, p3, p2]);
  });
});

describeEachDialect('admin dashboard: around Lagos midnight', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  it('puts 22:59:59 UTC on the Lagos day it is, and 23:00 UTC on the next', async () => {
    const shopper = await signUpReadyToOrder(app());
    const userId = shopper.user.id;
    await insertOrders(app(), [
      { userId, total: 10, createdAt: new Date('2026-03-10T22:59:59Z') },
      { userId, total: 20, createdAt: new Date('2026-03-10T23:00:00Z') },
      { userId, total: 40, createdAt: new Date('2026-03-11T22:59:59Z') },
      { userId, total: 80, createdAt: new Date('2026-03-11T23:00:00Z') },
    ]);

    // 23:30 in Lagos on 11 March.
    const late = await dashboardAt(app().db, lagos, new Date('2026-03-11T22:30:00Z'));
    expect(late.today).toBe('2026-03-11');
    expect(late.sales.today).toEqual({ total: 60, count: 2 });
    expect(late.daily_sales.at(-2)).toEqual({ date: '2026-03-10', total: 10, count: 1 });
    expect(late.sales.last_7_days).toEqual({ total: 70, count: 3 });

    // 00:00 in Lagos on 12 March: a new day, the 80 only.
    const midnight = await dashboardAt(app().db, lagos, new Date('2026-03-11T23:00:00Z'));
    expect(midnight.today).toBe('2026-03-12');
    expect(midnight.sales.today).toEqual({ total: 80, count: 1 });
    expect(midnight.daily_sales.at(-2)).toEqual({ date: '2026-03-11', total: 60, count: 2 });
  });
});

describe('shop days in a time zone with daylight saving (Europe/London)', () => {
  const london = shopDays('Europe/London');

  it('starts each day at its own midnight, on either side of the clocks going forward', () => {
    expect(london.dayStart('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(london.dayStart('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(london.dayOf(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(london.dayOf(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });
});

describeEachDialect("admin dashboard: the shop's own time zone (SHOP_TIME_ZONE)", (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED, shop: { timeZone: 'Europe/London' } });

  it('counts each order on its day in that zone, across a change of the clocks', async () => {
    const shopper = await signUpReadyToOrder(app());
    const userId = shopper.user.id;
    await insertOrders(app(), [
      { userId, total: 10, createdAt: new Date('2026-03-28T23:30:00Z') },
      // 00:30 BST on 30 March: the clocks went forward in the night of the 29th.
      { userId, total: 20, createdAt: new Date('2026-03-29T23:30:00Z') },
      { userId, total: 40, createdAt: new Date('2026-03-30T12:00:00Z') },
    ]);

    const dashboard = await dashboardAt(app().db, app().shop.days, new Date('2026-03-31T12:00:00Z'));
    expect(dashboard.time_zone).toBe('Europe/London');
    const day = (date: string) => dashboard.daily_sales.find((entry) => entry.date === date);
    expect(day('2026-03-28')).toEqual({ date: '2026-03-28', total: 10, count: 1 });
    expect(day('2026-03-29')).toEqual({ date: '2026-03-29', total: 0, count: 0 });
    expect(day('2026-03-30')).toEqual({ date: '2026-03-30', total: 60, count: 2 });
  });

  it('filters the orders list by those days', async () => {
    const owner = (await accountWithRole(app(), 'owner')).token;
    const { body } = await callAdmin<{ count: number }>(
      app(),
      'GET',
      'orders/?from=2026-03-30&to=2026-03-30',
      {
        token: owner,
      },
    );
    expect(body.count).toBe(2);
  });
});

describeEachDialect('admin dashboard: top products after discounts', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  it('counts a product’s revenue after its order’s discount, as the sales do', async () => {
    const shopper = await signUpReadyToOrder(app());
    const [goat, eggs] = await someProducts(app(), 2);
    if (!goat || !eggs) throw new Error('the seed has products');
    const now = new Date();
    // A first order, 20% off: 1,000.00 of goods for 800.00. Another, 10.00 of eggs off 30.01: 20.01.
    await insertOrders(app(), [
      {
        userId: shopper.user.id,
        subtotal: 1000,
        discount: 200,
        total: 800,
        createdAt: new Date(now.getTime() - 60_000),
        items: [
          { productId: goat.id, name: goat.name, price: 600, quantity: 1 },
          { productId: eggs.id, name: eggs.name, price: 200, quantity: 2 },
        ],
      },
      {
        userId: shopper.user.id,
        subtotal: 30.01,
        discount: 10,
        total: 20.01,
        createdAt: new Date(now.getTime() - 30_000),
        items: [{ productId: eggs.id, name: eggs.name, price: 30.01, quantity: 1 }],
      },
    ]);

    const dashboard = await dashboardAt(app().db, lagos, now);
    expect(dashboard.top_products.by_revenue).toEqual([
      { product_id: goat.id, name: goat.name, units: 1, revenue: 480 },
      { product_id: eggs.id, name: eggs.name, units: 3, revenue: 340.01 },
    ]);
    const revenue = dashboard.top_products.by_revenue.reduce((sum, product) => sum + product.revenue, 0);
    expect(revenue).toBeCloseTo(dashboard.sales.last_7_days.total, 2);
  });
});
