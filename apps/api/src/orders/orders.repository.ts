import {
  fromKobo,
  ORDER_LIFECYCLE_ERROR_CODES,
  ORDER_LIFECYCLE_ERROR_DETAILS,
  ORDER_STAGE_STATUS,
  type Order,
  type OrderDelivery,
  type PaymentMethod,
  type StaffTimelineEntry,
  type StockShortage,
} from '@farmkit/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { lockAccount } from '../accounts/users.repository.js';
import { ApiFailure } from '../api-errors.js';
import { type CartTotals, cartTotals, emptyCart, withDeliveryFee } from '../cart/cart.repository.js';
import type { FirstOrderDiscount } from '../cart/first-order-discount.js';
import type { Database } from '../db/database.js';
import { isoTime } from '../db/stored-time.js';
import { type DeliveryContext, planCartDelivery } from '../delivery/cart-delivery.js';
import { clearCartSlot } from '../delivery/delivery.repository.js';
import {
  DEFAULT_SLOT_FORMAT,
  type DeliveryPlan,
  orderDeliveryPlanOf,
  planColumns,
  planOfPayment,
} from '../delivery/delivery-plan.js';
import type { SlotFormat } from '../delivery/slot-times.js';
import { StockShortageError, takeStockForOrder } from '../stock/stock.repository.js';
import { consumeHolds } from '../stock/stock-holds.repository.js';
import { enqueueOrderPlacedJobs } from './order-jobs.js';
import { paymentStatusOfRow } from './order-payment.js';

type Db = Kysely<Database> | Transaction<Database>;

export type PlacementResult =
  | { outcome: 'placed'; orderId: number }
  | { outcome: 'replayed'; orderId: number }
  | { outcome: 'empty_cart' }
  | { outcome: 'payment_not_verified' }
  | { outcome: 'out_of_stock'; shortages: StockShortage[] }
  | { outcome: 'delivery_details_missing'; missing: Record<string, string[]> };

/** The profile fields an order paid on delivery cannot go without, each with what to do. */
/** The address comes with the cart's delivery choice (cart-delivery.ts); the rider and the farm need the phone. */
const DELIVERY_REQUIREMENTS = {
  phone_number: 'Add a phone number to your account.',
} as const;

type DeliveryProfile = { phone_number: string | null };

/** The delivery details the profile lacks (an empty object when it has them all). */
export function missingDeliveryDetails(profile: DeliveryProfile): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(DELIVERY_REQUIREMENTS)
      .filter(([field]) => !profile[field as keyof DeliveryProfile]?.trim())
      .map(([field, message]) => [field, [message]]),
  );
}

/** 400 delivery_details_missing: the order, or the payment for it, is refused before anything is written. */
export function deliveryDetailsMissing(missing: Record<string, string[]>): ApiFailure {
  return new ApiFailure(400, {
    detail: ORDER_LIFECYCLE_ERROR_DETAILS.deliveryDetailsMissing,
    code: ORDER_LIFECYCLE_ERROR_CODES.deliveryDetailsMissing,
    errors: missing,
  });
}

/**
 * Places the caller's cart as an order in one transaction: the account is locked first, so placements of one
 * account run one after the other; the second of two at once finds the cart empty, or, with the same
 * idempotency key, the first one's order. An order paid on delivery takes the cart's delivery choice, checked
 * (planCartDelivery throws its refusal, and nothing is written); a Pay Now order takes the plan its payment was
 * opened with, and its fee.
 */
