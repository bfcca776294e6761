import type { FastifyInstance } from 'fastify';
import { accountDeleted } from '../accounts/account-deletion.js';
import { sendJobEmail } from '../mail/email-jobs.js';
import { newOrderAlert } from './order-alerts.js';
import { orderConfirmation } from './order-confirmation.js';
import { refundEmail, stageEmail } from './order-stage-emails.js';

/**
 * The handlers of the orders' e-mail jobs (order-jobs.ts). Each renders its message when it runs, from the order
 * as it is then, in the shop's name and money.
 */
export function handleOrderJobs(
  app: FastifyInstance,
  { shopName, publicUrl }: { shopName: string; publicUrl: string },
): void {
  const money = app.shop.formatMoney;
  const shop = { shopName, publicUrl };
  // A deleted account's e-mail is gone: its orders' news has nobody to go to (accounts/account-deletion.ts).
  app.jobs.handle('order.confirmation', async ({ userId, orderId }, job) => {
    if (await accountDeleted(app.db, { userId })) return;
    await sendJobEmail(app, job, await orderConfirmation(app.db, shopName, money, userId, orderId));
  });
  app.jobs.handle('order.staff-alert', async (alert, job) => {
    await sendJobEmail(app, job, await newOrderAlert(app.db, shop, money, alert));
  });
  app.jobs.handle('order.stage-email', async (move, job) => {
    if (await accountDeleted(app.db, move)) return;
    const message = await stageEmail(app.db, shop, move);
    if (message) await sendJobEmail(app, job, message);
  });
  app.jobs.handle('order.refund-email', async (refund, job) => {
    if (await accountDeleted(app.db, refund)) return;
    await sendJobEmail(app, job, await refundEmail(app.db, shopName, money, refund));
  });
}
