import {
  cashToCollect,
  DELIVERY_ADMIN_ERROR_CODES,
  DELIVERY_ADMIN_ERROR_DETAILS,
  fromKobo,
  ORDER_LIFECYCLE_ERROR_CODES,
  ORDER_LIFECYCLE_ERROR_DETAILS,
  ORDER_STAGE_LABELS,
  ORDER_STAGE_STATUS,
  type OrderStage,
  type StaffCapability,
  type StaffRole,
  toKobo,
} from '@farmkit/contract';
import { sql, type Transaction } from 'kysely';
import { eraseDeliveryOfDeletedAccount } from '../accounts/account-deletion.js';
import { ApiFailure, outOfStock, permissionDenied } from '../api-errors.js';
import { audit } from '../audit/audit.js';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { storedTime } from '../db/stored-time.js';
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

/**
 * The moves a rider makes on an order given to them (`orders.rider_id`), beside STAGE_MOVES: handing it over, and
 * nothing else. A role holding the capability moves only the orders given to that account.
 */
export const RIDER_MOVES: Readonly<
  Partial<Record<OrderStage, Partial<Record<OrderStage, StaffCapability>>>>
> = {
  out_for_delivery: { delivered: 'deliveries.ride' },
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

/** 409: the caller's `from` is not the order's stage any more (a stale screen, or a second tap). */
export function orderMoved(stage: OrderStage): ApiFailure {
  return new ApiFailure(409, {
    detail: ORDER_LIFECYCLE_ERROR_DETAILS.orderMoved(ORDER_STAGE_LABELS[stage].toLowerCase()),
    code: ORDER_LIFECYCLE_ERROR_CODES.orderMoved,
  });
}

function cashRefusal(detail: string, code: string): ApiFailure {
  return new ApiFailure(400, { detail, code });
}

export interface StageMove {
  orderId: number;
  to: OrderStage;
  /** The stage the caller saw the order in: 409 order_moved when it is in another. Unchecked when undefined. */
  from?: OrderStage | undefined;
  /**
   * Kobo taken at the door, with a move to delivered of an order that had cash to collect (paymentStatusOf:
   * paid on delivery, or test-paid): required then, and the amount to collect; refused otherwise.
   */
  cashReceivedKobo?: number | undefined;
  /** How the refusals write an amount (the shop's money). */
  formatMoney?: ((amount: number) => string) | undefined;
  /** The staff member making the move, with their role read on this request. */
  actor: { userId: number; role: StaffRole };
  note: string;
  /**
   * The rider's hand-over only (docs/spec-decisions.md#riders-and-short-payments): cash below the amount to collect
   * is recorded with `note` saying why (400 short_note_required without one), the order left unpaid and flagged
   * on the cash report. Without it, any other amount is refused (cash_amount_mismatch), as for the staff.
   */
  shortPayment?: { note: string | undefined } | undefined;
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
  {
    orderId,
    to,
    from: expected,
    cashReceivedKobo,
    formatMoney = String,
    actor,
    note,
    shortPayment,
  }: StageMove,
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
  if (expected !== undefined && expected !== from) throw orderMoved(from);
  const capability = STAGE_MOVES[from][to];
  const riderCapability = RIDER_MOVES[from]?.[to];
  if (!capability && !riderCapability) throw invalidTransition;
  const allowed =
    (capability !== undefined && hasCapability(actor.role, capability)) ||
    (riderCapability !== undefined &&
      hasCapability(actor.role, riderCapability) &&
      order.rider_id === actor.userId);
  if (!allowed) throw permissionDenied;
  const cashMove = cashOfMove(order, to, cashReceivedKobo, formatMoney, shortPayment);
  const cash = cashMove?.kobo;

  if (from === 'on_hold' && to === 'confirmed') {
    const shortages = await takeShortfallForOrder(trx, orderId);
    if (shortages.length > 0) throw outOfStock(shortages);
  }

  const staff = await trx
    .selectFrom('users')
    .where('id', '=', actor.userId)
    .select('name')
    .executeTakeFirstOrThrow();
  const cashColumns =
    cashMove === undefined
      ? {}
      : {
          // better-sqlite3 binds no boolean: the literal is understood by both databases. Short: not paid in full.
          ...(cashMove.shortNote === null ? { paid: sql<boolean>`true` } : {}),
          cash_short_note: cashMove.shortNote,
          cash_received_kobo: cashMove.kobo,
          cash_received_at: storedTime(trx, new Date()),
          cash_received_by: actor.userId,
          cash_received_by_name: staff.name,
        };
  const moved = await trx
    .updateTable('orders')
    .set({ stage: to, status: ORDER_STAGE_STATUS[to], ...cashColumns })
    .where('id', '=', orderId)
    .where('stage', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) {
    if (expected === undefined) throw invalidTransition;
    const now = await trx.selectFrom('orders').where('id', '=', orderId).select('stage').executeTakeFirst();
    throw orderMoved(now?.stage ?? from);
  }

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
    after: {
      stage: to,
      status: ORDER_STAGE_STATUS[to],
      note,
      ...(cash === undefined ? {} : { cash_received: fromKobo(cash) }),
      ...(cashMove?.shortNote ? { cash_short_note: cashMove.shortNote } : {}),
    },
  });
  // An order of a deleted account kept its address only until now (accounts/account-deletion.ts).
  if (to === 'delivered' || to === 'cancelled') await eraseDeliveryOfDeletedAccount(trx, orderId);
  await enqueueStageEmail(trx, { orderId, stage: to, note });
  return { from, order: { ...order, stage: to, status: ORDER_STAGE_STATUS[to] } };
}

