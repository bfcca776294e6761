import type { AdminOrder, AdminOrderSummary, OrderStage, PaymentMethod, StaffRole } from '@farmkit/contract';
import { deletedCustomerName, deletedCustomerSearch, fromKobo } from '@farmkit/contract';
import { type Kysely, sql } from 'kysely';
import { isDeletedAccount } from '../accounts/account-deletion.js';
import type { Database } from '../db/database.js';
import { addDays, type ShopDays } from '../db/shop-days.js';
import { isoTime, storedTime } from '../db/stored-time.js';
import { containsText, likePattern } from '../db/text-search.js';
import { cashReceivedOf, paymentStatusOfRow } from './order-payment.js';
import { phoneDigitsOf } from './order-search.js';
import { nextStages } from './order-stages.js';
import { deliveryOf, type OrderRow, orderLineOf, refundedKobo, timelinesOf } from './orders.repository.js';

type Db = Kysely<Database>;
export interface AdminOrderFilter {
  stage?: OrderStage | undefined;
  payment_method?: PaymentMethod | undefined;
  /** The shop's days (SHOP_TIME_ZONE), YYYY-MM-DD, both included: the dashboard's days. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** A stored phone number's digits alone: the separators people type (spaces, dashes, brackets, dots, +) gone. */
function phoneDigitsColumn(column: string) {
  let digits = sql<string>`coalesce(${sql.ref(column)}, '')`;
  for (const separator of [' ', '-', '(', ')', '.', '+']) {
    digits = sql<string>`replace(${digits}, ${sql.lit(separator)}, '')`;
  }
  return digits;
}

function filtered(db: Db, days: ShopDays, filter: AdminOrderFilter) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .where((eb) => {
      const conditions = [];
      if (filter.stage) conditions.push(eb('orders.stage', '=', filter.stage));
      if (filter.payment_method) conditions.push(eb('orders.payment_method', '=', filter.payment_method));
      if (filter.from) {
        conditions.push(eb('orders.created_at', '>=', storedTime(db, days.dayStart(filter.from))));
      }
      if (filter.to) {
        conditions.push(eb('orders.created_at', '<', storedTime(db, days.dayStart(addDays(filter.to, 1)))));
      }
      const q = filter.q?.trim();
      if (q) {
        const like = (column: string) => containsText(column, q);
        const matches = [
          like('users.name'),
          like('users.email'),
          like('users.phone_number'),
          like('orders.delivery_name'),
          like('orders.delivery_phone'),
          // Where it goes: the area or town ("Kuje") and the street.
          like('orders.delivery_city'),
          like('orders.delivery_address'),
          // What is in it, by the name on the order line or the product's name now ("Ugu").
          eb.exists(
            eb
              .selectFrom('order_items')
              .leftJoin('products', 'products.id', 'order_items.product_id')
              .whereRef('order_items.order_id', '=', 'orders.id')
              .where((inner) => inner.or([like('order_items.name'), like('products.name')]))
              .select(sql`1`.as('found')),
          ),
        ];
        const number = /^#?(\d{1,9})$/.exec(q)?.[1];
        if (number) matches.push(sql<boolean>`${sql.ref('orders.id')} = ${Number(number)}`);
        const phoneDigits = phoneDigitsOf(q);
        if (phoneDigits) {
          const digitsPattern = likePattern(phoneDigits);
          for (const column of ['users.phone_number', 'orders.delivery_phone']) {
            matches.push(sql<boolean>`${phoneDigitsColumn(column)} like ${digitsPattern} escape '\\'`);
          }
        }
        const deleted = deletedCustomerSearch(q);
        if (deleted) matches.push(isDeletedAccount(deleted.id));
        conditions.push(eb.or(matches));
      }
      return eb.and(conditions);
    });
}

