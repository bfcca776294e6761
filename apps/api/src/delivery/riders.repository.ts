import {
  cashToCollect,
  DELIVERY_ADMIN_ERROR_CODES,
  DELIVERY_ADMIN_ERROR_DETAILS,
  type DeliverySheet,
  type DeliveryStop,
  deletedCustomerName,
  fromKobo,
  type OrderStage,
} from '@farmkit/contract';
import type { Kysely, Transaction } from 'kysely';
import { ApiFailure } from '../api-errors.js';
import { audit } from '../audit/audit.js';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { isoTime } from '../db/stored-time.js';

/**
 * Riders and their rounds: which delivery order goes with which rider (`orders.rider_id`, and their name then),
 * a rider's round of a day in route order, and the day's sheet by slot and area. A day is the order's delivery day
 * (`delivery_date`, the shop's YYYY-MM-DD), never the day it was placed.
 */
type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** The stages a rider can still be given (or relieved of) an order in: not delivered, not cancelled. */
const OPEN_STAGES = ['placed', 'confirmed', 'out_for_delivery', 'on_hold'] as const satisfies OrderStage[];

export const notARider = new ApiFailure(400, {
  detail: DELIVERY_ADMIN_ERROR_DETAILS.notARider,
  code: DELIVERY_ADMIN_ERROR_CODES.notARider,
});
export const notDeliverable = new ApiFailure(409, {
  detail: DELIVERY_ADMIN_ERROR_DETAILS.notDeliverable,
  code: DELIVERY_ADMIN_ERROR_CODES.notDeliverable,
});

/** The staff holding the rider role, by name (their e-mail address until they give one). */
export async function listRiders(db: Db): Promise<{ id: number; name: string }[]> {
  const riders = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('role', '=', 'rider')
    .where('deleted_at', 'is', null)
    .execute();
  return riders
    .map(({ id, name, email }) => ({ id, name: name || email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The account as a rider (its name, copied onto the orders given to it), or 400 not_a_rider. */
async function riderNamed(trx: Trx, riderId: number): Promise<{ id: number; name: string }> {
  const rider = await trx
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', riderId)
    .where('role', '=', 'rider')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!rider) throw notARider;
  return rider;
}

async function giveTo(
  trx: Trx,
  actorId: number,
  order: { id: number; rider_id: number | null; rider_name: string | null },
  rider: { id: number; name: string } | null,
): Promise<void> {
  if (order.rider_id === (rider?.id ?? null) && (rider === null || order.rider_name === rider.name)) return;
  await trx
    .updateTable('orders')
    .set({ rider_id: rider?.id ?? null, rider_name: rider?.name ?? null })
    .where('id', '=', order.id)
    .execute();
  await audit(trx, {
    actorId,
    action: 'order.rider',
    entityType: 'order',
    entityId: order.id,
    before: { rider_id: order.rider_id, rider_name: order.rider_name },
    after: { rider_id: rider?.id ?? null, rider_name: rider?.name ?? null },
  });
}

/**
 * Gives a delivery order not yet delivered or cancelled to a rider, or takes it back (`riderId` null). Undefined
 * when there is no such order; 409 not_deliverable for a pickup, delivered or cancelled one.
 */
export async function assignOrderRider(
  trx: Trx,
  { actorId, orderId, riderId }: { actorId: number; orderId: number; riderId: number | null },
): Promise<true | undefined> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'stage', 'delivery_method', 'rider_id', 'rider_name'])
    .where('id', '=', orderId)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!order) return undefined;
  const rider = riderId === null ? null : await riderNamed(trx, riderId);
  if (order.delivery_method !== 'delivery' || !OPEN_STAGES.some((stage) => stage === order.stage)) {
    throw notDeliverable;
  }
  await giveTo(trx, actorId, order, rider);
  return true;
}

