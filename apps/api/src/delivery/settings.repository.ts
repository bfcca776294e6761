import {
  type AdminDeliveryArea,
  DELIVERY_ADMIN_ERROR_CODES,
  DELIVERY_ADMIN_ERROR_DETAILS,
  type DeliveryAreaPayload,
  type DeliverySettings,
  type DeliveryWindow,
  type DeliveryWindowPayload,
  fromKobo,
  type PickupPointPayload,
  toKobo,
  type Weekday,
} from '@farmkit/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { ApiFailure } from '../api-errors.js';
import { audit } from '../audit/audit.js';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { isUniqueViolation } from '../db/unique-violation.js';

/**
 * The farm's delivery settings as the back-office edits them (admin/delivery/): areas, windows and the pickup
 * point. Every change is audited in its transaction, money as kobo (`*_kobo`, which the audit page shows as
 * naira). An area or window that an order or a cart names is never deleted, only deactivated: the orders keep
 * their copy of it, and a cart's choice would silently go.
 */
type Db = Kysely<Database>;
type Trx = Transaction<Database>;

const bool = (value: boolean) => (value ? sql<boolean>`true` : sql<boolean>`false`);

export const deliveryAreaExists = new ApiFailure(409, {
  detail: DELIVERY_ADMIN_ERROR_DETAILS.areaExists,
  code: DELIVERY_ADMIN_ERROR_CODES.areaExists,
});

function inUse(detail: string): ApiFailure {
  return new ApiFailure(409, { detail, code: DELIVERY_ADMIN_ERROR_CODES.inUse });
}

/** "1,2,3" as the columns keep the weekdays, and back. */
function weekdaysText(days: readonly number[]): string {
  return [...new Set(days)].sort((a, b) => a - b).join(',');
}
function weekdaysOf(text: string): Weekday[] {
  return text
    .split(',')
    .filter((day) => day !== '')
    .map((day) => Number(day) as Weekday);
}

type AreaRow = {
  id: number;
  name: string;
  council: string;
  // Whole kobo: pg answers bigint as text, SQLite as a number (the table types nest Kobo in a ColumnType).
  fee_kobo: unknown;
  min_order_kobo: unknown;
  weekdays: string;
  active: boolean | number;
};
type WindowRow = {
  id: number;
  method: DeliveryWindow['method'];
  starts: string;
  ends: string;
  weekdays: string;
  capacity: number;
  cutoff_days_before: number;
  cutoff_time: string;
  active: boolean | number;
};

function areaOf(row: AreaRow): AdminDeliveryArea {
  return {
    id: row.id,
    name: row.name,
    council: row.council,
    fee: fromKobo(Number(row.fee_kobo)),
    min_order: fromKobo(Number(row.min_order_kobo)),
    weekdays: weekdaysOf(row.weekdays),
    active: Boolean(row.active),
  };
}

function windowOf(row: WindowRow): DeliveryWindow {
  return {
    id: row.id,
    method: row.method,
    starts: row.starts,
    ends: row.ends,
    weekdays: weekdaysOf(row.weekdays),
    capacity: Number(row.capacity),
    cutoff_days_before: Number(row.cutoff_days_before),
    cutoff_time: row.cutoff_time,
    active: Boolean(row.active),
  };
}

/** What the audit log keeps of an area: money in kobo, as it keeps a product's price. */
function areaAudit(row: AreaRow) {
  return {
    name: row.name,
    council: row.council,
    fee_kobo: Number(row.fee_kobo),
    min_order_kobo: Number(row.min_order_kobo),
    weekdays: weekdaysOf(row.weekdays),
    active: Boolean(row.active),
  };
}

function windowAudit(row: WindowRow) {
  const { id: _id, ...fields } = windowOf(row);
  return fields;
}

