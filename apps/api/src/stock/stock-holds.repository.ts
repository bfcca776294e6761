import type { ProductHold, StockShortage } from '@farmkit/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { isoTime } from '../db/stored-time.js';
import { type StockLine, StockShortageError, takeUnits } from './stock.repository.js';

/**
 * How long a Pay Now payment holds its cart's units, from its initialize. Paystack's bank-transfer accounts
 * expire after 30 minutes; the rest is slack for a transfer confirmed late.
 */
export const HOLD_MINUTES = 45;

/** How often expired holds are swept back to stock (a recurring job, hold-sweep.ts). */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/**
 * Moves a payment's lines from `products.stock` to holds until HOLD_MINUTES from now (or `until`), in the caller's
 * transaction (the one that records the payment): each line by one conditional update (`stock >= quantity`), so a hold never oversells, then its
 * `stock_holds` row. A short line throws StockShortageError naming every short line, and the transaction keeps
 * nothing. Holds are not ledger rows: the ledger counts units leaving the shop (a sale) or coming in; a hold is
 * a reservation, recorded in `stock_holds` until its order's 'sale' row takes its place or it expires.
 */
export async function holdStockForPayment(
  trx: Transaction<Database>,
  {
    paymentId,
    lines,
    now,
    until,
  }: {
    paymentId: number;
    lines: StockLine[];
    now: Date;
    /** When the account's hold window, opened by an earlier initialize, ends: the new holds end then too. */
    until?: Date | undefined;
  },
): Promise<void> {
  const shortages: StockShortage[] = [];
  const expiresAt = (until ?? holdExpiry(now)).toISOString();
  for (const line of lines) {
    if (line.product_id === null) continue;
    const held = await takeUnits(
      trx,
      { product_id: line.product_id, name: line.name },
      line.quantity,
      'forSale',
    );
    if ('shortage' in held) {
      shortages.push(held.shortage);
      continue;
    }
    await trx
      .insertInto('stock_holds')
      .values({
        payment_id: paymentId,
        product_id: line.product_id,
        quantity: line.quantity,
        expires_at: expiresAt,
      })
      .execute();
  }
  if (shortages.length > 0) throw new StockShortageError(shortages);
}

/**
 * Releases the holds of the account's payments that paid for nothing yet (not succeeded, no order), in the
 * caller's transaction: a second initialize for the cart puts the first one's units back before holding again,
 * so one shopper never holds twice. A succeeded payment keeps its hold for the order its webhook will place.
 * Answers when the released holds that were still running at `now` would have ended (the earliest), so the
 * holds taken again end then too: re-initializing never renews a hold, or one account could keep units off
 * sale for as long as it liked.
 */
export async function releaseUnpaidHolds(
  trx: Transaction<Database>,
  userId: number,
  now: Date,
): Promise<Date | undefined> {
  const released = await trx
    .deleteFrom('stock_holds')
    .where('payment_id', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .where('user_id', '=', userId)
        .where('order_id', 'is', null)
        .where('status', '!=', 'success')
        .select('id'),
    )
    .returning(['product_id', 'quantity', 'expires_at'])
    .execute();
  await returnToStock(trx, released);
  const running = released
    .map((hold) => new Date(isoTime(hold.expires_at)))
    .filter((expiry) => expiry > now)
    .sort((a, b) => a.getTime() - b.getTime());
  return running[0];
}

/** The units per product the account's unpaid payments hold (what releaseUnpaidHolds would put back). */
export async function unpaidHeldBy(db: Kysely<Database>, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('stock_holds')
    .innerJoin('payments', 'payments.id', 'stock_holds.payment_id')
    .where('payments.user_id', '=', userId)
    .where('payments.order_id', 'is', null)
    .where('payments.status', '!=', 'success')
    .select(['stock_holds.product_id', 'stock_holds.quantity'])
    .execute();
  const held = new Map<number, number>();
  for (const row of rows) held.set(row.product_id, (held.get(row.product_id) ?? 0) + row.quantity);
  return held;
}

/**
 * Consumes the holds of the payment with `reference` for an order, in the placement's transaction: each hold is
 * deleted (a conditional delete: a sweep or another placement racing for it finds it gone), and the units the
 * order's lines use are returned as a map product → units, to be sold without taking stock again
 * (takeStockForOrder). Held units the lines do not use go back to stock. An expired hold not yet swept is
 * still consumed: its units were never back on sale.
 */
