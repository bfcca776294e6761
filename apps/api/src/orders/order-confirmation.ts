import { type Order, PAYMENT_METHOD_LABELS, paymentStatusLabel } from '@farmkit/contract';
import type { Kysely } from 'kysely';
import type { Shop } from '../config.js';
import type { Database } from '../db/database.js';
import { emailHtml, escapeHtml } from '../mail/email-html.js';
import type { MailMessage } from '../mail/mail-message.js';
import { findOrder } from './orders.repository.js';

/** The customer's confirmation of a placed order: its lines, totals, payment and status, in the shop's money. */
export async function orderConfirmation(
  db: Kysely<Database>,
  shopName: string,
  formatMoney: Shop['formatMoney'],
  userId: number,
  orderId: number,
): Promise<MailMessage> {
  const user = await db
    .selectFrom('users')
    .where('id', '=', userId)
    .select('email')
    .executeTakeFirstOrThrow();
  const order = await findOrder(db, userId, orderId);
  if (!order) throw new Error(`order ${orderId} of user ${userId} not found`);
  return confirmationMessage(user.email, shopName, formatMoney, order);
}

function confirmationMessage(
  to: string,
  shopName: string,
  money: Shop['formatMoney'],
  order: Order,
): MailMessage {
  const lines = order.items.map((item) => ({
    label: `${item.quantity} × ${item.name} at ${money(item.price)}`,
    amount: money(item.line_total),
  }));
  const totals = [
    { label: 'Subtotal', amount: money(order.subtotal) },
    { label: 'Discount', amount: money(-order.discount) },
    { label: 'Total', amount: money(order.total_price) },
  ];
  const summary = [
    `Order number: ${order.id}`,
    `Payment: ${PAYMENT_METHOD_LABELS[order.payment_method]}`,
    `Payment status: ${paymentStatusLabel(order)}`,
    `Status: ${order.status}`,
    ...(order.delivery
      ? [
          `Deliver to: ${[
            order.delivery.name,
            order.delivery.phone,
            order.delivery.address,
            order.delivery.city,
          ]
            .filter(Boolean)
            .join(', ')}`,
        ]
      : []),
  ];
  const intro = 'Thank you for your order. Here is what you ordered:';
  const row = ({ label, amount }: { label: string; amount: string }, bold = false) =>
    `<tr${bold ? ' style="font-weight:bold"' : ''}><td style="padding:4px 16px 4px 0">${escapeHtml(label)}</td>` +
    `<td style="padding:4px 0;text-align:right">${escapeHtml(amount)}</td></tr>`;

  return {
    to,
    subject: `Your ${shopName} order #${order.id}`,
    text: [
      intro,
      lines.map(({ label, amount }) => `${label}: ${amount}`).join('\n'),
      totals.map(({ label, amount }) => `${label}: ${amount}`).join('\n'),
      summary.join('\n'),
      `- ${shopName}`,
    ].join('\n\n'),
    html: emailHtml(shopName, [
      `<p>${escapeHtml(intro)}</p>`,
      '<table style="border-collapse:collapse">',
      ...lines.map((line) => row(line)),
      ...totals.map((total) => row(total, total.label === 'Total')),
      '</table>',
      ...summary.map((fact) => `<p>${escapeHtml(fact)}</p>`),
    ]),
  };
}