export async function countAdminOrders(db: Db, days: ShopDays, filter: AdminOrderFilter): Promise<number> {
  const row = await filtered(db, days, filter)
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first. */
export async function listAdminOrders(
  db: Db,
  days: ShopDays,
  filter: AdminOrderFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<AdminOrderSummary[]> {
  const rows = await filtered(db, days, filter)
    .selectAll('orders')
    .select([
      'users.name as customer_name',
      'users.email as customer_email',
      'users.phone_number as customer_phone',
      'users.deleted_at as customer_deleted_at',
    ])
    .orderBy('orders.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const refunds = await refundedKobo(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, refunds.get(row.id) ?? 0));
}

type RowWithCustomer = OrderRow & {
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  customer_deleted_at: Date | string | null;
};

function toSummary(row: RowWithCustomer, refundedKobo: number): AdminOrderSummary {
  return {
    id: row.id,
    created_at: isoTime(row.created_at),
    stage: row.stage,
    status: row.status,
    payment_method: row.payment_method,
    paid: Boolean(row.paid),
    test_payment: Boolean(row.test_payment),
    total_price: fromKobo(Number(row.total_kobo)),
    refunded_amount: fromKobo(refundedKobo),
    customer: {
      id: row.user_id,
      // A deleted account's row is a tombstone (accounts/account-deletion.ts): it is named by its number.
      ...(row.customer_deleted_at === null
        ? { name: row.customer_name, email: row.customer_email, phone: row.customer_phone, deleted: false }
        : { name: deletedCustomerName(row.user_id), email: '', phone: null, deleted: true }),
    },
    delivery: deliveryOf(row),
    cash_received: cashReceivedOf(row),
    payment_status: paymentStatusOfRow(row, refundedKobo),
  };
}

/** One order as the staff see it, with the stages the caller's role may move it to now. */
export async function findAdminOrder(db: Db, id: number, role: StaffRole): Promise<AdminOrder | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .where('orders.id', '=', id)
    .selectAll('orders')
    .select([
      'users.name as customer_name',
      'users.email as customer_email',
      'users.phone_number as customer_phone',
      'users.deleted_at as customer_deleted_at',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const items = await db
    .selectFrom('order_items')
    .where('order_id', '=', id)
    .selectAll()
    .orderBy('id')
    .execute();
  const refunds = await db
    .selectFrom('refunds')
    .where('order_id', '=', id)
    .selectAll()
    .orderBy('id')
    .execute();
  const timeline = (await timelinesOf(db, [id])).get(id) ?? [];
  const refunded = refunds.reduce((sum, refund) => sum + Number(refund.amount_kobo), 0);
  return {
    ...toSummary(row, refunded),
    items: items.map(orderLineOf),
    subtotal: fromKobo(Number(row.subtotal_kobo)),
    discount: fromKobo(Number(row.discount_kobo)),
    reference: row.reference,
    timeline,
    refunds: refunds.map((refund) => ({
      amount: fromKobo(Number(refund.amount_kobo)),
      status: refund.provider_status,
      at: isoTime(refund.created_at),
      by: refund.actor_id,
    })),
    next_stages: nextStages(row.stage, role),
    rider: row.rider_name === null ? null : { id: row.rider_id, name: row.rider_name },
  };
}

/** An order as the CSV export writes it: the list's line, its items, subtotal and discount (kobo). */
export interface AdminOrderExportRow extends AdminOrderSummary {
  items: { name: string; quantity: number }[];
  subtotal_kobo: number;
  discount_kobo: number;
  total_kobo: number;
  refunded_kobo: number;
}

export const ORDER_EXPORT_BATCH = 500;

/**
 * Every order the filter matches, newest first, `batchSize` at a time: each batch is one keyset query (ids below
 * the last one seen) plus its items and refunds, so memory stays flat however many orders there are. Orders
 * placed after the export started are not in it.
 */
export async function* exportAdminOrders(
  db: Db,
  days: ShopDays,
  filter: AdminOrderFilter,
  batchSize = ORDER_EXPORT_BATCH,
): AsyncGenerator<AdminOrderExportRow[]> {
  let before: number | undefined;
  for (;;) {
    let query = filtered(db, days, filter)
      .selectAll('orders')
      .select([
        'users.name as customer_name',
        'users.email as customer_email',
        'users.phone_number as customer_phone',
        'users.deleted_at as customer_deleted_at',
      ])
      .orderBy('orders.id', 'desc')
      .limit(batchSize);
    if (before !== undefined) query = query.where('orders.id', '<', before);
    const rows = await query.execute();
    const last = rows.at(-1);
    if (!last) return;
    const ids = rows.map((row) => row.id);
    const refunds = await refundedKobo(db, ids);
    const items = await db
      .selectFrom('order_items')
      .where('order_id', 'in', ids)
      .select(['order_id', 'name', 'quantity'])
      .orderBy('id')
      .execute();
    const itemsOf = new Map<number, { name: string; quantity: number }[]>();
    for (const { order_id: orderId, name, quantity } of items) {
      itemsOf.set(orderId, [...(itemsOf.get(orderId) ?? []), { name, quantity }]);
    }
    yield rows.map((row) => ({
      ...toSummary(row, refunds.get(row.id) ?? 0),
      items: itemsOf.get(row.id) ?? [],
      subtotal_kobo: Number(row.subtotal_kobo),
      discount_kobo: Number(row.discount_kobo),
      total_kobo: Number(row.total_kobo),
      refunded_kobo: refunds.get(row.id) ?? 0,
    }));
    if (rows.length < batchSize) return;
    before = last.id;
  }
}
