import { type DeliveryArea, type DeliveryMethod, fromKobo, type PickupPoint } from '@farmkit/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { parseWeekdays } from './slot-times.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An area as the checkout uses it: the contract's, with the weekdays it is served on. */
export interface AreaRow {
  id: number;
  name: string;
  council: string;
  feeKobo: number;
  minOrderKobo: number;
  weekdays: number[];
}

export function toDeliveryArea(area: AreaRow): DeliveryArea {
  return {
    id: area.id,
    name: area.name,
    council: area.council,
    fee: fromKobo(area.feeKobo),
    min_order: fromKobo(area.minOrderKobo),
  };
}

function areas(db: Db) {
  return db
    .selectFrom('delivery_areas')
    .where('active', '=', sql<boolean>`true`)
    .select(['id', 'name', 'council', 'fee_kobo', 'min_order_kobo', 'weekdays']);
}

function areaRow(row: {
  id: number;
  name: string;
  council: string;
  // Kobo columns: a number, or PostgreSQL's bigint as text.
  fee_kobo: unknown;
  min_order_kobo: unknown;
  weekdays: string;
}): AreaRow {
  return {
    id: row.id,
    name: row.name,
    council: row.council,
    feeKobo: Number(row.fee_kobo),
    minOrderKobo: Number(row.min_order_kobo),
    weekdays: parseWeekdays(row.weekdays),
  };
}

/** Council then name, as people sort them (the databases' collations differ: SQLite's puts "AMAC" before "Abaji"). */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The areas offered at checkout, by council then name. */
export async function activeAreas(db: Db): Promise<AreaRow[]> {
  const rows = await areas(db).execute();
  return rows
    .map(areaRow)
    .sort((a, b) => byName.compare(a.council, b.council) || byName.compare(a.name, b.name) || a.id - b.id);
}

/** The area, if it is offered now. */
export async function activeArea(db: Db, id: number): Promise<AreaRow | undefined> {
  const row = await areas(db).where('id', '=', id).executeTakeFirst();
  return row && areaRow(row);
}

/** The farm's pickup point, if it offers collection now. */
export async function activePickupPoint(db: Db): Promise<PickupPoint> {
  const row = await db
    .selectFrom('pickup_points')
    .where('id', '=', 1)
    .where('active', '=', sql<boolean>`true`)
    .select(['address', 'hours'])
    .executeTakeFirst();
  return row ?? null;
}

export interface WindowRow {
  id: number;
  method: DeliveryMethod;
  starts: string;
  ends: string;
  weekdays: number[];
  capacity: number;
  cutoff_days_before: number;
  cutoff_time: string;
}

function windows(db: Db) {
  return db
    .selectFrom('delivery_windows')
    .where('active', '=', sql<boolean>`true`)
    .select(['id', 'method', 'starts', 'ends', 'weekdays', 'capacity', 'cutoff_days_before', 'cutoff_time']);
}

/** The active windows of a method, earliest first. */
export async function activeWindows(db: Db, method: DeliveryMethod): Promise<WindowRow[]> {
  const rows = await windows(db).where('method', '=', method).orderBy('starts').orderBy('id').execute();
  return rows.map((row) => ({ ...row, weekdays: parseWeekdays(row.weekdays) }));
}

/**
 * The active window, and on PostgreSQL its row locked until the caller's transaction ends: two placements for its
 * last place take it one after the other, the second counting the first's order (SQLite runs one transaction at a
 * time already).
 */
export async function activeWindow(
  db: Db,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<WindowRow | undefined> {
  let query = windows(db).where('id', '=', id);
  if (lock && isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { ...row, weekdays: parseWeekdays(row.weekdays) };
}

const slotKey = (windowId: number, date: string) => `${windowId}:${date}`;

/**
 * The places taken in each slot (window and day) of `windowIds` from `firstDay` to `lastDay`: orders not cancelled,
 * and Pay Now payments with no order yet whose hold runs past `now` (except `exceptUserId`'s unpaid ones, which
 * their next initialize releases). Keyed `<window id>:<day>`.
 */
export async function placesTaken(
  db: Db,
  {
    windowIds,
    firstDay,
    lastDay,
    now,
    exceptUserId,
  }: { windowIds: number[]; firstDay: string; lastDay: string; now: Date; exceptUserId?: number | undefined },
): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  if (windowIds.length === 0) return taken;
  const orders = await db
    .selectFrom('orders')
    .where('delivery_window_id', 'in', windowIds)
    .where('delivery_date', '>=', firstDay)
    .where('delivery_date', '<=', lastDay)
    .where('stage', '!=', 'cancelled')
    .select(['delivery_window_id', 'delivery_date', sql<number>`cast(count(*) as integer)`.as('count')])
    .groupBy(['delivery_window_id', 'delivery_date'])
    .execute();
  let held = db
    .selectFrom('payments')
    .where('delivery_window_id', 'in', windowIds)
    .where('delivery_date', '>=', firstDay)
    .where('delivery_date', '<=', lastDay)
    .where('order_id', 'is', null)
    .where('slot_held_until', '>', now.toISOString());
  if (exceptUserId !== undefined) {
    held = held.where((eb) => eb.or([eb('user_id', '!=', exceptUserId), eb('status', '=', 'success')]));
  }
  const holds = await held
    .select(['delivery_window_id', 'delivery_date', sql<number>`cast(count(*) as integer)`.as('count')])
    .groupBy(['delivery_window_id', 'delivery_date'])
    .execute();
  for (const row of [...orders, ...holds]) {
    if (row.delivery_window_id === null || row.delivery_date === null) continue;
    const key = slotKey(row.delivery_window_id, row.delivery_date);
    taken.set(key, (taken.get(key) ?? 0) + Number(row.count));
  }
  return taken;
}

export function takenIn(taken: Map<string, number>, windowId: number, date: string): number {
  return taken.get(slotKey(windowId, date)) ?? 0;
}

/** The cart's choice as it is kept. */
export async function findCartChoice(db: Db, userId: number) {
  return db.selectFrom('cart_deliveries').where('user_id', '=', userId).selectAll().executeTakeFirst();
}

export type CartChoiceRow = NonNullable<Awaited<ReturnType<typeof findCartChoice>>>;

export async function saveCartChoice(
  db: Db,
  choice: {
    userId: number;
    method: DeliveryMethod;
    areaId: number | null;
    windowId: number;
    date: string;
    address: string;
    landmark: string;
    note: string;
  },
): Promise<void> {
  const values = {
    method: choice.method,
    area_id: choice.areaId,
    window_id: choice.windowId,
    slot_date: choice.date,
    address: choice.address,
    landmark: choice.landmark,
    note: choice.note,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('cart_deliveries')
    .values({ user_id: choice.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Once ordered, the slot is spent; how, where and the rider's notes are kept for the next order. */
export async function clearCartSlot(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('cart_deliveries')
    .set({ window_id: null, slot_date: null })
    .where('user_id', '=', userId)
    .execute();
}
