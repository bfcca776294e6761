import { ERROR_CODES, fromKobo, type OrderStage, type StaffRole } from '@farmkit/contract';
import type { FastifyInstance } from 'fastify';
import { ApiFailure, invalidInput } from '../api-errors.js';
import { audit } from '../audit/audit.js';
import { returnStockForOrder } from '../stock/stock.repository.js';
import { enqueueRefundEmail } from './order-jobs.js';
import { moveOrder } from './order-stages.js';

export interface Cancellation {
  orderId: number;
  actor: { userId: number; role: StaffRole };
  reason: string;
  /** Kobo to refund of a paid order; all of it when undefined. */
  refundKobo: number | undefined;
  /** The stage the caller saw the order in (the stage call's `from`): 409 order_moved when it moved since. */
  from?: OrderStage | undefined;
}

export type CancelOutcome =
  | { outcome: 'no_order' }
  | { outcome: 'cancelled'; refund: { amountKobo: number; testPayment: boolean } | undefined };

/**
 * Cancels an order in one transaction: the move (moveOrder: the stage table, the timeline, the audit row), its
 * units back to stock (once: a second cancel is refused by the move, and the ledger holds nothing more to
 * return), and, for an order paid (or test-paid) online, the refund through the provider, recorded. The
 * shopper's e-mails (the cancellation, written by moveOrder, and the refund) are jobs of the same transaction.
 * The provider is called last, inside the transaction: if it refuses or cannot be reached, everything rolls
 * back, the jobs too, and the order stays as it was (502). The refund itself is no job: the staff member is
 * answered whether the provider took it. On PostgreSQL the order's row stays locked meanwhile, so a second
 * cancel waits and then finds it cancelled (409): the money is refunded at most once.
 */
export async function cancelOrder(app: FastifyInstance, cancellation: Cancellation): Promise<CancelOutcome> {
  const { orderId, actor, reason, refundKobo, from } = cancellation;
  return app.db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    const moved = await moveOrder(trx, { orderId, to: 'cancelled', from, actor, note: reason });
    if (!moved) return { outcome: 'no_order' };
    const { order } = moved;
    await returnStockForOrder(trx, { orderId, actorId: actor.userId, note: `Order #${orderId} cancelled` });

    const paidOnline = order.reference !== null && (Boolean(order.paid) || Boolean(order.test_payment));
    if (!paidOnline) {
      if (refundKobo !== undefined) {
        throw new ApiFailure(
          400,
          invalidInput({ refund_amount: ['This order was not paid online: there is nothing to refund.'] }),
        );
      }
      return { outcome: 'cancelled', refund: undefined };
    }
    const totalKobo = Number(order.total_kobo);
    const amountKobo = refundKobo ?? totalKobo;
    if (amountKobo <= 0 || amountKobo > totalKobo) {
      throw new ApiFailure(
        400,
        invalidInput({
          refund_amount: [`Refund more than 0 and at most the total, ${fromKobo(totalKobo)}.`],
        }),
      );
    }
    const reference = order.reference ?? '';
    const payment = await trx
      .selectFrom('payments')
      .where('reference', '=', reference)
      .select('provider')
      .executeTakeFirst();
    const provider = payment?.provider ?? app.payments.name;
    if (provider !== app.payments.name) {
      throw new ApiFailure(502, {
        detail: `The order was paid through ${provider}, which this server does not use now: it cannot refund it.`,
        code: ERROR_CODES.paymentProviderUnavailable,
      });
    }
    const refunded = await app.payments.refund(reference, amountKobo);
    await trx
      .insertInto('refunds')
      .values({
        order_id: orderId,
        amount_kobo: amountKobo,
        provider,
        provider_status: refunded.status,
        provider_refund_id: refunded.id,
        actor_id: actor.userId,
      })
      .execute();
    await audit(trx, {
      actorId: actor.userId,
      action: 'order.refund',
      entityType: 'order',
      entityId: orderId,
      before: null,
      after: { amount_kobo: amountKobo, provider, provider_status: refunded.status, reason },
    });
    const refund = { amountKobo, testPayment: !order.paid };
    await enqueueRefundEmail(trx, { orderId, ...refund });
    return { outcome: 'cancelled', refund };
  });
}
