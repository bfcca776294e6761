import { firstOrderDiscountKobo, type Order, type PaymentMethod } from '@farmkit/contract';
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

type Db = Kysely<Database> | Transaction<Database>;

export type PlacementResult =
  | { outcome: 'placed'; orderId: number }
  | { outcome: 'replayed'; orderId: number }
  | { outcome: 'empty_cart' }
  | { outcome: 'payment_not_verified' };

/** The caller's cart at today's prices, with the first-order discount; undefined when the cart is empty. */
export async function cartTotals(db: Db, userId: number) {
  const lines = await db
    .selectFrom('cart_lines')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .where('cart_lines.user_id', '=', userId)
    .select(['products.id', 'products.name', 'products.image', 'products.price_kobo', 'cart_lines.quantity'])
    .orderBy('cart_lines.id')
    .execute();
  if (lines.length === 0) return undefined;
  const earlierOrder = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .select('id')
    .executeTakeFirst();
  const subtotalKobo = lines.reduce((sum, line) => sum + line.price_kobo * line.quantity, 0);
  const discountKobo = earlierOrder ? 0 : firstOrderDiscountKobo(subtotalKobo);
  return { lines, subtotalKobo, discountKobo, totalKobo: subtotalKobo - discountKobo };
}

/**
 * Places the caller's cart as an order in one transaction: the account is locked first, so placements of one
 * account run one after the other; the second of two at once finds the cart empty, or, with the same
 * idempotency key, the first one's order.
 */
export async function placeOrder(
  db: Kysely<Database>,
  input: {
    userId: number;
    paymentMethod: PaymentMethod;
    reference: string | null;
    idempotencyKey: string | null;
    /** pay_now: whether the payment paid exactly this total; checked inside the transaction, before any write. */
    verifyPayment?: ((trx: Transaction<Database>, totalKobo: number) => Promise<boolean>) | undefined;
  },
): Promise<PlacementResult> {
  return db.transaction().execute(async (trx) => {
    const { userId, reference } = input;
    await lockAccount(trx, userId);
    if (input.idempotencyKey !== null) {
      const earlier = await trx
        .selectFrom('orders')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', input.idempotencyKey)
        .select('id')
        .executeTakeFirst();
      if (earlier) return { outcome: 'replayed', orderId: earlier.id };
    }

    const totals = await cartTotals(trx, userId);
    if (!totals) {
      // The payment's webhook may have placed its order from the cart first (the popup's call came second).
      const paidOrder = reference === null ? undefined : await orderPaidBy(trx, userId, reference);
      return paidOrder === undefined
        ? { outcome: 'empty_cart' }
        : { outcome: 'replayed', orderId: paidOrder };
    }
    if (input.verifyPayment && !(await input.verifyPayment(trx, totals.totalKobo))) {
      return { outcome: 'payment_not_verified' };
    }
    const orderId = await insertOrder(trx, {
      ...totals,
      lines: totals.lines.map(({ id, ...line }) => ({ ...line, product_id: id })),
      userId,
      paymentMethod: input.paymentMethod,
      paid: input.verifyPayment !== undefined,
      reference,
      idempotencyKey: input.idempotencyKey,
    });
    await trx.deleteFrom('cart_lines').where('user_id', '=', userId).execute();
    return { outcome: 'placed', orderId };
  });
}

/**
 * Placements of one account run one after the other: its row is locked (PostgreSQL) until the transaction ends.
 * SQLite runs one write transaction at a time anyway.
 */
export async function lockAccount(trx: Transaction<Database>, userId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select id from users where id = ${userId} for update`.execute(trx);
  }
}

export interface OrderLine {
  product_id: number | null;
  name: string;
  image: string | null;
  price_kobo: number;
  quantity: number;
}

/** Writes an order and its lines; a paid order's payment is marked as paying for it. */
export async function insertOrder(
  trx: Transaction<Database>,
  order: {
    userId: number;
    paymentMethod: PaymentMethod;
    lines: OrderLine[];
    subtotalKobo: number;
    discountKobo: number;
    totalKobo: number;
    paid: boolean;
    reference: string | null;
    idempotencyKey: string | null;
  },
): Promise<number> {
  const { id: orderId } = await trx
    .insertInto('orders')
    .values({
      user_id: order.userId,
      payment_method: order.paymentMethod,
      subtotal_kobo: order.subtotalKobo,
      discount_kobo: order.discountKobo,
      total_kobo: order.totalKobo,
      // A literal: SQLite binds no booleans, and takes TRUE and FALSE as 1 and 0.
      paid: order.paid ? sql<boolean>`true` : sql<boolean>`false`,
      reference: order.reference,
      idempotency_key: order.idempotencyKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(order.lines.map((line) => ({ order_id: orderId, ...line })))
    .execute();
  if (order.reference !== null) {
    await trx
      .updateTable('payments')
      .set({ order_id: orderId, status: 'success' })
      .where('reference', '=', order.reference)
      .execute();
  }
  return orderId;
}

/** The caller's order the payment already paid for, if any. */
async function orderPaidBy(trx: Transaction<Database>, userId: number, reference: string) {
  const payment = await trx
    .selectFrom('payments')
    .where('reference', '=', reference)
    .where('user_id', '=', userId)
    .select('order_id')
    .executeTakeFirst();
  return payment?.order_id ?? undefined;
}

export async function countOrders(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The caller's orders, newest first. */
export async function listOrders(
  db: Db,
  userId: number,
  window: { offset: number; limit: number },
): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return withItems(db, rows);
}

export async function findOrder(db: Db, userId: number, id: number): Promise<Order | undefined> {
  const row = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .selectAll()
    .executeTakeFirst();
  if (!row) return undefined;
  return (await withItems(db, [row]))[0];
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;
function selectOrders(db: Db) {
  return db.selectFrom('orders').selectAll();
}

async function withItems(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .where(
      'order_id',
      'in',
      rows.map((row) => row.id),
    )
    .selectAll()
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    created_at: isoTimestamp(row.created_at),
    payment_method: row.payment_method,
    status: row.status,
    items: items
      .filter((item) => item.order_id === row.id)
      .map((item) => ({
        id: item.id,
        product_id: item.product_id,
        name: item.name,
        image: item.image,
        price: item.price_kobo / 100,
        quantity: item.quantity,
        line_total: (item.price_kobo * item.quantity) / 100,
      })),
    subtotal: Number(row.subtotal_kobo) / 100,
    discount: Number(row.discount_kobo) / 100,
    total_price: Number(row.total_kobo) / 100,
    paid: Boolean(row.paid),
    reference: row.reference,
  }));
}

/** PostgreSQL gives a Date; SQLite the UTC text of CURRENT_TIMESTAMP, "YYYY-MM-DD HH:MM:SS". */
function isoTimestamp(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(`${value.replace(' ', 'T')}Z`).toISOString();
}
