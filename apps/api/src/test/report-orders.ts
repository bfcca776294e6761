import { ORDER_STAGE_STATUS, type OrderStage, toKobo } from '@farmkit/contract';
import { sql } from 'kysely';
import type { App } from '../app.js';
import { storedTime } from '../db/stored-time.js';

/** An order written straight to the database, for the reports' tests: known totals, times and stages. */
export interface TestOrder {
  userId: number;
  /** Naira. */
  total: number;
  subtotal?: number;
  discount?: number;
  createdAt: Date;
  stage?: OrderStage;
  paymentMethod?: 'on_delivery' | 'pay_now';
  paid?: boolean;
  items?: { productId: number | null; name: string; price: number; quantity: number }[];
  delivery?: { name: string; phone: string; address: string; city: string } | null;
}

/** Inserts the orders (in one statement, however many), and their items; answers their ids in order. */
export async function insertOrders(app: App, orders: TestOrder[]): Promise<number[]> {
  const { db } = app;
  if (orders.length === 0) return [];
  const rows = await db
    .insertInto('orders')
    .values(
      orders.map((order) => {
        const stage = order.stage ?? 'placed';
        const delivery = order.delivery === undefined ? null : order.delivery;
        return {
          user_id: order.userId,
          payment_method: order.paymentMethod ?? 'on_delivery',
          status: ORDER_STAGE_STATUS[stage],
          stage,
          subtotal_kobo: toKobo(order.subtotal ?? order.total + (order.discount ?? 0)),
          discount_kobo: toKobo(order.discount ?? 0),
          total_kobo: toKobo(order.total),
          paid: order.paid ? sql<boolean>`true` : sql<boolean>`false`,
          created_at: storedTime(db, order.createdAt),
          delivery_name: delivery?.name ?? null,
          delivery_phone: delivery?.phone ?? null,
          delivery_address: delivery?.address ?? null,
          delivery_city: delivery?.city ?? null,
        };
      }),
    )
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  const items = orders.flatMap((order, index) =>
    (order.items ?? []).map((item) => ({
      order_id: ids[index] ?? 0,
      product_id: item.productId,
      name: item.name,
      image: null,
      price_kobo: toKobo(item.price),
      quantity: item.quantity,
    })),
  );
  for (let start = 0; start < items.length; start += 1000) {
    await db
      .insertInto('order_items')
      .values(items.slice(start, start + 1000))
      .execute();
  }
  return ids;
}
