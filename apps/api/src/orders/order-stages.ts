import {
  ORDER_LIFECYCLE_ERROR_CODES,
  ORDER_LIFECYCLE_ERROR_DETAILS,
  ORDER_STAGE_STATUS,
  type OrderStage,
  type StaffCapability,
  type StaffRole,
} from '@farmkit/contract';
import type { Transaction } from 'kysely';
import { ApiFailure, outOfStock, permissionDenied } from '../api-errors.js';
import { audit } from '../audit/audit.js';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { hasCapability } from '../staff/capabilities.js';
import { takeShortfallForOrder } from '../stock/stock-holds.repository.js';
import { enqueueStageEmail } from './order-jobs.js';
import type { OrderRow } from './orders.repository.js';

/**
 * THE table of an order's moves: from a stage, to a stage, the capability the move needs (which roles hold it is
 * staff/capabilities.ts). Nothing else decides it; a move missing here is 409 invalid_transition, a caller without
 * the move's capability is 403. No staff move leads to
 * `on_hold`: the shop places a paid order there itself when the stock cannot cover it (orders.repository.ts,
 * putOnHold); from there a manager confirms it once the stock is found (the missing units are taken then, or
 * 409 out_of_stock) or cancels it. Cancelling also returns the stock and refunds a paid order
 * (cancel-order.ts).
 */
export const STAGE_MOVES: Readonly<Record<OrderStage, Partial<Record<OrderStage, StaffCapability>>>> = {
  placed: { confirmed: 'orders.move', cancelled: 'orders.cancel' },
  confirmed: { out_for_delivery: 'orders.move', cancelled: 'orders.cancel' },
  out_for_delivery: { delivered: 'orders.move' },
  delivered: {},
  cancelled: {},
  on_hold: { confirmed: 'orders.release', cancelled: 'orders.cancel' },
};

/** The stages a role may move an order to from `stage`, in the table's order. */
export function nextStages(stage: OrderStage, role: StaffRole): OrderStage[] {
  return Object.entries(STAGE_MOVES[stage])
    .filter(([, capability]) => capability !== undefined && hasCapability(role, capability))
    .map(([to]) => to as OrderStage);
}

/** 409: the table has no move from the order's stage to the one asked (or another move just got there first). */
export const invalidTransition = new ApiFailure(409, {
  detail: ORDER_LIFECYCLE_ERROR_DETAILS.invalidTransition,
  code: ORDER_LIFECYCLE_ERROR_CODES.invalidTransition,
});

export interface StageMove {
  orderId: number;
  to: OrderStage;
  /** The staff member making the move, with their role read on this request. */
  actor: { userId: number; role: StaffRole };
  note: string;
}

/**
 * The one function that changes an order's stage, in the caller's transaction: the order's row is locked
 * (PostgreSQL; SQLite writes one at a time), the move checked against STAGE_MOVES for the actor's role, the
 * stage and the spec's `status` (ORDER_STAGE_STATUS) written together by an update conditional on the stage
 * read, then the timeline row (stage, by whom, their name, the note), the audit row, and the shopper's e-mail as a
 * job (order-stage-emails.ts renders it when it runs). Undefined when there is no such order.
 */
export async function moveOrder(
  trx: Transaction<Database>,
  { orderId, to, actor, note }: StageMove,
): Promise<{ from: OrderStage; order: OrderRow } | undefined> {
  const postgres = isPostgres(trx);
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .$if(postgres, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!order) return undefined;
  const from = order.stage;
  const capability = STAGE_MOVES[from][to];
  if (!capability) throw invalidTransition;
  if (!hasCapability(actor.role, capability)) throw permissionDenied;

  if (from === 'on_hold' && to === 'confirmed') {
    const shortages = await takeShortfallForOrder(trx, orderId);
    if (shortages.length > 0) throw outOfStock(shortages);
  }

  const moved = await trx
    .updateTable('orders')
    .set({ stage: to, status: ORDER_STAGE_STATUS[to] })
    .where('id', '=', orderId)
    .where('stage', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw invalidTransition;

  const staff = await trx
    .selectFrom('users')
    .where('id', '=', actor.userId)
    .select('name')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_events')
    .values({ order_id: orderId, stage: to, actor_id: actor.userId, actor_name: staff.name, note })
    .execute();
  await audit(trx, {
    actorId: actor.userId,
    action: to === 'cancelled' ? 'order.cancel' : 'order.stage',
    entityType: 'order',
    entityId: orderId,
    before: { stage: from, status: order.status },
    after: { stage: to, status: ORDER_STAGE_STATUS[to], note },
  });
  await enqueueStageEmail(trx, { orderId, stage: to, note });
  return { from, order: { ...order, stage: to, status: ORDER_STAGE_STATUS[to] } };
}