export async function placeOrder(
  db: Kysely<Database>,
  input: {
    userId: number;
    paymentMethod: PaymentMethod;
    reference: string | null;
    idempotencyKey: string | null;
    /** The shop's first-order discount (a rate of 0 when off). */
    discount: FirstOrderDiscount;
    /**
     * pay_now: whether the payment paid exactly these lines and this total; checked inside the transaction,
     * before any write.
     */
    verifyPayment?: ((trx: Transaction<Database>, totals: CartTotals) => Promise<boolean>) | undefined;
    /** The payment went through the sandbox: the order is not paid, it records a test. */
    testPayment?: boolean;
    /** The shop's clock and formats, to check the cart's delivery choice (an order paid on delivery). */
    delivery: DeliveryContext;
  },
): Promise<PlacementResult> {
  return db
    .transaction()
    .execute((trx) => placeInTransaction(trx, input))
    .catch((error: unknown) => {
      if (error instanceof StockShortageError) return { outcome: 'out_of_stock', shortages: error.shortages };
      throw error;
    });
}

async function placeInTransaction(
  trx: Transaction<Database>,
  input: Parameters<typeof placeOrder>[1],
): Promise<PlacementResult> {
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

  const totals = await cartTotals(trx, userId, input.discount);
  if (totals.lines.length === 0) {
    // The payment's webhook may have placed its order from the cart first (the popup's call came second).
    const paidOrder = reference === null ? undefined : await orderPaidBy(trx, userId, reference);
    return paidOrder === undefined ? { outcome: 'empty_cart' } : { outcome: 'replayed', orderId: paidOrder };
  }
  if (input.paymentMethod === 'on_delivery') {
    // Paid on delivery: it must have somewhere to go. Money already taken is never refused (insertOrder copies
    // what the profile has).
    const profile = await trx
      .selectFrom('users')
      .where('id', '=', userId)
      .select(['phone_number', 'address'])
      .executeTakeFirstOrThrow();
    const missing = missingDeliveryDetails(profile);
    if (Object.keys(missing).length > 0) return { outcome: 'delivery_details_missing', missing };
  }
  let delivery: DeliveryPlan;
  let charged = totals;
  if (reference === null) {
    delivery = await planCartDelivery(trx, userId, totals, input.delivery);
  } else {
    // Money taken (or about to be checked) is for the plan the payment was opened with, not the cart's now.
    const paymentPlan = await planOfPaymentFor(trx, userId, reference);
    if (!paymentPlan) return { outcome: 'payment_not_verified' };
    delivery = paymentPlan;
    charged = withDeliveryFee(totals, paymentPlan.feeKobo);
  }
  if (input.verifyPayment && !(await input.verifyPayment(trx, charged))) {
    return { outcome: 'payment_not_verified' };
  }
  const orderId = await insertOrder(trx, {
    ...charged,
    delivery,
    lines: totals.lines.map(({ id, ...line }) => ({ ...line, product_id: id })),
    userId,
    paymentMethod: input.paymentMethod,
    paid: input.verifyPayment !== undefined && !input.testPayment,
    testPayment: input.verifyPayment !== undefined && Boolean(input.testPayment),
    reference,
    idempotencyKey: input.idempotencyKey,
    // Money already taken always becomes an order; an order paid on delivery waits for the stock.
    ifShort: input.verifyPayment ? 'takeWhatIsLeft' : 'refuse',
  });
  await emptyCart(trx, userId);
  return { outcome: 'placed', orderId };
}

export interface OrderLine {
  product_id: number | null;
  name: string;
  image: string | null;
  price_kobo: number;
  quantity: number;
}

