import {
  type AdminDashboard,
  DASHBOARD_DAYS,
  DASHBOARD_TOP_PRODUCTS,
  fromKobo,
  isLowStock,
  WAITING_STAGES,
} from '@farmkit/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.js';
import { addDays, type ShopDays } from '../db/shop-days.js';
import { storedTime } from '../db/stored-time.js';

type Db = Kysely<Database>;
type TopProduct = AdminDashboard['top_products']['by_units'][number];

/** The dashboard as it stands at `now`. Every figure in naira; days are the shop's (SHOP_TIME_ZONE). */
export async function dashboardAt(db: Db, days: ShopDays, now: Date): Promise<AdminDashboard> {
  const today = days.dayOf(now);
  const firstDay = addDays(today, -(DASHBOARD_DAYS - 1));
  const weekStart = addDays(today, -6);

  const tomorrow = addDays(today, 1);
  const [daily, waiting, cash, cashRecorded, lowStock, top, slotsToday, slotsTomorrow] = await Promise.all([
    dailySales(db, days, firstDay, addDays(today, 1)),
    waitingByStage(db),
    cashToCollect(db),
    cashRecordedOn(db, days, today),
    lowStockProducts(db),
    topProducts(db, storedTime(db, days.dayStart(weekStart))),
    slotLoadsOn(db, today),
    slotLoadsOn(db, tomorrow),
  ]);

  const series = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = addDays(firstDay, index);
    const kobo = daily.get(date);
    return { date, total: fromKobo(kobo?.total ?? 0), count: kobo?.count ?? 0 };
  });
  const since = (day: string) => {
    const days = series.filter((entry) => entry.date >= day);
    return {
      total: fromKobo(sumKobo(days.map((entry) => daily.get(entry.date)?.total ?? 0))),
      count: days.reduce((sum, entry) => sum + entry.count, 0),
    };
  };

  return {
    generated_at: now.toISOString(),
    time_zone: days.timeZone,
    today,
    sales: { today: since(today), last_7_days: since(weekStart), last_30_days: since(firstDay) },
    daily_sales: series,
    waiting,
    cash_to_collect: cash,
    cash_recorded_today: cashRecorded,
    low_stock: lowStock,
    top_products: top,
    deliveries: {
      today: { date: today, slots: slotsToday },
      tomorrow: { date: tomorrow, slots: slotsTomorrow },
    },
  };
}

type SlotLoad = NonNullable<AdminDashboard['deliveries']>['today']['slots'][number];

/**
 * Each active window that serves `day` (its weekdays), by start: the orders booked in it that day, cancelled ones
 * left out, against the orders it takes.
 */
async function slotLoadsOn(db: Db, day: string): Promise<SlotLoad[]> {
  const weekday = String(new Date(`${day}T00:00:00Z`).getUTCDay());
  const [windows, booked] = await Promise.all([
    db
      .selectFrom('delivery_windows')
      .where('active', '=', sql<boolean>`true`)
      .select(['id', 'method', 'starts', 'ends', 'weekdays', 'capacity'])
      .orderBy('starts')
      .orderBy('method')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('orders')
      .where('delivery_date', '=', day)
      .where('delivery_window_id', 'is not', null)
      .where('stage', '!=', 'cancelled')
      .select(['delivery_window_id', sql<number>`cast(count(*) as integer)`.as('count')])
      .groupBy('delivery_window_id')
      .execute(),
  ]);
  const bookedIn = new Map(booked.map((row) => [row.delivery_window_id, Number(row.count)]));
  return windows
    .filter((window) => window.weekdays.split(',').includes(weekday))
    .map((window) => ({
      window_id: window.id,
      method: window.method,
      starts: window.starts,
      ends: window.ends,
      booked: bookedIn.get(window.id) ?? 0,
      capacity: Number(window.capacity),
    }));
}

function sumKobo(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

/** Kobo and count of the orders not cancelled placed on each shop day from `firstDay` up to `endDay` (excluded). */
async function dailySales(
  db: Db,
  days: ShopDays,
  firstDay: string,
  endDay: string,
): Promise<Map<string, { total: number; count: number }>> {
  const day = days.dayOfColumn(db, 'orders.created_at', firstDay, endDay);
  const rows = await db
    .selectFrom('orders')
    .where('orders.stage', '!=', 'cancelled')
    .where('orders.created_at', '>=', storedTime(db, days.dayStart(firstDay)))
    .where('orders.created_at', '<', storedTime(db, days.dayStart(endDay)))
    .select([
      day.as('day'),
      sql<number | string>`sum(${sql.ref('orders.total_kobo')})`.as('total'),
      sql<number>`cast(count(*) as integer)`.as('count'),
    ])
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, { total: Number(row.total), count: Number(row.count) }]));
}

