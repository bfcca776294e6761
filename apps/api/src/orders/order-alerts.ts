import {
  cashToCollect,
  deletedCustomerName,
  type Order,
  PAYMENT_METHOD_LABELS,
  staffPaymentText,
} from '@farmkit/contract';
import type { Kysely } from 'kysely';
import { accountDeleted } from '../accounts/account-deletion.js';
import type { Shop } from '../config.js';
import type { Database } from '../db/database.js';
import { emailHtml, escapeHtml } from '../mail/email-html.js';
import type { MailMessage } from '../mail/mail-message.js';
import { orderLinks } from './order-links.js';
import { CUSTOMER_GONE_NOTE, findOrder } from './orders.repository.js';

/**
 * The staff's alert of a new order, to one staff member with `new_order_alerts` on (one job each, written with
 * the order: order-jobs.ts): what to pack, for whom and where (the order's delivery copy), where its money
 * stands and the cash to collect at the door (the contract's paymentStatusOf: a test payment took no money, so
 * its cash is collected too), and a link to the order in the back-office.
 */
export async function newOrderAlert(
  db: Kysely<Database>,
  { shopName, publicUrl }: { shopName: string; publicUrl: string },
  formatMoney: Shop['formatMoney'],
  { userId, orderId, to }: { userId: number; orderId: number; to: string },
): Promise<MailMessage> {
  const order = await findOrder(db, userId, orderId);
  if (!order) throw new Error(`order ${orderId} of user ${userId} not found`);
  const customer = (await accountDeleted(db, { userId })) ? { gone: deletedCustomerName(userId) } : undefined;
  return alertMessage(to, shopName, orderLinks(publicUrl).staff(order.id), formatMoney, order, customer);
}

function alertMessage(
  to: string,
  shopName: string,
  link: string,
  money: Shop['formatMoney'],
  order: Order,
  /** Set when the customer deleted their account: how the farm names them now. */
  customer: { gone: string } | undefined,
): MailMessage {
  const customerGone = customer !== undefined;
  const onHold = order.stage === 'on_hold';
  const delivery = order.delivery;
  const intro = customerGone
    ? `Order #${order.id} is paid but ON HOLD: ${CUSTOMER_GONE_NOTE}`
    : onHold
      ? `Order #${order.id} is paid but ON HOLD: it needs stock. Find the missing units and confirm it, or cancel and refund it.`
      : `New order #${order.id}.`;
  const items = order.items.map((item) => `${item.quantity} × ${item.name}`);
  const facts = [
    `Customer: ${customer?.gone ?? delivery?.name ?? ''}`,
    `Phone: ${delivery?.phone ?? ''}`,
    `Address: ${[delivery?.address, delivery?.city].filter(Boolean).join(', ')}`,
    `Payment: ${PAYMENT_METHOD_LABELS[order.payment_method]}: ${staffPaymentText(order, money)}`,
    `Total: ${money(order.total_price)}`,
    `Cash to collect: ${money(cashToCollect(order))}`,
  ];
  return {
    to,
    subject: customerGone
      ? `${shopName}: order #${order.id} paid after its account was deleted: refund it`
      : onHold
        ? `${shopName}: order #${order.id} needs stock (on hold)`
        : `${shopName}: new order #${order.id}`,
    text: [intro, items.join('\n'), facts.join('\n'), `Open the order: ${link}`, `- ${shopName}`].join(
      '\n\n',
    ),
    html: emailHtml(shopName, [
      `<p${onHold ? ' style="font-weight:bold;color:#a40000"' : ''}>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...items.map((item) => `<li>${escapeHtml(item)}</li>`),
      '</ul>',
      ...facts.map((fact) => `<p>${escapeHtml(fact)}</p>`),
      `<p><a href="${escapeHtml(link)}">Open order #${order.id}</a></p>`,
    ]),
  };
}
