import type { OrderStage } from '@farmkit/contract';
import { fromKobo } from '@farmkit/contract';
import type { Kysely } from 'kysely';
import type { Shop } from '../config.js';
import type { Database } from '../db/database.js';
import { emailHtml, escapeHtml } from '../mail/email-html.js';
import type { MailMessage } from '../mail/mail-message.js';
import { howItComes } from './order-confirmation.js';
import { orderLinks } from './order-links.js';
import { deliveryOf } from './orders.repository.js';

/** What the shopper is told when their order reaches a stage: the subject's end, then the message. */
const STAGE_NEWS: Partial<Record<OrderStage, { subject: string; text: string }>> = {
  confirmed: {
    subject: 'is confirmed',
    text: 'We have confirmed your order and are preparing it.',
  },
  out_for_delivery: {
    subject: 'is on its way',
    text: 'Your order has left the farm and is on its way to you.',
  },
  delivered: {
    subject: 'was delivered',
    text: 'Your order was delivered. Thank you for shopping with us.',
  },
  cancelled: {
    subject: 'was cancelled',
    text: 'Your order was cancelled.',
  },
};

/** The stages whose news says again how and when the order comes: it is still to come. */
const TELLS_HOW_IT_COMES: ReadonlySet<OrderStage> = new Set(['confirmed', 'out_for_delivery']);

/**
 * The shopper's e-mail for an order that reached `stage`, with a link to their order's page; undefined for a stage
 * that sends none.
 */
export async function stageEmail(
  db: Kysely<Database>,
  { shopName, publicUrl }: { shopName: string; publicUrl: string },
  { orderId, stage, note }: { orderId: number; stage: OrderStage; note: string },
): Promise<MailMessage | undefined> {
  const news = STAGE_NEWS[stage];
  if (!news) return undefined;
  const to = await customerEmail(db, orderId);
  const paragraphs = [
    news.text,
    ...(TELLS_HOW_IT_COMES.has(stage)
      ? [await howOrderComes(db, orderId)].filter((line) => line !== undefined)
      : []),
    ...(note ? [`Note from the shop: ${note}`] : []),
  ];
  const link = { href: orderLinks(publicUrl).shopper(orderId), label: `See your order #${orderId}` };
  return message(to, `Your ${shopName} order #${orderId} ${news.subject}`, shopName, paragraphs, link);
}

/** The shopper's e-mail for a refund of their cancelled order, in the shop's money. */
export async function refundEmail(
  db: Kysely<Database>,
  shopName: string,
  formatMoney: Shop['formatMoney'],
  { orderId, amountKobo, testPayment }: { orderId: number; amountKobo: number; testPayment: boolean },
): Promise<MailMessage> {
  const to = await customerEmail(db, orderId);
  const paragraphs = [
    `We have refunded ${formatMoney(fromKobo(amountKobo))} of your order #${orderId}.`,
    testPayment
      ? 'The order was a test payment: no money was taken, and none moves back.'
      : 'It goes back to the card or account you paid with; your bank may take a few days to show it.',
  ];
  return message(to, `Your ${shopName} order #${orderId} was refunded`, shopName, paragraphs);
}

/** How and when the order comes (howItComes), as its plan was copied when it was placed. */
async function howOrderComes(db: Kysely<Database>, orderId: number): Promise<string | undefined> {
  const row = await db.selectFrom('orders').where('id', '=', orderId).selectAll().executeTakeFirstOrThrow();
  return howItComes(deliveryOf(row));
}

async function customerEmail(db: Kysely<Database>, orderId: number): Promise<string> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .where('orders.id', '=', orderId)
    .select('users.email')
    .executeTakeFirstOrThrow();
  return row.email;
}

function message(
  to: string,
  subject: string,
  shopName: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): MailMessage {
  return {
    to,
    subject,
    text: [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), `- ${shopName}`].join('\n\n'),
    html: emailHtml(shopName, [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    ]),
  };
}