/** Areas by council then name; windows by method then start. */
export async function deliverySettings(db: Db, timeZone: string): Promise<DeliverySettings> {
  const [areas, windows, pickup] = await Promise.all([
    db.selectFrom('delivery_areas').selectAll().orderBy('council').orderBy('name').orderBy('id').execute(),
    db.selectFrom('delivery_windows').selectAll().orderBy('method').orderBy('starts').orderBy('id').execute(),
    db.selectFrom('pickup_points').selectAll().where('id', '=', 1).executeTakeFirst(),
  ]);
  return {
    areas: areas.map(areaOf),
    windows: windows.map(windowOf),
    pickup: {
      address: pickup?.address ?? '',
      hours: pickup?.hours ?? '',
      active: Boolean(pickup?.active ?? false),
    },
    time_zone: timeZone,
  };
}

export async function findDeliveryArea(db: Db, id: number): Promise<AdminDeliveryArea | undefined> {
  const row = await db.selectFrom('delivery_areas').selectAll().where('id', '=', id).executeTakeFirst();
  return row && areaOf(row);
}

export async function findDeliveryWindow(db: Db, id: number): Promise<DeliveryWindow | undefined> {
  const row = await db.selectFrom('delivery_windows').selectAll().where('id', '=', id).executeTakeFirst();
  return row && windowOf(row);
}

/** Another area named `name`, in any case. */
async function areaNameTaken(trx: Trx, name: string, exceptId?: number): Promise<boolean> {
  const row = await trx
    .selectFrom('delivery_areas')
    .select('id')
    .where(sql<string>`lower(${sql.ref('name')})`, '=', name.toLowerCase())
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

function areaColumns(payload: DeliveryAreaPayload) {
  return {
    name: payload.name,
    council: payload.council,
    fee_kobo: toKobo(payload.fee),
    min_order_kobo: toKobo(payload.min_order),
    weekdays: weekdaysText(payload.weekdays),
    active: bool(payload.active),
  };
}

/** A unique violation (two adding the same name at once) is the same 409 as the name found taken. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? deliveryAreaExists : error;
  }
}

export async function createDeliveryArea(
  trx: Trx,
  actorId: number,
  payload: DeliveryAreaPayload,
): Promise<number> {
  if (await areaNameTaken(trx, payload.name)) throw deliveryAreaExists;
  const row = await uniqueName(() =>
    trx.insertInto('delivery_areas').values(areaColumns(payload)).returningAll().executeTakeFirstOrThrow(),
  );
  await audit(trx, {
    actorId,
    action: 'delivery_area.create',
    entityType: 'delivery_area',
    entityId: row.id,
    before: null,
    after: areaAudit(row),
  });
  return row.id;
}

/** Undefined when there is no such area. */
export async function updateDeliveryArea(
  trx: Trx,
  actorId: number,
  id: number,
  payload: DeliveryAreaPayload,
): Promise<true | undefined> {
  const before = await trx
    .selectFrom('delivery_areas')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!before) return undefined;
  if (await areaNameTaken(trx, payload.name, id)) throw deliveryAreaExists;
  const after = await uniqueName(() =>
    trx
      .updateTable('delivery_areas')
      .set(areaColumns(payload))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  const [was, is] = [areaAudit(before), areaAudit(after)];
  if (JSON.stringify(was) !== JSON.stringify(is)) {
    await audit(trx, {
      actorId,
      action: 'delivery_area.update',
      entityType: 'delivery_area',
      entityId: id,
      before: was,
      after: is,
    });
  }
  return true;
}

/** How many orders, Pay Now payments and carts name the area or window: any, and it stays. */
async function referencesTo(trx: Trx, column: 'delivery_area_id' | 'delivery_window_id', id: number) {
  const cartColumn = column === 'delivery_area_id' ? 'area_id' : 'window_id';
  const [orders, payments, carts] = await Promise.all([
    trx.selectFrom('orders').select('id').where(column, '=', id).limit(1).executeTakeFirst(),
    trx.selectFrom('payments').select('id').where(column, '=', id).limit(1).executeTakeFirst(),
    trx
      .selectFrom('cart_deliveries')
      .select('user_id')
      .where(cartColumn, '=', id)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return orders !== undefined || payments !== undefined || carts !== undefined;
}

/** Deletes an area no order, payment or cart names (409 delivery_in_use otherwise); undefined: no such area. */
export async function deleteDeliveryArea(trx: Trx, actorId: number, id: number): Promise<true | undefined> {
  const before = await trx.selectFrom('delivery_areas').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) return undefined;
  if (await referencesTo(trx, 'delivery_area_id', id)) throw inUse(DELIVERY_ADMIN_ERROR_DETAILS.areaInUse);
  await trx.deleteFrom('delivery_areas').where('id', '=', id).execute();
  await audit(trx, {
    actorId,
    action: 'delivery_area.delete',
    entityType: 'delivery_area',
    entityId: id,
    before: areaAudit(before),
    after: null,
  });
  return true;
}

function windowColumns(payload: DeliveryWindowPayload) {
  return {
    method: payload.method,
    starts: payload.starts,
    ends: payload.ends,
    weekdays: weekdaysText(payload.weekdays),
    capacity: payload.capacity,
    cutoff_days_before: payload.cutoff_days_before,
    cutoff_time: payload.cutoff_time,
    active: bool(payload.active),
  };
}

export async function createDeliveryWindow(
  trx: Trx,
  actorId: number,
  payload: DeliveryWindowPayload,
): Promise<number> {
  const row = await trx
    .insertInto('delivery_windows')
    .values(windowColumns(payload))
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, {
    actorId,
    action: 'delivery_window.create',
    entityType: 'delivery_window',
    entityId: row.id,
    before: null,
    after: windowAudit(row),
  });
  return row.id;
}

/** Undefined when there is no such window. */
export async function updateDeliveryWindow(
  trx: Trx,
  actorId: number,
  id: number,
  payload: DeliveryWindowPayload,
): Promise<true | undefined> {
  const before = await trx
    .selectFrom('delivery_windows')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!before) return undefined;
  const after = await trx
    .updateTable('delivery_windows')
    .set(windowColumns(payload))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const [was, is] = [windowAudit(before), windowAudit(after)];
  if (JSON.stringify(was) !== JSON.stringify(is)) {
    await audit(trx, {
      actorId,
      action: 'delivery_window.update',
      entityType: 'delivery_window',
      entityId: id,
      before: was,
      after: is,
    });
  }
  return true;
}