/**
 * Writes an order and its lines, with a copy of where it goes from the account's profile as it is now, and the
 * first entry of its timeline (placed, by the customer); a paid order's payment is marked as paying for it. Its
 * e-mails (the customer's confirmation, the staff's alerts) are jobs of the same transaction.
 */
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
    testPayment: boolean;
    reference: string | null;
    idempotencyKey: string | null;
    /** What a line short of stock does: refuse the order (nothing is written) or take the units left. */
    ifShort: 'refuse' | 'takeWhatIsLeft';
    /** How and when it comes; its fee is part of `totalKobo`. */
    delivery: DeliveryPlan;
  },
): Promise<number> {
  const customer = await trx
    .selectFrom('users')
    .where('id', '=', order.userId)
    .select(['name', 'phone_number', 'address', 'city', 'deleted_at'])
    .executeTakeFirstOrThrow();
  const { id: orderId, created_at: placedAt } = await trx
    .insertInto('orders')
    .values({
      user_id: order.userId,
      delivery_name: customer.name,
      delivery_phone: customer.phone_number ?? '',
      // A payment from before delivery days has no address of its own: the profile's, as orders had then.
      delivery_address: order.delivery.address ?? customer.address,
      delivery_city: order.delivery.address === null ? customer.city : order.delivery.city,
      ...planColumns(order.delivery),
      payment_method: order.paymentMethod,
      subtotal_kobo: order.subtotalKobo,
      discount_kobo: order.discountKobo,
      total_kobo: order.totalKobo,
      // A literal: SQLite binds no booleans, and takes TRUE and FALSE as 1 and 0.
      paid: order.paid ? sql<boolean>`true` : sql<boolean>`false`,
      test_payment: order.testPayment ? sql<boolean>`true` : sql<boolean>`false`,
      reference: order.reference,
      idempotency_key: order.idempotencyKey,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(order.lines.map((line) => ({ order_id: orderId, ...line })))
    .execute();
  await trx
    .insertInto('order_events')
    .values({
      order_id: orderId,
      stage: 'placed',
      actor_id: order.userId,
      actor_name: customer.name,
      // The same instant as the order's own, not a second later.
      created_at: typeof placedAt === 'string' ? placedAt : placedAt.toISOString(),
    })
    .execute();
  // A Pay Now order sells the units its payment holds, and takes from stock only what no hold covers.
  const held = order.reference === null ? undefined : await consumeHolds(trx, order.reference, order.lines);
  const shortages = await takeStockForOrder(trx, orderId, order.lines, order.ifShort, held);
  if (customer.deleted_at !== null) await putOnHold(trx, orderId, CUSTOMER_GONE_NOTE);
  else if (shortages.length > 0) await putOnHold(trx, orderId, shortageNote(shortages));
  if (order.reference !== null) {
    await trx
      .updateTable('payments')
      .set({ order_id: orderId, status: 'success' })
      .where('reference', '=', order.reference)
      .execute();
  }
  await clearCartSlot(trx, order.userId);
  await enqueueOrderPlacedJobs(trx, { userId: order.userId, orderId });
  return orderId;
}

/** The delivery plan of the caller's payment with `reference`, if they opened one. */
async function planOfPaymentFor(
  trx: Transaction<Database>,
  userId: number,
  reference: string,
): Promise<DeliveryPlan | undefined> {
  const payment = await trx
    .selectFrom('payments')
    .where('reference', '=', reference)
    .where('user_id', '=', userId)
    .selectAll()
    .executeTakeFirst();
  return payment && planOfPayment(payment);
}

/**
 * A Pay Now payment that succeeds after its account was deleted (its hold ran out first: deleteAccount refuses while
 * one is held): the money came, so the order is placed for the staff to see, and waits on hold to be cancelled and
 * refunded, since nobody is left to deliver to.
 */
export const CUSTOMER_GONE_NOTE =
  'Paid after the customer deleted their account: there is nobody to deliver to. Cancel it to refund the payment.';

/** What a paid order the stock could not cover tells the shopper (they see it on their order page). */
function shortageNote(shortages: StockShortage[]): string {
  const missing = shortages.map((line) => `${line.requested - line.available} × ${line.name}`).join(', ');
  return `Short of stock: ${missing}. The farm will call you to agree on the rest or refund it.`;
}

/**
 * A paid order that cannot go out as it is: one the stock could not cover (its hold expired and the units were
 * sold), placed all the same with what was left, or one whose customer has gone (CUSTOMER_GONE_NOTE). It waits
 * `on_hold` for the staff to find the rest (confirmed) or refund it (cancelled). The shop, not a staff member,
 * puts it there: the timeline's entry has no one, and says why.
 */
async function putOnHold(trx: Transaction<Database>, orderId: number, note: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ stage: 'on_hold', status: ORDER_STAGE_STATUS.on_hold })
    .where('id', '=', orderId)
    .execute();
  await trx
    .insertInto('order_events')
    .values({
      order_id: orderId,
      stage: 'on_hold',
      actor_id: null,
      actor_name: null,
      note,
    })
    .execute();
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

/** The caller's orders, newest first; slots written in `format` (the shop's). */
export async function listOrders(
  db: Db,
  userId: number,
  window: { offset: number; limit: number },
  format: SlotFormat = DEFAULT_SLOT_FORMAT,
): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return withItems(db, rows, format);
}

