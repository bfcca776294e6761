import type { OrderStage } from '@farmkit/contract';
import type { MailMessage } from '../plugins/mailer.js';
import type { CodePurpose } from '../routes/accounts/accounts.table.js';

/**
 * Every kind of job, with its payload (stored as JSON): what the API promises to do after a commit. A payload
 * names what the job is about (ids, facts of the moment); its handler reads the rest when it runs. Tests add
 * kinds of their own by declaration merging.
 */
export interface JobPayloads {
  /** A message rendered when its cause committed (plugins/email-jobs.ts). */
  email: MailMessage;
  /** A one-time code's e-mail; the code travels sealed under the server secret (accounts/code-emails.ts). */
  'account.code-email': { to: string; purpose: CodePurpose; sealedCode: string };
  /** A code for the account of an e-mail, if it has one that wants it, looked up after the answer. */
  'account.code-lookup': { email: string; purpose: CodePurpose; unverifiedOnly: boolean };
  /** The customer's confirmation of a placed order (orders/order-jobs.ts). */
  'order.confirmation': { userId: number; orderId: number };
  /** One staff member's alert of a new order. */
  'order.staff-alert': { userId: number; orderId: number; to: string };
  /** The customer's e-mail for an order that reached a stage. */
  'order.stage-email': { orderId: number; stage: OrderStage; note: string };
  /** The customer's e-mail for a refund of their cancelled order. */
  'order.refund-email': { orderId: number; amountKobo: number; testPayment: boolean };
  /** A verified `charge.success` webhook, processed after its 200 (payments/webhook.ts). */
  'payment.charge-success': { provider: string; eventId: string; reference: string };
  /** Stored uploads no row names any more, deleted once the change that let them go has committed (plugins/uploads.ts). */
  'uploads.delete': { keys: string[] };
  /** Recurring: expired Pay Now holds back to stock (products/hold-sweep.ts). */
  'stock.release-expired-holds': Record<string, never>;
  /** Recurring: finished jobs are forgotten after a while (plugins/jobs.ts). */
  'jobs.prune': Record<string, never>;
}

export type JobKind = keyof JobPayloads;