async function waitingByStage(db: Db): Promise<AdminDashboard['waiting']> {
  const rows = await db
    .selectFrom('orders')
    .where('stage', 'in', WAITING_STAGES)
    .select(['stage', sql<number>`cast(count(*) as integer)`.as('count')])
    .groupBy('stage')
    .execute();
  const counts = new Map(rows.map((row) => [row.stage, Number(row.count)]));
  return {
    placed: counts.get('placed') ?? 0,
    confirmed: counts.get('confirmed') ?? 0,
    out_for_delivery: counts.get('out_for_delivery') ?? 0,
    on_hold: counts.get('on_hold') ?? 0,
  };
}

/**
 * Orders out for delivery now with cash to collect (the contract's paymentStatusOf: paid on delivery or
 * test-paid, and not paid yet).
 */
async function cashToCollect(db: Db): Promise<AdminDashboard['cash_to_collect']> {
  const row = await db
    .selectFrom('orders')
    .where((eb) =>
      eb.or([eb('payment_method', '=', 'on_delivery'), eb('test_payment', '=', sql<boolean>`true`)]),
    )
    .where('paid', '=', sql<boolean>`false`)
    .where('stage', '=', 'out_for_delivery')
    .select([
      sql<number | string | null>`sum(${sql.ref('total_kobo')})`.as('total'),
      sql<number>`cast(count(*) as integer)`.as('count'),
    ])
    .executeTakeFirstOrThrow();
  return { total: fromKobo(Number(row.total ?? 0)), count: Number(row.count) };
}

/** The cash the staff recorded at the door during the shop's day `day`. */
async function cashRecordedOn(
  db: Db,
  days: ShopDays,
  day: string,
): Promise<AdminDashboard['cash_recorded_today']> {
  const row = await db
    .selectFrom('orders')
    .where('cash_received_at', '>=', storedTime(db, days.dayStart(day)))
    .where('cash_received_at', '<', storedTime(db, days.dayStart(addDays(day, 1))))
    .select([
      sql<number | string | null>`sum(${sql.ref('cash_received_kobo')})`.as('total'),
      sql<number>`cast(count(*) as integer)`.as('count'),
    ])
    .executeTakeFirstOrThrow();
  return { total: fromKobo(Number(row.total ?? 0)), count: Number(row.count) };
}

/**
 * Published products low on stock (the contract's isLowStock, as the back-office's badges), fewest first; hidden
 * ones are not for sale. A farm's catalogue is a few hundred rows at most, so the rule runs here rather than
 * written again in SQL.
 */
async function lowStockProducts(db: Db): Promise<AdminDashboard['low_stock']> {
  const products = await db
    .selectFrom('products')
    .where('published', '=', sql<boolean>`true`)
    .select(['id', 'name', 'stock', 'low_stock_threshold'])
    .orderBy('stock')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return products.filter(isLowStock);
}

/**
 * The order lines of orders not cancelled placed since `since`, summed per product (per name once the product is
 * deleted), named as the product is now. Revenue is after the order's discount, as the sales count it: each line
 * takes the discount's share of its value, line × (subtotal − discount) / subtotal, to the nearest kobo (integer
 * arithmetic on both databases: (2 × line × paid + subtotal) / (2 × subtotal)).
 */
async function topProducts(db: Db, since: string): Promise<AdminDashboard['top_products']> {
  const productKey = sql`case when ${sql.ref('order_items.product_id')} is null then ${sql.ref('order_items.name')} end`;
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .where('orders.stage', '!=', 'cancelled')
    .where('orders.created_at', '>=', since)
    .groupBy(['order_items.product_id', productKey])
    .select([
      'order_items.product_id',
      sql<string>`coalesce(max(${sql.ref('products.name')}), max(${sql.ref('order_items.name')}))`.as('name'),
      sql<number | string>`sum(${sql.ref('order_items.quantity')})`.as('units'),
      sql<number | string>`sum(case when ${sql.ref('orders.subtotal_kobo')} > 0 then (2 * cast(${sql.ref(
        'order_items.price_kobo',
      )} as bigint) * ${sql.ref('order_items.quantity')} * (${sql.ref('orders.subtotal_kobo')} - ${sql.ref(
        'orders.discount_kobo',
      )}) + ${sql.ref('orders.subtotal_kobo')}) / (2 * ${sql.ref('orders.subtotal_kobo')}) else 0 end)`.as(
        'revenue',
      ),
    ])
    .execute();
  const products = rows.map((row) => ({
    product_id: row.product_id,
    name: row.name,
    units: Number(row.units),
    revenueKobo: Number(row.revenue),
  }));
  const answer = (list: typeof products): TopProduct[] =>
    list.slice(0, DASHBOARD_TOP_PRODUCTS).map(({ revenueKobo, ...product }) => ({
      ...product,
      revenue: fromKobo(revenueKobo),
    }));
  const byName = (a: (typeof products)[number], b: (typeof products)[number]) => a.name.localeCompare(b.name);
  return {
    by_units: answer(
      [...products].sort((a, b) => b.units - a.units || b.revenueKobo - a.revenueKobo || byName(a, b)),
    ),
    by_revenue: answer(
      [...products].sort((a, b) => b.revenueKobo - a.revenueKobo || b.units - a.units || byName(a, b)),
    ),
  };
}