export async function findOrder(
  db: Db,
  userId: number,
  id: number,
  format: SlotFormat = DEFAULT_SLOT_FORMAT,
): Promise<Order | undefined> {
  const row = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .selectAll()
    .executeTakeFirst();
  if (!row) return undefined;
  return (await withItems(db, [row], format))[0];
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;
function selectOrders(db: Db) {
  return db.selectFrom('orders').selectAll();
}

/**
 * The copy of where and how an order goes, its slot written in `format` (the shop's locale and time zone); null
 * for an order placed before copies were kept.
 */
export function deliveryOf(row: OrderRow, format: SlotFormat = DEFAULT_SLOT_FORMAT): OrderDelivery {
  if (row.delivery_address === null) return null;
  return {
    name: row.delivery_name ?? '',
    phone: row.delivery_phone ?? '',
    address: row.delivery_address,
    city: row.delivery_city ?? '',
    ...orderDeliveryPlanOf(row, format),
  };
}

/** The timelines of orders as the staff see them, each oldest first. */
export async function timelinesOf(db: Db, orderIds: number[]): Promise<Map<number, StaffTimelineEntry[]>> {
  const timelines = new Map<number, StaffTimelineEntry[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return timelines;
  const events = await db
    .selectFrom('order_events')
    .where('order_id', 'in', orderIds)
    .selectAll()
    .orderBy('id')
    .execute();
  for (const event of events) {
    timelines.get(event.order_id)?.push({
      stage: event.stage,
      at: isoTime(event.created_at),
      by: event.actor_name === null ? null : { id: event.actor_id, name: event.actor_name },
      note: event.note,
    });
  }
  return timelines;
}

/** Kobo refunded per order. */
export async function refundedKobo(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('refunds')
    .where('order_id', 'in', orderIds)
    .select(['order_id', (eb) => eb.fn.sum<number | string>('amount_kobo').as('kobo')])
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.kobo)]));
}

/** An order's line in naira, as shoppers and staff see it. */
export function orderLineOf(item: {
  id: number;
  product_id: number | null;
  name: string;
  price_kobo: number;
  quantity: number;
}) {
  return {
    id: item.id,
    product_id: item.product_id,
    name: item.name,
    price: fromKobo(item.price_kobo),
    quantity: item.quantity,
    line_total: fromKobo(item.price_kobo * item.quantity),
  };
}

async function withItems(db: Db, rows: OrderRow[], format: SlotFormat): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const timelines = await timelinesOf(db, ids);
  const refunds = await refundedKobo(db, ids);
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
    created_at: isoTime(row.created_at),
    payment_method: row.payment_method,
    status: row.status,
    items: items
      .filter((item) => item.order_id === row.id)
      .map((item) => ({ ...orderLineOf(item), image: item.image })),
    subtotal: fromKobo(Number(row.subtotal_kobo)),
    discount: fromKobo(Number(row.discount_kobo)),
    total_price: fromKobo(Number(row.total_kobo)),
    paid: Boolean(row.paid),
    test_payment: Boolean(row.test_payment),
    reference: row.reference,
    stage: row.stage,
    timeline: (timelines.get(row.id) ?? []).map(({ stage, at, note }) => ({ stage, at, note })),
    delivery: deliveryOf(row, format),
    refunded_amount: fromKobo(refunds.get(row.id) ?? 0),
    payment_status: paymentStatusOfRow(row, refunds.get(row.id) ?? 0),
  }));
}