/**
 * The cash a move records, in kobo, or undefined: a move to delivered of an order with cash to collect must bring
 * exactly that cash (the day's cash then adds up: the dashboard's cash recorded against the cash to collect), or,
 * on the rider's hand-over, less with a note saying why (`shortNote`); any other move, or an order with nothing to
 * collect, must bring none.
 */
function cashOfMove(
  order: OrderRow,
  to: OrderStage,
  cashReceivedKobo: number | undefined,
  formatMoney: (amount: number) => string,
  shortPayment: StageMove['shortPayment'],
): { kobo: number; shortNote: string | null } | undefined {
  const dueKobo =
    to === 'delivered'
      ? toKobo(
          cashToCollect({
            stage: order.stage,
            payment_method: order.payment_method,
            paid: Boolean(order.paid),
            test_payment: Boolean(order.test_payment),
            total_price: fromKobo(Number(order.total_kobo)),
          }),
        )
      : 0;
  if (dueKobo === 0) {
    if (cashReceivedKobo === undefined) return undefined;
    throw cashRefusal(ORDER_LIFECYCLE_ERROR_DETAILS.cashNotDue, ORDER_LIFECYCLE_ERROR_CODES.cashNotDue);
  }
  if (cashReceivedKobo === undefined) {
    throw cashRefusal(
      ORDER_LIFECYCLE_ERROR_DETAILS.cashReceivedRequired,
      ORDER_LIFECYCLE_ERROR_CODES.cashReceivedRequired,
    );
  }
  if (cashReceivedKobo === dueKobo) return { kobo: dueKobo, shortNote: null };
  if (shortPayment && cashReceivedKobo < dueKobo) {
    const shortNote = shortPayment.note?.trim();
    if (!shortNote) {
      throw cashRefusal(
        DELIVERY_ADMIN_ERROR_DETAILS.shortNoteRequired(formatMoney(fromKobo(dueKobo))),
        DELIVERY_ADMIN_ERROR_CODES.shortNoteRequired,
      );
    }
    return { kobo: cashReceivedKobo, shortNote };
  }
  throw cashRefusal(
    ORDER_LIFECYCLE_ERROR_DETAILS.cashAmountMismatch(formatMoney(fromKobo(dueKobo))),
    ORDER_LIFECYCLE_ERROR_CODES.cashAmountMismatch,
  );
}