export async function consumeHolds(
  trx: Transaction<Database>,
  reference: string,
  lines: StockLine[],
): Promise<Map<number, number>> {
  const holds = await trx
    .deleteFrom('stock_holds')
    .where('payment_id', 'in', (eb) =>
      eb.selectFrom('payments').where('reference', '=', reference).select('id'),
    )
    .returning(['product_id', 'quantity'])
    .execute();
  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (line.product_id !== null) {
      wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
    }
  }
  const used = new Map<number, number>();
  const surplus: { product_id: number; quantity: number }[] = [];
  for (const hold of holds) {
    const units = Math.min(hold.quantity, wanted.get(hold.product_id) ?? 0);
    if (units > 0) used.set(hold.product_id, (used.get(hold.product_id) ?? 0) + units);
    if (hold.quantity > units) surplus.push({ product_id: hold.product_id, quantity: hold.quantity - units });
  }
  await returnToStock(trx, surplus);
  return used;
}

/**
 * Returns the units of every hold expired at `now` to stock, each hold in a transaction of its own: its row is
 * deleted by a conditional delete (`expires_at <= now`) and only the sweep whose delete removed it adds its
 * units back, so two sweeps at once (two API processes) release each hold exactly once. Answers the units
 * released.
 */
export async function releaseExpiredHolds(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = now.toISOString();
  const expired = await db
    .selectFrom('stock_holds')
    .where('expires_at', '<=', cutoff)
    .select('id')
    .orderBy('id')
    .execute();
  let units = 0;
  for (const { id } of expired) {
    units += await db.transaction().execute(async (trx) => {
      const released = await trx
        .deleteFrom('stock_holds')
        .where('id', '=', id)
        .where('expires_at', '<=', cutoff)
        .returning(['product_id', 'quantity'])
        .execute();
      await returnToStock(trx, released);
      return released.reduce((sum, hold) => sum + hold.quantity, 0);
    });
  }
  return units;
}

/**
 * The holds on a product now (not yet consumed or swept), soonest to end first: units off `products.stock` that
 * the staff see as held for payment. A hold past its expiry still counts until the sweep returns it (within
 * HOLD_SWEEP_INTERVAL_MS): its units are not on sale until then.
 */
export async function holdsOnProduct(db: Kysely<Database>, productId: number): Promise<ProductHold[]> {
  const rows = await db
    .selectFrom('stock_holds')
    .where('product_id', '=', productId)
    .select(['quantity', 'expires_at'])
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ quantity: row.quantity, expires_at: isoTime(row.expires_at) }));
}

/** The units each product has held now (holds not yet consumed or swept). */
export async function heldUnits(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('stock_holds')
    .where('product_id', '=', productId)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('quantity'), sql<number>`0`).as('units'))
    .executeTakeFirstOrThrow();
  return Number(row.units);
}

async function returnToStock(
  trx: Transaction<Database>,
  holds: readonly { product_id: number; quantity: number }[],
): Promise<void> {
  // One product at a time, in id order, so two transactions returning units never wait on each other in a circle.
  for (const hold of [...holds].sort((a, b) => a.product_id - b.product_id)) {
    await trx
      .updateTable('products')
      .set({ stock: sql<number>`stock + ${hold.quantity}` })
      .where('id', '=', hold.product_id)
      .execute();
  }
}

/**
 * What an on_hold order still lacks (its lines less what its ledger rows took, per product), taken from stock
 * now that the staff found it, in the move's transaction: each product by one conditional update that never goes
 * below zero, with a 'sale' row naming the order. Answers the lines the stock still does not cover (then the
 * caller refuses the move and the transaction keeps nothing).
 */
export async function takeShortfallForOrder(
  trx: Transaction<Database>,
  orderId: number,
): Promise<StockShortage[]> {
  const ordered = await trx
    .selectFrom('order_items')
    .where('order_id', '=', orderId)
    .where('product_id', 'is not', null)
    .select(['product_id', 'name', 'quantity'])
    .orderBy('product_id')
    .execute();
  const taken = await trx
    .selectFrom('stock_movements')
    .where('order_id', '=', orderId)
    .select(['product_id', (eb) => eb.fn.sum<number | string>('change').as('change')])
    .groupBy('product_id')
    .execute();
  const takenOf = new Map(taken.map((row) => [row.product_id, -Number(row.change)]));
  const shortages: StockShortage[] = [];
  for (const line of ordered) {
    if (line.product_id === null) continue;
    const missing = line.quantity - (takenOf.get(line.product_id) ?? 0);
    if (missing <= 0) continue;
    const updated = await takeUnits(trx, { product_id: line.product_id, name: line.name }, missing, 'paid');
    if ('shortage' in updated) {
      shortages.push(updated.shortage);
      continue;
    }
    await trx
      .insertInto('stock_movements')
      .values({
        product_id: line.product_id,
        change: -missing,
        stock_after: updated.stockAfter,
        reason: 'sale',
        order_id: orderId,
        note: `Order #${orderId} off hold: the units it was short of`,
      })
      .execute();
  }
  return shortages;
}
