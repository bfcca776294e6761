import type { OrderStage } from '@farmkit/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { enqueueJob } from '../jobs/jobs.repository.js';

declare module '../jobs/job-kinds.js' {
  interface JobPayloads {
    /** The customer's confirmation of a placed order. */
    'order.confirmation': { userId: number; orderId: number };
    /** One staff member's alert of a new order. */
    'order.staff-alert': { userId: number; orderId: number; to: string };
    /** The customer's e-mail for an order that reached a stage. */
    'order.stage-email': { orderId: number; stage: OrderStage; note: string };
    /** The customer's e-mail for a refund of their cancelled order. */
    'order.refund-email': { orderId: number; amountKobo: number; testPayment: boolean };
  }
}

/**
 * The jobs of an order just written, in its transaction: the customer's confirmation, and an alert to each
 * staff member with `new_order_alerts` on (one job each, so one failing address never resends the others).
 */
export async function enqueueOrderPlacedJobs(
  trx: Transaction<Database>,
  { userId, orderId }: { userId: number; orderId: number },
): Promise<void> {
  await enqueueJob(trx, 'order.confirmation', { userId, orderId });
  const staff = await trx
    .selectFrom('users')
    .where('role', 'is not', null)
    .where('new_order_alerts', '=', sql<boolean>`true`)
    .select('email')
    .orderBy('id')
    .execute();
  for (const { email } of staff) await enqueueJob(trx, 'order.staff-alert', { userId, orderId, to: email });
}

/** The customer's e-mail of an order's move to `stage`, in the move's transaction. */
export async function enqueueStageEmail(
  trx: Transaction<Database>,
  payload: { orderId: number; stage: OrderStage; note: string },
): Promise<void> {
  await enqueueJob(trx, 'order.stage-email', payload);
}

/** The customer's e-mail of a refund, in the cancellation's transaction. */
export async function enqueueRefundEmail(
  trx: Transaction<Database>,
  payload: { orderId: number; amountKobo: number; testPayment: boolean },
): Promise<void> {
  await enqueueJob(trx, 'order.refund-email', payload);
}
