import {
  PRODUCT_STOCK_MAX,
  type StockAdjustmentReason,
  type StockMovement,
  type StockShortage,
} from '@farmkit/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { audit } from '../audit/audit.js';
import type { Database } from '../db/database.js';
import { isoTime } from '../db/stored-time.js';

/** Lines asked for more units than there are; thrown inside a transaction, so nothing it began is kept. */
export class StockShortageError extends Error {
  constructor(readonly shortages: StockShortage[]) {
    super('out of stock');
  }
}

export interface StockLine {
  product_id: number | null;
  name: string;
  quantity: number;
}

/**
 * Whether a take is a new sale, which only a product in the shop can make (`forSale`: an unpublished product has
 * no units to sell, so a cart line left from before it was unpublished is refused as sold out), or the goods of
 * money already taken (`paid`), which staff settle whatever the product's state.
 */
export type TakeKind = 'forSale' | 'paid';

/**
 * Takes `units` of a line's product if the stock has them, by one conditional update that can never take it below
 * zero (on PostgreSQL a concurrent writer waits on the row, then re-checks the condition): the stock left, or the
 * line's shortage with the units there are.
 */
export async function takeUnits(
  trx: Transaction<Database>,
  line: { product_id: number; name: string },
  units: number,
  kind: TakeKind,
): Promise<{ stockAfter: number } | { shortage: StockShortage }> {
  const taken = await trx
    .updateTable('products')
    .set({ stock: sql<number>`stock - ${units}` })
    .where('id', '=', line.product_id)
    .where('stock', '>=', units)
    .$if(kind === 'forSale', (query) => query.where('published', '=', sql<boolean>`true`))
    .returning('stock')
    .executeTakeFirst();
  if (taken) return { stockAfter: taken.stock };
  const available =
    kind === 'forSale' ? await unitsForSaleOf(trx, line.product_id) : await stockOf(trx, line.product_id);
  return { shortage: { product: line.product_id, name: line.name, requested: units, available } };
}

/**
 * Takes an order's units from stock inside its transaction, each line by one conditional update that cannot go
 * below zero (`stock >= quantity`): on PostgreSQL a concurrent placement waits on the row and re-checks the
 * condition, on SQLite writes run one at a time, so two orders never sell the same unit.
 *
 * `ifShort`: 'refuse' throws StockShortageError naming every short line; 'takeWhatIsLeft' is for orders whose
 * money is already taken (a verified payment always becomes an order): a short line takes the units left and the
 * ledger row says how many were missing; the short lines are returned.
 *
 * `held`: units per product the order's payment already holds (consumeHolds in stock-holds.repository.ts): they
 * left `stock` when the payment was opened, so only the rest of the line is taken now; the line's one 'sale' row
 * counts them all.
 */
export async function takeStockForOrder(
  trx: Transaction<Database>,
  orderId: number,
  lines: StockLine[],
  ifShort: 'refuse' | 'takeWhatIsLeft',
  held: ReadonlyMap<number, number> = new Map(),
): Promise<StockShortage[]> {
  const shortages: StockShortage[] = [];
  const heldLeft = new Map(held);
  for (const line of lines) {
    if (line.product_id === null) continue;
    const fromHold = Math.min(heldLeft.get(line.product_id) ?? 0, line.quantity);
    heldLeft.set(line.product_id, (heldLeft.get(line.product_id) ?? 0) - fromHold);
    const rest = line.quantity - fromHold;
    const taken =
      rest === 0
        ? { stockAfter: await stockOf(trx, line.product_id) }
        : await takeUnits(
            trx,
            { product_id: line.product_id, name: line.name },
            rest,
            ifShort === 'refuse' ? 'forSale' : 'paid',
          );
    if ('stockAfter' in taken) {
      await recordMovement(trx, {
        productId: line.product_id,
        change: -line.quantity,
        stockAfter: taken.stockAfter,
        orderId,
      });
      continue;
    }
    const { available } = taken.shortage;
    const shortage = {
      product: line.product_id,
      name: line.name,
      requested: line.quantity,
      available: available + fromHold,
    };
    shortages.push(shortage);
    if (ifShort === 'refuse') continue;
    await trx.updateTable('products').set({ stock: 0 }).where('id', '=', line.product_id).execute();
    await recordMovement(trx, {
      productId: line.product_id,
      change: -(fromHold + available),
      stockAfter: 0,
      orderId,
      note: `Paid order short by ${rest - available}`,
    });
  }
  if (ifShort === 'refuse' && shortages.length > 0) throw new StockShortageError(shortages);
  return shortages;
}

