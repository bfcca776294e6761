import { type Order, PAYMENT_METHOD_LABELS } from '@farmkit/contract';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { emailHtml, escapeHtml } from '../email-html.js';
import { findOrder } from './orders.repository.js';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/**
 * The staff's alert of a new order, one e-mail to each staff member with `new_order_alerts` on: what to pack,
 * for whom and where (the order's delivery copy), how it is paid and the cash to collect at the door. Built and
 * sent after the placement's commit, as the customer's confirmation is; a failure is logged, never the caller's.
 */
export function sendNewOrderAlerts(
  app: FastifyInstance,
  shopName: string,
  { userId, orderId }: { userId: number; orderId: number },
): void {
  app.mailer.sendLater(
    newOrderAlerts(app.db, shopName, userId, orderId).then(async (messages) => {
      const sent = await Promise.allSettled(messages.map((message) => app.mailer.send(message)));
      sent.forEach((outcome, index) => {
        if (outcome.status === 'rejected') {
          app.log.error({ err: outcome.reason, to: messages[index]?.to }, 'new order alert not sent');
        }
      });
      return undefined;
    }),
  );
}

export async function newOrderAlerts(
  db: Kysely<Database>,
  shopName: string,
  userId: number,
  orderId: number,
): Promise<MailMessage[]> {
  const staff = await db
    .selectFrom('users')
    .where('role', 'is not', null)
    .where('new_order_alerts', '=', sql<boolean>`true`)
    .select('email')
    .orderBy('id')
    .execute();
  if (staff.length === 0) return [];
  const order = await findOrder(db, userId, orderId);
  if (!order) throw new Error(`order ${orderId} of user ${userId} not found`);
  return staff.map(({ email }) => alertMessage(email, shopName, order));
}

function alertMessage(to: string, shopName: string, order: Order): MailMessage {
  const needsStock = order.stage === 'on_hold';
  const cashToCollect = order.payment_method === 'on_delivery' ? order.total_price : 0;
  const delivery = order.delivery;
  const intro = needsStock
    ? `Order #${order.id} is paid but ON HOLD: it needs stock. Find the missing units and confirm it, or cancel and refund it.`
    : `New order #${order.id}.`;
  const items = order.items.map((item) => `${item.quantity} × ${item.name}`);
  const facts = [
    `Customer: ${delivery?.name ?? ''}`,
    `Phone: ${delivery?.phone ?? ''}`,
    `Address: ${[delivery?.address, delivery?.city].filter(Boolean).join(', ')}`,
    `Payment: ${PAYMENT_METHOD_LABELS[order.payment_method]}`,
    `Total: ${naira.format(order.total_price)}`,
    `Cash to collect: ${naira.format(cashToCollect)}`,
  ];
  return {
    to,
    subject: needsStock
      ? `${shopName}: order #${order.id} needs stock (on hold)`
      : `${shopName}: new order #${order.id}`,
    text: [intro, items.join('\n'), facts.join('\n'), `- ${shopName}`].join('\n\n'),
    html: emailHtml(shopName, [
      `<p${needsStock ? ' style="font-weight:bold;color:#a40000"' : ''}>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...items.map((item) => `<li>${escapeHtml(item)}</li>`),
      '</ul>',
      ...facts.map((fact) => `<p>${escapeHtml(fact)}</p>`),
    ]),
  };
}