/** Gives every open delivery order of a slot (its window on its day), of one area or all, to a rider at once. */
export async function assignSlotRider(
  trx: Trx,
  {
    actorId,
    riderId,
    date,
    windowId,
    areaId,
  }: { actorId: number; riderId: number | null; date: string; windowId: number; areaId?: number | undefined },
): Promise<number[]> {
  const rider = riderId === null ? null : await riderNamed(trx, riderId);
  const orders = await trx
    .selectFrom('orders')
    .select(['id', 'rider_id', 'rider_name'])
    .where('delivery_method', '=', 'delivery')
    .where('delivery_date', '=', date)
    .where('delivery_window_id', '=', windowId)
    .where('stage', 'in', OPEN_STAGES)
    .$if(areaId !== undefined, (query) => query.where('delivery_area_id', '=', areaId ?? 0))
    .orderBy('id')
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .execute();
  for (const order of orders) await giveTo(trx, actorId, order, rider);
  return orders.map((order) => order.id);
}

/** Whether the order is given to this rider. */
export async function isRidersOrder(db: Db, riderId: number, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('rider_id', '=', riderId)
    .executeTakeFirst();
  return row !== undefined;
}

const stopColumns = [
  'orders.id',
  'orders.user_id',
  'orders.stage',
  'orders.payment_method',
  'orders.paid',
  'orders.test_payment',
  'orders.total_kobo',
  'orders.delivery_name',
  'orders.delivery_phone',
  'orders.delivery_address',
  'orders.delivery_city',
  'orders.delivery_landmark',
  'orders.delivery_note',
  'orders.delivery_area_id',
  'orders.delivery_area_name',
  'orders.delivery_council',
  'orders.delivery_window_id',
  'orders.delivery_date',
  'orders.delivery_starts_at',
  'orders.delivery_ends_at',
  'orders.cash_received_kobo',
  'orders.cash_short_note',
  'orders.rider_id',
  'orders.rider_name',
  'users.name as account_name',
  'users.phone_number as account_phone',
  'users.deleted_at as account_deleted_at',
] as const;

/** The delivery orders of a day (cancelled ones left out), with their items, in route order. */
async function stopsOf(db: Db, date: string, riderId: number | undefined): Promise<DeliveryStop[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(stopColumns)
    .where('orders.delivery_method', '=', 'delivery')
    .where('orders.delivery_date', '=', date)
    .where('orders.stage', '!=', 'cancelled')
    .$if(riderId !== undefined, (query) => query.where('orders.rider_id', '=', riderId ?? 0))
    .execute();
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'name', 'quantity'])
    .where(
      'order_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  const itemsOf = new Map<number, DeliveryStop['items']>();
  for (const { order_id: orderId, name, quantity } of items) {
    itemsOf.set(orderId, [...(itemsOf.get(orderId) ?? []), { name, quantity }]);
  }
  return rows.map((row) => stopOf(row, itemsOf.get(row.id) ?? [])).sort(byRoute);
}

type StopRow = {
  id: number;
  user_id: number;
  stage: OrderStage;
  payment_method: 'on_delivery' | 'pay_now';
  paid: boolean | number;
  test_payment: boolean | number;
  total_kobo: number | string;
  delivery_name: string | null;
  delivery_phone: string | null;
  delivery_address: string | null;
  delivery_city: string | null;
  delivery_landmark: string;
  delivery_note: string;
  delivery_area_id: number | null;
  delivery_area_name: string | null;
  delivery_council: string | null;
  delivery_window_id: number | null;
  delivery_date: string | null;
  delivery_starts_at: Date | string | null;
  delivery_ends_at: Date | string | null;
  cash_received_kobo: number | string | null;
  cash_short_note: string | null;
  rider_id: number | null;
  rider_name: string | null;
  account_name: string;
  account_phone: string | null;
  account_deleted_at: Date | string | null;
};