/** Every line whose quantity is more than its product has for sale, with the units there are. */
export async function shortagesOf(db: Kysely<Database>, lines: StockLine[]): Promise<StockShortage[]> {
  const shortages: StockShortage[] = [];
  for (const line of lines) {
    if (line.product_id === null) continue;
    const available = await unitsForSaleOf(db, line.product_id);
    if (available < line.quantity) {
      shortages.push({ product: line.product_id, name: line.name, requested: line.quantity, available });
    }
  }
  return shortages;
}

async function stockOf(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db.selectFrom('products').where('id', '=', productId).select('stock').executeTakeFirst();
  return row?.stock ?? 0;
}

/** The units a shopper can buy: a published product's stock; an unpublished product sells none. */
export const unitsForSale = sql<number>`case when products.published then products.stock else 0 end`;

async function unitsForSaleOf(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .where('id', '=', productId)
    .select(unitsForSale.as('stock'))
    .executeTakeFirst();
  return row?.stock ?? 0;
}

async function recordMovement(
  trx: Transaction<Database>,
  movement: { productId: number; change: number; stockAfter: number; orderId: number; note?: string },
): Promise<void> {
  await trx
    .insertInto('stock_movements')
    .values({
      product_id: movement.productId,
      change: movement.change,
      stock_after: movement.stockAfter,
      reason: 'sale',
      order_id: movement.orderId,
      note: movement.note ?? '',
    })
    .execute();
}

export interface StockAdjustment {
  productId: number;
  /** Units added (positive) or taken (negative); never zero. */
  change: number;
  reason: StockAdjustmentReason;
  /** The staff member making it. */
  actorId: number;
  note: string;
}

export type StockAdjustmentOutcome =
  | { kind: 'adjusted'; movement: StockMovement }
  | { kind: 'noProduct' }
  /** The change would leave fewer than zero units, or more than PRODUCT_STOCK_MAX: nothing was written. */
  | { kind: 'outOfRange'; stock: number };

/**
 * A staff member's change to a product's stock, in the caller's transaction: one conditional update that can never
 * leave the stock below zero (as takeStockForOrder: PostgreSQL re-checks the condition on a row another
 * transaction just changed, SQLite writes one at a time), then its ledger row with the actor and the note, and
 * the audit row. Concurrent adjustments therefore sum exactly.
 */
