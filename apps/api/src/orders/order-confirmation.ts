import {
  DELIVERY_METHOD_LABELS,
  type Order,
  type OrderDelivery,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
} from '@farmkit/contract';
import type { Kysely } from 'kysely';
import type { Shop } from '../config.js';
import type { Database } from '../db/database.js';
import { emailHtml, escapeHtml } from '../mail/email-html.js';
import type { MailMessage } from '../mail/mail-message.js';
import { findOrder } from './orders.repository.js';

/**
 * How and when an order comes, in a sentence for its e-mails: "Delivery to Gwarinpa, Sat 29 Nov, 9:00–13:00:
 * ₦3,000.00" (the fee when `money` is given) or "Collect at the farm: <address>, Sat 29 Nov, 9:00–17:00"; undefined
 * for an order from before delivery days (no slot).
 */
export function howItComes(delivery: OrderDelivery, money?: Shop['formatMoney']): string | undefined {
  if (!delivery?.slot) return undefined;
  const when = delivery.slot.label;
  if (delivery.method === 'pickup') {
    return `${DELIVERY_METHOD_LABELS.pickup}: ${[delivery.address, when].filter(Boolean).join(', ')}`;
  }
  const where = delivery.area ? ` to ${delivery.area.name}` : '';
  return `${DELIVERY_METHOD_LABELS.delivery}${where}, ${when}${money ? `: ${money(delivery.fee)}` : ''}`;
}

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
  // The slot is written in the default shop's locale and time zone (DEFAULT_SLOT_FORMAT): the job passes no shop.
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
    ...(order.delivery?.method === 'delivery' && order.delivery.fee > 0
      ? [{ label: 'Delivery fee', amount: money(order.delivery.fee) }]
      : []),
    { label: 'Total', amount: money(order.total_price) },
  ];
  const summary = [
    `Order number: ${order.id}`,
    `Payment: ${PAYMENT_METHOD_LABELS[order.payment_method]}`,
    `Payment status: ${paymentStatusLabel(order)}`,
    `Status: ${order.status}`,
    ...[howItComes(order.delivery, money)].filter((line): line is string => line !== undefined),
    ...(order.delivery && order.delivery.method === 'delivery'
      ? [
          `Deliver to: ${[
            order.delivery.name,
            order.delivery.phone,
            order.delivery.address,
            order.delivery.city,
          ]
            .filter(Boolean)
            .join(', ')}`,
          ...(order.delivery.landmark ? [`Landmark: ${order.delivery.landmark}`] : []),
          ...(order.delivery.note ? [`Note for the rider: ${order.delivery.note}`] : []),
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
