import type { FastifyInstance } from 'fastify';
import { sendJobEmail } from '../mail/email-jobs.js';
import { newOrderAlert } from './order-alerts.js';
import { orderConfirmation } from './order-confirmation.js';
import { refundEmail, stageEmail } from './order-stage-emails.js';

/**
 * The handlers of the orders' e-mail jobs (order-jobs.ts). Each renders its message when it runs, from the order
 * as it is then, in the shop's name and money.
 */
export function handleOrderJobs(app: FastifyInstance, shopName: string): void {
  const money = app.shop.formatMoney;
  app.jobs.handle('order.confirmation', async ({ userId, orderId }, job) => {
    await sendJobEmail(app, job, await orderConfirmation(app.db, shopName, money, userId, orderId));
  });
  app.jobs.handle('order.staff-alert', async (alert, job) => {
    await sendJobEmail(app, job, await newOrderAlert(app.db, shopName, money, alert));
  });
  app.jobs.handle('order.stage-email', async (move, job) => {
    const message = await stageEmail(app.db, shopName, move);
    if (message) await sendJobEmail(app, job, message);
  });
  app.jobs.handle('order.refund-email', async (refund, job) => {
    await sendJobEmail(app, job, await refundEmail(app.db, shopName, money, refund));
  });
}