function stopOf(row: StopRow, items: DeliveryStop['items']): DeliveryStop {
  const deleted = row.account_deleted_at !== null;
  const cashReceived = row.cash_received_kobo === null ? null : fromKobo(Number(row.cash_received_kobo));
  const totalPrice = fromKobo(Number(row.total_kobo));
  return {
    id: row.id,
    stage: row.stage,
    customer: {
      // The order's copy first; a deleted account's is kept only until the order is delivered.
      name: row.delivery_name ?? (deleted ? deletedCustomerName(row.user_id) : row.account_name),
      phone: row.delivery_phone ?? (deleted ? null : row.account_phone),
    },
    address: row.delivery_address ?? '',
    city: row.delivery_city ?? '',
    landmark: row.delivery_landmark,
    note: row.delivery_note,
    area:
      row.delivery_area_name === null
        ? null
        : { id: row.delivery_area_id, name: row.delivery_area_name, council: row.delivery_council ?? '' },
    slot:
      row.delivery_date === null
        ? null
        : {
            window_id: row.delivery_window_id,
            date: row.delivery_date,
            starts_at: row.delivery_starts_at === null ? null : isoTime(row.delivery_starts_at),
            ends_at: row.delivery_ends_at === null ? null : isoTime(row.delivery_ends_at),
          },
    items,
    total_price: totalPrice,
    cash_to_collect: cashToCollect({
      stage: row.stage,
      payment_method: row.payment_method,
      paid: Boolean(row.paid),
      test_payment: Boolean(row.test_payment),
      total_price: totalPrice,
      cash_received: cashReceived === null ? null : { amount: cashReceived },
    }),
    cash_received: cashReceived,
    short_note: row.cash_short_note,
    rider: row.rider_name === null ? null : { id: row.rider_id, name: row.rider_name },
  };
}

/** Route order: by area council, area name, then the slot's start; the order's number last. */
function byRoute(a: DeliveryStop, b: DeliveryStop): number {
  return (
    (a.area?.council ?? '').localeCompare(b.area?.council ?? '') ||
    (a.area?.name ?? '').localeCompare(b.area?.name ?? '') ||
    (a.slot?.starts_at ?? '').localeCompare(b.slot?.starts_at ?? '') ||
    a.id - b.id
  );
}

/** A rider's round on a shop day: the orders given to them, delivered ones included, in route order. */
export async function riderRound(db: Db, riderId: number, date: string): Promise<DeliveryStop[]> {
  return stopsOf(db, date, riderId);
}

/** One stop of a rider's round, for the answer to their hand-over. */
export async function riderStop(db: Db, riderId: number, orderId: number): Promise<DeliveryStop | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(stopColumns)
    .where('orders.id', '=', orderId)
    .where('orders.rider_id', '=', riderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const items = await db
    .selectFrom('order_items')
    .select(['name', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return stopOf(row, items);
}

/** The deliveries sheet of a shop day: its delivery orders by slot (start), then area (council, name). */
export async function deliverySheet(db: Db, date: string): Promise<DeliverySheet['groups']> {
  const stops = await stopsOf(db, date, undefined);
  const bySlot = (a: DeliveryStop, b: DeliveryStop) =>
    (a.slot?.starts_at ?? '').localeCompare(b.slot?.starts_at ?? '') ||
    (a.slot?.window_id ?? 0) - (b.slot?.window_id ?? 0);
  const groups: DeliverySheet['groups'] = [];
  for (const stop of [...stops].sort((a, b) => bySlot(a, b) || byRoute(a, b))) {
    const last = groups.at(-1);
    const sameGroup =
      last !== undefined &&
      last.slot?.window_id === stop.slot?.window_id &&
      last.slot?.starts_at === stop.slot?.starts_at &&
      (last.area?.name ?? null) === (stop.area?.name ?? null) &&
      (last.area?.council ?? null) === (stop.area?.council ?? null);
    if (sameGroup) last.orders.push(stop);
    else groups.push({ slot: stop.slot, area: stop.area, orders: [stop] });
  }
  return groups;
}