export async function adjustStock(
  trx: Transaction<Database>,
  { productId, change, reason, actorId, note }: StockAdjustment,
): Promise<StockAdjustmentOutcome> {
  const updated = await trx
    .updateTable('products')
    .set({ stock: sql<number>`stock + ${change}` })
    .where('id', '=', productId)
    .$if(change < 0, (query) => query.where('stock', '>=', -change))
    .$if(change > 0, (query) => query.where('stock', '<=', PRODUCT_STOCK_MAX - change))
    .returning('stock')
    .executeTakeFirst();
  if (!updated) {
    const row = await trx
      .selectFrom('products')
      .where('id', '=', productId)
      .select('stock')
      .executeTakeFirst();
    return row ? { kind: 'outOfRange', stock: row.stock } : { kind: 'noProduct' };
  }
  const { id } = await trx
    .insertInto('stock_movements')
    .values({
      product_id: productId,
      change,
      stock_after: updated.stock,
      reason,
      actor_id: actorId,
      note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(trx, {
    actorId,
    action: 'product.stock',
    entityType: 'product',
    entityId: productId,
    before: { stock: updated.stock - change },
    after: { stock: updated.stock, change, reason, note },
  });
  const movement = await findStockMovement(trx, id);
  if (!movement) throw new Error(`stock movement ${id} vanished in its own transaction`);
  return { kind: 'adjusted', movement };
}

/** A product opening with stock (a product the staff create): its first ledger row, by its creator. */
export async function recordOpeningStock(
  trx: Transaction<Database>,
  { productId, stock, actorId }: { productId: number; stock: number; actorId: number },
): Promise<void> {
  await trx
    .insertInto('stock_movements')
    .values({
      product_id: productId,
      change: stock,
      stock_after: stock,
      reason: 'opening',
      actor_id: actorId,
    })
    .execute();
}

export async function countStockMovements(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('stock_movements')
    .where('product_id', '=', productId)
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** A product's ledger, newest first. */
export async function listStockMovements(
  db: Kysely<Database>,
  productId: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<StockMovement[]> {
  const rows = await movementsWithActor(db)
    .where('stock_movements.product_id', '=', productId)
    .orderBy('stock_movements.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(toStockMovement);
}

async function findStockMovement(db: Kysely<Database>, id: number): Promise<StockMovement | undefined> {
  const row = await movementsWithActor(db).where('stock_movements.id', '=', id).executeTakeFirst();
  return row && toStockMovement(row);
}

function movementsWithActor(db: Kysely<Database>) {
  return db
    .selectFrom('stock_movements')
    .leftJoin('users', 'users.id', 'stock_movements.actor_id')
    .select([
      'stock_movements.id',
      'stock_movements.change',
      'stock_movements.stock_after',
      'stock_movements.reason',
      'stock_movements.order_id',
      'stock_movements.actor_id',
      // A deleted account's row stays, its e-mail erased (accounts/account-deletion.ts): null, never its tombstone.
      sql<
        string | null
      >`case when ${sql.ref('users.deleted_at')} is null then ${sql.ref('users.email')} end`.as(
        'actor_email',
      ),
      'stock_movements.note',
      'stock_movements.created_at',
    ]);
}

function toStockMovement(row: {
  id: number;
  change: number;
  stock_after: number;
  reason: StockMovement['reason'];
  order_id: number | null;
  actor_id: number | null;
  actor_email: string | null;
  note: string;
  created_at: Date | string;
}): StockMovement {
  return {
    id: row.id,
    change: row.change,
    stock_after: row.stock_after,
    reason: row.reason,
    order_id: row.order_id,
    actor: row.actor_id === null ? null : { id: row.actor_id, email: row.actor_email },
    note: row.note,
    created_at: isoTime(row.created_at),
  };
}

/**
 * Puts a cancelled order's units back, in the cancellation's transaction: per product, what the order's ledger
 * rows still hold taken (its sales less any earlier cancellation), with a 'cancellation' row. A second call finds
 * nothing held and returns nothing, so the units come back exactly once.
 */
export async function returnStockForOrder(
  trx: Transaction<Database>,
  { orderId, actorId, note }: { orderId: number; actorId: number | null; note: string },
): Promise<void> {
  const held = await trx
    .selectFrom('stock_movements')
    .where('order_id', '=', orderId)
    .select(['product_id', (eb) => eb.fn.sum<number | string>('change').as('change')])
    .groupBy('product_id')
    .orderBy('product_id')
    .execute();
  for (const { product_id: productId, change } of held) {
    const units = -Number(change);
    if (units <= 0) continue;
    const returned = await trx
      .updateTable('products')
      .set({ stock: sql<number>`stock + ${units}` })
      .where('id', '=', productId)
      .returning('stock')
      .executeTakeFirst();
    if (!returned) continue;
    await trx
      .insertInto('stock_movements')
      .values({
        product_id: productId,
        change: units,
        stock_after: returned.stock,
        reason: 'cancellation',
        order_id: orderId,
        actor_id: actorId,
        note,
      })
      .execute();
  }
}