/** Deletes a window no order, payment or cart names (409 delivery_in_use otherwise); undefined: no such window. */
export async function deleteDeliveryWindow(trx: Trx, actorId: number, id: number): Promise<true | undefined> {
  const before = await trx.selectFrom('delivery_windows').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) return undefined;
  if (await referencesTo(trx, 'delivery_window_id', id))
    throw inUse(DELIVERY_ADMIN_ERROR_DETAILS.windowInUse);
  await trx.deleteFrom('delivery_windows').where('id', '=', id).execute();
  await audit(trx, {
    actorId,
    action: 'delivery_window.delete',
    entityType: 'delivery_window',
    entityId: id,
    before: windowAudit(before),
    after: null,
  });
  return true;
}

/** The pickup point (one row, id 1), made when missing. */
export async function setPickupPoint(trx: Trx, actorId: number, payload: PickupPointPayload): Promise<void> {
  const before = await trx.selectFrom('pickup_points').selectAll().where('id', '=', 1).executeTakeFirst();
  const values = { address: payload.address, hours: payload.hours, active: bool(payload.active) };
  await trx
    .insertInto('pickup_points')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  const was = before
    ? { address: before.address, hours: before.hours, active: Boolean(before.active) }
    : null;
  const is = { address: payload.address, hours: payload.hours, active: payload.active };
  if (JSON.stringify(was) === JSON.stringify(is)) return;
  await audit(trx, {
    actorId,
    action: 'pickup_point.update',
    entityType: 'pickup_point',
    entityId: 1,
    before: was,
    after: is,
  });
}
